/**
 * The participants matrix's writes (spec 2 §3 'Appraisal participants', §4 actions), each one set-based
 * statement or two inside the caller's transaction, whatever the number of talents: the bench creates
 * 2,000 evaluated × 5 evaluators this way (bench/participantes-desempenho.ts).
 *
 * Who is whose leader comes from area responsibility (area_responsavel and area_co_responsavel, the
 * platform's area-responsibility data): a talent's leaders are the responsibles of its area other than
 * itself, or, when it is its area's only responsible (or the area has none), those of the mother area;
 * the talents it leads are the active people of the areas it is responsible for; its peers are the
 * talents picked in the same request and the same area (docs/decisoes.md 'Participantes').
 */
import {
  MAX_CELULAS_POR_OPERACAO,
  MSG_PARTICIPANTES as M,
} from '@ipe/domain/resources/avaliacao/participantes';
import type { PreencherParticipantes } from '@ipe/domain/resources/avaliacao/index';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { areasDaSessao, gestorDaSessao } from '../../cargoSalario/index.ts';
import type { AvaliacaoLida } from './liberacao.ts';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** An int[] literal of checked integers (one statement for any number of ids). */
export const inteiros = (l: readonly number[]) =>
  sql.raw(`array[${l.map((n) => String(Math.trunc(Number(n)))).join(',')}]::int[]`);

/** The evaluation as the participant routes read it (the release's columns and the self-evaluation flag). */
export interface AvaliacaoParticipantes extends AvaliacaoLida {
  permiteAutoAvaliacao: boolean;
}

/** Active talents (neither dismissed nor cancelled), over alias `c`. */
export const ATIVO = sql.raw(`c.data_desligamento is null and c.situacao not in ('D', 'C')`);

/**
 * The talents an area-scoped session reaches (a condition over alias `c`): itself and the people of the
 * areas it is responsible for, with sub-areas. Empty for HR.
 */
export function escopoTalento(s: Session, alias = 'c'): SQL {
  const areas = areasDaSessao(s);
  if (!areas) return sql``;
  const c = sql.raw(alias);
  return sql`and (${c}.id = ${gestorDaSessao(s)} or ${c}.area_organizacional_id in ${areas})`;
}

/** Refuses the request when some id is not an active talent of the company within the session's scope. */
async function talentosValidos(tx: Db, s: Session, ids: readonly number[]): Promise<void> {
  const distintos = [...new Set(ids)];
  const r = await tx.execute(sql`
    select count(*)::int as n from colaborador c
     where c.id = any(${inteiros(distintos)}) and c.empresa_id = ${s.empresaId} and ${ATIVO} ${escopoTalento(s)}`);
  if (rowsOf<{ n: number }>(r)[0].n !== distintos.length) throw badRequest(M.talentoForaDoEscopo);
}

/** Throws (rolling the caller's transaction back) when one request made more cells than allowed. */
function dentroDoLimite(n: number) {
  if (n > MAX_CELULAS_POR_OPERACAO) throw badRequest(M.maximoCelulas(n));
}

/**
 * Adds the talents as evaluated rows and, as the flags ask, their leaders (R), the talents they lead (A),
 * their peers among the talents picked (P) and their self-evaluation (U). A pair already in the matrix
 * keeps its role; when one evaluator fits several roles, the first of U, R, A, P wins.
 */
