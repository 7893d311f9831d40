CREATE TABLE "faturamento_mensal" (
	"id" serial PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"mes" varchar(2) NOT NULL,
	"ano" integer NOT NULL,
	"valor" numeric(15, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "faturamento_mensal" ADD CONSTRAINT "faturamento_mensal_empresa_id_empresa_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "faturamento_mensal_empresa_mes_uq" ON "faturamento_mensal" USING btree ("empresa_id","ano","mes");