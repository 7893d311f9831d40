CREATE TABLE "modelo_avaliacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"titulo" varchar(250) NOT NULL,
	"tipo" varchar(1) DEFAULT 'D' NOT NULL,
	"periodo_acompanhamento_experiencia_id" integer,
	"observacao" text,
	"percentual_minimo_aprovacao" numeric(5, 2),
	"ativo" boolean DEFAULT true NOT NULL,
	"questionario_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "periodo_experiencia" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL,
	"dias" integer NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "modelo_avaliacao" ADD CONSTRAINT "modelo_avaliacao_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modelo_avaliacao" ADD CONSTRAINT "modelo_avaliacao_periodo_acompanhamento_experiencia_id_periodo_experiencia_id_fk" FOREIGN KEY ("periodo_acompanhamento_experiencia_id") REFERENCES "public"."periodo_experiencia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modelo_avaliacao" ADD CONSTRAINT "modelo_avaliacao_questionario_id_questionario_id_fk" FOREIGN KEY ("questionario_id") REFERENCES "public"."questionario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodo_experiencia" ADD CONSTRAINT "periodo_experiencia_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "modelo_avaliacao_empresa_titulo_idx" ON "modelo_avaliacao" USING btree ("empresa_id","tipo","titulo" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "modelo_avaliacao_periodo_idx" ON "modelo_avaliacao" USING btree ("periodo_acompanhamento_experiencia_id");--> statement-breakpoint
CREATE UNIQUE INDEX "modelo_avaliacao_questionario_id_index" ON "modelo_avaliacao" USING btree ("questionario_id");--> statement-breakpoint
CREATE INDEX "periodo_experiencia_empresa_dias_idx" ON "periodo_experiencia" USING btree ("empresa_id","dias","id");