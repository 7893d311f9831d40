/**
 * The experience follow-up report rows, set-based: talents × experience periods with the follow-up answered
 * for each (acompanhamento_experiencia → colaborador_questionario kind 'acompanhamento-experiencia' → the
 * engine's questionario_resposta, whose `percentual` is the score), and the model of each answering found
 * by its question set (modelo_avaliacao.questionario_id is unique). Area scope: a manager sees only the
 * talents of its areas (with sub-areas).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { areasDaSessao } from '../../cargoSalario/index.ts';

export const DONO_ACOMPANHAMENTO = 'acompanhamento-experiencia';
/** A concluded answering's day in Brazil (the product's calendar). */
const diaConcluido = sql`(cq.concluido_em at time zone 'America/Sao_Paulo')::date`;

export async function linhas<T>(db: Db, q: SQL): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

/** `and <col> = any(ids)` when the list has ids, nothing when empty (an optional list means all). */
const emIds = (col: SQL, ids: readonly number[] | undefined): SQL =>
  ids?.length ? sql`and ${col} = any(${`{${ids.join(',')}}`}::int[])` : sql``;

function escopo(s: Session): SQL {
  const areas = areasDaSessao(s);
  return areas ? sql`and c.area_organizacional_id in ${areas}` : sql``;
}

export interface LinhaAcompanhamento {
  colaborador_id: number;
  nome: string;
  matricula: string | null;
  data_admissao: string;
  area: string;
  cargo: string | null;
  periodo: string;
  dias: number;
  prevista: string;
  concluido: string | null;
  respondente: string | null;
  modelo: string | null;
  percentual: number | null;
  minimo: number | null;
}

/**
 * One row per talent and chosen period (talents not cancelled nor dismissed before the due date), with the
 * last concluded follow-up of that period. `prevista` (admission + the period's days) or `admissao` in
 * [ini, fim] narrows the talents.
 */
export function acompanhamentosSql(
  s: Session,
  f: {
    periodosIds: readonly number[];
    areasIds?: readonly number[];
    estabelecimentosIds?: readonly number[];
    colaboradoresIds?: readonly number[];
    prevista?: { ini: string; fim: string };
    admissao?: { ini: string; fim: string };
  },
): SQL {
  return sql`select c.id as colaborador_id, c.nome, c.matricula, c.data_admissao::text as data_admissao,
      coalesce(ar.descricao_hierarquia, ar.nome) as area, cg.nome as cargo, p.nome as periodo, p.dias,
      (c.data_admissao + p.dias)::text as prevista, r.concluido::text as concluido, r.respondente, r.modelo,
      r.percentual::float8 as percentual, r.minimo::float8 as minimo
    from colaborador c
    join periodo_experiencia p on p.empresa_id = c.empresa_id ${emIds(sql`p.id`, f.periodosIds)}
    join area_organizacional ar on ar.id = c.area_organizacional_id
    left join cargo cg on cg.id = c.cargo_id
    left join lateral (
      select ${diaConcluido} as concluido, u.nome as respondente, m.titulo as modelo, qr.percentual,
        m.percentual_minimo_aprovacao as minimo
      from acompanhamento_experiencia a
      join colaborador_questionario cq on cq.dono_tipo = ${DONO_ACOMPANHAMENTO} and cq.dono_id = a.id
        and cq.concluido_em is not null
      join questionario_resposta qr on qr.id = cq.questionario_resposta_id
      left join modelo_avaliacao m on m.questionario_id = cq.questionario_id
      left join usuario u on u.id = coalesce(cq.respondido_por_usuario_id, cq.respondente_usuario_id)
      where a.colaborador_id = c.id and a.periodo_experiencia_id = p.id
      order by cq.concluido_em desc, cq.id desc limit 1
    ) r on true
    where c.empresa_id = ${s.empresaId} and c.situacao <> 'C'
      and (c.data_desligamento is null or c.data_desligamento >= c.data_admissao + p.dias)
      ${emIds(sql`c.area_organizacional_id`, f.areasIds)}
      ${emIds(sql`c.estabelecimento_id`, f.estabelecimentosIds)}
      ${emIds(sql`c.id`, f.colaboradoresIds)}
      ${f.prevista ? sql`and c.data_admissao + p.dias between ${f.prevista.ini}::date and ${f.prevista.fim}::date` : sql``}
      ${f.admissao ? sql`and c.data_admissao between ${f.admissao.ini}::date and ${f.admissao.fim}::date` : sql``}
      ${escopo(s)}
    order by coalesce(ar.descricao_hierarquia, ar.nome) collate "und-x-icu", ar.id, c.nome collate "und-x-icu", c.id, p.dias, p.id`;
}

