CREATE TABLE "area_organizacional" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(60) NOT NULL,
	"area_mae_id" integer
);
--> statement-breakpoint
CREATE TABLE "cargo" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "colaborador" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faixa_salarial" (
	"id" serial PRIMARY KEY NOT NULL,
	"cargo_id" integer NOT NULL,
	"nome" varchar(30) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indice" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(40) NOT NULL
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
CREATE TABLE "estabelecimento" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "area_organizacional" ADD CONSTRAINT "area_organizacional_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_organizacional" ADD CONSTRAINT "area_organizacional_area_mae_id_area_organizacional_id_fk" FOREIGN KEY ("area_mae_id") REFERENCES "public"."area_organizacional"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo" ADD CONSTRAINT "cargo_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador" ADD CONSTRAINT "colaborador_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faixa_salarial" ADD CONSTRAINT "faixa_salarial_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indice" ADD CONSTRAINT "indice_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estabelecimento" ADD CONSTRAINT "estabelecimento_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "area_org_empresa_idx" ON "area_organizacional" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "area_org_mae_idx" ON "area_organizacional" USING btree ("area_mae_id");--> statement-breakpoint
CREATE INDEX "cargo_empresa_idx" ON "cargo" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "colaborador_empresa_idx" ON "colaborador" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "faixa_salarial_cargo_idx" ON "faixa_salarial" USING btree ("cargo_id");--> statement-breakpoint
CREATE INDEX "indice_empresa_idx" ON "indice" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "auditoria_empresa_data_idx" ON "auditoria" USING btree ("empresa_id","data");--> statement-breakpoint
CREATE INDEX "auditoria_entidade_idx" ON "auditoria" USING btree ("entidade","entidade_id");--> statement-breakpoint
CREATE INDEX "estabelecimento_empresa_idx" ON "estabelecimento" USING btree ("empresa_id");