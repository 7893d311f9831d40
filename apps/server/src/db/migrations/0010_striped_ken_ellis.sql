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
CREATE UNIQUE INDEX "nivel_comp_hist_empresa_data_uq" ON "nivel_competencia_historico" USING btree ("empresa_id","data");