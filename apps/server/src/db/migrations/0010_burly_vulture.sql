CREATE INDEX "candidato_cidade_id_index" ON "candidato" USING btree ("cidade_id");--> statement-breakpoint
CREATE INDEX "candidato_uf_id_index" ON "candidato" USING btree ("uf_id");--> statement-breakpoint
CREATE INDEX "candidato_rg_uf_id_index" ON "candidato" USING btree ("rg_uf_id");--> statement-breakpoint
CREATE INDEX "candidato_ctps_uf_id_index" ON "candidato" USING btree ("ctps_uf_id");--> statement-breakpoint
CREATE INDEX "candidato_uf_hab_id_index" ON "candidato" USING btree ("uf_hab_id");