CREATE TABLE "avaliacao_desempenho" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"titulo" varchar(100) NOT NULL,
	"data_ini" date NOT NULL,
	"data_fim" date NOT NULL,
	"avaliar_somente_competencias" boolean DEFAULT false NOT NULL,
	"modelo_avaliacao_id" integer,
	"questionario_id" integer NOT NULL,
	"exibe_resultado_auto_avaliacao" boolean DEFAULT false NOT NULL,
	"exibir_performance_profissional" boolean DEFAULT false NOT NULL,
	"exibir_nivel_competencia_exigido" boolean DEFAULT false NOT NULL,
	"permite_auto_avaliacao" boolean NOT NULL,
	"anonima" boolean NOT NULL,
	"nota_questionario_manual" boolean DEFAULT false NOT NULL,
	"tipo" varchar(3) DEFAULT '1.0' NOT NULL,
	"formato" varchar(1) DEFAULT '0',
	"avaliar_competencias_cargo" boolean DEFAULT false NOT NULL,
	"liberada" boolean DEFAULT false NOT NULL,
	"possui_resposta" boolean DEFAULT false NOT NULL,
	CONSTRAINT "avaliacao_desempenho_tipo_ck" CHECK ("avaliacao_desempenho"."tipo" in ('1.0', '2.0'))
);
--> statement-breakpoint
CREATE TABLE "avaliado_avaliacao_desempenho" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"avaliacao_desempenho_id" integer NOT NULL,
	"colaborador_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participante_avaliacao_desempenho" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"avaliacao_desempenho_id" integer NOT NULL,
	"avaliado_id" integer NOT NULL,
	"avaliado_colaborador_id" integer NOT NULL,
	"avaliador_colaborador_id" integer,
	"avaliador_usuario_id" integer,
	"papel" varchar(1) NOT NULL,
	"colaborador_questionario_id" integer,
	CONSTRAINT "participante_avaliacao_desempenho_avaliador_ck" CHECK ("participante_avaliacao_desempenho"."avaliador_colaborador_id" is not null or "participante_avaliacao_desempenho"."avaliador_usuario_id" is not null),
	CONSTRAINT "participante_avaliacao_desempenho_papel_ck" CHECK ("participante_avaliacao_desempenho"."papel" in ('U', 'R', 'A', 'P'))
);
--> statement-breakpoint
ALTER TABLE "avaliacao_desempenho" ADD CONSTRAINT "avaliacao_desempenho_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacao_desempenho" ADD CONSTRAINT "avaliacao_desempenho_modelo_avaliacao_id_modelo_avaliacao_id_fk" FOREIGN KEY ("modelo_avaliacao_id") REFERENCES "public"."modelo_avaliacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacao_desempenho" ADD CONSTRAINT "avaliacao_desempenho_questionario_id_questionario_id_fk" FOREIGN KEY ("questionario_id") REFERENCES "public"."questionario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliado_avaliacao_desempenho" ADD CONSTRAINT "avaliado_avaliacao_desempenho_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliado_avaliacao_desempenho" ADD CONSTRAINT "avaliado_avaliacao_desempenho_avaliacao_desempenho_id_avaliacao_desempenho_id_fk" FOREIGN KEY ("avaliacao_desempenho_id") REFERENCES "public"."avaliacao_desempenho"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliado_avaliacao_desempenho" ADD CONSTRAINT "avaliado_avaliacao_desempenho_colaborador_id_colaborador_id_fk" FOREIGN KEY ("colaborador_id") REFERENCES "public"."colaborador"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participante_avaliacao_desempenho" ADD CONSTRAINT "participante_avaliacao_desempenho_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participante_avaliacao_desempenho" ADD CONSTRAINT "participante_avaliacao_desempenho_avaliacao_desempenho_id_avaliacao_desempenho_id_fk" FOREIGN KEY ("avaliacao_desempenho_id") REFERENCES "public"."avaliacao_desempenho"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participante_avaliacao_desempenho" ADD CONSTRAINT "participante_avaliacao_desempenho_avaliado_id_avaliado_avaliacao_desempenho_id_fk" FOREIGN KEY ("avaliado_id") REFERENCES "public"."avaliado_avaliacao_desempenho"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participante_avaliacao_desempenho" ADD CONSTRAINT "participante_avaliacao_desempenho_avaliado_colaborador_id_colaborador_id_fk" FOREIGN KEY ("avaliado_colaborador_id") REFERENCES "public"."colaborador"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participante_avaliacao_desempenho" ADD CONSTRAINT "participante_avaliacao_desempenho_avaliador_colaborador_id_colaborador_id_fk" FOREIGN KEY ("avaliador_colaborador_id") REFERENCES "public"."colaborador"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participante_avaliacao_desempenho" ADD CONSTRAINT "participante_avaliacao_desempenho_avaliador_usuario_id_usuario_id_fk" FOREIGN KEY ("avaliador_usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participante_avaliacao_desempenho" ADD CONSTRAINT "participante_avaliacao_desempenho_colaborador_questionario_id_colaborador_questionario_id_fk" FOREIGN KEY ("colaborador_questionario_id") REFERENCES "public"."colaborador_questionario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avaliacao_desempenho_empresa_data_idx" ON "avaliacao_desempenho" USING btree ("empresa_id","data_ini" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "avaliacao_desempenho_modelo_idx" ON "avaliacao_desempenho" USING btree ("modelo_avaliacao_id");--> statement-breakpoint
CREATE INDEX "avaliacao_desempenho_questionario_idx" ON "avaliacao_desempenho" USING btree ("questionario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "avaliado_avaliacao_desempenho_uq" ON "avaliado_avaliacao_desempenho" USING btree ("avaliacao_desempenho_id","colaborador_id");--> statement-breakpoint
CREATE INDEX "avaliado_avaliacao_desempenho_colaborador_idx" ON "avaliado_avaliacao_desempenho" USING btree ("colaborador_id","avaliacao_desempenho_id");--> statement-breakpoint
CREATE UNIQUE INDEX "participante_avaliacao_desempenho_uq" ON "participante_avaliacao_desempenho" USING btree ("avaliado_id",coalesce("avaliador_colaborador_id", 0),coalesce("avaliador_usuario_id", 0));--> statement-breakpoint
CREATE INDEX "participante_avaliacao_desempenho_avaliacao_idx" ON "participante_avaliacao_desempenho" USING btree ("avaliacao_desempenho_id","avaliado_colaborador_id","avaliador_colaborador_id");--> statement-breakpoint
CREATE INDEX "participante_avaliacao_desempenho_avaliador_idx" ON "participante_avaliacao_desempenho" USING btree ("avaliador_colaborador_id","avaliacao_desempenho_id") WHERE "participante_avaliacao_desempenho"."avaliador_colaborador_id" is not null;--> statement-breakpoint
CREATE INDEX "participante_avaliacao_desempenho_usuario_idx" ON "participante_avaliacao_desempenho" USING btree ("avaliador_usuario_id","avaliacao_desempenho_id") WHERE "participante_avaliacao_desempenho"."avaliador_usuario_id" is not null;--> statement-breakpoint
CREATE INDEX "participante_avaliacao_desempenho_avaliado_colaborador_idx" ON "participante_avaliacao_desempenho" USING btree ("avaliado_colaborador_id");--> statement-breakpoint
CREATE UNIQUE INDEX "participante_avaliacao_desempenho_registro_uq" ON "participante_avaliacao_desempenho" USING btree ("colaborador_questionario_id");