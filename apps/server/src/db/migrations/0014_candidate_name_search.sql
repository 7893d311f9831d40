-- The candidates' names for the name search (modules/captacao/candidatos/busca.ts, paginaPorNome): a
-- narrow copy of candidato's name and filter columns kept by triggers. The table is drizzle-kit's
-- (candidatoNome); the rest is hand-written (drizzle-kit writes neither functions nor triggers) and ordered
-- for a large base: the existing candidates are copied before the foreign key is validated and the trigram
-- index built (once, not row by row), in name order, so that the matches of a first name sit on few pages
-- (at 1,000,000 candidates 'maria' read ~800 pages instead of ~14,800).
CREATE TABLE "candidato_nome" (
	"id" integer PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"nome" varchar(100) NOT NULL,
	"nome_busca" text NOT NULL,
	"disponivel" boolean NOT NULL,
	"contratado" boolean NOT NULL,
	"ja_foi_colaborador" boolean NOT NULL,
	"qualificacao_cadastral" varchar(20) NOT NULL,
	"sexo" varchar(1) NOT NULL,
	"escolaridade" varchar(2),
	"data_nascimento" date,
	"cpf" varchar(11),
	"cidade_id" integer,
	"uf_id" integer
);
--> statement-breakpoint
INSERT INTO candidato_nome (id, nome_busca, empresa_id, nome, disponivel, contratado, ja_foi_colaborador, qualificacao_cadastral, sexo, escolaridade, data_nascimento, cpf, cidade_id, uf_id)
  SELECT id, lower(ipe_unaccent(nome)), empresa_id, nome, disponivel, contratado, ja_foi_colaborador, qualificacao_cadastral, sexo, escolaridade, data_nascimento, cpf, cidade_id, uf_id FROM candidato
  ORDER BY 2;
--> statement-breakpoint
ALTER TABLE "candidato_nome" ADD CONSTRAINT "candidato_nome_id_candidato_id_fk" FOREIGN KEY ("id") REFERENCES "public"."candidato"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidato_nome_busca_trgm_idx" ON "candidato_nome" USING gin ("nome_busca" gin_trgm_ops);
--> statement-breakpoint
-- Inserts once per statement (the demo seed inserts its candidates a few statements at a time); a change
-- row by row, only when one of the copied columns changes (the LGPD anonymisation renames, a batch
-- verification changes the qualification); a delete by the foreign key's cascade.
CREATE FUNCTION ipe_candidato_nome_ins() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO candidato_nome (id, nome_busca, empresa_id, nome, disponivel, contratado, ja_foi_colaborador, qualificacao_cadastral, sexo, escolaridade, data_nascimento, cpf, cidade_id, uf_id)
    SELECT id, lower(ipe_unaccent(nome)), empresa_id, nome, disponivel, contratado, ja_foi_colaborador, qualificacao_cadastral, sexo, escolaridade, data_nascimento, cpf, cidade_id, uf_id FROM novos;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER candidato_nome_ins AFTER INSERT ON candidato
  REFERENCING NEW TABLE AS novos FOR EACH STATEMENT EXECUTE FUNCTION ipe_candidato_nome_ins();
--> statement-breakpoint
CREATE FUNCTION ipe_candidato_nome_upd() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE candidato_nome SET nome_busca = lower(ipe_unaccent(NEW.nome)),
    (empresa_id, nome, disponivel, contratado, ja_foi_colaborador, qualificacao_cadastral, sexo, escolaridade, data_nascimento, cpf, cidade_id, uf_id) =
    (NEW.empresa_id, NEW.nome, NEW.disponivel, NEW.contratado, NEW.ja_foi_colaborador, NEW.qualificacao_cadastral, NEW.sexo, NEW.escolaridade, NEW.data_nascimento, NEW.cpf, NEW.cidade_id, NEW.uf_id)
    WHERE id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER candidato_nome_upd AFTER UPDATE OF empresa_id, nome, disponivel, contratado, ja_foi_colaborador, qualificacao_cadastral, sexo, escolaridade, data_nascimento, cpf, cidade_id, uf_id ON candidato FOR EACH ROW
  WHEN ((OLD.empresa_id, OLD.nome, OLD.disponivel, OLD.contratado, OLD.ja_foi_colaborador, OLD.qualificacao_cadastral, OLD.sexo, OLD.escolaridade, OLD.data_nascimento, OLD.cpf, OLD.cidade_id, OLD.uf_id) IS DISTINCT FROM
        (NEW.empresa_id, NEW.nome, NEW.disponivel, NEW.contratado, NEW.ja_foi_colaborador, NEW.qualificacao_cadastral, NEW.sexo, NEW.escolaridade, NEW.data_nascimento, NEW.cpf, NEW.cidade_id, NEW.uf_id))
  EXECUTE FUNCTION ipe_candidato_nome_upd();
