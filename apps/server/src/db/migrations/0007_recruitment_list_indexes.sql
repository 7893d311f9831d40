DROP INDEX "anuncio_empresa_id_titulo_id_index";--> statement-breakpoint
CREATE INDEX "solicitacao_empresa_situacao_idx" ON "solicitacao" USING btree ("empresa_id","encerrada","cancelada","suspensa","status");--> statement-breakpoint
CREATE INDEX "anuncio_lista_idx" ON "anuncio" USING btree ("empresa_id","titulo" collate "und-x-icu","id");