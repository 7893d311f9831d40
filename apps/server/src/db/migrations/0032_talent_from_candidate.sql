-- Issue 24 §4 (Inserir Talento): the talent created from a hiring is kept on the hiring link, and the
-- candidate's documents and résumé carried over to the talent live in colaborador_documento.
CREATE TABLE "colaborador_documento" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"colaborador_id" integer NOT NULL,
	"descricao" varchar(200) NOT NULL,
	"nome_arquivo" varchar(255) NOT NULL,
	"content_type" varchar(150) NOT NULL,
	"tamanho" integer NOT NULL,
	"conteudo" "bytea" NOT NULL,
	"usuario_id" integer,
	"data_cadastro" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "candidato_solicitacao" ADD COLUMN "colaborador_id" integer;--> statement-breakpoint
ALTER TABLE "colaborador_documento" ADD CONSTRAINT "colaborador_documento_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador_documento" ADD CONSTRAINT "colaborador_documento_colaborador_id_colaborador_id_fk" FOREIGN KEY ("colaborador_id") REFERENCES "public"."colaborador"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "colaborador_documento" ADD CONSTRAINT "colaborador_documento_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "colaborador_documento_colaborador_idx" ON "colaborador_documento" USING btree ("colaborador_id","data_cadastro");--> statement-breakpoint
ALTER TABLE "candidato_solicitacao" ADD CONSTRAINT "candidato_solicitacao_colaborador_id_colaborador_id_fk" FOREIGN KEY ("colaborador_id") REFERENCES "public"."colaborador"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidato_solicitacao_colaborador_idx" ON "candidato_solicitacao" USING btree ("colaborador_id") WHERE "candidato_solicitacao"."colaborador_id" is not null;