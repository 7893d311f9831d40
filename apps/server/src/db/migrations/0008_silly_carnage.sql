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
ALTER TABLE "colaborador" ADD COLUMN "estabilidade_cipa_ate" date;--> statement-breakpoint
ALTER TABLE "ambiente" ADD CONSTRAINT "ambiente_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "funcao" ADD CONSTRAINT "funcao_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "ambiente_empresa_nome_idx" ON "ambiente" USING btree ("empresa_id","nome" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "funcao_empresa_nome_idx" ON "funcao" USING btree ("empresa_id","nome_funcao" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "solicitacao_empresa_data_idx" ON "solicitacao" USING btree ("empresa_id","data" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
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
CREATE INDEX "solicitacao_historico_empresa_idx" ON "solicitacao_historico_status" USING btree ("empresa_id","quando" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "solicitacao_historico_usuario_idx" ON "solicitacao_historico_status" USING btree ("usuario_id");