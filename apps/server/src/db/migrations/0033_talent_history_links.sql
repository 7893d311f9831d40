-- A talent's history rows linked in their order (data, id), so set-based reads need no window over every
-- row (issue 20, /analytics/cargos-salarios: the two windows over 92,000 rows were ~40 % of its
-- PostgreSQL time): anterior_id, the row before (null for the first), and proxima_data, the next row's
-- date (null for the last): the row is in force on [data, proxima_data). Derived columns, not in the
-- Drizzle schema (no API shows them); the statement triggers below keep them for every write path
-- (CRUD, realignments, the demo, imports) by recomputing the touched talents' rows. A fifth of each page
-- is left free (fillfactor 80) so those updates stay on their page (HOT: no index entry rewritten): a
-- collective adjustment's 20,000 new rows and their 20,000 predecessors get their links about 2x faster.
ALTER TABLE "colaborador_historico" SET (fillfactor = 80);
--> statement-breakpoint
ALTER TABLE "colaborador_historico" ADD COLUMN "anterior_id" integer, ADD COLUMN "proxima_data" date;
--> statement-breakpoint
UPDATE "colaborador_historico" h SET anterior_id = s.anterior_id, proxima_data = s.proxima_data
  FROM (SELECT id, lag(id) OVER w AS anterior_id, lead(data) OVER w AS proxima_data FROM colaborador_historico
        WINDOW w AS (PARTITION BY colaborador_id ORDER BY data, id)) s
 WHERE h.id = s.id;
--> statement-breakpoint
-- Recomputes the links of these talents. Their rows in colaborador are locked first, so two transactions
-- writing one talent's history take turns, and the UPDATE (a new snapshot under READ COMMITTED) sees the
-- other's committed rows. Returns at once for no talent: the trigger's own UPDATE fires the UPDATE trigger,
-- which finds no changed (colaborador_id, data) and must not update again.
CREATE FUNCTION ipe_colaborador_historico_encadear(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) = 0 THEN RETURN; END IF;
  PERFORM 1 FROM colaborador WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  UPDATE colaborador_historico h SET anterior_id = s.anterior_id, proxima_data = s.proxima_data
    FROM (SELECT id, lag(id) OVER w AS anterior_id, lead(data) OVER w AS proxima_data
            FROM colaborador_historico WHERE colaborador_id = ANY (ids)
          WINDOW w AS (PARTITION BY colaborador_id ORDER BY data, id)) s
   WHERE h.id = s.id AND (h.anterior_id, h.proxima_data) IS DISTINCT FROM (s.anterior_id, s.proxima_data);
END $$;
--> statement-breakpoint
CREATE FUNCTION ipe_colaborador_historico_encadear_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ipe_colaborador_historico_encadear(ARRAY(SELECT DISTINCT colaborador_id FROM novas));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ipe_colaborador_historico_encadear_del() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ipe_colaborador_historico_encadear(ARRAY(SELECT DISTINCT colaborador_id FROM velhas));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION ipe_colaborador_historico_encadear_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ipe_colaborador_historico_encadear(ARRAY(
    SELECT unnest(ARRAY[v.colaborador_id, n.colaborador_id]) FROM velhas v JOIN novas n ON n.id = v.id
     WHERE (v.colaborador_id, v.data) IS DISTINCT FROM (n.colaborador_id, n.data)
    UNION SELECT n.colaborador_id FROM novas n WHERE n.id NOT IN (SELECT id FROM velhas)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER colaborador_historico_encadear_ins AFTER INSERT ON colaborador_historico
  REFERENCING NEW TABLE AS novas FOR EACH STATEMENT EXECUTE FUNCTION ipe_colaborador_historico_encadear_ins();
--> statement-breakpoint
CREATE TRIGGER colaborador_historico_encadear_del AFTER DELETE ON colaborador_historico
  REFERENCING OLD TABLE AS velhas FOR EACH STATEMENT EXECUTE FUNCTION ipe_colaborador_historico_encadear_del();
--> statement-breakpoint
CREATE TRIGGER colaborador_historico_encadear_upd AFTER UPDATE ON colaborador_historico
  REFERENCING OLD TABLE AS velhas NEW TABLE AS novas FOR EACH STATEMENT
  EXECUTE FUNCTION ipe_colaborador_historico_encadear_upd();
