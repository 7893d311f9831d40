CREATE TABLE "usuario_link_senha" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"finalidade" varchar(20) NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usada_em" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "perfil" ADD COLUMN "chave" varchar(30);--> statement-breakpoint
ALTER TABLE "usuario" ADD COLUMN "colaborador_id" integer;--> statement-breakpoint
ALTER TABLE "usuario_link_senha" ADD CONSTRAINT "usuario_link_senha_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usuario_link_senha_usuario_idx" ON "usuario_link_senha" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "perfil_chave_uq" ON "perfil" USING btree ("chave");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_colaborador_uq" ON "usuario" USING btree ("colaborador_id");--> statement-breakpoint
-- Written by hand (db/ does not import the modules, so drizzle-kit does not know this key): a talent removed leaves its user unlinked.
ALTER TABLE "usuario" ADD CONSTRAINT "usuario_colaborador_id_colaborador_id_fk" FOREIGN KEY ("colaborador_id") REFERENCES "public"."colaborador"("id") ON DELETE set null ON UPDATE no action;
