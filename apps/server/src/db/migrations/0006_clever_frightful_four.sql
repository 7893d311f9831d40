CREATE TABLE "email_saida" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"destinatarios" text[] NOT NULL,
	"cc" text[],
	"assunto" varchar(255) NOT NULL,
	"html" text,
	"texto" text,
	"status" varchar(20) DEFAULT 'PENDENTE' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"ultimo_erro" text,
	"proxima_tentativa" timestamp with time zone DEFAULT now() NOT NULL,
	"origem" varchar(60) NOT NULL,
	"usuario_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "captcha_usado" (
	"assinatura" varchar(128) PRIMARY KEY NOT NULL,
	"expira_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segredo_instalacao" (
	"nome" varchar(60) PRIMARY KEY NOT NULL,
	"valor" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_saida" ADD CONSTRAINT "email_saida_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_saida" ADD CONSTRAINT "email_saida_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_saida_pendente_idx" ON "email_saida" USING btree ("proxima_tentativa") WHERE "email_saida"."status" = 'PENDENTE';--> statement-breakpoint
CREATE INDEX "email_saida_empresa_idx" ON "email_saida" USING btree ("empresa_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_saida_usuario_idx" ON "email_saida" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "captcha_usado_expira_idx" ON "captcha_usado" USING btree ("expira_em");