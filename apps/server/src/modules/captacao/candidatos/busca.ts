/**
 * The candidate search (GET /api/captacao/candidatos with the filters below): extra conditions, order and
 * count of the generic list, so the list stays the one generic route. Wired into the candidate hooks with
 * `...hooksBuscaCandidatos`. Every filter is optional; the query-string names are the web filter's. The
 * declaration's own list filters (cargosIds, areasInteresseIds, conhecimentosIds, ufId, cidadeId,
 * escolaridade, sexo: any of the comma-separated values) are the generic list's; these are the rest.
 *
 * | param             | meaning                                                                      |
 * | ----------------- | ---------------------------------------------------------------------------- |
 * | status            | TODOS (default), DISPONIVEL, INDISPONIVEL, CONTRATADO, EX_COLABORADOR        |
 * | qualificacao      | TODOS (default), QUALIFICADO, NAO_QUALIFICADO, DADOS_INCOMPLETOS, NAO_VERIFICADO |
 * | nome              | every word in the name, in any order, ignoring accents and case              |
 * | cpf               | the CPF or its first digits (punctuation ignored)                            |
 * | idiomaId, nivelIdioma | speaks the language, at least at that level (BASICO < INTERMEDIARIO < AVANCADO) |
 * | idadeMin, idadeMax| age in whole years today                                                      |
 * | texto             | full-text search of the CV, ordered by relevance (web search syntax: "frase", -palavra, or) |
 */
