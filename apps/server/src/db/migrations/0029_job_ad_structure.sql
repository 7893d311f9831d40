ALTER TABLE "anuncio" ADD COLUMN "modelo_trabalho" varchar(10) DEFAULT 'PRESENCIAL' NOT NULL;--> statement-breakpoint
ALTER TABLE "anuncio" ADD COLUMN "tipo_contrato" varchar(10) DEFAULT 'CLT' NOT NULL;--> statement-breakpoint
ALTER TABLE "anuncio" ADD COLUMN "pcd" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "anuncio" ADD COLUMN "estado_id" integer;--> statement-breakpoint
ALTER TABLE "anuncio" ADD COLUMN "cidade_id" integer;--> statement-breakpoint
ALTER TABLE "anuncio" ADD COLUMN "salario_minimo" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "anuncio" ADD COLUMN "salario_maximo" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "anuncio" ADD COLUMN "salario_a_combinar" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "anuncio" ADD COLUMN "beneficios" varchar(20)[] DEFAULT '{}'::varchar[] NOT NULL;--> statement-breakpoint
ALTER TABLE "anuncio" ADD CONSTRAINT "anuncio_estado_id_estado_id_fk" FOREIGN KEY ("estado_id") REFERENCES "public"."estado"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anuncio" ADD CONSTRAINT "anuncio_cidade_id_cidade_id_fk" FOREIGN KEY ("cidade_id") REFERENCES "public"."cidade"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anuncio_empresa_cidade_idx" ON "anuncio" USING btree ("empresa_id","cidade_id","created_at");--> statement-breakpoint
CREATE INDEX "anuncio_empresa_modelo_contrato_idx" ON "anuncio" USING btree ("empresa_id","modelo_trabalho","tipo_contrato");--> statement-breakpoint
CREATE INDEX "anuncio_estado_idx" ON "anuncio" USING btree ("estado_id");--> statement-breakpoint
CREATE INDEX "anuncio_cidade_idx" ON "anuncio" USING btree ("cidade_id");--> statement-breakpoint
-- Existing ads: the contract from the requisition's vínculo (domain CONTRATO_POR_VINCULO), the place from
-- the requisition's city, else its establishment's (the same place their JobPosting named before).
UPDATE "anuncio" a SET
  "tipo_contrato" = CASE s."vinculo" WHEN 'S' THEN 'ESTAGIO' WHEN 'A' THEN 'APRENDIZ' WHEN 'T' THEN 'TEMPORARIO' WHEN 'O' THEN 'PJ' ELSE 'CLT' END,
  "cidade_id" = coalesce(s."cidade_id", e."cidade_id"),
  "estado_id" = (SELECT c."estado_id" FROM "cidade" c WHERE c."id" = coalesce(s."cidade_id", e."cidade_id"))
FROM "solicitacao" s LEFT JOIN "estabelecimento" e ON e."id" = s."estabelecimento_id"
WHERE s."id" = a."solicitacao_id";
