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
CREATE TABLE "area_responsavel" (
	"area_organizacional_id" integer NOT NULL,
	"colaborador_id" integer NOT NULL,
	CONSTRAINT "area_responsavel_area_organizacional_id_colaborador_id_pk" PRIMARY KEY("area_organizacional_id","colaborador_id")
);
--> statement-breakpoint
CREATE TABLE "cargo_area_organizacional" (
	"cargo_id" integer NOT NULL,
	"area_organizacional_id" integer NOT NULL,
	CONSTRAINT "cargo_area_organizacional_cargo_id_area_organizacional_id_pk" PRIMARY KEY("cargo_id","area_organizacional_id")
);
--> statement-breakpoint
CREATE TABLE "grupo_ocupacional" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"codigo" varchar(10) NOT NULL,
	"descricao" varchar(100) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "area_organizacional" ADD COLUMN "descricao_hierarquia" text;--> statement-breakpoint
ALTER TABLE "area_organizacional" ADD COLUMN "ativo" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "area_organizacional" ADD COLUMN "exibir_organograma" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "area_organizacional" ADD COLUMN "email" varchar(120);--> statement-breakpoint
ALTER TABLE "area_organizacional" ADD COLUMN "codigo_ac" varchar(12);--> statement-breakpoint
ALTER TABLE "cargo" ADD COLUMN "nome_mercado" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cargo" ADD COLUMN "ativa" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "cargo" ADD COLUMN "exibir_modulo_externo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cargo" ADD COLUMN "grupo_ocupacional_id" integer;--> statement-breakpoint
ALTER TABLE "cargo" ADD COLUMN "escolaridade" varchar(2);--> statement-breakpoint
ALTER TABLE "cargo" ADD COLUMN "missao" text;--> statement-breakpoint
ALTER TABLE "cargo" ADD COLUMN "responsabilidades" text;--> statement-breakpoint
ALTER TABLE "cargo" ADD COLUMN "recrutamento" text;--> statement-breakpoint
ALTER TABLE "cargo" ADD COLUMN "experiencia" text;--> statement-breakpoint
ALTER TABLE "cargo" ADD COLUMN "observacao" varchar(255);--> statement-breakpoint
ALTER TABLE "area_co_responsavel" ADD CONSTRAINT "area_co_responsavel_area_organizacional_id_area_organizacional_id_fk" FOREIGN KEY ("area_organizacional_id") REFERENCES "public"."area_organizacional"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_co_responsavel" ADD CONSTRAINT "area_co_responsavel_colaborador_id_colaborador_id_fk" FOREIGN KEY ("colaborador_id") REFERENCES "public"."colaborador"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_email_notificacao" ADD CONSTRAINT "area_email_notificacao_area_organizacional_id_area_organizacional_id_fk" FOREIGN KEY ("area_organizacional_id") REFERENCES "public"."area_organizacional"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_responsavel" ADD CONSTRAINT "area_responsavel_area_organizacional_id_area_organizacional_id_fk" FOREIGN KEY ("area_organizacional_id") REFERENCES "public"."area_organizacional"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "area_responsavel" ADD CONSTRAINT "area_responsavel_colaborador_id_colaborador_id_fk" FOREIGN KEY ("colaborador_id") REFERENCES "public"."colaborador"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_area_organizacional" ADD CONSTRAINT "cargo_area_organizacional_cargo_id_cargo_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargo"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cargo_area_organizacional" ADD CONSTRAINT "cargo_area_organizacional_area_organizacional_id_area_organizacional_id_fk" FOREIGN KEY ("area_organizacional_id") REFERENCES "public"."area_organizacional"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grupo_ocupacional" ADD CONSTRAINT "grupo_ocupacional_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "area_co_responsavel_colaborador_idx" ON "area_co_responsavel" USING btree ("colaborador_id");--> statement-breakpoint
CREATE INDEX "area_email_notificacao_area_idx" ON "area_email_notificacao" USING btree ("area_organizacional_id");--> statement-breakpoint
CREATE INDEX "area_responsavel_colaborador_idx" ON "area_responsavel" USING btree ("colaborador_id");--> statement-breakpoint
CREATE INDEX "cargo_area_area_idx" ON "cargo_area_organizacional" USING btree ("area_organizacional_id");--> statement-breakpoint
CREATE UNIQUE INDEX "grupo_ocupacional_codigo_uq" ON "grupo_ocupacional" USING btree ("empresa_id","codigo");--> statement-breakpoint
ALTER TABLE "cargo" ADD CONSTRAINT "cargo_grupo_ocupacional_id_grupo_ocupacional_id_fk" FOREIGN KEY ("grupo_ocupacional_id") REFERENCES "public"."grupo_ocupacional"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "area_org_hierarquia_idx" ON "area_organizacional" USING btree ("empresa_id","descricao_hierarquia" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "cargo_grupo_idx" ON "cargo" USING btree ("grupo_ocupacional_id");--> statement-breakpoint
CREATE INDEX "cargo_nome_mercado_idx" ON "cargo" USING btree ("empresa_id","nome_mercado" collate "und-x-icu","id");