export interface LinhaResultado {
  colaborador_questionario_id: number;
  nome: string;
  matricula: string | null;
  area: string;
  cargo: string | null;
  periodo: string | null;
  concluido: string;
  respondente: string | null;
  percentual: number | null;
  minimo: number | null;
}

/**
 * The concluded follow-ups of one model whose answering day is in [ini, fim], one row each, best score
 * first (then by name): the ranking's order; the result report reorders by area.
 */
export function resultadosSql(
  s: Session,
  f: {
    dataIni: string;
    dataFim: string;
    modeloId: number;
    areasIds: readonly number[];
    estabelecimentosIds: readonly number[];
  },
): SQL {
  return sql`select cq.id as colaborador_questionario_id, c.nome, c.matricula,
      coalesce(ar.descricao_hierarquia, ar.nome) as area, cg.nome as cargo, p.nome as periodo,
      ${diaConcluido}::text as concluido, u.nome as respondente, qr.percentual::float8 as percentual,
      m.percentual_minimo_aprovacao::float8 as minimo
    from colaborador_questionario cq
    join modelo_avaliacao m on m.questionario_id = cq.questionario_id and m.id = ${f.modeloId}
      and m.empresa_id = ${s.empresaId}
    join questionario_resposta qr on qr.id = cq.questionario_resposta_id
    join acompanhamento_experiencia a on a.id = cq.dono_id
    join periodo_experiencia p on p.id = a.periodo_experiencia_id
    join colaborador c on c.id = a.colaborador_id
    join area_organizacional ar on ar.id = c.area_organizacional_id
    left join cargo cg on cg.id = c.cargo_id
    left join usuario u on u.id = coalesce(cq.respondido_por_usuario_id, cq.respondente_usuario_id)
    where cq.empresa_id = ${s.empresaId} and cq.dono_tipo = ${DONO_ACOMPANHAMENTO}
      and cq.concluido_em is not null
      and ${diaConcluido} between ${f.dataIni}::date and ${f.dataFim}::date
      ${emIds(sql`c.area_organizacional_id`, f.areasIds)}
      ${emIds(sql`c.estabelecimento_id`, f.estabelecimentosIds)}
      ${escopo(s)}
    order by qr.percentual desc nulls last, c.nome collate "und-x-icu", cq.id`;
}

/** 'Aprovado' when the score reaches the model's minimum; '' when either is missing. */
export function resultadoTexto(percentual: number | null, minimo: number | null): string {
  if (percentual == null || minimo == null) return '';
  return percentual >= minimo ? 'Aprovado' : 'Reprovado';
}

export const talentoTexto = (nome: string, matricula: string | null) =>
  matricula ? `${nome} (${matricula})` : nome;

/** Names of chosen rows of a company register, for the 'filters used' lines. */
export async function nomesDe(
  db: Db,
  tabela:
    | 'estabelecimento'
    | 'area_organizacional'
    | 'periodo_experiencia'
    | 'colaborador'
    | 'modelo_avaliacao',
  ids: readonly number[],
  empresaId: number,
  coluna = 'nome',
): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await linhas<{ nome: string }>(
    db,
    sql`select ${sql.identifier(coluna)} as nome from ${sql.identifier(tabela)}
      where empresa_id = ${empresaId} ${emIds(sql.raw('id'), ids)}
      order by ${sql.identifier(coluna)} collate "und-x-icu"`,
  );
  return rows.map((r) => r.nome);
}

export async function* emLotes<L>(rows: readonly L[], n = 2_000): AsyncGenerator<L[]> {
  for (let i = 0; i < rows.length; i += n) yield rows.slice(i, i + n);
}
