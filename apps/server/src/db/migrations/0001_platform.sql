CREATE TABLE "bairro" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(100) NOT NULL,
	"estado_id" integer NOT NULL,
	"cidade_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cidade" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(100) NOT NULL,
	"estado_id" integer NOT NULL,
	"codigo_ibge" integer,
	CONSTRAINT "cidade_codigoIbge_unique" UNIQUE("codigo_ibge")
);
--> statement-breakpoint
CREATE TABLE "estado" (
	"id" serial PRIMARY KEY NOT NULL,
	"sigla" varchar(2) NOT NULL,
	"nome" varchar(60) NOT NULL,
	"codigo_ibge" integer NOT NULL,
	CONSTRAINT "estado_sigla_unique" UNIQUE("sigla"),
	CONSTRAINT "estado_codigoIbge_unique" UNIQUE("codigo_ibge")
);
--> statement-breakpoint
CREATE TABLE "empresa" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(100) NOT NULL,
	"razao_social" varchar(150),
	"cnpj" varchar(14),
	"cor_principal" varchar(7),
	"cor_secundaria" varchar(7),
	"email_contato" varchar(120)
);
--> statement-breakpoint
CREATE TABLE "erro_relatado" (
	"id" serial PRIMARY KEY NOT NULL,
	"erro_id" varchar(64) NOT NULL,
	"mensagem" text,
	"detalhes" text,
	"url" text,
	"usuario_id" integer,
	"empresa_id" integer,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "perfil" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(100) NOT NULL,
	"authorities" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessao" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"usuario_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"criada_em" timestamp with time zone DEFAULT now() NOT NULL,
	"expira_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tentativa_login" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tentativa_login_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"chave" varchar(100) NOT NULL,
	"em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(70) NOT NULL,
	"cpf" varchar(11) NOT NULL,
	"email" varchar(120),
	"ativo" boolean DEFAULT true NOT NULL,
	"usuario_fortes" boolean DEFAULT false NOT NULL,
	"senha_hash" text
);
--> statement-breakpoint
CREATE TABLE "usuario_empresa" (
	"usuario_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"perfil_id" integer NOT NULL,
	CONSTRAINT "usuario_empresa_usuario_id_empresa_id_pk" PRIMARY KEY("usuario_id","empresa_id")
);
--> statement-breakpoint
ALTER TABLE "bairro" ADD CONSTRAINT "bairro_estado_id_estado_id_fk" FOREIGN KEY ("estado_id") REFERENCES "public"."estado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bairro" ADD CONSTRAINT "bairro_cidade_id_cidade_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."cidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cidade" ADD CONSTRAINT "cidade_estado_id_estado_id_fk" FOREIGN KEY ("estado_id") REFERENCES "public"."estado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessao" ADD CONSTRAINT "sessao_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessao" ADD CONSTRAINT "sessao_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_empresa" ADD CONSTRAINT "usuario_empresa_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_empresa" ADD CONSTRAINT "usuario_empresa_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_empresa" ADD CONSTRAINT "usuario_empresa_perfil_id_perfil_id_fk" FOREIGN KEY ("perfil_id") REFERENCES "public"."perfil"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bairro_cidade_idx" ON "bairro" USING btree ("cidade_id");--> statement-breakpoint
CREATE INDEX "bairro_estado_idx" ON "bairro" USING btree ("estado_id");--> statement-breakpoint
CREATE INDEX "cidade_estado_idx" ON "cidade" USING btree ("estado_id");--> statement-breakpoint
CREATE INDEX "cidade_nome_idx" ON "cidade" USING btree ("nome");--> statement-breakpoint
CREATE INDEX "sessao_usuario_idx" ON "sessao" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "sessao_expira_idx" ON "sessao" USING btree ("expira_em");--> statement-breakpoint
CREATE INDEX "tentativa_login_chave_idx" ON "tentativa_login" USING btree ("chave","em");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_cpf_uq" ON "usuario" USING btree ("cpf");--> statement-breakpoint
CREATE INDEX "usuario_empresa_empresa_idx" ON "usuario_empresa" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "usuario_empresa_perfil_idx" ON "usuario_empresa" USING btree ("perfil_id");