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
ALTER TABLE "colaborador" ADD COLUMN "nome_comercial" varchar(100);--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "cpf" varchar(11);--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "pis" varchar(14);--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "matricula" varchar(20);--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "data_nascimento" date;--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "sexo" varchar(1) NOT NULL;--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "estado_civil" varchar(2);--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "escolaridade" varchar(2);--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "etnia" varchar(1);--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "email" varchar(120);--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "ddd_celular" varchar(2);--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "celular" varchar(9);--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "cep" varchar(8);--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "logradouro" varchar(100);--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "numero" text;--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "complemento" text;--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "bairro" varchar(60);--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "estado_id" integer;--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "cidade_id" integer;--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "data_admissao" date NOT NULL;--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "vinculo" varchar(2) DEFAULT 'E' NOT NULL;--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "situacao" varchar(1) DEFAULT 'A' NOT NULL;--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "estabelecimento_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "area_organizacional_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "cargo_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "faixa_salarial_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "data_desligamento" date;--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "motivo_desligamento" varchar(100);--> statement-breakpoint
ALTER TABLE "colaborador" ADD COLUMN "observacao_desligamento" varchar(255);--> statement-breakpoint
ALTER TABLE "colaborador_historico" ADD CONSTRAINT "colaborador_historico_colaborador_id_colaborador_id_fk" FOREIGN KEY ("colaborador_id") REFERENCES "public"."colaborador"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador_historico" ADD CONSTRAINT "colaborador_historico_estabelecimento_id_estabelecimento_id_fk" FOREIGN KEY ("estabelecimento_id") REFERENCES "public"."estabelecimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador_historico" ADD CONSTRAINT "colaborador_historico_area_organizacional_id_area_organizacional_id_fk" FOREIGN KEY ("area_organizacional_id") REFERENCES "public"."area_organizacional"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador_historico" ADD CONSTRAINT "colaborador_historico_faixa_salarial_id_faixa_salarial_id_fk" FOREIGN KEY ("faixa_salarial_id") REFERENCES "public"."faixa_salarial"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador_historico" ADD CONSTRAINT "colaborador_historico_indice_id_indice_id_fk" FOREIGN KEY ("indice_id") REFERENCES "public"."indice"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "colaborador_historico_colaborador_idx" ON "colaborador_historico" USING btree ("colaborador_id","data");--> statement-breakpoint
CREATE INDEX "colaborador_historico_estabelecimento_idx" ON "colaborador_historico" USING btree ("estabelecimento_id");--> statement-breakpoint
CREATE INDEX "colaborador_historico_area_idx" ON "colaborador_historico" USING btree ("area_organizacional_id");--> statement-breakpoint
CREATE INDEX "colaborador_historico_faixa_idx" ON "colaborador_historico" USING btree ("faixa_salarial_id");--> statement-breakpoint
CREATE INDEX "colaborador_historico_indice_idx" ON "colaborador_historico" USING btree ("indice_id");--> statement-breakpoint
ALTER TABLE "colaborador" ADD CONSTRAINT "colaborador_estado_id_estado_id_fk" FOREIGN KEY ("estado_id") REFERENCES "public"."estado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador" ADD CONSTRAINT "colaborador_cidade_id_cidade_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."cidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador" ADD CONSTRAINT "colaborador_estabelecimento_id_estabelecimento_id_fk" FOREIGN KEY ("estabelecimento_id") REFERENCES "public"."estabelecimento"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador" ADD CONSTRAINT "colaborador_area_organizacional_id_area_organizacional_id_fk" FOREIGN KEY ("area_organizacional_id") REFERENCES "public"."area_organizacional"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador" ADD CONSTRAINT "colaborador_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador" ADD CONSTRAINT "colaborador_faixa_salarial_id_faixa_salarial_id_fk" FOREIGN KEY ("faixa_salarial_id") REFERENCES "public"."faixa_salarial"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "colaborador_empresa_nome_idx" ON "colaborador" USING btree ("empresa_id","nome" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "colaborador_nome_trgm_idx" ON "colaborador" USING gin (ipe_unaccent("nome") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "colaborador_cpf_trgm_idx" ON "colaborador" USING gin (ipe_unaccent("cpf") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "colaborador_empresa_cpf_uq" ON "colaborador" USING btree ("empresa_id","cpf") WHERE "colaborador"."cpf" is not null and "colaborador"."situacao" not in ('D', 'C');--> statement-breakpoint
CREATE INDEX "colaborador_estabelecimento_idx" ON "colaborador" USING btree ("estabelecimento_id");--> statement-breakpoint
CREATE INDEX "colaborador_area_idx" ON "colaborador" USING btree ("area_organizacional_id");--> statement-breakpoint
CREATE INDEX "colaborador_cargo_idx" ON "colaborador" USING btree ("cargo_id");--> statement-breakpoint
CREATE INDEX "colaborador_faixa_idx" ON "colaborador" USING btree ("faixa_salarial_id");--> statement-breakpoint
CREATE INDEX "colaborador_estado_idx" ON "colaborador" USING btree ("estado_id");--> statement-breakpoint
CREATE INDEX "colaborador_cidade_idx" ON "colaborador" USING btree ("cidade_id");