DROP INDEX "cidade_nome_idx";--> statement-breakpoint
CREATE INDEX "bairro_nome_idx" ON "bairro" USING btree ("nome" collate "und-x-icu","id");--> statement-breakpoint
CREATE INDEX "cidade_nome_idx" ON "cidade" USING btree ("nome" collate "und-x-icu","id");