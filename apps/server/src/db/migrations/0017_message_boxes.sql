CREATE TABLE "mensagem" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"tipo" varchar(1) NOT NULL,
	"remetente" varchar(120) NOT NULL,
	"remetente_id" integer,
	"data" timestamp with time zone DEFAULT now() NOT NULL,
	"texto" text NOT NULL,
	"link" varchar(500),
	"target" varchar(10)
);
--> statement-breakpoint
CREATE TABLE "usuario_caixas" (
	"usuario_id" integer PRIMARY KEY NOT NULL,
	"caixas_esquerda" varchar(1)[] NOT NULL,
	"caixas_direita" varchar(1)[] NOT NULL,
	"caixas_minimizadas" varchar(1)[] NOT NULL,
	"alterado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_mensagem" (
	"id" serial PRIMARY KEY NOT NULL,
	"mensagem_id" integer NOT NULL,
	"usuario_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"tipo" varchar(1) NOT NULL,
	"lida" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mensagem" ADD CONSTRAINT "mensagem_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mensagem" ADD CONSTRAINT "mensagem_remetente_id_usuario_id_fk" FOREIGN KEY ("remetente_id") REFERENCES "public"."usuario"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_caixas" ADD CONSTRAINT "usuario_caixas_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_mensagem" ADD CONSTRAINT "usuario_mensagem_mensagem_id_mensagem_id_fk" FOREIGN KEY ("mensagem_id") REFERENCES "public"."mensagem"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_mensagem" ADD CONSTRAINT "usuario_mensagem_usuario_id_usuario_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuario"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mensagem_empresa_idx" ON "mensagem" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "mensagem_remetente_idx" ON "mensagem" USING btree ("remetente_id");--> statement-breakpoint
CREATE INDEX "usuario_mensagem_caixa_idx" ON "usuario_mensagem" USING btree ("usuario_id","empresa_id","tipo","mensagem_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "usuario_mensagem_nao_lidas_idx" ON "usuario_mensagem" USING btree ("usuario_id","empresa_id","tipo") WHERE not "usuario_mensagem"."lida";--> statement-breakpoint
CREATE INDEX "usuario_mensagem_mensagem_idx" ON "usuario_mensagem" USING btree ("mensagem_id");