CREATE TABLE "acompanhamento_experiencia" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"colaborador_id" integer NOT NULL,
	"periodo_experiencia_id" integer NOT NULL,
	"modelo_avaliacao_id" integer,
	"decisao" varchar(1)
);
--> statement-breakpoint
ALTER TABLE "acompanhamento_experiencia" ADD CONSTRAINT "acompanhamento_experiencia_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acompanhamento_experiencia" ADD CONSTRAINT "acompanhamento_experiencia_colaborador_id_colaborador_id_fk" FOREIGN KEY ("colaborador_id") REFERENCES "public"."colaborador"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acompanhamento_experiencia" ADD CONSTRAINT "acompanhamento_experiencia_periodo_experiencia_id_periodo_experiencia_id_fk" FOREIGN KEY ("periodo_experiencia_id") REFERENCES "public"."periodo_experiencia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acompanhamento_experiencia" ADD CONSTRAINT "acompanhamento_experiencia_modelo_avaliacao_id_modelo_avaliacao_id_fk" FOREIGN KEY ("modelo_avaliacao_id") REFERENCES "public"."modelo_avaliacao"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "acompanhamento_experiencia_colaborador_periodo_uq" ON "acompanhamento_experiencia" USING btree ("colaborador_id","periodo_experiencia_id");--> statement-breakpoint
CREATE INDEX "acompanhamento_experiencia_periodo_idx" ON "acompanhamento_experiencia" USING btree ("periodo_experiencia_id");--> statement-breakpoint
CREATE INDEX "acompanhamento_experiencia_modelo_idx" ON "acompanhamento_experiencia" USING btree ("modelo_avaliacao_id");--> statement-breakpoint
CREATE INDEX "colaborador_empresa_admissao_idx" ON "colaborador" USING btree ("empresa_id","data_admissao");