import {
  LIMITE_CONTAGEM_CANDIDATOS,
  NIVEL_IDIOMA_BUSCA_OPTIONS,
  QUALIFICACAO_BUSCA_OPTIONS,
  STATUS_CANDIDATO_OPTIONS,
} from '@ipe/domain/resources/captacao/candidatos/busca';
import { mascararCpf } from '@ipe/domain/resources/captacao/selecao/index';
import { and, asc, eq, exists, getTableColumns, gte, inArray, lte, or, SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { candidato } from '../schema.ts';
import { candidatoIdioma, candidatoNome } from './schema.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { badRequest } from '../../../platform/http/errors.ts';

const STATUS_BUSCA = STATUS_CANDIDATO_OPTIONS.map((o) => o.value);
const QUALIFICACOES = QUALIFICACAO_BUSCA_OPTIONS.map((o) => o.value);
const NIVEIS_IDIOMA = NIVEL_IDIOMA_BUSCA_OPTIONS.map((o) => o.value);

/**
 * The count stops here: past it the answer says "more than" (`totalLimitado`). An exact count(*) of a
 * million candidates reads a million index entries on every page (tens of ms); counting up to the cap
 * costs at most this many, and the footer still tells the truth ('Mais de 10.000 registros').
 */
export const LIMITE_CONTAGEM = LIMITE_CONTAGEM_CANDIDATOS;

/** The text search configuration of the migration: Portuguese stemming after unaccent. */
// A literal, not a parameter: the planner folds websearch_to_tsquery(<literal>, <bound value>) into a
// constant, which both the GIN index and the stop-word test below need.
const TS_CONFIG = sql.raw(`'ipe_portuguese'::regconfig`);
const busca = sql`${candidato}.busca`;
const consulta = (texto: string) => sql`websearch_to_tsquery(${TS_CONFIG}, ${texto})`;

type Query = Record<string, string | undefined>;

const valor = (q: Query, name: string) => {
  const v = q[name]?.trim();
  return v ? v : undefined;
};

function ids(q: Query, name: string, label: string): number[] | undefined {
  const v = valor(q, name);
  if (!v) return undefined;
  const out = v.split(',').map((p) => Number(p.trim()));
  if (out.some((n) => !Number.isInteger(n) || n <= 0)) throw badRequest(`Filtro ${label} inválido.`);
  return out;
}

function inteiro(q: Query, name: string, label: string, min: number, max: number): number | undefined {
  const v = valor(q, name);
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw badRequest(`Filtro ${label} inválido.`);
  return n;
}

function opcao<T extends string>(q: Query, name: string, label: string, opcoes: readonly T[]): T | undefined {
  const v = valor(q, name);
  if (v === undefined) return undefined;
  if (!opcoes.includes(v as T)) throw badRequest(`Filtro ${label} inválido.`);
  return v as T;
}

/** The words of a name search (at most 8), each as a `%word%` LIKE pattern (\, % and _ escaped). */
const padroes = (nome: string) =>
  nome
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((p) => `%${p.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);

/**
 * Accent- and case-insensitive `%word%` on the name, for each word typed (in any order), on the side
 * table (candidatoNome: `nome_busca` = lower(ipe_unaccent(nome)); `lower(a) LIKE lower(b)` is how
 * PostgreSQL evaluates `a ILIKE b`, so the matches are those of the condition on candidato below).
 */
const nomeContem = (nome: string, coluna: SQL | typeof candidatoNome.nomeBusca) =>
  and(...padroes(nome).map((p) => sql`${coluna} LIKE lower(ipe_unaccent(${p}))`));

/**
 * The name condition of the list's where, on candidato (its trigram index), for the statements that read
 * candidato: the whole and brief lists, and the CV search, which combines this index with its own
 * (BitmapAnd: 272 ms for 'maria' + 'vendas' at 1,000,000 candidates; through the side table's ids,
 * 809 ms). A name search's page takes it out and reads the side table instead (paginaPorNome).
 */
const condicaoNome = new WeakMap<Query, SQL>();
function porNome(q: Query, nome: string): SQL {
  const cond = and(
    ...padroes(nome).map((p) => sql`ipe_unaccent(${candidato.nome}) ILIKE ipe_unaccent(${p})`),
  );
  condicaoNome.set(q, cond as SQL);
  return cond as SQL;
}

/** The birth date that makes someone `anos` years old today (local calendar). */
function nascidoHa(anos: number, hoje = new Date()): string {
  const d = new Date(hoje.getFullYear() - anos, hoje.getMonth(), hoje.getDate());
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}

/** The conditions of the search beyond the company scope (which the generic list adds). */
export function listWhereCandidatos({ query: q }: { query: Query }): SQL | undefined {
  const conds: (SQL | undefined)[] = [];

  switch (opcao(q, 'status', 'Status', STATUS_BUSCA)) {
    case 'DISPONIVEL':
      conds.push(sql`${candidato.disponivel} and not ${candidato.contratado}`);
      break;
    case 'INDISPONIVEL':
      conds.push(sql`not ${candidato.disponivel} and not ${candidato.contratado}`);
      break;
    case 'CONTRATADO':
      conds.push(eq(candidato.contratado, true));
      break;
    case 'EX_COLABORADOR':
      conds.push(eq(candidato.jaFoiColaborador, true));
      break;
  }
  const qualificacao = opcao(q, 'qualificacao', 'Qualificação', QUALIFICACOES);
  if (qualificacao && qualificacao !== 'TODOS') conds.push(eq(candidato.qualificacaoCadastral, qualificacao));

  const nome = valor(q, 'nome');
  if (nome) conds.push(porNome(q, nome));

  const cpf = valor(q, 'cpf')?.replace(/\D/g, '');
  if (cpf !== undefined && valor(q, 'cpf')) {
    if (!cpf || cpf.length > 11) throw badRequest('Filtro CPF inválido.');
    // A range, not LIKE 'prefix%': it uses the (empresa_id, cpf) index whatever the database collation.
    conds.push(
      cpf.length === 11
        ? eq(candidato.cpf, cpf)
        : and(gte(candidato.cpf, cpf), lte(candidato.cpf, cpf.padEnd(11, '9'))),
    );
  }

  const [idioma] = ids(q, 'idiomaId', 'Idioma') ?? [];
  const nivel = opcao(q, 'nivelIdioma', 'Nível do idioma', NIVEIS_IDIOMA);
  if (nivel && !idioma) throw badRequest('Informe o idioma para filtrar pelo nível.');
  if (idioma)
    conds.push(
      exists(
        sql`(select 1 from ${candidatoIdioma} where ${candidatoIdioma.candidatoId} = ${candidato.id} and ${and(
          eq(candidatoIdioma.idiomaId, idioma),
          nivel
            ? inArray(candidatoIdioma.nivel, NIVEIS_IDIOMA.slice(NIVEIS_IDIOMA.indexOf(nivel)))
            : undefined,
        )})`,
      ),
    );

  const idadeMin = inteiro(q, 'idadeMin', 'Idade mínima', 0, 120);
  const idadeMax = inteiro(q, 'idadeMax', 'Idade máxima', 0, 120);
  if (idadeMin !== undefined && idadeMax !== undefined && idadeMin > idadeMax)
    throw badRequest('A idade mínima deve ser menor ou igual à máxima.');
  // Age n: born after (today − (n+1) years) and on or before (today − n years).
  if (idadeMin !== undefined) conds.push(lte(candidato.dataNascimento, nascidoHa(idadeMin)));
  if (idadeMax !== undefined) conds.push(sql`${candidato.dataNascimento} > ${nascidoHa(idadeMax + 1)}`);

  const texto = valor(q, 'texto');
  if (texto) {
    if (texto.length > 200) throw badRequest('A busca no currículo deve ter no máximo 200 caracteres.');
    // Only stop words ('de', 'para') make an empty query, which matches nothing: no filter then. The test
    // folds to a constant when planned (the function is immutable), so the GIN index still serves the match.
    conds.push(or(sql`numnode(${consulta(texto)}) = 0`, sql`${busca} @@ ${consulta(texto)}`));
  }
  return and(...conds);
}

/**
 * The name order through an expression no index serves (`nome || ''` sorts exactly as `nome`), for the
 * statements of a name search that read candidato (the whole list, the brief list; a page comes from
 * paginaPorNome). Ordering by the column itself let PostgreSQL walk the list index (candidato_lista_idx)
 * and filter until a page matched: the candidates of a common first name sit together in the alphabet, so
 * `nome=maria` read 655,546 index entries for 15 rows (3.3–6.8 s at 1,000,000 candidates).
 * `planoNome.test.ts` checks the plans.
 */
const nomeSemIndice = sql`(${candidato.nome} || '') collate "und-x-icu"`;

/**
 * With a text search, most relevant first (ties by id); with a name search in the name order, that order
 * applied after the matches are found (nomeSemIndice); otherwise the requested or declared sort.
 */
export function listOrderCandidatos({ query: q }: { query: Query }): SQL[] | undefined {
  const texto = valor(q, 'texto');
  if (texto) return [sql`ts_rank(${busca}, ${consulta(texto)}) desc`, asc(candidato.id)];
  const [campo, direcao] = (valor(q, 'sort') ?? 'nome').split(',');
  if (!valor(q, 'nome') || campo !== 'nome') return undefined;
  return [direcao === 'desc' ? sql`${nomeSemIndice} desc` : nomeSemIndice, asc(candidato.id)];
}

type Pagina = { db: Db; where: SQL | undefined; query: Query; size: number; offset: number };

/**
 * A CV search's page and total in one statement: the first LIMITE_CONTAGEM + 1 matches the full-text
 * index yields are ranked and counted, and the page is the most relevant of them (then its rows are read
 * by id, routes.ts). Ranking every match read them all: 101,335 for 'vendas' at 1,000,000 candidates
 * (1.9 s on a loaded machine; 250 ms this way). The trade-off, above 10,000 matches only: the page is
 * ordered among those 10,001 matches (the first the index finds, not the most relevant of all); the
 * footer then says 'Mais de 10.000 registros encontrados.' and the user narrows the search. In the
 * statement's transaction: 16 MB of work_mem, so the bitmap of a broad word stays exact (with 4 MB it
 * went lossy and rechecked whole pages); no sequential scan, which the planner picks for a broad word
 * hoping to find 10,001 matches early but which reads the whole table when they sit at its end; no JIT,
 * which spent up to 360 ms compiling a statement this size.
 */
function paginaPorRelevancia({ db, where, query, size, offset }: Pagina, limite = LIMITE_CONTAGEM) {
  const texto = valor(query, 'texto');
  if (!texto) return undefined;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.execute(sql`set local work_mem = '16MB'`);
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local jit = off`);
    const { rows } = (await tx.execute(sql`
      with m as materialized (
        select ${candidato.id} as id, ts_rank(${busca}, ${consulta(texto)}) as r
        from ${candidato} where ${where} limit ${limite + 1})
      select (select count(*)::int from m) as n,
             array(select id from m order by r desc, id limit ${size} offset ${offset}) as ids`)) as unknown as {
      rows: { n: number; ids: number[] }[];
    };
    const [{ n, ids }] = rows;
    return n > limite ? { ids, total: limite, limitado: true } : { ids, total: n, limitado: false };
  });
}

