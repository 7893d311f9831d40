import fs from 'node:fs';
import path from 'node:path';
import { normalizeSearch } from '@ipe/domain';

/**
 * The CBO 2002 occupations (Classificação Brasileira de Ocupações, 2,694 codes), read once from
 * db/seed/data/cbo.csv. Source: the table of @brazilian-utils/brazilian-utils 2.4.0 (MIT; `getCbo`,
 * built from the Ministério do Trabalho e Emprego's cbo2002-ocupacao.csv), copied into the repository
 * because the server has no network at run time; runs of spaces in descriptions were collapsed.
 */
export interface Cbo {
  /** Six digits, leading zeros kept: '212405'. */
  codigo: string;
  descricao: string;
  /** '2124-05 - Analista de desenvolvimento de sistemas', as a salary band shows it. */
  descricaoCompleta: string;
}

export const CBO_MAX_RESULTADOS = 20;
const FILE = path.join(import.meta.dirname, '../../../db/seed/data/cbo.csv');

interface Entrada extends Cbo {
  /** Description without accents, lower case, for matching. */
  busca: string;
}

let cache: Entrada[] | null = null;

/** The whole table, in code order. */
export function cbos(): readonly Entrada[] {
  if (cache) return cache;
  const [, ...lines] = fs.readFileSync(FILE, 'utf8').trim().split('\n');
  cache = lines.map((l) => {
    const i = l.indexOf(';');
    const codigo = l.slice(0, i);
    const descricao = l.slice(i + 1).trim();
    return {
      codigo,
      descricao,
      descricaoCompleta: `${codigo.slice(0, 4)}-${codigo.slice(4)} - ${descricao}`,
      busca: normalizeSearch(descricao),
    };
  });
  return cache;
}

/** The occupation of a code ('212405' or '2124-05'), or null. */
export function cboPorCodigo(codigo: string | null | undefined): Cbo | null {
  const digits = (codigo ?? '').replace(/\D/g, '');
  const e = cbos().find((c) => c.codigo === digits);
  return e ? semBusca(e) : null;
}

const semBusca = ({ codigo, descricao, descricaoCompleta }: Entrada): Cbo => ({
  codigo,
  descricao,
  descricaoCompleta,
});

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * At most 20 occupations matching a text: a code prefix when the text is a code ('2124', '2124-0'),
 * otherwise every word of the text starting a word of the description, ignoring accents and case
 * ('analista sist' finds 'Analista de desenvolvimento de sistemas'). Descriptions that start with the
 * text come first, then code order.
 */
export function buscarCbos(texto: string | null | undefined, limite = CBO_MAX_RESULTADOS): Cbo[] {
  const q = normalizeSearch(texto);
  if (!q) return [];
  if (/^[\d.\-\s]+$/.test(q)) {
    const prefixo = q.replace(/\D/g, '');
    return cbos()
      .filter((c) => c.codigo.startsWith(prefixo))
      .slice(0, limite)
      .map(semBusca);
  }
  const palavras = q.split(/\s+/).map((w) => new RegExp(`(^|[^\\p{L}\\p{N}])${escapeRegex(w)}`, 'u'));
  const hits = cbos().filter((c) => palavras.every((re) => re.test(c.busca)));
  const primeiro = hits.filter((c) => c.busca.startsWith(q));
  const resto = hits.filter((c) => !c.busca.startsWith(q));
  return [...primeiro, ...resto].slice(0, limite).map(semBusca);
}
