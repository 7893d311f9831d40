CREATE TABLE "noticia" (
	"id" serial PRIMARY KEY NOT NULL,
	"texto" varchar(500) NOT NULL,
	"link" varchar(500),
	"criticidade" smallint DEFAULT 1 NOT NULL,
	"publicada_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "noticia_lida" (
	"noticia_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"lida_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "noticia_lida_usuario_id_noticia_id_pk" PRIMARY KEY("usuario_id","noticia_id")
);
--> statement-breakpoint
CREATE TABLE "usuario_painel" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"recentes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visita_anterior" timestamp with time zone,
	"ultimo_acesso" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "noticia_lida" ADD CONSTRAINT "noticia_lida_noticia_id_noticia_id_fk" FOREIGN KEY ("noticia_id") REFERENCES "public"."noticia"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "noticia_lida" ADD CONSTRAINT "noticia_lida_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_painel" ADD CONSTRAINT "usuario_painel_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "noticia_publicada_idx" ON "noticia" USING btree ("publicada_em" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "noticia_lida_noticia_idx" ON "noticia_lida" USING btree ("noticia_id");--> statement-breakpoint
CREATE INDEX "anuncio_empresa_encerramento_idx" ON "anuncio" USING btree ("empresa_id","previsao_encerramento");--> statement-breakpoint
CREATE INDEX "candidato_solicitacao_empresa_criado_idx" ON "candidato_solicitacao" USING btree ("empresa_id","created_at") WHERE "candidato_solicitacao"."removed_at" is null;
--> statement-breakpoint
-- The product's first news notices (written by hand; the news bell lists them for every user).
INSERT INTO "noticia" ("texto", "link", "criticidade", "publicada_em") VALUES
	('Avisos do sistema agora aparecem fixos ao abrir o Ipê RH, até você fechá-los.', NULL, 1, now() - interval '2 minutes'),
	('Minhas pendências: veja o que você precisa responder, também pelo celular.', '/novidades/pagina-inicial.html#minhas-pendencias', 1, now() - interval '1 minute'),
	('Nova página inicial: suas pendências, as telas recentes e as caixas de mensagens.', '/novidades/pagina-inicial.html', 1, now());