export async function preencherMatriz(
  tx: Db,
  s: Session,
  a: AvaliacaoParticipantes,
  p: PreencherParticipantes,
): Promise<{ avaliados: number; avaliadores: number }> {
  if (p.geraAutoavaliacao && !a.permiteAutoAvaliacao) throw badRequest(M.semAutoavaliacao);
  await talentosValidos(tx, s, p.colaboradoresIds);
  const ids = inteiros([...new Set(p.colaboradoresIds)]);
  const r = await tx.execute(sql`
    insert into avaliado_avaliacao_desempenho (empresa_id, avaliacao_desempenho_id, colaborador_id)
    select ${a.empresaId}, ${a.id}, x from unnest(${ids}) as x
    on conflict do nothing`);
  const avaliados = (r as { rowCount?: number | null }).rowCount ?? 0;
  if (
    !p.geraAutoavaliacao &&
    !p.preencheAvaliadosLideres &&
    !p.preencheAvaliadosLiderados &&
    !p.preencheAvaliadosPares
  )
    return { avaliados, avaliadores: 0 };
  const c = await tx.execute(sql`
    with av as (
      select av.id, av.colaborador_id as cid, c.area_organizacional_id as area
        from avaliado_avaliacao_desempenho av join colaborador c on c.id = av.colaborador_id
       where av.avaliacao_desempenho_id = ${a.id} and av.colaborador_id = any(${ids})
    ),
    resp as (
      select r.area_organizacional_id as area, r.colaborador_id as cid from area_responsavel r
      union
      select r.area_organizacional_id, r.colaborador_id from area_co_responsavel r
    ),
    ativo as (
      select c.id, c.area_organizacional_id as area from colaborador c
       where c.empresa_id = ${a.empresaId} and ${ATIVO}
    ),
    cand as (
      select av.id, av.cid, av.cid as avaliador, 'U' as papel, 0 as prio from av where ${p.geraAutoavaliacao}::boolean
      union all
      select av.id, av.cid, r.cid, 'R', 1 from av join resp r on r.area = av.area join ativo t on t.id = r.cid
       where ${p.preencheAvaliadosLideres}::boolean and r.cid <> av.cid
      union all
      select av.id, av.cid, r.cid, 'R', 1
        from av join area_organizacional ao on ao.id = av.area
        join resp r on r.area = ao.area_mae_id join ativo t on t.id = r.cid
       where ${p.preencheAvaliadosLideres}::boolean and r.cid <> av.cid
         and not exists (select 1 from resp x join ativo y on y.id = x.cid where x.area = av.area and x.cid <> av.cid)
      union all
      select av.id, av.cid, t.id, 'A', 2 from av join resp r on r.cid = av.cid join ativo t on t.area = r.area
       where ${p.preencheAvaliadosLiderados}::boolean and t.id <> av.cid
      union all
      select av.id, av.cid, o.cid, 'P', 3 from av join av o on o.area = av.area
       where ${p.preencheAvaliadosPares}::boolean and o.cid <> av.cid
    ),
    unico as (
      select distinct on (id, avaliador) id, cid, avaliador, papel from cand order by id, avaliador, prio
    )
    insert into participante_avaliacao_desempenho
      (empresa_id, avaliacao_desempenho_id, avaliado_id, avaliado_colaborador_id, avaliador_colaborador_id, papel)
    select ${a.empresaId}, ${a.id}, id, cid, avaliador, papel from unico
    on conflict do nothing`);
  const avaliadores = (c as { rowCount?: number | null }).rowCount ?? 0;
  dentroDoLimite(avaliadores);
  return { avaliados, avaliadores };
}

/**
 * Adds every evaluator to every evaluated talent given (already rows of the matrix within scope), with the
 * role chosen; pairs already present keep theirs, and nobody evaluates itself this way (that is U).
 */
export async function adicionarAvaliadoresMatriz(
  tx: Db,
  s: Session,
  a: AvaliacaoParticipantes,
  avaliados: readonly number[],
  avaliadores: readonly { colaboradorId?: number | null; usuarioId?: number | null }[],
  papel: string,
): Promise<number> {
  const alvo = [...new Set(avaliados)];
  const linhas = await tx.execute(sql`
    select count(*)::int as n from avaliado_avaliacao_desempenho av join colaborador c on c.id = av.colaborador_id
     where av.avaliacao_desempenho_id = ${a.id} and av.colaborador_id = any(${inteiros(alvo)}) ${escopoTalento(s)}`);
  if (rowsOf<{ n: number }>(linhas)[0].n !== alvo.length) throw badRequest(M.avaliadoInvalido);
  const talentos = [...new Set(avaliadores.flatMap((x) => x.colaboradorId ?? []))];
  const usuarios = [...new Set(avaliadores.flatMap((x) => x.usuarioId ?? []))];
  if (talentos.length) await talentosValidos(tx, s, talentos);
  if (usuarios.length) {
    // Users without talent evaluate only when HR adds them (an area-scoped session picks talents).
    const u = await tx.execute(sql`
      select count(distinct u.id)::int as n from usuario u join usuario_empresa ue on ue.usuario_id = u.id
       where u.id = any(${inteiros(usuarios)}) and ue.empresa_id = ${s.empresaId} and u.ativo`);
    if (areasDaSessao(s) || rowsOf<{ n: number }>(u)[0].n !== usuarios.length)
      throw badRequest(M.avaliadorInvalido);
  }
  const n = alvo.length * (talentos.length + usuarios.length);
  dentroDoLimite(n);
  const r = await tx.execute(sql`
    insert into participante_avaliacao_desempenho
      (empresa_id, avaliacao_desempenho_id, avaliado_id, avaliado_colaborador_id,
       avaliador_colaborador_id, avaliador_usuario_id, papel)
    select ${a.empresaId}, ${a.id}, av.id, av.colaborador_id, x.c, x.u, ${papel}
      from avaliado_avaliacao_desempenho av
      cross join (select t as c, null::int as u from unnest(${inteiros(talentos)}) as t
                  union all select null::int, u from unnest(${inteiros(usuarios)}) as u) x
     where av.avaliacao_desempenho_id = ${a.id} and av.colaborador_id = any(${inteiros(alvo)})
       and x.c is distinct from av.colaborador_id
    on conflict do nothing`);
  return (r as { rowCount?: number | null }).rowCount ?? 0;
}

