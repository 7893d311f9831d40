CREATE TABLE "colaborador_questionario" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"questionario_id" integer NOT NULL,
	"dono_tipo" varchar(40) NOT NULL,
	"dono_id" integer NOT NULL,
	"respondente_usuario_id" integer,
	"respondente_colaborador_id" integer,
	"avaliado_colaborador_id" integer,
	"prazo" date,
	"liberado" boolean DEFAULT true NOT NULL,
	"respondido_parcialmente" boolean DEFAULT false NOT NULL,
	"concluido_em" timestamp with time zone,
	"questionario_resposta_id" integer,
	"respondido_por_usuario_id" integer,
	"lembretes_enviados" smallint DEFAULT 0 NOT NULL,
	"lembrete_enviado_em" timestamp with time zone,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colaborador_questionario_respondente_ck" CHECK ("colaborador_questionario"."respondente_usuario_id" is not null or "colaborador_questionario"."respondente_colaborador_id" is not null)
);
--> statement-breakpoint
ALTER TABLE "colaborador_questionario" ADD CONSTRAINT "colaborador_questionario_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador_questionario" ADD CONSTRAINT "colaborador_questionario_questionario_id_questionario_id_fk" FOREIGN KEY ("questionario_id") REFERENCES "public"."questionario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador_questionario" ADD CONSTRAINT "colaborador_questionario_respondente_usuario_id_usuario_id_fk" FOREIGN KEY ("respondente_usuario_id") REFERENCES "public"."usuario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador_questionario" ADD CONSTRAINT "colaborador_questionario_questionario_resposta_id_questionario_resposta_id_fk" FOREIGN KEY ("questionario_resposta_id") REFERENCES "public"."questionario_resposta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador_questionario" ADD CONSTRAINT "colaborador_questionario_respondido_por_usuario_id_usuario_id_fk" FOREIGN KEY ("respondido_por_usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "colaborador_questionario_resposta_uq" ON "colaborador_questionario" USING btree ("questionario_resposta_id");--> statement-breakpoint
CREATE UNIQUE INDEX "colaborador_questionario_dono_uq" ON "colaborador_questionario" USING btree ("dono_tipo","dono_id","questionario_id",coalesce("respondente_usuario_id", 0),coalesce("respondente_colaborador_id", 0),coalesce("avaliado_colaborador_id", 0));--> statement-breakpoint
CREATE INDEX "colaborador_questionario_pendente_usuario_idx" ON "colaborador_questionario" USING btree ("respondente_usuario_id","empresa_id","prazo") WHERE "colaborador_questionario"."concluido_em" is null;--> statement-breakpoint
CREATE INDEX "colaborador_questionario_pendente_colaborador_idx" ON "colaborador_questionario" USING btree ("respondente_colaborador_id","empresa_id","prazo") WHERE "colaborador_questionario"."concluido_em" is null;--> statement-breakpoint
CREATE INDEX "colaborador_questionario_lembrete_idx" ON "colaborador_questionario" USING btree ("prazo") WHERE "colaborador_questionario"."concluido_em" is null and "colaborador_questionario"."lembretes_enviados" < 2;--> statement-breakpoint
CREATE INDEX "colaborador_questionario_questionario_idx" ON "colaborador_questionario" USING btree ("questionario_id","empresa_id");--> statement-breakpoint
CREATE INDEX "colaborador_questionario_avaliado_idx" ON "colaborador_questionario" USING btree ("avaliado_colaborador_id");--> statement-breakpoint
-- The talent columns reference a module's table: written by hand (db/ imports no module), as usuario.colaborador_id's.
ALTER TABLE "colaborador_questionario" ADD CONSTRAINT "colaborador_questionario_respondente_colaborador_id_colaborador_id_fk" FOREIGN KEY ("respondente_colaborador_id") REFERENCES "public"."colaborador"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador_questionario" ADD CONSTRAINT "colaborador_questionario_avaliado_colaborador_id_colaborador_id_fk" FOREIGN KEY ("avaliado_colaborador_id") REFERENCES "public"."colaborador"("id") ON DELETE no action ON UPDATE no action;