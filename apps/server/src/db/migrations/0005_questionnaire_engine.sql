CREATE TABLE "avaliacao_candidato" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"candidato_id" integer NOT NULL,
	"modelo_avaliacao_candidato_id" integer NOT NULL,
	"questionario_resposta_id" integer NOT NULL,
	"solicitacao_id" integer,
	"historico_candidato_id" integer,
	"aprovado" boolean,
	"respondida_pelo_candidato" boolean DEFAULT false NOT NULL,
	"aplicada_por_usuario_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidato" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL,
	"cpf" varchar(11),
	"email" varchar(120),
	"ddd_celular" varchar(2),
	"celular" varchar(9),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modelo_avaliacao_candidato" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"titulo" varchar(250) NOT NULL,
	"observacao" text,
	"percentual_minimo_aprovacao" numeric(5, 2),
	"ativo" boolean DEFAULT true NOT NULL,
	"questionario_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aspecto" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionario_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opcao_resposta" (
	"id" serial PRIMARY KEY NOT NULL,
	"pergunta_id" integer NOT NULL,
	"texto" varchar(500) NOT NULL,
	"peso" numeric(10, 2) DEFAULT 0 NOT NULL,
	"ordem" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pergunta" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionario_id" integer NOT NULL,
	"aspecto_id" integer,
	"texto" text NOT NULL,
	"tipo" smallint NOT NULL,
	"nota_minima" integer,
	"nota_maxima" integer,
	"exigir_comentario" boolean DEFAULT false NOT NULL,
	"comentario" varchar(500),
	"peso" numeric(10, 2) DEFAULT 1 NOT NULL,
	"obrigatoria" boolean DEFAULT true NOT NULL,
	"ordem" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionario" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"origem" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionario_resposta" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"questionario_id" integer NOT NULL,
	"status" varchar(1) DEFAULT 'A' NOT NULL,
	"respondido_parcialmente" boolean DEFAULT true NOT NULL,
	"pontuacao" numeric(12, 2) DEFAULT 0 NOT NULL,
	"pontuacao_maxima" numeric(12, 2) DEFAULT 0 NOT NULL,
	"percentual" numeric(5, 2),
	"usuario_id" integer,
	"iniciado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"atualizado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"concluido_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "resposta" (
	"id" serial PRIMARY KEY NOT NULL,
	"questionario_resposta_id" integer NOT NULL,
	"pergunta_id" integer NOT NULL,
	"resposta_id" integer,
	"respostas_ids" integer[],
	"nota" integer,
	"comentario" text,
	"observacao" text,
	"pontos" numeric(12, 2)
);
--> statement-breakpoint
ALTER TABLE "avaliacao_candidato" ADD CONSTRAINT "avaliacao_candidato_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacao_candidato" ADD CONSTRAINT "avaliacao_candidato_candidato_id_candidato_id_fk" FOREIGN KEY ("candidato_id") REFERENCES "public"."candidato"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacao_candidato" ADD CONSTRAINT "avaliacao_candidato_modelo_avaliacao_candidato_id_modelo_avaliacao_candidato_id_fk" FOREIGN KEY ("modelo_avaliacao_candidato_id") REFERENCES "public"."modelo_avaliacao_candidato"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacao_candidato" ADD CONSTRAINT "avaliacao_candidato_questionario_resposta_id_questionario_resposta_id_fk" FOREIGN KEY ("questionario_resposta_id") REFERENCES "public"."questionario_resposta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacao_candidato" ADD CONSTRAINT "avaliacao_candidato_aplicada_por_usuario_id_usuario_id_fk" FOREIGN KEY ("aplicada_por_usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidato" ADD CONSTRAINT "candidato_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modelo_avaliacao_candidato" ADD CONSTRAINT "modelo_avaliacao_candidato_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modelo_avaliacao_candidato" ADD CONSTRAINT "modelo_avaliacao_candidato_questionario_id_questionario_id_fk" FOREIGN KEY ("questionario_id") REFERENCES "public"."questionario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aspecto" ADD CONSTRAINT "aspecto_questionario_id_questionario_id_fk" FOREIGN KEY ("questionario_id") REFERENCES "public"."questionario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opcao_resposta" ADD CONSTRAINT "opcao_resposta_pergunta_id_pergunta_id_fk" FOREIGN KEY ("pergunta_id") REFERENCES "public"."pergunta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pergunta" ADD CONSTRAINT "pergunta_questionario_id_questionario_id_fk" FOREIGN KEY ("questionario_id") REFERENCES "public"."questionario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pergunta" ADD CONSTRAINT "pergunta_aspecto_id_aspecto_id_fk" FOREIGN KEY ("aspecto_id") REFERENCES "public"."aspecto"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionario" ADD CONSTRAINT "questionario_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionario_resposta" ADD CONSTRAINT "questionario_resposta_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionario_resposta" ADD CONSTRAINT "questionario_resposta_questionario_id_questionario_id_fk" FOREIGN KEY ("questionario_id") REFERENCES "public"."questionario"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionario_resposta" ADD CONSTRAINT "questionario_resposta_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta" ADD CONSTRAINT "resposta_questionario_resposta_id_questionario_resposta_id_fk" FOREIGN KEY ("questionario_resposta_id") REFERENCES "public"."questionario_resposta"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta" ADD CONSTRAINT "resposta_pergunta_id_pergunta_id_fk" FOREIGN KEY ("pergunta_id") REFERENCES "public"."pergunta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resposta" ADD CONSTRAINT "resposta_resposta_id_opcao_resposta_id_fk" FOREIGN KEY ("resposta_id") REFERENCES "public"."opcao_resposta"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avaliacao_candidato_candidato_id_created_at_index" ON "avaliacao_candidato" USING btree ("candidato_id","created_at");--> statement-breakpoint
CREATE INDEX "avaliacao_candidato_modelo_avaliacao_candidato_id_index" ON "avaliacao_candidato" USING btree ("modelo_avaliacao_candidato_id");--> statement-breakpoint
CREATE UNIQUE INDEX "avaliacao_candidato_questionario_resposta_id_index" ON "avaliacao_candidato" USING btree ("questionario_resposta_id");--> statement-breakpoint
CREATE INDEX "candidato_empresa_nome_idx" ON "candidato" USING btree ("empresa_id","nome","id");--> statement-breakpoint
CREATE INDEX "candidato_empresa_id_cpf_index" ON "candidato" USING btree ("empresa_id","cpf");--> statement-breakpoint
CREATE INDEX "modelo_avaliacao_candidato_empresa_id_titulo_index" ON "modelo_avaliacao_candidato" USING btree ("empresa_id","titulo");--> statement-breakpoint
CREATE UNIQUE INDEX "modelo_avaliacao_candidato_questionario_id_index" ON "modelo_avaliacao_candidato" USING btree ("questionario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "aspecto_nome_uq" ON "aspecto" USING btree ("questionario_id",lower(ipe_unaccent("nome")));--> statement-breakpoint
CREATE INDEX "opcao_resposta_pergunta_idx" ON "opcao_resposta" USING btree ("pergunta_id","ordem");--> statement-breakpoint
CREATE INDEX "pergunta_questionario_ordem_idx" ON "pergunta" USING btree ("questionario_id","ordem");--> statement-breakpoint
CREATE INDEX "pergunta_aspecto_id_index" ON "pergunta" USING btree ("aspecto_id");--> statement-breakpoint
CREATE INDEX "questionario_resposta_questionario_id_index" ON "questionario_resposta" USING btree ("questionario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resposta_questionario_pergunta_uq" ON "resposta" USING btree ("questionario_resposta_id","pergunta_id");--> statement-breakpoint
CREATE INDEX "resposta_pergunta_idx" ON "resposta" USING btree ("pergunta_id");--> statement-breakpoint
CREATE INDEX "resposta_resposta_id_index" ON "resposta" USING btree ("resposta_id");