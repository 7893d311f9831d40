CREATE TABLE "resposta_competencia_desempenho" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"colaborador_questionario_id" integer NOT NULL,
	"avaliacao_desempenho_id" integer NOT NULL,
	"avaliado_colaborador_id" integer NOT NULL,
	"tipo_competencia" varchar(1) NOT NULL,
	"competencia_id" integer NOT NULL,
	"peso" integer NOT NULL,
	"nivel_exigido_id" integer,
	"nivel_competencia_id" integer,
	CONSTRAINT "resposta_competencia_desempenho_tipo_ck" CHECK ("resposta_competencia_desempenho"."tipo_competencia" in ('C', 'H', 'A'))
);
--> statement-breakpoint
ALTER TABLE "resposta_competencia_desempenho" ADD CONSTRAINT "resposta_competencia_desempenho_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_competencia_desempenho" ADD CONSTRAINT "resposta_competencia_desempenho_colaborador_questionario_id_colaborador_questionario_id_fk" FOREIGN KEY ("colaborador_questionario_id") REFERENCES "public"."colaborador_questionario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_competencia_desempenho" ADD CONSTRAINT "resposta_competencia_desempenho_avaliacao_desempenho_id_avaliacao_desempenho_id_fk" FOREIGN KEY ("avaliacao_desempenho_id") REFERENCES "public"."avaliacao_desempenho"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_competencia_desempenho" ADD CONSTRAINT "resposta_competencia_desempenho_avaliado_colaborador_id_colaborador_id_fk" FOREIGN KEY ("avaliado_colaborador_id") REFERENCES "public"."colaborador"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_competencia_desempenho" ADD CONSTRAINT "resposta_competencia_desempenho_nivel_exigido_id_nivel_competencia_id_fk" FOREIGN KEY ("nivel_exigido_id") REFERENCES "public"."nivel_competencia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta_competencia_desempenho" ADD CONSTRAINT "resposta_competencia_desempenho_nivel_competencia_id_nivel_competencia_id_fk" FOREIGN KEY ("nivel_competencia_id") REFERENCES "public"."nivel_competencia"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "resposta_competencia_desempenho_uq" ON "resposta_competencia_desempenho" USING btree ("colaborador_questionario_id","tipo_competencia","competencia_id");--> statement-breakpoint
CREATE INDEX "resposta_competencia_desempenho_avaliacao_idx" ON "resposta_competencia_desempenho" USING btree ("avaliacao_desempenho_id","avaliado_colaborador_id");--> statement-breakpoint
CREATE INDEX "resposta_competencia_desempenho_nivel_idx" ON "resposta_competencia_desempenho" USING btree ("nivel_competencia_id");--> statement-breakpoint
CREATE INDEX "resposta_competencia_desempenho_exigido_idx" ON "resposta_competencia_desempenho" USING btree ("nivel_exigido_id");