/** `where` with the condition `alvo` (the very object, wherever it sits) replaced by `true`. */
function sem(where: SQL, alvo: SQL): SQL {
  return new SQL(
    where.queryChunks.map((c) => (c === alvo ? sql`true` : c instanceof SQL ? sem(c, alvo) : c)),
  );
}

const dialeto = new PgDialect({ casing: 'snake_case' });
/** The columns of candidato the side table copies (under the same names). */
const COPIADAS = new Set(Object.keys(getTableColumns(candidatoNome)).map(toSnakeCase));
/** Whether every column of candidato that `where` reads is copied in the side table. */
function soCopiadas(where: SQL): boolean {
  const usadas = dialeto.sqlToQuery(where).sql.matchAll(/"candidato"\."(\w+)"/g);
  return [...usadas].every(([, c]) => COPIADAS.has(c));
}

/**
 * A name search's page and capped total in one statement, from the side table (candidatoNome): its
 * trigram index finds the matches, they are filtered, sorted by name (collate "und-x-icu", then id, as the
 * list orders) and counted up to LIMITE_CONTAGEM + 1; the page's rows are then read by id (routes.ts).
 * The side table has no order index, so no plan can walk the alphabet and filter (655,546 rows read for
 * 15 with 'maria' at 1,000,000 candidates), and it is narrow: 'maria' (49,997 matches) no longer reads
 * the matches from the 1.2 GB candidate heap. The rest of the list's where (company scope, status, sex,
 * age, schooling, city…) reads columns the side table copies under the same names, so it runs on the side
 * table aliased "candidato"; a condition on another column joins candidato by id (slower: one heap row
 * per match). Not for a CV search (ordered by relevance) nor another sort.
 */
