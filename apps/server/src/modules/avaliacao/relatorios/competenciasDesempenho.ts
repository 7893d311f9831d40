/**
 * The chosen competence levels of a performance evaluation, one row per concluded form × competence
 * (resposta_competencia_desempenho, copied weight and required level). `comAvaliador` adds who answered:
 * only for non-anonymous evaluations; an anonymous one never selects it.
 */
import { percentualCompetencias } from '@ipe/domain/resources/avaliacao/nineboxPosicao';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { nomeCompetencia } from './desempenho.ts';
import { linhas } from './sql.ts';

export interface NivelEscolhido {
  form: number;
  avaliado: number;
  tipo: string;
  competencia_id: number;
  competencia: string;
  peso: number;
  exigida: number | null;
  exigido: string | null;
  ordem: number | null;
  nivel: string | null;
  /** Only with `comAvaliador`. */
  avaliador_id?: number | null;
  avaliador?: string;
}

export function niveisEscolhidos(
  db: Db,
  avaliacaoId: number,
  avaliados: readonly number[],
  comAvaliador: boolean,
): Promise<NivelEscolhido[]> {
  if (!avaliados.length) return Promise.resolve([]);
  const avaliador: SQL = comAvaliador
    ? sql`, cq.respondente_colaborador_id as avaliador_id,
        coalesce(rc.nome, ru.nome) as avaliador`
    : sql``;
  const juncao: SQL = comAvaliador
    ? sql`left join colaborador rc on rc.id = cq.respondente_colaborador_id
        left join usuario ru on ru.id = cq.respondente_usuario_id`
    : sql``;
  return linhas<NivelEscolhido>(
    db,
    sql`select * from (select cq.id as form, r.avaliado_colaborador_id as avaliado, r.tipo_competencia as tipo, r.competencia_id,
        ${nomeCompetencia(sql`r.tipo_competencia`, sql`r.competencia_id`)} as competencia, r.peso,
        ne.ordem as exigida, ne.descricao as exigido, nc.ordem, nc.descricao as nivel ${avaliador}
      from resposta_competencia_desempenho r
      join colaborador_questionario cq on cq.id = r.colaborador_questionario_id and cq.concluido_em is not null
      left join nivel_competencia ne on ne.id = r.nivel_exigido_id
      left join nivel_competencia nc on nc.id = r.nivel_competencia_id
      ${juncao}
      where r.avaliacao_desempenho_id = ${avaliacaoId}
        and r.avaliado_colaborador_id = any(${`{${avaliados.join(',')}}`}::int[])
      ) x order by competencia collate "und-x-icu", tipo, competencia_id`,
  );
}

export async function ordemMaxima(db: Db, empresaId: number): Promise<number> {
  const [r] = await linhas<{ m: number }>(
    db,
    sql`select coalesce(max(ordem), 0)::int as m from nivel_competencia where empresa_id = ${empresaId}`,
  );
  return r.m;
}

/** One competence's percentage (the Nine Box's formula: 50 at the required level, 100 at the highest). */
export const percentualDe = (exigida: number | null, media: number | null, peso: number, max: number) =>
  exigida == null ? null : percentualCompetencias([{ peso, exigida, registrada: media }], max);

export const chaveCompetencia = (n: Pick<NivelEscolhido, 'tipo' | 'competencia_id'>) =>
  `${n.tipo}${n.competencia_id}`;

/** Rows grouped by competence, in the query's order. */
export function porCompetencia<T extends Pick<NivelEscolhido, 'tipo' | 'competencia_id'>>(
  ns: readonly T[],
): T[][] {
  const m = new Map<string, T[]>();
  for (const n of ns) {
    const k = chaveCompetencia(n);
    m.set(k, [...(m.get(k) ?? []), n]);
  }
  return [...m.values()];
}
