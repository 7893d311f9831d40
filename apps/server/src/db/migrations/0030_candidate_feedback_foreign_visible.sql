CREATE TABLE "modelo_devolutiva" (
	"empresa_id" integer NOT NULL,
	"tipo" varchar(20) NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"assunto" varchar(200) NOT NULL,
	"corpo" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modelo_devolutiva_empresa_id_tipo_pk" PRIMARY KEY("empresa_id","tipo")
);
--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "nacionalidade" varchar(60);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "tipo_visto" varchar(2);--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "data_chegada_brasil" date;--> statement-breakpoint
ALTER TABLE "candidato_solicitacao" ADD COLUMN "devolutiva_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "candidato_solicitacao" ADD COLUMN "devolutiva_mensagem" text;--> statement-breakpoint
ALTER TABLE "campo_candidato_config" ADD COLUMN "visivel" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "modelo_devolutiva" ADD CONSTRAINT "modelo_devolutiva_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE cascade ON UPDATE no action;