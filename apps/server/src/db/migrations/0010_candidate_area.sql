CREATE TABLE "recuperacao_senha_candidato" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"candidato_id" integer NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	"usada_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessao_candidato" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"candidato_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recuperacao_senha_candidato" ADD CONSTRAINT "recuperacao_senha_candidato_candidato_id_candidato_id_fk" FOREIGN KEY ("candidato_id") REFERENCES "public"."candidato"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessao_candidato" ADD CONSTRAINT "sessao_candidato_candidato_id_candidato_id_fk" FOREIGN KEY ("candidato_id") REFERENCES "public"."candidato"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessao_candidato" ADD CONSTRAINT "sessao_candidato_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recuperacao_senha_candidato_candidato_id_index" ON "recuperacao_senha_candidato" USING btree ("candidato_id");--> statement-breakpoint
CREATE INDEX "sessao_candidato_candidato_id_index" ON "sessao_candidato" USING btree ("candidato_id");--> statement-breakpoint
CREATE INDEX "sessao_candidato_expira_em_index" ON "sessao_candidato" USING btree ("expira_em");