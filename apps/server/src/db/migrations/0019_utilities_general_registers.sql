CREATE TABLE "documento_anexo" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"descricao" varchar(100) NOT NULL,
	"data" date NOT NULL,
	"url" varchar(500),
	"observacao" varchar(1000),
	"nome_arquivo" varchar(255),
	"content_type" varchar(100),
	"tamanho" integer,
	"conteudo" "bytea",
	"usuario_id" integer
);
--> statement-breakpoint
CREATE TABLE "geracao" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(60) NOT NULL,
	"ano_inicio" integer NOT NULL,
	"ano_fim" integer NOT NULL,
	"descricao" varchar(1000)
);
--> statement-breakpoint
CREATE TABLE "pessoa" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL,
	"cpf" varchar(11),
	"sexo" varchar(1) NOT NULL,
	"data_nascimento" date,
	"email" varchar(120),
	"observacao" varchar(1000)
);
--> statement-breakpoint
CREATE TABLE "limite_colaborador" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"limite" integer NOT NULL,
	"observacao" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "menu_extra" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(60) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_extra_link" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu_extra_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL,
	"url" varchar(500) NOT NULL,
	"nova_aba" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sugestao_melhoria" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"titulo" varchar(100) NOT NULL,
	"descricao" text NOT NULL,
	"usuario_id" integer,
	"data" date DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documento_anexo" ADD CONSTRAINT "documento_anexo_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documento_anexo" ADD CONSTRAINT "documento_anexo_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pessoa" ADD CONSTRAINT "pessoa_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "limite_colaborador" ADD CONSTRAINT "limite_colaborador_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_extra" ADD CONSTRAINT "menu_extra_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_extra_link" ADD CONSTRAINT "menu_extra_link_menu_extra_id_menu_extra_id_fk" FOREIGN KEY ("menu_extra_id") REFERENCES "public"."menu_extra"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sugestao_melhoria" ADD CONSTRAINT "sugestao_melhoria_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sugestao_melhoria" ADD CONSTRAINT "sugestao_melhoria_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documento_anexo_empresa_idx" ON "documento_anexo" USING btree ("empresa_id","data");--> statement-breakpoint
CREATE INDEX "pessoa_empresa_idx" ON "pessoa" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "pessoa_empresa_cpf_idx" ON "pessoa" USING btree ("empresa_id","cpf");--> statement-breakpoint
CREATE UNIQUE INDEX "limite_colaborador_empresa_uq" ON "limite_colaborador" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "menu_extra_empresa_idx" ON "menu_extra" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "menu_extra_link_menu_idx" ON "menu_extra_link" USING btree ("menu_extra_id");--> statement-breakpoint
CREATE INDEX "sugestao_melhoria_empresa_idx" ON "sugestao_melhoria" USING btree ("empresa_id","data");--> statement-breakpoint
CREATE INDEX "sugestao_melhoria_usuario_idx" ON "sugestao_melhoria" USING btree ("usuario_id");