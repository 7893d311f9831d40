CREATE TABLE "candidato_area_interesse" (
	"candidato_id" integer NOT NULL,
	"area_interesse_id" integer NOT NULL,
	CONSTRAINT "candidato_area_interesse_candidato_id_area_interesse_id_pk" PRIMARY KEY("candidato_id","area_interesse_id")
);
--> statement-breakpoint
CREATE TABLE "candidato_cargo" (
	"candidato_id" integer NOT NULL,
	"cargo_id" integer NOT NULL,
	CONSTRAINT "candidato_cargo_candidato_id_cargo_id_pk" PRIMARY KEY("candidato_id","cargo_id")
);
--> statement-breakpoint
CREATE TABLE "candidato_certificado" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidato_id" integer NOT NULL,
	"titulo" varchar(100) NOT NULL,
	"organizacao" varchar(100),
	"tipo" varchar(50),
	"data_inicio" date,
	"data_fim" date,
	"validade" date,
	"carga_horaria_total" integer,
	"carga_horaria_diaria" integer,
	"url_certificado" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "candidato_conhecimento" (
	"candidato_id" integer NOT NULL,
	"conhecimento_id" integer NOT NULL,
	CONSTRAINT "candidato_conhecimento_candidato_id_conhecimento_id_pk" PRIMARY KEY("candidato_id","conhecimento_id")
);
--> statement-breakpoint
CREATE TABLE "candidato_experiencia" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidato_id" integer NOT NULL,
	"empresa" varchar(100) NOT NULL,
	"contato_empresa" varchar(20),
	"cargo_id" integer,
	"check_nome_cargo" boolean DEFAULT false NOT NULL,
	"nome_mercado" varchar(100),
	"salario" numeric(12, 2),
	"data_admissao" date NOT NULL,
	"data_desligamento" date,
	"motivo_saida" varchar(100),
	"observacao" text
);
--> statement-breakpoint
CREATE TABLE "candidato_formacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidato_id" integer NOT NULL,
	"area_formacao_id" integer NOT NULL,
	"curso" varchar(100) NOT NULL,
	"local" varchar(100) NOT NULL,
	"tipo" varchar(1) NOT NULL,
	"situacao" varchar(1) NOT NULL,
	"ano_conclusao" integer,
	"conclusao" varchar(20)
);
--> statement-breakpoint
CREATE TABLE "candidato_idioma" (
	"id" serial PRIMARY KEY NOT NULL,
	"candidato_id" integer NOT NULL,
	"idioma_id" integer NOT NULL,
	"nivel" varchar(15) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidato_curriculo" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"candidato_id" integer NOT NULL,
	"nome_arquivo" varchar(255) NOT NULL,
	"content_type" varchar(150) NOT NULL,
	"tamanho" integer NOT NULL,
	"conteudo" "bytea" NOT NULL,
	"ocr_texto" text,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidato_documento_anexo" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"candidato_id" integer NOT NULL,
	"descricao" varchar(200) NOT NULL,
	"nome_arquivo" varchar(255) NOT NULL,
	"content_type" varchar(150) NOT NULL,
	"tamanho" integer NOT NULL,
	"conteudo" "bytea" NOT NULL,
	"usuario_id" integer,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "expurgo_candidato" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"candidato_id" integer NOT NULL,
	"acao" varchar(12) NOT NULL,
	"data" date DEFAULT current_date NOT NULL,
	"executado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"ultima_atividade" date,
	"meses_sem_atividade" integer NOT NULL,
	"origem" varchar(10) NOT NULL,
	"usuario_nome" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "expurgo_execucao" (
	"id" serial PRIMARY KEY NOT NULL,
	"origem" varchar(10) NOT NULL,
	"inicio" timestamp with time zone DEFAULT now() NOT NULL,
	"fim" timestamp with time zone,
	"anonimizados" integer DEFAULT 0 NOT NULL,
	"excluidos" integer DEFAULT 0 NOT NULL,
	"erro" text
);
--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "nome_social" varchar(100);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "data_cadastro" date DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "data_atualizacao" date;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "disponivel" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "contratado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "ja_foi_colaborador" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "qualificacao_cadastral" varchar(20) DEFAULT 'NAO_VERIFICADO' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "mensagem_qualificacao" text;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "colocacao" varchar(2);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "pretencao_salarial" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "data_nascimento" date;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "naturalidade" varchar(100);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "sexo" varchar(1) DEFAULT 'I' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "parentes_amigos" varchar(255);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "indicado_por" varchar(100);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "escolaridade" varchar(2);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "estado_civil" varchar(2);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "qtd_filhos" integer;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "conjuge" varchar(100);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "profissao_conjuge" varchar(100);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "pai" varchar(100);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "profissao_pai" varchar(100);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "mae" varchar(100);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "profissao_mae" varchar(100);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "deficiencia" varchar(1) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "rg" varchar(15);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "rg_uf_id" integer;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "rg_orgao_emissor" varchar(10);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "rg_data_expedicao" date;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "pis" varchar(14);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "etnia_raca" varchar(1);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "possui_parentes" varchar(1);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "tit_eleit_zona" varchar(3);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "tit_eleit_numero" varchar(13);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "tit_eleit_secao" varchar(4);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "cert_mil_numero" varchar(12);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "cert_mil_tipo" varchar(5);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "cert_mil_serie" varchar(12);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "ctps_numero" varchar(10);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "ctps_serie" varchar(6);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "ctps_dv" varchar(2);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "ctps_uf_id" integer;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "ctps_data_expedicao" date;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "cep" varchar(8);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "logradouro" varchar(100);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "numero" varchar(10);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "complemento" varchar(60);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "uf_id" integer;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "cidade_id" integer;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "bairro" varchar(60);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "ddd" varchar(2);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "fone_fixo" varchar(9);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "nome_contato" varchar(100);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "paga_pensao" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "quantidade_pensao" integer;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "valor_pensao" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "possui_veiculo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "numero_hab" varchar(11);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "registro_hab" varchar(15);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "emissao_hab" date;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "vencimento_hab" date;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "categoria_hab" varchar(2);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "uf_hab_id" integer;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "cursos" text;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "observacao" text;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "observacao_rh" text;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "ocr_texto" text;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "campos_extras_id" integer;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "primeiro_emprego" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "modulo_externo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "aceito_politica_seguranca" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "data_aceite_politica" date;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "versao_politica" varchar(64);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "senha" varchar(200);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "foto" "bytea";--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "foto_content_type" varchar(100);--> statement-breakpoint
ALTER TABLE "candidato_area_interesse" ADD CONSTRAINT "candidato_area_interesse_candidato_id_candidato_id_fk" FOREIGN KEY ("candidato_id") REFERENCES "public"."candidato"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato_area_interesse" ADD CONSTRAINT "candidato_area_interesse_area_interesse_id_area_interesse_id_fk" FOREIGN KEY ("area_interesse_id") REFERENCES "public"."area_interesse"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato_cargo" ADD CONSTRAINT "candidato_cargo_candidato_id_candidato_id_fk" FOREIGN KEY ("candidato_id") REFERENCES "public"."candidato"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato_cargo" ADD CONSTRAINT "candidato_cargo_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato_certificado" ADD CONSTRAINT "candidato_certificado_candidato_id_candidato_id_fk" FOREIGN KEY ("candidato_id") REFERENCES "public"."candidato"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato_conhecimento" ADD CONSTRAINT "candidato_conhecimento_candidato_id_candidato_id_fk" FOREIGN KEY ("candidato_id") REFERENCES "public"."candidato"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato_conhecimento" ADD CONSTRAINT "candidato_conhecimento_conhecimento_id_conhecimento_id_fk" FOREIGN KEY ("conhecimento_id") REFERENCES "public"."conhecimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato_experiencia" ADD CONSTRAINT "candidato_experiencia_candidato_id_candidato_id_fk" FOREIGN KEY ("candidato_id") REFERENCES "public"."candidato"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato_experiencia" ADD CONSTRAINT "candidato_experiencia_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato_formacao" ADD CONSTRAINT "candidato_formacao_candidato_id_candidato_id_fk" FOREIGN KEY ("candidato_id") REFERENCES "public"."candidato"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato_formacao" ADD CONSTRAINT "candidato_formacao_area_formacao_id_area_formacao_id_fk" FOREIGN KEY ("area_formacao_id") REFERENCES "public"."area_formacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato_idioma" ADD CONSTRAINT "candidato_idioma_candidato_id_candidato_id_fk" FOREIGN KEY ("candidato_id") REFERENCES "public"."candidato"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato_idioma" ADD CONSTRAINT "candidato_idioma_idioma_id_idioma_id_fk" FOREIGN KEY ("idioma_id") REFERENCES "public"."idioma"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato_curriculo" ADD CONSTRAINT "candidato_curriculo_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato_curriculo" ADD CONSTRAINT "candidato_curriculo_candidato_id_candidato_id_fk" FOREIGN KEY ("candidato_id") REFERENCES "public"."candidato"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato_documento_anexo" ADD CONSTRAINT "candidato_documento_anexo_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato_documento_anexo" ADD CONSTRAINT "candidato_documento_anexo_candidato_id_candidato_id_fk" FOREIGN KEY ("candidato_id") REFERENCES "public"."candidato"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato_documento_anexo" ADD CONSTRAINT "candidato_documento_anexo_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expurgo_candidato" ADD CONSTRAINT "expurgo_candidato_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidato_area_interesse_area_interesse_id_index" ON "candidato_area_interesse" USING btree ("area_interesse_id");--> statement-breakpoint
CREATE INDEX "candidato_cargo_cargo_id_index" ON "candidato_cargo" USING btree ("cargo_id");--> statement-breakpoint
CREATE INDEX "candidato_certificado_candidato_id_index" ON "candidato_certificado" USING btree ("candidato_id");--> statement-breakpoint
CREATE INDEX "candidato_conhecimento_conhecimento_id_index" ON "candidato_conhecimento" USING btree ("conhecimento_id");--> statement-breakpoint
CREATE INDEX "candidato_experiencia_candidato_id_index" ON "candidato_experiencia" USING btree ("candidato_id");--> statement-breakpoint
CREATE INDEX "candidato_experiencia_cargo_id_index" ON "candidato_experiencia" USING btree ("cargo_id");--> statement-breakpoint
CREATE INDEX "candidato_formacao_candidato_id_index" ON "candidato_formacao" USING btree ("candidato_id");--> statement-breakpoint
CREATE INDEX "candidato_formacao_area_formacao_id_index" ON "candidato_formacao" USING btree ("area_formacao_id");--> statement-breakpoint
CREATE INDEX "candidato_idioma_candidato_id_index" ON "candidato_idioma" USING btree ("candidato_id");--> statement-breakpoint
CREATE INDEX "candidato_idioma_idioma_id_nivel_index" ON "candidato_idioma" USING btree ("idioma_id","nivel");--> statement-breakpoint
CREATE INDEX "candidato_curriculo_candidato_id_data_cadastro_index" ON "candidato_curriculo" USING btree ("candidato_id","data_cadastro");--> statement-breakpoint
CREATE INDEX "candidato_documento_anexo_candidato_id_data_cadastro_index" ON "candidato_documento_anexo" USING btree ("candidato_id","data_cadastro");--> statement-breakpoint
CREATE INDEX "expurgo_candidato_empresa_id_data_id_index" ON "expurgo_candidato" USING btree ("empresa_id","data" DESC NULLS LAST,"id");--> statement-breakpoint
ALTER TABLE "candidato" ADD CONSTRAINT "candidato_rg_uf_id_estado_id_fk" FOREIGN KEY ("rg_uf_id") REFERENCES "public"."estado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato" ADD CONSTRAINT "candidato_ctps_uf_id_estado_id_fk" FOREIGN KEY ("ctps_uf_id") REFERENCES "public"."estado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato" ADD CONSTRAINT "candidato_uf_id_estado_id_fk" FOREIGN KEY ("uf_id") REFERENCES "public"."estado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato" ADD CONSTRAINT "candidato_cidade_id_cidade_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."cidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato" ADD CONSTRAINT "candidato_uf_hab_id_estado_id_fk" FOREIGN KEY ("uf_hab_id") REFERENCES "public"."estado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato" ADD CONSTRAINT "candidato_campos_extras_id_campos_extras_id_fk" FOREIGN KEY ("campos_extras_id") REFERENCES "public"."campos_extras"("id") ON DELETE set null ON UPDATE no action;