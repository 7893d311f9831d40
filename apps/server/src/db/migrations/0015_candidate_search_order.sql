-- Candidate search (0009): the stored vector must equal ipe_candidato_busca() recomputed at any time.
-- 1. string_agg without ORDER BY took the CV rows in whatever order the plan read them: the statement
--    trigger (a hash join of experience and cargo) and a later recomputation put the same words at
--    different positions (883 of the 2,040 demo candidates), so a phrase search ("analista dp") could
--    match or miss depending on when the vector was written. Now each list is in id (entry) order.
-- 2. The experiences' position names (cargo.nome, nome_mercado) are copied into the vector: renaming a
--    position now refreshes the candidates who list it, so the search follows the new name.
CREATE OR REPLACE FUNCTION ipe_candidato_busca(c candidato) RETURNS tsvector
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$
    SELECT
      setweight(to_tsvector('ipe_portuguese'::regconfig, concat_ws(' ',
        (SELECT string_agg(concat_ws(' ', e.nome_mercado, g.nome, g.nome_mercado), ' ' ORDER BY e.id)
           FROM candidato_experiencia e LEFT JOIN cargo g ON g.id = e.cargo_id WHERE e.candidato_id = c.id),
        (SELECT string_agg(f.curso, ' ' ORDER BY f.id) FROM candidato_formacao f WHERE f.candidato_id = c.id),
        (SELECT string_agg(t.titulo, ' ' ORDER BY t.id) FROM candidato_certificado t WHERE t.candidato_id = c.id))), 'A') ||
      setweight(to_tsvector('ipe_portuguese'::regconfig, concat_ws(' ',
        c.cursos,
        (SELECT string_agg(e.empresa, ' ' ORDER BY e.id) FROM candidato_experiencia e WHERE e.candidato_id = c.id),
        (SELECT string_agg(f.local, ' ' ORDER BY f.id) FROM candidato_formacao f WHERE f.candidato_id = c.id),
        (SELECT string_agg(t.organizacao, ' ' ORDER BY t.id) FROM candidato_certificado t WHERE t.candidato_id = c.id))), 'B') ||
      setweight(to_tsvector('ipe_portuguese'::regconfig, coalesce(
        (SELECT string_agg(e.observacao, ' ' ORDER BY e.id) FROM candidato_experiencia e WHERE e.candidato_id = c.id), '')), 'C') ||
      setweight(to_tsvector('ipe_portuguese'::regconfig, concat_ws(' ', c.ocr_texto, c.observacao)), 'D')
  $$;
--> statement-breakpoint
CREATE FUNCTION ipe_candidato_busca_cargo() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidato c SET busca = ipe_candidato_busca(c)
   WHERE c.id IN (SELECT e.candidato_id FROM candidato_experiencia e WHERE e.cargo_id = NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER cargo_busca_candidatos_upd AFTER UPDATE OF nome, nome_mercado ON cargo FOR EACH ROW
  WHEN (OLD.nome IS DISTINCT FROM NEW.nome OR OLD.nome_mercado IS DISTINCT FROM NEW.nome_mercado)
  EXECUTE FUNCTION ipe_candidato_busca_cargo();
--> statement-breakpoint
-- The vectors written with the old order (only the positions of their words change).
UPDATE candidato c SET busca = ipe_candidato_busca(c) WHERE c.busca IS DISTINCT FROM ipe_candidato_busca(c);
