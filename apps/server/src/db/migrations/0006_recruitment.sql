CREATE TABLE "ambiente" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funcao" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome_funcao" varchar(100) NOT NULL,
	"codigo_cbo" varchar(6),
	"descricao" text
);
--> statement-breakpoint
CREATE TABLE "limite_colaborador_cargo" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"cargo_id" integer NOT NULL,
	"area_organizacional_id" integer,
	"limite" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "solicitacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"data" date NOT NULL,
	"data_previsao_encerramento" date,
	"qtd_dias_previsao" integer,
	"descricao" varchar(100) NOT NULL,
	"horario_comercial" varchar(100) NOT NULL,
	"estabelecimento_id" integer NOT NULL,
	"area_organizacional_id" integer NOT NULL,
	"faixa_salarial_id" integer NOT NULL,
	"cargo_id" integer NOT NULL,
	"motivo_solicitacao_id" integer NOT NULL,
	"ambiente_id" integer,
	"funcao_id" integer,
	"horas_diarias_previstas" numeric(4, 2),
	"tipo_vaga" varchar(10),
	"recrutador_responsavel" varchar(100),
	"remuneracao" numeric(12, 2),
	"emails_check" varchar(1000),
	"invisivel_para_gestor" boolean DEFAULT false NOT NULL,
	"quantidade" integer DEFAULT 1 NOT NULL,
	"vinculo" varchar(2) DEFAULT 'E' NOT NULL,
	"sexo" varchar(1) DEFAULT 'I' NOT NULL,
	"idade_minima" integer,
	"idade_maxima" integer,
	"escolaridades" varchar(2)[] DEFAULT '{}'::varchar[] NOT NULL,
	"uf_id" integer,
	"cidade_id" integer,
	"experiencias" varchar(2000),
	"info_complementares" varchar(4000),
	"incluir_colaboradores_desligados" boolean DEFAULT false NOT NULL,
	"solicitante_id" integer,
	"status" varchar(1) DEFAULT 'I' NOT NULL,
	"data_status" date,
	"liberador_id" integer,
	"observacao_liberador" text,
	"suspensa" boolean DEFAULT false NOT NULL,
	"encerrada" boolean DEFAULT false NOT NULL,
	"cancelada" boolean DEFAULT false NOT NULL,
	"qtd_vagas_preenchidas" integer DEFAULT 0 NOT NULL,
	"data_encerramento" date,
	"obs_encerra" text,
	"obs_cancelamento" text
);
--> statement-breakpoint
CREATE TABLE "solicitacao_avaliacao" (
	"solicitacao_id" integer NOT NULL,
	"modelo_avaliacao_candidato_id" integer NOT NULL,
	CONSTRAINT "solicitacao_avaliacao_solicitacao_id_modelo_avaliacao_candidato_id_pk" PRIMARY KEY("solicitacao_id","modelo_avaliacao_candidato_id")
);
--> statement-breakpoint
CREATE TABLE "solicitacao_bairro" (
	"solicitacao_id" integer NOT NULL,
	"bairro_id" integer NOT NULL,
	CONSTRAINT "solicitacao_bairro_solicitacao_id_bairro_id_pk" PRIMARY KEY("solicitacao_id","bairro_id")
);
--> statement-breakpoint
CREATE TABLE "solicitacao_colaborador_substituido" (
	"id" serial PRIMARY KEY NOT NULL,
	"solicitacao_id" integer NOT NULL,
	"colaborador_id" integer
);
--> statement-breakpoint
CREATE TABLE "solicitacao_historico_status" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"solicitacao_id" integer NOT NULL,
	"acao" varchar(10) NOT NULL,
	"de" varchar(1),
	"para" varchar(1) NOT NULL,
	"observacao" text,
	"usuario_id" integer,
	"quando" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anuncio" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"solicitacao_id" integer NOT NULL,
	"titulo" varchar(100) NOT NULL,
	"descricao" text NOT NULL,
	"exibir_modulo_externo" boolean DEFAULT true NOT NULL,
	"previsao_encerramento" date,
	"dias_espera_nova_aplicacao" integer,
	"utilizar_avaliacoes_etapa_seletiva" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anuncio_avaliacao" (
	"anuncio_id" integer NOT NULL,
	"modelo_avaliacao_candidato_id" integer NOT NULL,
	CONSTRAINT "anuncio_avaliacao_anuncio_id_modelo_avaliacao_candidato_id_pk" PRIMARY KEY("anuncio_id","modelo_avaliacao_candidato_id")
);
--> statement-breakpoint
CREATE TABLE "anuncio_envio_amigo" (
	"id" serial PRIMARY KEY NOT NULL,
	"anuncio_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL,
	"email" varchar(50) NOT NULL,
	"nome_amigo" varchar(100) NOT NULL,
	"email_amigo" varchar(120) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "area_formacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "area_formacao_cargo" (
	"area_formacao_id" integer NOT NULL,
	"cargo_id" integer NOT NULL,
	CONSTRAINT "area_formacao_cargo_area_formacao_id_cargo_id_pk" PRIMARY KEY("area_formacao_id","cargo_id")
);
--> statement-breakpoint
CREATE TABLE "area_interesse" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "como_ficou_sabendo_vaga" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "etapa_seletiva" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"ordem" smallint NOT NULL,
	"nome" varchar(100) NOT NULL,
	"analise_comportamental" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idioma" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "motivo_solicitacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"descricao" varchar(100) NOT NULL,
	"turnover" boolean DEFAULT false NOT NULL,
	"considerar_qtd_colaboradores_por_cargo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_saida" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"destinatarios" text[] NOT NULL,
	"cc" text[],
	"assunto" varchar(255) NOT NULL,
	"html" text,
	"texto" text,
	"status" varchar(20) DEFAULT 'PENDENTE' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"ultimo_erro" text,
	"proxima_tentativa" timestamp with time zone DEFAULT now() NOT NULL,
	"origem" varchar(60) NOT NULL,
	"usuario_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "captcha_usado" (
	"assinatura" varchar(128) PRIMARY KEY NOT NULL,
	"expira_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segredo_instalacao" (
	"nome" varchar(60) PRIMARY KEY NOT NULL,
	"valor" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "estabilidade_cipa_ate" date;--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "como_ficou_sabendo_vaga_id" integer;--> statement-breakpoint
ALTER TABLE "ambiente" ADD CONSTRAINT "ambiente_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funcao" ADD CONSTRAINT "funcao_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limite_colaborador_cargo" ADD CONSTRAINT "limite_colaborador_cargo_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limite_colaborador_cargo" ADD CONSTRAINT "limite_colaborador_cargo_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limite_colaborador_cargo" ADD CONSTRAINT "limite_colaborador_cargo_area_organizacional_id_area_organizacional_id_fk" FOREIGN KEY ("area_organizacional_id") REFERENCES "public"."area_organizacional"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_estabelecimento_id_estabelecimento_id_fk" FOREIGN KEY ("estabelecimento_id") REFERENCES "public"."estabelecimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_area_organizacional_id_area_organizacional_id_fk" FOREIGN KEY ("area_organizacional_id") REFERENCES "public"."area_organizacional"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_faixa_salarial_id_faixa_salarial_id_fk" FOREIGN KEY ("faixa_salarial_id") REFERENCES "public"."faixa_salarial"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_motivo_solicitacao_id_motivo_solicitacao_id_fk" FOREIGN KEY ("motivo_solicitacao_id") REFERENCES "public"."motivo_solicitacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_ambiente_id_ambiente_id_fk" FOREIGN KEY ("ambiente_id") REFERENCES "public"."ambiente"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_funcao_id_funcao_id_fk" FOREIGN KEY ("funcao_id") REFERENCES "public"."funcao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_uf_id_estado_id_fk" FOREIGN KEY ("uf_id") REFERENCES "public"."estado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_cidade_id_cidade_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."cidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_solicitante_id_usuario_id_fk" FOREIGN KEY ("solicitante_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao" ADD CONSTRAINT "solicitacao_liberador_id_usuario_id_fk" FOREIGN KEY ("liberador_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_avaliacao" ADD CONSTRAINT "solicitacao_avaliacao_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_avaliacao" ADD CONSTRAINT "solicitacao_avaliacao_modelo_avaliacao_candidato_id_modelo_avaliacao_candidato_id_fk" FOREIGN KEY ("modelo_avaliacao_candidato_id") REFERENCES "public"."modelo_avaliacao_candidato"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_bairro" ADD CONSTRAINT "solicitacao_bairro_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_bairro" ADD CONSTRAINT "solicitacao_bairro_bairro_id_bairro_id_fk" FOREIGN KEY ("bairro_id") REFERENCES "public"."bairro"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_colaborador_substituido" ADD CONSTRAINT "solicitacao_colaborador_substituido_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_colaborador_substituido" ADD CONSTRAINT "solicitacao_colaborador_substituido_colaborador_id_colaborador_id_fk" FOREIGN KEY ("colaborador_id") REFERENCES "public"."colaborador"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_historico_status" ADD CONSTRAINT "solicitacao_historico_status_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_historico_status" ADD CONSTRAINT "solicitacao_historico_status_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacao_historico_status" ADD CONSTRAINT "solicitacao_historico_status_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncio" ADD CONSTRAINT "anuncio_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncio" ADD CONSTRAINT "anuncio_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncio_avaliacao" ADD CONSTRAINT "anuncio_avaliacao_anuncio_id_anuncio_id_fk" FOREIGN KEY ("anuncio_id") REFERENCES "public"."anuncio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncio_avaliacao" ADD CONSTRAINT "anuncio_avaliacao_modelo_avaliacao_candidato_id_modelo_avaliacao_candidato_id_fk" FOREIGN KEY ("modelo_avaliacao_candidato_id") REFERENCES "public"."modelo_avaliacao_candidato"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncio_envio_amigo" ADD CONSTRAINT "anuncio_envio_amigo_anuncio_id_anuncio_id_fk" FOREIGN KEY ("anuncio_id") REFERENCES "public"."anuncio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_formacao" ADD CONSTRAINT "area_formacao_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_formacao_cargo" ADD CONSTRAINT "area_formacao_cargo_area_formacao_id_area_formacao_id_fk" FOREIGN KEY ("area_formacao_id") REFERENCES "public"."area_formacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_formacao_cargo" ADD CONSTRAINT "area_formacao_cargo_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_interesse" ADD CONSTRAINT "area_interesse_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "como_ficou_sabendo_vaga" ADD CONSTRAINT "como_ficou_sabendo_vaga_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etapa_seletiva" ADD CONSTRAINT "etapa_seletiva_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idioma" ADD CONSTRAINT "idioma_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motivo_solicitacao" ADD CONSTRAINT "motivo_solicitacao_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_saida" ADD CONSTRAINT "email_saida_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_saida" ADD CONSTRAINT "email_saida_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ambiente_empresa_nome_idx" ON "ambiente" USING btree ("empresa_id","nome" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "funcao_empresa_nome_idx" ON "funcao" USING btree ("empresa_id","nome_funcao" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "limite_colaborador_cargo_empresa_idx" ON "limite_colaborador_cargo" USING btree ("empresa_id","cargo_id");--> statement-breakpoint
CREATE INDEX "limite_colaborador_cargo_cargo_idx" ON "limite_colaborador_cargo" USING btree ("cargo_id");--> statement-breakpoint
CREATE INDEX "limite_colaborador_cargo_area_idx" ON "limite_colaborador_cargo" USING btree ("area_organizacional_id");--> statement-breakpoint
CREATE INDEX "solicitacao_empresa_data_idx" ON "solicitacao" USING btree ("empresa_id","data" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "solicitacao_empresa_encerramento_idx" ON "solicitacao" USING btree ("empresa_id","data_encerramento");--> statement-breakpoint
CREATE INDEX "solicitacao_descricao_trgm_idx" ON "solicitacao" USING gin (ipe_unaccent("descricao") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "solicitacao_estabelecimento_idx" ON "solicitacao" USING btree ("estabelecimento_id");--> statement-breakpoint
CREATE INDEX "solicitacao_area_idx" ON "solicitacao" USING btree ("area_organizacional_id");--> statement-breakpoint
CREATE INDEX "solicitacao_faixa_idx" ON "solicitacao" USING btree ("faixa_salarial_id");--> statement-breakpoint
CREATE INDEX "solicitacao_cargo_idx" ON "solicitacao" USING btree ("cargo_id");--> statement-breakpoint
CREATE INDEX "solicitacao_motivo_idx" ON "solicitacao" USING btree ("motivo_solicitacao_id");--> statement-breakpoint
CREATE INDEX "solicitacao_ambiente_idx" ON "solicitacao" USING btree ("ambiente_id");--> statement-breakpoint
CREATE INDEX "solicitacao_funcao_idx" ON "solicitacao" USING btree ("funcao_id");--> statement-breakpoint
CREATE INDEX "solicitacao_uf_idx" ON "solicitacao" USING btree ("uf_id");--> statement-breakpoint
CREATE INDEX "solicitacao_cidade_idx" ON "solicitacao" USING btree ("cidade_id");--> statement-breakpoint
CREATE INDEX "solicitacao_solicitante_idx" ON "solicitacao" USING btree ("solicitante_id");--> statement-breakpoint
CREATE INDEX "solicitacao_liberador_idx" ON "solicitacao" USING btree ("liberador_id");--> statement-breakpoint
CREATE INDEX "solicitacao_avaliacao_modelo_avaliacao_candidato_id_index" ON "solicitacao_avaliacao" USING btree ("modelo_avaliacao_candidato_id");--> statement-breakpoint
CREATE INDEX "solicitacao_bairro_bairro_id_index" ON "solicitacao_bairro" USING btree ("bairro_id");--> statement-breakpoint
CREATE INDEX "solicitacao_colaborador_substituido_solicitacao_id_index" ON "solicitacao_colaborador_substituido" USING btree ("solicitacao_id");--> statement-breakpoint
CREATE INDEX "solicitacao_colaborador_substituido_colaborador_id_index" ON "solicitacao_colaborador_substituido" USING btree ("colaborador_id");--> statement-breakpoint
CREATE INDEX "solicitacao_historico_solicitacao_idx" ON "solicitacao_historico_status" USING btree ("solicitacao_id","quando");--> statement-breakpoint
CREATE INDEX "solicitacao_historico_empresa_idx" ON "solicitacao_historico_status" USING btree ("empresa_id","quando" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "solicitacao_historico_usuario_idx" ON "solicitacao_historico_status" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "anuncio_solicitacao_id_index" ON "anuncio" USING btree ("solicitacao_id");--> statement-breakpoint
CREATE INDEX "anuncio_empresa_id_titulo_id_index" ON "anuncio" USING btree ("empresa_id","titulo","id");--> statement-breakpoint
CREATE INDEX "anuncio_avaliacao_modelo_avaliacao_candidato_id_index" ON "anuncio_avaliacao" USING btree ("modelo_avaliacao_candidato_id");--> statement-breakpoint
CREATE INDEX "anuncio_envio_amigo_email_created_at_index" ON "anuncio_envio_amigo" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "anuncio_envio_amigo_ip_created_at_index" ON "anuncio_envio_amigo" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "anuncio_envio_amigo_anuncio_id_index" ON "anuncio_envio_amigo" USING btree ("anuncio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "area_formacao_nome_uq" ON "area_formacao" USING btree ("empresa_id",lower(ipe_unaccent("nome")));--> statement-breakpoint
CREATE INDEX "area_formacao_lista_idx" ON "area_formacao" USING btree ("empresa_id","nome" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "area_formacao_cargo_cargo_idx" ON "area_formacao_cargo" USING btree ("cargo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "area_interesse_nome_uq" ON "area_interesse" USING btree ("empresa_id",lower(ipe_unaccent("nome")));--> statement-breakpoint
CREATE INDEX "area_interesse_lista_idx" ON "area_interesse" USING btree ("empresa_id","nome" collate "und-x-icu","id");--> statement-breakpoint
CREATE UNIQUE INDEX "como_ficou_sabendo_vaga_nome_uq" ON "como_ficou_sabendo_vaga" USING btree ("empresa_id",lower(ipe_unaccent("nome")));--> statement-breakpoint
CREATE INDEX "como_ficou_sabendo_vaga_lista_idx" ON "como_ficou_sabendo_vaga" USING btree ("empresa_id","nome" collate "und-x-icu","id");--> statement-breakpoint
CREATE UNIQUE INDEX "etapa_seletiva_nome_uq" ON "etapa_seletiva" USING btree ("empresa_id",lower(ipe_unaccent("nome")));--> statement-breakpoint
CREATE INDEX "etapa_seletiva_ordem_idx" ON "etapa_seletiva" USING btree ("empresa_id","ordem","id");--> statement-breakpoint
CREATE UNIQUE INDEX "idioma_nome_uq" ON "idioma" USING btree ("empresa_id",lower(ipe_unaccent("nome")));--> statement-breakpoint
CREATE INDEX "idioma_lista_idx" ON "idioma" USING btree ("empresa_id","nome" collate "und-x-icu","id");--> statement-breakpoint
CREATE UNIQUE INDEX "motivo_solicitacao_descricao_uq" ON "motivo_solicitacao" USING btree ("empresa_id",lower(ipe_unaccent("descricao")));--> statement-breakpoint
CREATE INDEX "motivo_solicitacao_lista_idx" ON "motivo_solicitacao" USING btree ("empresa_id","descricao" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "email_saida_pendente_idx" ON "email_saida" USING btree ("proxima_tentativa") WHERE "email_saida"."status" = 'PENDENTE';--> statement-breakpoint
CREATE INDEX "email_saida_empresa_idx" ON "email_saida" USING btree ("empresa_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "email_saida_usuario_idx" ON "email_saida" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "captcha_usado_expira_idx" ON "captcha_usado" USING btree ("expira_em");--> statement-breakpoint
ALTER TABLE "candidato" ADD CONSTRAINT "candidato_como_ficou_sabendo_vaga_id_como_ficou_sabendo_vaga_id_fk" FOREIGN KEY ("como_ficou_sabendo_vaga_id") REFERENCES "public"."como_ficou_sabendo_vaga"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidato_como_ficou_sabendo_idx" ON "candidato" USING btree ("como_ficou_sabendo_vaga_id");