/**
 * What the performance evaluation reports share: the evaluation of the filter, the evaluated talents the
 * session sees (a manager: its areas with sub-areas) with area, position and band, and their results
 * (desempenho/resultados.ts: the formula of resultadoDesempenho.ts and the anonymity rule, a talent's
 * numbers withheld below 2 evaluators besides itself). Anonymity is a promise: in an anonymous evaluation
 * no report reads who answered what; they read aggregates of talents whose results are shown.
 */
import { MSG_RELATORIO_DESEMPENHO as M } from '@ipe/domain/relatorios/avaliacao/filtrosDesempenho';
import type { ResultadoAvaliado } from '@ipe/domain/resources/avaliacao/desempenhoQuestionarios';
import { DONOS_AVALIACAO } from '@ipe/domain/resources/avaliacao/respostas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { fieldErrors } from '../../../platform/http/errors.ts';
import { areasDaSessao } from '../../cargoSalario/index.ts';
import { resultadosDaAvaliacao } from '../desempenho/resultados.ts';
import { linhas } from './sql.ts';

export const DONO_DESEMPENHO = DONOS_AVALIACAO.desempenho;
/** Shown in place of a withheld number (the results screen's words). */
export const MENOS_DE_DOIS = 'Menos de 2 avaliadores';

export interface AvaliacaoDoRelatorio {
  id: number;
  titulo: string;
  anonima: boolean;
  tipo: string;
  dataIni: string;
  dataFim: string;
  exibeResultadoAutoAvaliacao: boolean;
}

/** The filter's evaluation, of the session's company; else a field error on `avaliacaoId`. */
export async function avaliacaoDoFiltro(db: Db, s: Session, id: number): Promise<AvaliacaoDoRelatorio> {
  const [a] = await linhas<AvaliacaoDoRelatorio>(
    db,
    sql`select id, titulo, anonima, tipo, data_ini::text as "dataIni", data_fim::text as "dataFim",
        exibe_resultado_auto_avaliacao as "exibeResultadoAutoAvaliacao"
      from avaliacao_desempenho where id = ${id} and empresa_id = ${s.empresaId}`,
  );
  if (!a) throw fieldErrors([{ field: 'avaliacaoId', message: M.avaliacaoNaoEncontrada }]);
  return a;
}

/** `and <col> = any(ids)` when the list has ids (an optional list left empty means all). */
export const emIds = (col: SQL, ids: readonly number[] | undefined): SQL =>
  ids?.length ? sql`and ${col} = any(${`{${ids.join(',')}}`}::int[])` : sql``;

/** A manager sees the talents of its areas (with sub-areas); HR every talent. */
export function escopo(s: Session, colunaArea: SQL): SQL {
  const areas = areasDaSessao(s);
  return areas ? sql`and ${colunaArea} in ${areas}` : sql``;
}

export interface Avaliado {
  id: number;
  nome: string;
  matricula: string | null;
  area: string;
  cargo: string | null;
  faixa: string | null;
}

/** The evaluation's evaluated talents the session sees, narrowed by areas, bands or ids, by name. */
export function avaliadosDaAvaliacao(
  db: Db,
  s: Session,
  avaliacaoId: number,
  f: { areasIds?: readonly number[]; faixasIds?: readonly number[]; ids?: readonly number[] } = {},
): Promise<Avaliado[]> {
  return linhas<Avaliado>(
    db,
    sql`select c.id, c.nome, c.matricula, coalesce(ar.descricao_hierarquia, ar.nome) as area,
        cg.nome as cargo, case when fs.id is null then null else cg.nome || ' ' || fs.nome end as faixa
      from avaliado_avaliacao_desempenho v
      join colaborador c on c.id = v.colaborador_id
      join area_organizacional ar on ar.id = c.area_organizacional_id
      left join cargo cg on cg.id = c.cargo_id
      left join faixa_salarial fs on fs.id = c.faixa_salarial_id
      where v.avaliacao_desempenho_id = ${avaliacaoId} and c.empresa_id = ${s.empresaId}
        ${emIds(sql`c.area_organizacional_id`, f.areasIds)}
        ${emIds(sql`c.faixa_salarial_id`, f.faixasIds)}
        ${emIds(sql`c.id`, f.ids)}
        ${escopo(s, sql`c.area_organizacional_id`)}
      order by c.nome collate "und-x-icu", c.id`,
  );
}

/** The results of the evaluation by evaluated talent (withheld ones have `oculto`). */
export async function resultadosPorAvaliado(
  db: Db,
  s: Session,
  a: AvaliacaoDoRelatorio,
): Promise<Map<number, ResultadoAvaliado>> {
  const r = await resultadosDaAvaliacao(db, s.empresaId, a);
  return new Map(r.map((x) => [x.avaliado.id, x]));
}

export const talentoTexto = (nome: string, matricula: string | null) =>
  matricula ? `${nome} (${matricula})` : nome;

/** A number or, withheld, the reason (PDF and XLSX show the text in the number's cell). */
export const ouOculto = (oculto: boolean, v: number | null) => (oculto ? MENOS_DE_DOIS : v);

/** Mean of the numbers (null for none), two decimals. */
export function mediaDe(v: readonly (number | string | null)[]): number | null {
  const n = v.filter((x): x is number => typeof x === 'number');
  return n.length ? Math.round((n.reduce((a, b) => a + b, 0) / n.length) * 100) / 100 : null;
}

/** A competence's name by its kind (C conhecimento, H habilidade, A atitude). */
export const nomeCompetencia = (tipo: SQL, id: SQL) => sql`case ${tipo}
    when 'C' then (select nome from conhecimento where id = ${id})
    when 'H' then (select nome from habilidade where id = ${id})
    else (select nome from atitude where id = ${id}) end`;

export const TIPO_COMPETENCIA: Record<string, string> = {
  C: 'Conhecimento',
  H: 'Habilidade',
  A: 'Atitude',
};