/** The self-evaluations (U) of the rows given, or of every row within scope. */
export async function gerarAutoavaliacoes(
  tx: Db,
  s: Session,
  a: AvaliacaoParticipantes,
  colaboradoresIds: readonly number[] | undefined,
): Promise<number> {
  if (!a.permiteAutoAvaliacao) throw badRequest(M.semAutoavaliacao);
  const so = colaboradoresIds?.length
    ? sql`and av.colaborador_id = any(${inteiros(colaboradoresIds)})`
    : sql``;
  const r = await tx.execute(sql`
    insert into participante_avaliacao_desempenho
      (empresa_id, avaliacao_desempenho_id, avaliado_id, avaliado_colaborador_id, avaliador_colaborador_id, papel)
    select ${a.empresaId}, ${a.id}, av.id, av.colaborador_id, av.colaborador_id, 'U'
      from avaliado_avaliacao_desempenho av join colaborador c on c.id = av.colaborador_id
     where av.avaliacao_desempenho_id = ${a.id} ${so} ${escopoTalento(s)}
    on conflict do nothing`);
  return (r as { rowCount?: number | null }).rowCount ?? 0;
}

/** A cell's record holds answers (a draft saved or the form concluded), over alias `cq`. */
const RESPONDIDO = sql.raw(`(cq.questionario_resposta_id is not null or cq.concluido_em is not null)`);

/** Deletes the unanswered answering records of removed cells (their answers never existed). */
async function removerRegistrosVazios(tx: Db, ids: readonly number[]) {
  if (!ids.length) return;
  await tx.execute(sql`
    delete from colaborador_questionario
     where id = any(${inteiros(ids)}) and questionario_resposta_id is null and concluido_em is null`);
}

/**
 * Removes the cells chosen (`onde`, a condition over `p`, within the session's scope over the evaluated
 * talent `c`) that have no answers; the answered ones stay. Answers how many went and how many stayed.
 */
export async function removerCelulas(
  tx: Db,
  s: Session,
  a: AvaliacaoParticipantes,
  onde: SQL,
): Promise<{ removidos: number; mantidos: number }> {
  const r = await tx.execute(sql`
    with alvo as (
      select p.id, p.colaborador_questionario_id as cq, coalesce(${RESPONDIDO}, false) as respondido
        from participante_avaliacao_desempenho p
        join colaborador c on c.id = p.avaliado_colaborador_id
        left join colaborador_questionario cq on cq.id = p.colaborador_questionario_id
       where p.avaliacao_desempenho_id = ${a.id} and (${onde}) ${escopoTalento(s)}
    ),
    fora as (
      delete from participante_avaliacao_desempenho p using alvo
       where p.id = alvo.id and not alvo.respondido returning alvo.cq
    )
    select (select count(*) from alvo where respondido)::int as mantidos,
           coalesce((select array_agg(cq) from fora where cq is not null), '{}') as registros,
           (select count(*) from fora)::int as removidos`);
  const [x] = rowsOf<{ mantidos: number; removidos: number; registros: number[] }>(r);
  await removerRegistrosVazios(tx, x.registros.map(Number));
  return { removidos: x.removidos, mantidos: x.mantidos };
}

/**
 * Removes the evaluated rows given (within scope) that received no answers, with their cells and unanswered
 * records; a row with an answered cell stays whole.
 */
export async function removerAvaliados(
  tx: Db,
  s: Session,
  a: AvaliacaoParticipantes,
  colaboradoresIds: readonly number[],
): Promise<{ removidos: number; mantidos: number }> {
  const r = await tx.execute(sql`
    with alvo as (
      select av.id, exists (
               select 1 from participante_avaliacao_desempenho p
                 join colaborador_questionario cq on cq.id = p.colaborador_questionario_id
                where p.avaliado_id = av.id and ${RESPONDIDO}) as respondido
        from avaliado_avaliacao_desempenho av join colaborador c on c.id = av.colaborador_id
       where av.avaliacao_desempenho_id = ${a.id} and av.colaborador_id = any(${inteiros(colaboradoresIds)})
         ${escopoTalento(s)}
    ),
    registros as (
      select p.colaborador_questionario_id as cq from participante_avaliacao_desempenho p join alvo on alvo.id = p.avaliado_id
       where not alvo.respondido and p.colaborador_questionario_id is not null
    ),
    fora as (
      delete from avaliado_avaliacao_desempenho av using alvo where av.id = alvo.id and not alvo.respondido returning av.id
    )
    select (select count(*) from alvo where respondido)::int as mantidos,
           (select count(*) from fora)::int as removidos,
           coalesce((select array_agg(cq) from registros), '{}') as registros`);
  const [x] = rowsOf<{ mantidos: number; removidos: number; registros: number[] }>(r);
  await removerRegistrosVazios(tx, x.registros.map(Number));
  return { removidos: x.removidos, mantidos: x.mantidos };
}
