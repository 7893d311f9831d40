CREATE TABLE "area_co_responsavel" (
	"area_organizacional_id" integer NOT NULL,
	"colaborador_id" integer NOT NULL,
	CONSTRAINT "area_co_responsavel_area_organizacional_id_colaborador_id_pk" PRIMARY KEY("area_organizacional_id","colaborador_id")
);
--> statement-breakpoint
CREATE TABLE "area_email_notificacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"area_organizacional_id" integer NOT NULL,
	"email" varchar(120) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "area_organizacional" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(60) NOT NULL,
	"area_mae_id" integer,
	"descricao_hierarquia" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"exibir_organograma" boolean DEFAULT true NOT NULL,
	"email" varchar(120),
	"codigo_ac" varchar(12)
);
--> statement-breakpoint
CREATE TABLE "area_responsavel" (
	"area_organizacional_id" integer NOT NULL,
	"colaborador_id" integer NOT NULL,
	CONSTRAINT "area_responsavel_area_organizacional_id_colaborador_id_pk" PRIMARY KEY("area_organizacional_id","colaborador_id")
);
--> statement-breakpoint
CREATE TABLE "cargo" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL,
	"nome_mercado" varchar(100) DEFAULT '' NOT NULL,
	"ativa" boolean DEFAULT true NOT NULL,
	"exibir_modulo_externo" boolean DEFAULT false NOT NULL,
	"grupo_ocupacional_id" integer,
	"escolaridade" varchar(2),
	"missao" text,
	"responsabilidades" text,
	"recrutamento" text,
	"experiencia" text,
	"observacao" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "cargo_area_organizacional" (
	"cargo_id" integer NOT NULL,
	"area_organizacional_id" integer NOT NULL,
	CONSTRAINT "cargo_area_organizacional_cargo_id_area_organizacional_id_pk" PRIMARY KEY("cargo_id","area_organizacional_id")
);
--> statement-breakpoint
CREATE TABLE "cargo_atitude" (
	"id" serial PRIMARY KEY NOT NULL,
	"cargo_id" integer NOT NULL,
	"atitude_id" integer NOT NULL,
	"complemento" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "cargo_conhecimento" (
	"id" serial PRIMARY KEY NOT NULL,
	"cargo_id" integer NOT NULL,
	"conhecimento_id" integer NOT NULL,
	"complemento" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "cargo_habilidade" (
	"id" serial PRIMARY KEY NOT NULL,
	"cargo_id" integer NOT NULL,
	"habilidade_id" integer NOT NULL,
	"complemento" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "grupo_ocupacional" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"codigo" varchar(10) NOT NULL,
	"descricao" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colaborador" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL,
	"nome_comercial" varchar(100),
	"cpf" varchar(11),
	"pis" varchar(14),
	"matricula" varchar(20),
	"data_nascimento" date,
	"sexo" varchar(1) NOT NULL,
	"estado_civil" varchar(2),
	"escolaridade" varchar(2),
	"etnia" varchar(1),
	"email" varchar(120),
	"ddd_celular" varchar(2),
	"celular" varchar(9),
	"cep" varchar(8),
	"logradouro" varchar(100),
	"numero" text,
	"complemento" text,
	"bairro" varchar(60),
	"estado_id" integer,
	"cidade_id" integer,
	"data_admissao" date NOT NULL,
	"vinculo" varchar(2) DEFAULT 'E' NOT NULL,
	"situacao" varchar(1) DEFAULT 'A' NOT NULL,
	"estabelecimento_id" integer NOT NULL,
	"area_organizacional_id" integer NOT NULL,
	"cargo_id" integer NOT NULL,
	"faixa_salarial_id" integer NOT NULL,
	"data_desligamento" date,
	"motivo_desligamento" varchar(100),
	"observacao_desligamento" varchar(255),
	"foto" "bytea",
	"foto_content_type" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "colaborador_historico" (
	"id" serial PRIMARY KEY NOT NULL,
	"colaborador_id" integer NOT NULL,
	"data" date NOT NULL,
	"motivo" varchar(1) NOT NULL,
	"estabelecimento_id" integer NOT NULL,
	"area_organizacional_id" integer NOT NULL,
	"faixa_salarial_id" integer NOT NULL,
	"tipo_salario" varchar(1) DEFAULT '1' NOT NULL,
	"indice_id" integer,
	"quantidade" numeric(12, 2),
	"valor" numeric(12, 2),
	"observacao" varchar(255)
);
--> statement-breakpoint
CREATE TABLE "atitude" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL,
	"observacao" varchar(255),
	"solicitar_comentario" boolean DEFAULT false NOT NULL,
	"existe_nivel_competencia" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "atitude_area" (
	"competencia_id" integer NOT NULL,
	"area_organizacional_id" integer NOT NULL,
	CONSTRAINT "atitude_area_competencia_id_area_organizacional_id_pk" PRIMARY KEY("competencia_id","area_organizacional_id")
);
--> statement-breakpoint
CREATE TABLE "atitude_comportamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"competencia_id" integer NOT NULL,
	"descricao" varchar(250) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "config_historico_nivel" (
	"id" serial PRIMARY KEY NOT NULL,
	"nivel_competencia_historico_id" integer NOT NULL,
	"nivel_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	"percentual" numeric(5, 2)
);
--> statement-breakpoint
CREATE TABLE "configuracao_niveis_competencia" (
	"empresa_id" integer PRIMARY KEY NOT NULL,
	"considerar_percentual_minimo" boolean DEFAULT false NOT NULL,
	"obrigar_percentual" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configuracao_nivel_competencia" (
	"id" serial PRIMARY KEY NOT NULL,
	"configuracao_id" integer NOT NULL,
	"conhecimento_id" integer,
	"habilidade_id" integer,
	"atitude_id" integer,
	"competencia_peso" integer DEFAULT 1 NOT NULL,
	"nivel_competencia_id" integer NOT NULL,
	CONSTRAINT "config_nivel_comp_uma_competencia" CHECK (num_nonnulls("configuracao_nivel_competencia"."conhecimento_id", "configuracao_nivel_competencia"."habilidade_id", "configuracao_nivel_competencia"."atitude_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "configuracao_nivel_competencia_faixa" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"faixa_salarial_id" integer NOT NULL,
	"data" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conhecimento" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL,
	"observacao" varchar(255),
	"solicitar_comentario" boolean DEFAULT false NOT NULL,
	"existe_nivel_competencia" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conhecimento_area" (
	"competencia_id" integer NOT NULL,
	"area_organizacional_id" integer NOT NULL,
	CONSTRAINT "conhecimento_area_competencia_id_area_organizacional_id_pk" PRIMARY KEY("competencia_id","area_organizacional_id")
);
--> statement-breakpoint
CREATE TABLE "conhecimento_comportamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"competencia_id" integer NOT NULL,
	"descricao" varchar(250) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "criterio_avaliacao_competencia" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"descricao" varchar(100) NOT NULL,
	"tipo" varchar(1) NOT NULL,
	"tipo_competencia" varchar(1),
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "habilidade" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL,
	"observacao" varchar(255),
	"solicitar_comentario" boolean DEFAULT false NOT NULL,
	"existe_nivel_competencia" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "habilidade_area" (
	"competencia_id" integer NOT NULL,
	"area_organizacional_id" integer NOT NULL,
	CONSTRAINT "habilidade_area_competencia_id_area_organizacional_id_pk" PRIMARY KEY("competencia_id","area_organizacional_id")
);
--> statement-breakpoint
CREATE TABLE "habilidade_comportamento" (
	"id" serial PRIMARY KEY NOT NULL,
	"competencia_id" integer NOT NULL,
	"descricao" varchar(250) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nivel_competencia" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"descricao" varchar(60) NOT NULL,
	"ordem" integer NOT NULL,
	"percentual" numeric(5, 2)
);
--> statement-breakpoint
CREATE TABLE "nivel_competencia_historico" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"data" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faixa_salarial" (
	"id" serial PRIMARY KEY NOT NULL,
	"cargo_id" integer NOT NULL,
	"nome" varchar(30) NOT NULL,
	"codigo_ac" varchar(12),
	"nome_ac_pessoal" varchar(100),
	"codigo_cbo" varchar(6),
	"descricao_cbo" varchar(150)
);
--> statement-breakpoint
CREATE TABLE "faixa_salarial_historico" (
	"id" serial PRIMARY KEY NOT NULL,
	"faixa_salarial_id" integer NOT NULL,
	"data" date NOT NULL,
	"tipo" varchar(1) NOT NULL,
	"indice_id" integer,
	"quantidade" numeric(12, 2),
	"valor" numeric(12, 2),
	"status" varchar(1) DEFAULT '2' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indice" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(40) NOT NULL,
	"grupo_ac" varchar(3),
	"titulo" varchar(40),
	"desabilitado" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indice_historico" (
	"id" serial PRIMARY KEY NOT NULL,
	"indice_id" integer NOT NULL,
	"data" date NOT NULL,
	"valor" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auditoria" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auditoria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"data" timestamp with time zone DEFAULT now() NOT NULL,
	"usuario_id" integer,
	"usuario_nome" varchar(70),
	"empresa_id" integer,
	"entidade" varchar(80) NOT NULL,
	"entidade_id" integer,
	"acao" varchar(30) NOT NULL,
	"descricao" varchar(255),
	"antes" jsonb,
	"depois" jsonb
);
--> statement-breakpoint
CREATE TABLE "campo_candidato_config" (
	"empresa_id" integer NOT NULL,
	"campo" varchar(40) NOT NULL,
	"obrigatorio" boolean DEFAULT false NOT NULL,
	CONSTRAINT "campo_candidato_config_empresa_id_campo_pk" PRIMARY KEY("empresa_id","campo")
);
--> statement-breakpoint
CREATE TABLE "campo_extra_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"entidade" varchar(20) NOT NULL,
	"campo" varchar(20) NOT NULL,
	"label" varchar(60) NOT NULL,
	"visivel" boolean DEFAULT false NOT NULL,
	"obrigatorio" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campos_extras" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"texto1" varchar(100),
	"texto2" varchar(100),
	"texto3" varchar(100),
	"texto4" varchar(100),
	"texto5" varchar(100),
	"texto6" varchar(100),
	"texto7" varchar(100),
	"texto8" varchar(100),
	"textolongo1" text,
	"textolongo2" text,
	"data1" date,
	"data2" date,
	"data3" date,
	"valor1" numeric(12, 2),
	"valor2" numeric(12, 2),
	"numero1" integer
);
--> statement-breakpoint
CREATE TABLE "estabelecimento" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL,
	"tipo_inscricao" varchar(5) DEFAULT 'CNPJ' NOT NULL,
	"empresa_base_cnpj_caepf" text,
	"complemento_cnpj_caepf" text,
	"digito_verificador_cnpj_caepf" text,
	"inscricao" text GENERATED ALWAYS AS (CASE WHEN tipo_inscricao = 'CAEPF' THEN substr(empresa_base_cnpj_caepf, 1, 3) || '.' || substr(empresa_base_cnpj_caepf, 4, 3) || '.' || substr(empresa_base_cnpj_caepf, 7, 3) || '/' || complemento_cnpj_caepf || '-' || digito_verificador_cnpj_caepf ELSE substr(empresa_base_cnpj_caepf, 1, 2) || '.' || substr(empresa_base_cnpj_caepf, 3, 3) || '.' || substr(empresa_base_cnpj_caepf, 6, 3) || '/' || complemento_cnpj_caepf || '-' || digito_verificador_cnpj_caepf END) STORED,
	"cep" varchar(8),
	"estado_id" integer,
	"cidade_id" integer,
	"logradouro" varchar(100),
	"numero" text,
	"complemento" text,
	"bairro" varchar(60)
);
--> statement-breakpoint
CREATE TABLE "parametros_sistema" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"compartilhar_candidatos" boolean DEFAULT false NOT NULL,
	"compartilhar_colaboradores" boolean DEFAULT false NOT NULL,
	"compartilhar_cursos" boolean DEFAULT false NOT NULL,
	"aderiu_ao_e_social" boolean DEFAULT true NOT NULL,
	"inverter_eixo_resultado_nine_box" boolean DEFAULT false NOT NULL,
	"dias_aviso_periodo_experiencia" integer DEFAULT 10 NOT NULL,
	"email_remetente" varchar(120),
	"link_chat" varchar(255),
	"cod_empresa_suporte" varchar(20),
	"cod_cliente_suporte" varchar(20),
	CONSTRAINT "parametros_sistema_unico" CHECK ("parametros_sistema"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "ac_integra" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "codigo_ac" varchar(12);--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "sol_pessoal_exibir_salario" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "sol_pessoal_exibir_colab_substituido" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "sol_pessoal_obrigar_dados_complementares" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "sol_pessoal_reabrir_solicitacao" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "exibir_salario" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "obrigar_ambiente_funcao" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "certificado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "modelo_certificado" varchar(20);--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "campo_extra_candidato" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "campo_extra_colaborador" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "max_candidata_cargo" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "exigir_aceite_psi" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "politica_seguranca" text;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "tempo_exclusao_candidato" integer;--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "logo" "bytea";--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "logo_content_type" varchar(100);--> statement-breakpoint
ALTER TABLE "area_co_responsavel" ADD CONSTRAINT "area_co_responsavel_area_organizacional_id_area_organizacional_id_fk" FOREIGN KEY ("area_organizacional_id") REFERENCES "public"."area_organizacional"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_co_responsavel" ADD CONSTRAINT "area_co_responsavel_colaborador_id_colaborador_id_fk" FOREIGN KEY ("colaborador_id") REFERENCES "public"."colaborador"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_email_notificacao" ADD CONSTRAINT "area_email_notificacao_area_organizacional_id_area_organizacional_id_fk" FOREIGN KEY ("area_organizacional_id") REFERENCES "public"."area_organizacional"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_organizacional" ADD CONSTRAINT "area_organizacional_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_organizacional" ADD CONSTRAINT "area_organizacional_area_mae_id_area_organizacional_id_fk" FOREIGN KEY ("area_mae_id") REFERENCES "public"."area_organizacional"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_responsavel" ADD CONSTRAINT "area_responsavel_area_organizacional_id_area_organizacional_id_fk" FOREIGN KEY ("area_organizacional_id") REFERENCES "public"."area_organizacional"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_responsavel" ADD CONSTRAINT "area_responsavel_colaborador_id_colaborador_id_fk" FOREIGN KEY ("colaborador_id") REFERENCES "public"."colaborador"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo" ADD CONSTRAINT "cargo_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo" ADD CONSTRAINT "cargo_grupo_ocupacional_id_grupo_ocupacional_id_fk" FOREIGN KEY ("grupo_ocupacional_id") REFERENCES "public"."grupo_ocupacional"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_area_organizacional" ADD CONSTRAINT "cargo_area_organizacional_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_area_organizacional" ADD CONSTRAINT "cargo_area_organizacional_area_organizacional_id_area_organizacional_id_fk" FOREIGN KEY ("area_organizacional_id") REFERENCES "public"."area_organizacional"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_atitude" ADD CONSTRAINT "cargo_atitude_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_atitude" ADD CONSTRAINT "cargo_atitude_atitude_id_atitude_id_fk" FOREIGN KEY ("atitude_id") REFERENCES "public"."atitude"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_conhecimento" ADD CONSTRAINT "cargo_conhecimento_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_conhecimento" ADD CONSTRAINT "cargo_conhecimento_conhecimento_id_conhecimento_id_fk" FOREIGN KEY ("conhecimento_id") REFERENCES "public"."conhecimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_habilidade" ADD CONSTRAINT "cargo_habilidade_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_habilidade" ADD CONSTRAINT "cargo_habilidade_habilidade_id_habilidade_id_fk" FOREIGN KEY ("habilidade_id") REFERENCES "public"."habilidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo_ocupacional" ADD CONSTRAINT "grupo_ocupacional_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador" ADD CONSTRAINT "colaborador_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador" ADD CONSTRAINT "colaborador_estado_id_estado_id_fk" FOREIGN KEY ("estado_id") REFERENCES "public"."estado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador" ADD CONSTRAINT "colaborador_cidade_id_cidade_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."cidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador" ADD CONSTRAINT "colaborador_estabelecimento_id_estabelecimento_id_fk" FOREIGN KEY ("estabelecimento_id") REFERENCES "public"."estabelecimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador" ADD CONSTRAINT "colaborador_area_organizacional_id_area_organizacional_id_fk" FOREIGN KEY ("area_organizacional_id") REFERENCES "public"."area_organizacional"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador" ADD CONSTRAINT "colaborador_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador" ADD CONSTRAINT "colaborador_faixa_salarial_id_faixa_salarial_id_fk" FOREIGN KEY ("faixa_salarial_id") REFERENCES "public"."faixa_salarial"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador_historico" ADD CONSTRAINT "colaborador_historico_colaborador_id_colaborador_id_fk" FOREIGN KEY ("colaborador_id") REFERENCES "public"."colaborador"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador_historico" ADD CONSTRAINT "colaborador_historico_estabelecimento_id_estabelecimento_id_fk" FOREIGN KEY ("estabelecimento_id") REFERENCES "public"."estabelecimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador_historico" ADD CONSTRAINT "colaborador_historico_area_organizacional_id_area_organizacional_id_fk" FOREIGN KEY ("area_organizacional_id") REFERENCES "public"."area_organizacional"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador_historico" ADD CONSTRAINT "colaborador_historico_faixa_salarial_id_faixa_salarial_id_fk" FOREIGN KEY ("faixa_salarial_id") REFERENCES "public"."faixa_salarial"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador_historico" ADD CONSTRAINT "colaborador_historico_indice_id_indice_id_fk" FOREIGN KEY ("indice_id") REFERENCES "public"."indice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atitude" ADD CONSTRAINT "atitude_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atitude_area" ADD CONSTRAINT "atitude_area_competencia_id_atitude_id_fk" FOREIGN KEY ("competencia_id") REFERENCES "public"."atitude"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atitude_area" ADD CONSTRAINT "atitude_area_area_organizacional_id_area_organizacional_id_fk" FOREIGN KEY ("area_organizacional_id") REFERENCES "public"."area_organizacional"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atitude_comportamento" ADD CONSTRAINT "atitude_comportamento_competencia_id_atitude_id_fk" FOREIGN KEY ("competencia_id") REFERENCES "public"."atitude"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_historico_nivel" ADD CONSTRAINT "config_historico_nivel_nivel_competencia_historico_id_nivel_competencia_historico_id_fk" FOREIGN KEY ("nivel_competencia_historico_id") REFERENCES "public"."nivel_competencia_historico"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "config_historico_nivel" ADD CONSTRAINT "config_historico_nivel_nivel_id_nivel_competencia_id_fk" FOREIGN KEY ("nivel_id") REFERENCES "public"."nivel_competencia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracao_niveis_competencia" ADD CONSTRAINT "configuracao_niveis_competencia_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracao_nivel_competencia" ADD CONSTRAINT "configuracao_nivel_competencia_configuracao_id_configuracao_nivel_competencia_faixa_id_fk" FOREIGN KEY ("configuracao_id") REFERENCES "public"."configuracao_nivel_competencia_faixa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracao_nivel_competencia" ADD CONSTRAINT "configuracao_nivel_competencia_conhecimento_id_conhecimento_id_fk" FOREIGN KEY ("conhecimento_id") REFERENCES "public"."conhecimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracao_nivel_competencia" ADD CONSTRAINT "configuracao_nivel_competencia_habilidade_id_habilidade_id_fk" FOREIGN KEY ("habilidade_id") REFERENCES "public"."habilidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracao_nivel_competencia" ADD CONSTRAINT "configuracao_nivel_competencia_atitude_id_atitude_id_fk" FOREIGN KEY ("atitude_id") REFERENCES "public"."atitude"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracao_nivel_competencia" ADD CONSTRAINT "configuracao_nivel_competencia_nivel_competencia_id_nivel_competencia_id_fk" FOREIGN KEY ("nivel_competencia_id") REFERENCES "public"."nivel_competencia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracao_nivel_competencia_faixa" ADD CONSTRAINT "configuracao_nivel_competencia_faixa_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configuracao_nivel_competencia_faixa" ADD CONSTRAINT "configuracao_nivel_competencia_faixa_faixa_salarial_id_faixa_salarial_id_fk" FOREIGN KEY ("faixa_salarial_id") REFERENCES "public"."faixa_salarial"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conhecimento" ADD CONSTRAINT "conhecimento_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conhecimento_area" ADD CONSTRAINT "conhecimento_area_competencia_id_conhecimento_id_fk" FOREIGN KEY ("competencia_id") REFERENCES "public"."conhecimento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conhecimento_area" ADD CONSTRAINT "conhecimento_area_area_organizacional_id_area_organizacional_id_fk" FOREIGN KEY ("area_organizacional_id") REFERENCES "public"."area_organizacional"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conhecimento_comportamento" ADD CONSTRAINT "conhecimento_comportamento_competencia_id_conhecimento_id_fk" FOREIGN KEY ("competencia_id") REFERENCES "public"."conhecimento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "criterio_avaliacao_competencia" ADD CONSTRAINT "criterio_avaliacao_competencia_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habilidade" ADD CONSTRAINT "habilidade_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habilidade_area" ADD CONSTRAINT "habilidade_area_competencia_id_habilidade_id_fk" FOREIGN KEY ("competencia_id") REFERENCES "public"."habilidade"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habilidade_area" ADD CONSTRAINT "habilidade_area_area_organizacional_id_area_organizacional_id_fk" FOREIGN KEY ("area_organizacional_id") REFERENCES "public"."area_organizacional"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "habilidade_comportamento" ADD CONSTRAINT "habilidade_comportamento_competencia_id_habilidade_id_fk" FOREIGN KEY ("competencia_id") REFERENCES "public"."habilidade"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nivel_competencia" ADD CONSTRAINT "nivel_competencia_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nivel_competencia_historico" ADD CONSTRAINT "nivel_competencia_historico_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faixa_salarial" ADD CONSTRAINT "faixa_salarial_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faixa_salarial_historico" ADD CONSTRAINT "faixa_salarial_historico_faixa_salarial_id_faixa_salarial_id_fk" FOREIGN KEY ("faixa_salarial_id") REFERENCES "public"."faixa_salarial"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faixa_salarial_historico" ADD CONSTRAINT "faixa_salarial_historico_indice_id_indice_id_fk" FOREIGN KEY ("indice_id") REFERENCES "public"."indice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indice" ADD CONSTRAINT "indice_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indice_historico" ADD CONSTRAINT "indice_historico_indice_id_indice_id_fk" FOREIGN KEY ("indice_id") REFERENCES "public"."indice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campo_candidato_config" ADD CONSTRAINT "campo_candidato_config_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campo_extra_config" ADD CONSTRAINT "campo_extra_config_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campos_extras" ADD CONSTRAINT "campos_extras_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estabelecimento" ADD CONSTRAINT "estabelecimento_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estabelecimento" ADD CONSTRAINT "estabelecimento_estado_id_estado_id_fk" FOREIGN KEY ("estado_id") REFERENCES "public"."estado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estabelecimento" ADD CONSTRAINT "estabelecimento_cidade_id_cidade_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."cidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "area_co_responsavel_colaborador_idx" ON "area_co_responsavel" USING btree ("colaborador_id");--> statement-breakpoint
CREATE INDEX "area_email_notificacao_area_idx" ON "area_email_notificacao" USING btree ("area_organizacional_id");--> statement-breakpoint
CREATE INDEX "area_org_empresa_idx" ON "area_organizacional" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "area_org_mae_idx" ON "area_organizacional" USING btree ("area_mae_id");--> statement-breakpoint
CREATE INDEX "area_org_hierarquia_idx" ON "area_organizacional" USING btree ("empresa_id","descricao_hierarquia" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "area_responsavel_colaborador_idx" ON "area_responsavel" USING btree ("colaborador_id");--> statement-breakpoint
CREATE INDEX "cargo_empresa_idx" ON "cargo" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "cargo_grupo_idx" ON "cargo" USING btree ("grupo_ocupacional_id");--> statement-breakpoint
CREATE INDEX "cargo_nome_mercado_idx" ON "cargo" USING btree ("empresa_id","nome_mercado" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "cargo_area_area_idx" ON "cargo_area_organizacional" USING btree ("area_organizacional_id");--> statement-breakpoint
CREATE INDEX "cargo_atitude_cargo_idx" ON "cargo_atitude" USING btree ("cargo_id");--> statement-breakpoint
CREATE INDEX "cargo_atitude_atitude_idx" ON "cargo_atitude" USING btree ("atitude_id");--> statement-breakpoint
CREATE INDEX "cargo_conhecimento_cargo_idx" ON "cargo_conhecimento" USING btree ("cargo_id");--> statement-breakpoint
CREATE INDEX "cargo_conhecimento_conhecimento_idx" ON "cargo_conhecimento" USING btree ("conhecimento_id");--> statement-breakpoint
CREATE INDEX "cargo_habilidade_cargo_idx" ON "cargo_habilidade" USING btree ("cargo_id");--> statement-breakpoint
CREATE INDEX "cargo_habilidade_habilidade_idx" ON "cargo_habilidade" USING btree ("habilidade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "grupo_ocupacional_codigo_uq" ON "grupo_ocupacional" USING btree ("empresa_id","codigo");--> statement-breakpoint
CREATE INDEX "colaborador_empresa_idx" ON "colaborador" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "colaborador_empresa_situacao_idx" ON "colaborador" USING btree ("empresa_id","situacao");--> statement-breakpoint
CREATE INDEX "colaborador_empresa_nome_idx" ON "colaborador" USING btree ("empresa_id","nome" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "colaborador_nome_trgm_idx" ON "colaborador" USING gin (ipe_unaccent("nome") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "colaborador_cpf_trgm_idx" ON "colaborador" USING gin (ipe_unaccent("cpf") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "colaborador_empresa_cpf_uq" ON "colaborador" USING btree ("empresa_id","cpf") WHERE "colaborador"."cpf" is not null and "colaborador"."situacao" not in ('D', 'C');--> statement-breakpoint
CREATE INDEX "colaborador_estabelecimento_idx" ON "colaborador" USING btree ("estabelecimento_id");--> statement-breakpoint
CREATE INDEX "colaborador_area_idx" ON "colaborador" USING btree ("area_organizacional_id");--> statement-breakpoint
CREATE INDEX "colaborador_cargo_idx" ON "colaborador" USING btree ("cargo_id");--> statement-breakpoint
CREATE INDEX "colaborador_faixa_idx" ON "colaborador" USING btree ("faixa_salarial_id");--> statement-breakpoint
CREATE INDEX "colaborador_estado_idx" ON "colaborador" USING btree ("estado_id");--> statement-breakpoint
CREATE INDEX "colaborador_cidade_idx" ON "colaborador" USING btree ("cidade_id");--> statement-breakpoint
CREATE INDEX "colaborador_historico_colaborador_idx" ON "colaborador_historico" USING btree ("colaborador_id","data");--> statement-breakpoint
CREATE INDEX "colaborador_historico_estabelecimento_idx" ON "colaborador_historico" USING btree ("estabelecimento_id");--> statement-breakpoint
CREATE INDEX "colaborador_historico_area_idx" ON "colaborador_historico" USING btree ("area_organizacional_id");--> statement-breakpoint
CREATE INDEX "colaborador_historico_faixa_idx" ON "colaborador_historico" USING btree ("faixa_salarial_id");--> statement-breakpoint
CREATE INDEX "colaborador_historico_indice_idx" ON "colaborador_historico" USING btree ("indice_id");--> statement-breakpoint
CREATE INDEX "atitude_empresa_nome_idx" ON "atitude" USING btree ("empresa_id","nome" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "atitude_area_area_idx" ON "atitude_area" USING btree ("area_organizacional_id");--> statement-breakpoint
CREATE INDEX "atitude_comportamento_competencia_idx" ON "atitude_comportamento" USING btree ("competencia_id");--> statement-breakpoint
CREATE INDEX "config_hist_nivel_historico_idx" ON "config_historico_nivel" USING btree ("nivel_competencia_historico_id");--> statement-breakpoint
CREATE INDEX "config_hist_nivel_nivel_idx" ON "config_historico_nivel" USING btree ("nivel_id");--> statement-breakpoint
CREATE INDEX "config_nivel_comp_config_idx" ON "configuracao_nivel_competencia" USING btree ("configuracao_id");--> statement-breakpoint
CREATE INDEX "config_nivel_comp_conhecimento_idx" ON "configuracao_nivel_competencia" USING btree ("conhecimento_id");--> statement-breakpoint
CREATE INDEX "config_nivel_comp_habilidade_idx" ON "configuracao_nivel_competencia" USING btree ("habilidade_id");--> statement-breakpoint
CREATE INDEX "config_nivel_comp_atitude_idx" ON "configuracao_nivel_competencia" USING btree ("atitude_id");--> statement-breakpoint
CREATE INDEX "config_nivel_comp_nivel_idx" ON "configuracao_nivel_competencia" USING btree ("nivel_competencia_id");--> statement-breakpoint
CREATE UNIQUE INDEX "config_nivel_comp_faixa_data_uq" ON "configuracao_nivel_competencia_faixa" USING btree ("faixa_salarial_id","data");--> statement-breakpoint
CREATE INDEX "config_nivel_comp_faixa_empresa_idx" ON "configuracao_nivel_competencia_faixa" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "conhecimento_empresa_nome_idx" ON "conhecimento" USING btree ("empresa_id","nome" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "conhecimento_area_area_idx" ON "conhecimento_area" USING btree ("area_organizacional_id");--> statement-breakpoint
CREATE INDEX "conhecimento_comportamento_competencia_idx" ON "conhecimento_comportamento" USING btree ("competencia_id");--> statement-breakpoint
CREATE INDEX "criterio_aval_comp_empresa_idx" ON "criterio_avaliacao_competencia" USING btree ("empresa_id","descricao" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "habilidade_empresa_nome_idx" ON "habilidade" USING btree ("empresa_id","nome" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "habilidade_area_area_idx" ON "habilidade_area" USING btree ("area_organizacional_id");--> statement-breakpoint
CREATE INDEX "habilidade_comportamento_competencia_idx" ON "habilidade_comportamento" USING btree ("competencia_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nivel_competencia_empresa_ordem_uq" ON "nivel_competencia" USING btree ("empresa_id","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "nivel_comp_hist_empresa_data_uq" ON "nivel_competencia_historico" USING btree ("empresa_id","data");--> statement-breakpoint
CREATE INDEX "faixa_salarial_cargo_idx" ON "faixa_salarial" USING btree ("cargo_id");--> statement-breakpoint
CREATE INDEX "faixa_salarial_nome_idx" ON "faixa_salarial" USING btree ("nome" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "faixa_salarial_historico_faixa_idx" ON "faixa_salarial_historico" USING btree ("faixa_salarial_id","data");--> statement-breakpoint
CREATE INDEX "faixa_salarial_historico_indice_idx" ON "faixa_salarial_historico" USING btree ("indice_id");--> statement-breakpoint
CREATE INDEX "indice_empresa_idx" ON "indice" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "indice_nome_idx" ON "indice" USING btree ("nome" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "indice_historico_indice_idx" ON "indice_historico" USING btree ("indice_id","data");--> statement-breakpoint
CREATE INDEX "auditoria_empresa_data_idx" ON "auditoria" USING btree ("empresa_id","data");--> statement-breakpoint
CREATE INDEX "auditoria_entidade_idx" ON "auditoria" USING btree ("entidade","entidade_id");--> statement-breakpoint
CREATE UNIQUE INDEX "campo_extra_config_uq" ON "campo_extra_config" USING btree ("empresa_id","entidade","campo");--> statement-breakpoint
CREATE INDEX "campos_extras_empresa_idx" ON "campos_extras" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "estabelecimento_empresa_idx" ON "estabelecimento" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "estabelecimento_estado_idx" ON "estabelecimento" USING btree ("estado_id");--> statement-breakpoint
CREATE INDEX "estabelecimento_cidade_idx" ON "estabelecimento" USING btree ("cidade_id");