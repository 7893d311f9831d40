-- Accent-insensitive search that an index can serve: unaccent() is only STABLE (its dictionary could
-- change), so it cannot appear in an index; this wrapper pins the dictionary and is IMMUTABLE.
CREATE OR REPLACE FUNCTION ipe_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cidade_nome_trgm_idx" ON "cidade" USING gin (ipe_unaccent("nome") gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bairro_nome_trgm_idx" ON "bairro" USING gin (ipe_unaccent("nome") gin_trgm_ops);
