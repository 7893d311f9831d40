-- Candidate search (modules/captacao/candidatos/busca.ts). Hand-written: drizzle-kit writes neither text
-- search configurations, functions nor triggers, and knows nothing of the `busca` column (the application
-- never reads or writes it: the triggers keep it).
--
-- Free text over the CV: Portuguese stemming after unaccent, so 'experiência', 'experiencias' and
-- 'EXPERIENCIA' meet. The column `busca` holds, by weight: A the roles of the experiences, the courses of
-- the education and the certificates' titles; B the free-text courses, the employers, schools and
-- certificate organisations; C what the candidate did in each job; D the résumé text (OCR) and the
-- candidate's observation. ts_rank weighs A > B > C > D.
CREATE TEXT SEARCH CONFIGURATION ipe_portuguese (COPY = pg_catalog.portuguese);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION ipe_portuguese
  ALTER MAPPING FOR hword, hword_part, word WITH public.unaccent, portuguese_stem;
--> statement-breakpoint
ALTER TABLE "candidato" ADD COLUMN "busca" tsvector;
--> statement-breakpoint
CREATE FUNCTION ipe_candidato_busca(c candidato) RETURNS tsvector
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT
      setweight(to_tsvector('ipe_portuguese'::regconfig, concat_ws(' ',
        (SELECT string_agg(concat_ws(' ', e.nome_mercado, g.nome, g.nome_mercado), ' ')
           FROM candidato_experiencia e LEFT JOIN cargo g ON g.id = e.cargo_id WHERE e.candidato_id = c.id),
        (SELECT string_agg(f.curso, ' ') FROM candidato_formacao f WHERE f.candidato_id = c.id),
        (SELECT string_agg(t.titulo, ' ') FROM candidato_certificado t WHERE t.candidato_id = c.id))), 'A') ||
      setweight(to_tsvector('ipe_portuguese'::regconfig, concat_ws(' ',
        c.cursos,
        (SELECT string_agg(e.empresa, ' ') FROM candidato_experiencia e WHERE e.candidato_id = c.id),
        (SELECT string_agg(f.local, ' ') FROM candidato_formacao f WHERE f.candidato_id = c.id),
        (SELECT string_agg(t.organizacao, ' ') FROM candidato_certificado t WHERE t.candidato_id = c.id))), 'B') ||
      setweight(to_tsvector('ipe_portuguese'::regconfig, coalesce(
        (SELECT string_agg(e.observacao, ' ') FROM candidato_experiencia e WHERE e.candidato_id = c.id), '')), 'C') ||
      setweight(to_tsvector('ipe_portuguese'::regconfig, concat_ws(' ', c.ocr_texto, c.observacao)), 'D')
  $$;
--> statement-breakpoint
-- The candidate's own text columns: computed before the row is written.
CREATE FUNCTION ipe_candidato_busca_proprio() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.busca := ipe_candidato_busca(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER candidato_busca_trg BEFORE INSERT OR UPDATE OF cursos, ocr_texto, observacao ON candidato
  FOR EACH ROW EXECUTE FUNCTION ipe_candidato_busca_proprio();
--> statement-breakpoint
-- The CV rows: once per statement, for every candidate the statement touched (a batch insert of the demo
-- seed recomputes each candidate once; the form's save, one statement per row, once per row).
CREATE FUNCTION ipe_candidato_busca_filhos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE candidato c SET busca = ipe_candidato_busca(c) WHERE c.id IN (SELECT candidato_id FROM novos);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE candidato c SET busca = ipe_candidato_busca(c) WHERE c.id IN (SELECT candidato_id FROM antigos);
  ELSE
    UPDATE candidato c SET busca = ipe_candidato_busca(c)
     WHERE c.id IN (SELECT candidato_id FROM novos UNION SELECT candidato_id FROM antigos);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER candidato_experiencia_busca_ins AFTER INSERT ON candidato_experiencia
  REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION ipe_candidato_busca_filhos();
--> statement-breakpoint
CREATE TRIGGER candidato_experiencia_busca_upd AFTER UPDATE ON candidato_experiencia
  REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION ipe_candidato_busca_filhos();
--> statement-breakpoint
CREATE TRIGGER candidato_experiencia_busca_del AFTER DELETE ON candidato_experiencia
  REFERENCING OLD TABLE AS antigos FOR EACH STATEMENT EXECUTE FUNCTION ipe_candidato_busca_filhos();
--> statement-breakpoint
CREATE TRIGGER candidato_formacao_busca_ins AFTER INSERT ON candidato_formacao
  REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION ipe_candidato_busca_filhos();
--> statement-breakpoint
CREATE TRIGGER candidato_formacao_busca_upd AFTER UPDATE ON candidato_formacao
  REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION ipe_candidato_busca_filhos();
--> statement-breakpoint
CREATE TRIGGER candidato_formacao_busca_del AFTER DELETE ON candidato_formacao
  REFERENCING OLD TABLE AS antigos FOR EACH STATEMENT EXECUTE FUNCTION ipe_candidato_busca_filhos();
--> statement-breakpoint
CREATE TRIGGER candidato_certificado_busca_ins AFTER INSERT ON candidato_certificado
  REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION ipe_candidato_busca_filhos();
--> statement-breakpoint
CREATE TRIGGER candidato_certificado_busca_upd AFTER UPDATE ON candidato_certificado
  REFERENCING OLD TABLE AS antigos NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION ipe_candidato_busca_filhos();
--> statement-breakpoint
CREATE TRIGGER candidato_certificado_busca_del AFTER DELETE ON candidato_certificado
  REFERENCING OLD TABLE AS antigos FOR EACH STATEMENT EXECUTE FUNCTION ipe_candidato_busca_filhos();
--> statement-breakpoint
CREATE INDEX "candidato_busca_idx" ON "candidato" USING gin ("busca");
--> statement-breakpoint
-- The list's order (nome in the list's ICU collation, id): page 0 walks it and stops after one page.
CREATE INDEX "candidato_lista_idx" ON "candidato" USING btree ("empresa_id", "nome" collate "und-x-icu", "id");
--> statement-breakpoint
-- The name filter: ipe_unaccent(nome) ILIKE '%palavra%' for each word typed.
CREATE INDEX "candidato_nome_trgm_idx" ON "candidato" USING gin (ipe_unaccent("nome") gin_trgm_ops);
--> statement-breakpoint
-- The age filter (a range of birth dates).
CREATE INDEX "candidato_nascimento_idx" ON "candidato" USING btree ("empresa_id", "data_nascimento");
