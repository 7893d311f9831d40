CREATE TABLE "campo_candidato_config" (
	"empresa_id" integer NOT NULL,
	"campo" varchar(40) NOT NULL,
	"obrigatorio" boolean DEFAULT false NOT NULL,
	CONSTRAINT "campo_candidato_config_empresa_id_campo_pk" PRIMARY KEY("empresa_id","campo")
);
--> statement-breakpoint
CREATE TABLE "campo_extra_config" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"entidade" varchar(20) NOT NULL,
	"campo" varchar(20) NOT NULL,
	"label" varchar(60) NOT NULL,
	"visivel" boolean DEFAULT false NOT NULL,
	"obrigatorio" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campos_extras" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"texto1" varchar(100),
	"texto2" varchar(100),
	"texto3" varchar(100),
	"texto4" varchar(100),
	"texto5" varchar(100),
	"texto6" varchar(100),
	"texto7" varchar(100),
	"texto8" varchar(100),
	"textolongo1" text,
	"textolongo2" text,
	"data1" date,
	"data2" date,
	"data3" date,
	"valor1" numeric(12, 2),
	"valor2" numeric(12, 2),
	"numero1" integer
);
--> statement-breakpoint
CREATE TABLE "parametros_sistema" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"compartilhar_candidatos" boolean DEFAULT false NOT NULL,
	"compartilhar_colaboradores" boolean DEFAULT false NOT NULL,
	"compartilhar_cursos" boolean DEFAULT false NOT NULL,
	"aderiu_ao_e_social" boolean DEFAULT true NOT NULL,
	"inverter_eixo_resultado_nine_box" boolean DEFAULT false NOT NULL,
	"dias_aviso_periodo_experiencia" integer DEFAULT 10 NOT NULL,
	"email_remetente" varchar(120),
	"link_chat" varchar(255),
	"cod_empresa_suporte" varchar(20),
	"cod_cliente_suporte" varchar(20),
	CONSTRAINT "parametros_sistema_unico" CHECK ("parametros_sistema"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "logo" "bytea";--> statement-breakpoint
ALTER TABLE "empresa" ADD COLUMN "logo_content_type" varchar(100);--> statement-breakpoint
ALTER TABLE "estabelecimento" ADD COLUMN "tipo_inscricao" varchar(5) DEFAULT 'CNPJ' NOT NULL;--> statement-breakpoint
ALTER TABLE "estabelecimento" ADD COLUMN "empresa_base_cnpj_caepf" text;--> statement-breakpoint
ALTER TABLE "estabelecimento" ADD COLUMN "complemento_cnpj_caepf" text;--> statement-breakpoint
ALTER TABLE "estabelecimento" ADD COLUMN "digito_verificador_cnpj_caepf" text;--> statement-breakpoint
ALTER TABLE "estabelecimento" ADD COLUMN "inscricao" text GENERATED ALWAYS AS (CASE WHEN tipo_inscricao = 'CAEPF' THEN substr(empresa_base_cnpj_caepf, 1, 3) || '.' || substr(empresa_base_cnpj_caepf, 4, 3) || '.' || substr(empresa_base_cnpj_caepf, 7, 3) || '/' || complemento_cnpj_caepf || '-' || digito_verificador_cnpj_caepf ELSE substr(empresa_base_cnpj_caepf, 1, 2) || '.' || substr(empresa_base_cnpj_caepf, 3, 3) || '.' || substr(empresa_base_cnpj_caepf, 6, 3) || '/' || complemento_cnpj_caepf || '-' || digito_verificador_cnpj_caepf END) STORED;--> statement-breakpoint
ALTER TABLE "estabelecimento" ADD COLUMN "cep" varchar(8);--> statement-breakpoint
ALTER TABLE "estabelecimento" ADD COLUMN "estado_id" integer;--> statement-breakpoint
ALTER TABLE "estabelecimento" ADD COLUMN "cidade_id" integer;--> statement-breakpoint
ALTER TABLE "estabelecimento" ADD COLUMN "logradouro" varchar(100);--> statement-breakpoint
ALTER TABLE "estabelecimento" ADD COLUMN "numero" text;--> statement-breakpoint
ALTER TABLE "estabelecimento" ADD COLUMN "complemento" text;--> statement-breakpoint
ALTER TABLE "estabelecimento" ADD COLUMN "bairro" varchar(60);--> statement-breakpoint
ALTER TABLE "campo_candidato_config" ADD CONSTRAINT "campo_candidato_config_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campo_extra_config" ADD CONSTRAINT "campo_extra_config_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campos_extras" ADD CONSTRAINT "campos_extras_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "campo_extra_config_uq" ON "campo_extra_config" USING btree ("empresa_id","entidade","campo");--> statement-breakpoint
CREATE INDEX "campos_extras_empresa_idx" ON "campos_extras" USING btree ("empresa_id");--> statement-breakpoint
ALTER TABLE "estabelecimento" ADD CONSTRAINT "estabelecimento_estado_id_estado_id_fk" FOREIGN KEY ("estado_id") REFERENCES "public"."estado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estabelecimento" ADD CONSTRAINT "estabelecimento_cidade_id_cidade_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."cidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estabelecimento_estado_idx" ON "estabelecimento" USING btree ("estado_id");--> statement-breakpoint
CREATE INDEX "estabelecimento_cidade_idx" ON "estabelecimento" USING btree ("cidade_id");