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
ALTER TABLE "candidato" ADD COLUMN "como_ficou_sabendo_vaga_id" integer;--> statement-breakpoint
ALTER TABLE "area_formacao" ADD CONSTRAINT "area_formacao_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_formacao_cargo" ADD CONSTRAINT "area_formacao_cargo_area_formacao_id_area_formacao_id_fk" FOREIGN KEY ("area_formacao_id") REFERENCES "public"."area_formacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_formacao_cargo" ADD CONSTRAINT "area_formacao_cargo_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_interesse" ADD CONSTRAINT "area_interesse_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "como_ficou_sabendo_vaga" ADD CONSTRAINT "como_ficou_sabendo_vaga_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etapa_seletiva" ADD CONSTRAINT "etapa_seletiva_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idioma" ADD CONSTRAINT "idioma_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "motivo_solicitacao" ADD CONSTRAINT "motivo_solicitacao_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
ALTER TABLE "candidato" ADD CONSTRAINT "candidato_como_ficou_sabendo_vaga_id_como_ficou_sabendo_vaga_id_fk" FOREIGN KEY ("como_ficou_sabendo_vaga_id") REFERENCES "public"."como_ficou_sabendo_vaga"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidato_como_ficou_sabendo_idx" ON "candidato" USING btree ("como_ficou_sabendo_vaga_id");