CREATE TABLE "candidato_solicitacao" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"candidato_id" integer NOT NULL,
	"solicitacao_id" integer NOT NULL,
	"etapa_seletiva_id" integer,
	"contratado" boolean DEFAULT false NOT NULL,
	"data_contratacao" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"criado_por_usuario_id" integer,
	"removed_at" timestamp with time zone,
	"removido_por_usuario_id" integer
);
--> statement-breakpoint
CREATE TABLE "exame_palografico" (
	"candidato_id" integer PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"ocr_texto" text,
	"exame_palografico" text,
	"resultado_exame_palografico" varchar(2000),
	"usuario_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "historico_candidato" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"candidato_solicitacao_id" integer NOT NULL,
	"etapa_seletiva_id" integer NOT NULL,
	"data" date NOT NULL,
	"responsavel" varchar(100),
	"apto" varchar(1),
	"observacao" text,
	"data_hora_expiracao" timestamp with time zone,
	"usuario_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidato_solicitacao" ADD CONSTRAINT "candidato_solicitacao_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato_solicitacao" ADD CONSTRAINT "candidato_solicitacao_candidato_id_candidato_id_fk" FOREIGN KEY ("candidato_id") REFERENCES "public"."candidato"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato_solicitacao" ADD CONSTRAINT "candidato_solicitacao_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato_solicitacao" ADD CONSTRAINT "candidato_solicitacao_etapa_seletiva_id_etapa_seletiva_id_fk" FOREIGN KEY ("etapa_seletiva_id") REFERENCES "public"."etapa_seletiva"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato_solicitacao" ADD CONSTRAINT "candidato_solicitacao_criado_por_usuario_id_usuario_id_fk" FOREIGN KEY ("criado_por_usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato_solicitacao" ADD CONSTRAINT "candidato_solicitacao_removido_por_usuario_id_usuario_id_fk" FOREIGN KEY ("removido_por_usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exame_palografico" ADD CONSTRAINT "exame_palografico_candidato_id_candidato_id_fk" FOREIGN KEY ("candidato_id") REFERENCES "public"."candidato"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exame_palografico" ADD CONSTRAINT "exame_palografico_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exame_palografico" ADD CONSTRAINT "exame_palografico_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historico_candidato" ADD CONSTRAINT "historico_candidato_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historico_candidato" ADD CONSTRAINT "historico_candidato_candidato_solicitacao_id_candidato_solicitacao_id_fk" FOREIGN KEY ("candidato_solicitacao_id") REFERENCES "public"."candidato_solicitacao"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historico_candidato" ADD CONSTRAINT "historico_candidato_etapa_seletiva_id_etapa_seletiva_id_fk" FOREIGN KEY ("etapa_seletiva_id") REFERENCES "public"."etapa_seletiva"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "historico_candidato" ADD CONSTRAINT "historico_candidato_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "candidato_solicitacao_ativo_uq" ON "candidato_solicitacao" USING btree ("solicitacao_id","candidato_id") WHERE "candidato_solicitacao"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "candidato_solicitacao_candidato_idx" ON "candidato_solicitacao" USING btree ("candidato_id");--> statement-breakpoint
CREATE INDEX "candidato_solicitacao_etapa_idx" ON "candidato_solicitacao" USING btree ("etapa_seletiva_id");--> statement-breakpoint
CREATE INDEX "exame_palografico_empresa_idx" ON "exame_palografico" USING btree ("empresa_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "historico_candidato_vinculo_idx" ON "historico_candidato" USING btree ("candidato_solicitacao_id","id");--> statement-breakpoint
CREATE INDEX "historico_candidato_empresa_idx" ON "historico_candidato" USING btree ("empresa_id","data" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "historico_candidato_etapa_idx" ON "historico_candidato" USING btree ("etapa_seletiva_id");