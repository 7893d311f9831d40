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
CREATE TABLE "indice_historico" (
	"id" serial PRIMARY KEY NOT NULL,
	"indice_id" integer NOT NULL,
	"data" date NOT NULL,
	"valor" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "foto" "bytea";--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "foto_content_type" varchar(100);--> statement-breakpoint
ALTER TABLE "faixa_salarial" ADD COLUMN "codigo_ac" varchar(12);--> statement-breakpoint
ALTER TABLE "faixa_salarial" ADD COLUMN "nome_ac_pessoal" varchar(100);--> statement-breakpoint
ALTER TABLE "faixa_salarial" ADD COLUMN "codigo_cbo" varchar(6);--> statement-breakpoint
ALTER TABLE "faixa_salarial" ADD COLUMN "descricao_cbo" varchar(150);--> statement-breakpoint
ALTER TABLE "indice" ADD COLUMN "grupo_ac" varchar(3);--> statement-breakpoint
ALTER TABLE "indice" ADD COLUMN "titulo" varchar(40);--> statement-breakpoint
ALTER TABLE "indice" ADD COLUMN "desabilitado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "faixa_salarial_historico" ADD CONSTRAINT "faixa_salarial_historico_faixa_salarial_id_faixa_salarial_id_fk" FOREIGN KEY ("faixa_salarial_id") REFERENCES "public"."faixa_salarial"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faixa_salarial_historico" ADD CONSTRAINT "faixa_salarial_historico_indice_id_indice_id_fk" FOREIGN KEY ("indice_id") REFERENCES "public"."indice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indice_historico" ADD CONSTRAINT "indice_historico_indice_id_indice_id_fk" FOREIGN KEY ("indice_id") REFERENCES "public"."indice"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "faixa_salarial_historico_faixa_idx" ON "faixa_salarial_historico" USING btree ("faixa_salarial_id","data");--> statement-breakpoint
CREATE INDEX "faixa_salarial_historico_indice_idx" ON "faixa_salarial_historico" USING btree ("indice_id");--> statement-breakpoint
CREATE INDEX "indice_historico_indice_idx" ON "indice_historico" USING btree ("indice_id","data");--> statement-breakpoint
CREATE INDEX "faixa_salarial_nome_idx" ON "faixa_salarial" USING btree ("nome" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "indice_nome_idx" ON "indice" USING btree ("nome" collate "und-x-icu","id");