function paginaPorNome({ db, where, query, size, offset }: Pagina, limite = LIMITE_CONTAGEM) {
  const nome = valor(query, 'nome');
  const cond = condicaoNome.get(query);
  const [campo, direcao] = (valor(query, 'sort') ?? 'nome').split(',');
  if (!nome || !cond || !where || valor(query, 'texto') || campo !== 'nome') return undefined;
  const resto = sem(where, cond);
  const origem = soCopiadas(resto)
    ? sql`${candidatoNome} as "candidato" where ${nomeContem(nome, sql`"candidato"."nome_busca"`)} and ${resto}`
    : sql`${candidatoNome} join ${candidato} on ${candidato.id} = ${candidatoNome.id}
          where ${nomeContem(nome, candidatoNome.nomeBusca)} and ${resto}`;
  const desc = sql.raw(direcao === 'desc' ? ' desc' : '');
  return db
    .execute(
      sql`
      with m as materialized (select "candidato"."id" as id, "candidato"."nome" as nome from ${origem})
      select (select count(*)::int from (select 1 from m limit ${limite + 1}) c) as n,
             array(select id from m order by nome collate "und-x-icu"${desc}, id
                   limit ${size} offset ${offset}) as ids`,
    )
    .then((r) => {
      const [{ n, ids }] = (r as unknown as { rows: { n: number; ids: number[] }[] }).rows;
      return n > limite ? { ids, total: limite, limitado: true } : { ids, total: n, limitado: false };
    });
}

/** What the candidate hooks spread in: `{...hooksBuscaCandidatos, …}`. */
export const hooksBuscaCandidatos: Pick<
  CrudHooks,
  'listWhere' | 'listOrder' | 'listCountLimit' | 'listPage' | 'listRow'
> = {
  listWhere: listWhereCandidatos,
  listOrder: listOrderCandidatos,
  listCountLimit: LIMITE_CONTAGEM,
  listPage: (ctx) => paginaPorRelevancia(ctx) ?? paginaPorNome(ctx),
  // The list (and its PDF/XLSX) shows the CPF masked, as the board (issue 24 §3); the record keeps it whole.
  listRow: (row) => ('cpf' in row ? { ...row, cpf: mascararCpf(row.cpf as string | null) } : row),
};
