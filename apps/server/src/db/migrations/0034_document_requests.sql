CREATE TABLE "pedido_documento" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"candidato_id" integer NOT NULL,
	"status" varchar(10) DEFAULT 'ABERTO' NOT NULL,
	"mensagem" text,
	"prazo" date,
	"usuario_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedido_documento_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"pedido_id" integer NOT NULL,
	"tipo_documento_id" integer,
	"nome" varchar(100) NOT NULL,
	"instrucoes" varchar(500),
	"obrigatorio" boolean NOT NULL,
	"status" varchar(10) DEFAULT 'PENDENTE' NOT NULL,
	"documento_id" integer,
	"motivo_recusa" varchar(500),
	"enviado_em" timestamp with time zone,
	"analisado_em" timestamp with time zone,
	"analisado_por" integer
);
--> statement-breakpoint
CREATE TABLE "tipo_documento_candidato" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL,
	"instrucoes" varchar(500),
	"obrigatorio" boolean DEFAULT true NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pedido_documento" ADD CONSTRAINT "pedido_documento_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_documento" ADD CONSTRAINT "pedido_documento_candidato_id_candidato_id_fk" FOREIGN KEY ("candidato_id") REFERENCES "public"."candidato"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_documento" ADD CONSTRAINT "pedido_documento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_documento_item" ADD CONSTRAINT "pedido_documento_item_pedido_id_pedido_documento_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedido_documento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_documento_item" ADD CONSTRAINT "pedido_documento_item_tipo_documento_id_tipo_documento_candidato_id_fk" FOREIGN KEY ("tipo_documento_id") REFERENCES "public"."tipo_documento_candidato"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_documento_item" ADD CONSTRAINT "pedido_documento_item_documento_id_candidato_documento_anexo_id_fk" FOREIGN KEY ("documento_id") REFERENCES "public"."candidato_documento_anexo"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedido_documento_item" ADD CONSTRAINT "pedido_documento_item_analisado_por_usuario_id_fk" FOREIGN KEY ("analisado_por") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tipo_documento_candidato" ADD CONSTRAINT "tipo_documento_candidato_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pedido_documento_candidato_id_criado_em_index" ON "pedido_documento" USING btree ("candidato_id","criado_em");--> statement-breakpoint
CREATE INDEX "pedido_documento_item_pedido_id_index" ON "pedido_documento_item" USING btree ("pedido_id");--> statement-breakpoint
CREATE INDEX "pedido_documento_item_documento_id_index" ON "pedido_documento_item" USING btree ("documento_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tipo_documento_candidato_nome_uq" ON "tipo_documento_candidato" USING btree ("empresa_id",lower(ipe_unaccent("nome")));--> statement-breakpoint
CREATE INDEX "tipo_documento_candidato_lista_idx" ON "tipo_documento_candidato" USING btree ("empresa_id","nome" collate "und-x-icu","id");