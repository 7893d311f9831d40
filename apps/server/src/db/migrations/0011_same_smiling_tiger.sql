DROP INDEX "solicitacao_empresa_data_idx";--> statement-breakpoint
DROP INDEX "solicitacao_historico_empresa_idx";--> statement-breakpoint
CREATE INDEX "solicitacao_empresa_data_idx" ON "solicitacao" USING btree ("empresa_id","data" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "solicitacao_historico_empresa_idx" ON "solicitacao_historico_status" USING btree ("empresa_id","quando" DESC NULLS FIRST,"id" DESC NULLS FIRST);