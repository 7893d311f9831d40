CREATE TABLE "anuncio" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"solicitacao_id" integer NOT NULL,
	"titulo" varchar(100) NOT NULL,
	"descricao" text NOT NULL,
	"exibir_modulo_externo" boolean DEFAULT true NOT NULL,
	"previsao_encerramento" date,
	"dias_espera_nova_aplicacao" integer,
	"utilizar_avaliacoes_etapa_seletiva" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anuncio_avaliacao" (
	"anuncio_id" integer NOT NULL,
	"modelo_avaliacao_candidato_id" integer NOT NULL,
	CONSTRAINT "anuncio_avaliacao_anuncio_id_modelo_avaliacao_candidato_id_pk" PRIMARY KEY("anuncio_id","modelo_avaliacao_candidato_id")
);
--> statement-breakpoint
CREATE TABLE "anuncio_envio_amigo" (
	"id" serial PRIMARY KEY NOT NULL,
	"anuncio_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL,
	"email" varchar(50) NOT NULL,
	"nome_amigo" varchar(100) NOT NULL,
	"email_amigo" varchar(120) NOT NULL,
	"ip" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "anuncio" ADD CONSTRAINT "anuncio_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncio" ADD CONSTRAINT "anuncio_solicitacao_id_solicitacao_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncio_avaliacao" ADD CONSTRAINT "anuncio_avaliacao_anuncio_id_anuncio_id_fk" FOREIGN KEY ("anuncio_id") REFERENCES "public"."anuncio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncio_avaliacao" ADD CONSTRAINT "anuncio_avaliacao_modelo_avaliacao_candidato_id_modelo_avaliacao_candidato_id_fk" FOREIGN KEY ("modelo_avaliacao_candidato_id") REFERENCES "public"."modelo_avaliacao_candidato"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncio_envio_amigo" ADD CONSTRAINT "anuncio_envio_amigo_anuncio_id_anuncio_id_fk" FOREIGN KEY ("anuncio_id") REFERENCES "public"."anuncio"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "anuncio_solicitacao_id_index" ON "anuncio" USING btree ("solicitacao_id");--> statement-breakpoint
CREATE INDEX "anuncio_empresa_id_titulo_id_index" ON "anuncio" USING btree ("empresa_id","titulo","id");--> statement-breakpoint
CREATE INDEX "anuncio_avaliacao_modelo_avaliacao_candidato_id_index" ON "anuncio_avaliacao" USING btree ("modelo_avaliacao_candidato_id");--> statement-breakpoint
CREATE INDEX "anuncio_envio_amigo_email_created_at_index" ON "anuncio_envio_amigo" USING btree ("email","created_at");--> statement-breakpoint
CREATE INDEX "anuncio_envio_amigo_ip_created_at_index" ON "anuncio_envio_amigo" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "anuncio_envio_amigo_anuncio_id_index" ON "anuncio_envio_amigo" USING btree ("anuncio_id");