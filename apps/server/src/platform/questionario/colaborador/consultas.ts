import { isAllowed } from '@ipe/domain/acesso';
import type { RegistroQuestionario, SituacaoRegistro } from '@ipe/domain/questionario/colaborador';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { colaboradorQuestionario as cq, usuario } from '../../../db/schema/index.ts';
import type { Session } from '../../auth/sessions.ts';
import { notFound } from '../../http/errors.ts';
import { DONO_DESCONHECIDO, type DescricaoRegistro, type DonoResposta } from './donos.ts';

/** Queries of the answering record and who may do what with one (routes.ts holds the routes). */

export type Donos = ReadonlyMap<string, DonoResposta>;
export const donoDe = (donos: Donos, tipo: string) => donos.get(tipo) ?? DONO_DESCONHECIDO;

const usuarioDoColaborador = alias(usuario, 'usuario_do_colaborador');

/** The columns every read of records takes: the record and the respondent's name. */
export const colunas = {
  id: cq.id,
  empresaId: cq.empresaId,
  questionarioId: cq.questionarioId,
  donoTipo: cq.donoTipo,
  donoId: cq.donoId,
  respondenteUsuarioId: cq.respondenteUsuarioId,
  respondenteColaboradorId: cq.respondenteColaboradorId,
  avaliadoColaboradorId: cq.avaliadoColaboradorId,
  prazo: cq.prazo,
  liberado: cq.liberado,
  respondidoParcialmente: cq.respondidoParcialmente,
  concluidoEm: cq.concluidoEm,
  questionarioRespostaId: cq.questionarioRespostaId,
  lembretesEnviados: cq.lembretesEnviados,
  respondenteNome: sql<string | null>`coalesce(${usuario.nome}, ${usuarioDoColaborador.nome})`,
};

/** select colunas from the records, with the respondent's user (direct or through the talent). */
export const selecionar = (db: Db) =>
  db
    .select(colunas)
    .from(cq)
    .leftJoin(usuario, eq(usuario.id, cq.respondenteUsuarioId))
    .leftJoin(usuarioDoColaborador, eq(usuarioDoColaborador.colaboradorId, cq.respondenteColaboradorId))
    .$dynamic();
export type Linha = Awaited<ReturnType<typeof selecionar>>[number];

/** The session user is the record's respondent (as a user, or as the talent its user is). */
export const ehRespondente = (
  r: Pick<Linha, 'respondenteUsuarioId' | 'respondenteColaboradorId'>,
  s: Session,
) =>
  r.respondenteUsuarioId === s.usuarioId ||
  (s.colaboradorId != null && r.respondenteColaboradorId === s.colaboradorId);

/** The session user's own records: condition over colaborador_questionario. */
export const doRespondente = (s: Pick<Session, 'usuarioId' | 'empresaId' | 'colaboradorId'>): SQL =>
  and(
    eq(cq.empresaId, s.empresaId),
    s.colaboradorId != null
      ? or(eq(cq.respondenteUsuarioId, s.usuarioId), eq(cq.respondenteColaboradorId, s.colaboradorId))
      : eq(cq.respondenteUsuarioId, s.usuarioId),
  ) as SQL;

/** A path id; anything but a positive 32-bit integer is a missing row. */
export const idDoCaminho = (raw: unknown) => {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound();
  return id;
};

/** What the session may do with one record. */
export interface Permissoes {
  respondente: boolean;
  /** HR (the kind's read authority, within its scope): lists, reads, prints. */
  ler: boolean;
  /** HR (the kind's write authority, within its scope): removes answers. */
  escrever: boolean;
  /** May answer for the respondent. */
  porOutro: boolean;
  /** The record is anonymous (its kind, or its owner): only its respondent reads its answers. */
  anonimo: boolean;
}

/** The owner ids among `linhas` whose records are anonymous (the kind's flag, or its per-owner hook). */
export async function donosAnonimos(
  db: Db,
  dono: DonoResposta,
  donoIds: readonly number[],
): Promise<ReadonlySet<number>> {
  if (dono.anonimo) return new Set(donoIds);
  if (!dono.anonimos || !donoIds.length) return new Set();
  return dono.anonimos(db, [...new Set(donoIds)]);
}

/** The record of the session's company (locked for the transaction when `travar`), else 404. */
export async function registroDaEmpresa(db: Db, s: Session, rawId: unknown, travar = false): Promise<Linha> {
  const id = idDoCaminho(rawId);
  if (travar)
    await db
      .select({ id: cq.id })
      .from(cq)
      .where(and(eq(cq.id, id), eq(cq.empresaId, s.empresaId)))
      .for('update');
  const [r] = await selecionar(db).where(and(eq(cq.id, id), eq(cq.empresaId, s.empresaId)));
  if (!r) throw notFound();
  return r;
}

export async function permissoes(db: Db, s: Session, dono: DonoResposta, r: Linha): Promise<Permissoes> {
  const respondente = ehRespondente(r, s);
  const podeLer = isAllowed(dono.acesso.read, s.authorities);
  const podeEscrever = isAllowed(dono.acesso.write, s.authorities);
  let noEscopo = podeLer || podeEscrever;
  const escopo = noEscopo ? dono.escopo?.(s) : undefined;
  if (escopo) {
    const [x] = await db
      .select({ id: cq.id })
      .from(cq)
      .where(and(eq(cq.id, r.id), escopo));
    noEscopo = !!x;
  }
  // An owner marked anonymous (`anonimos`): HR never reads one person's answers nor answers in their
  // name, only aggregates. An anonymous kind (`anonimo`) only hides who answered.
  const sigilo = !!dono.anonimos && (await dono.anonimos(db, [r.donoId])).has(r.donoId);
  return {
    respondente,
    ler: podeLer && noEscopo && !sigilo,
    escrever: podeEscrever && noEscopo,
    porOutro: !respondente && !!dono.porOutroUsuario && podeEscrever && noEscopo && !sigilo,
    anonimo: !!dono.anonimo || sigilo,
  };
}

export const situacaoDe = (r: Pick<Linha, 'concluidoEm' | 'questionarioRespostaId'>): SituacaoRegistro =>
  r.concluidoEm ? 'C' : r.questionarioRespostaId != null ? 'A' : 'P';

/** The owners' descriptions of a list of records: one call (one query) per owner kind present. */
export async function descrever(db: Db, donos: Donos, linhas: readonly Linha[]) {
  const porTipo = new Map<string, Linha[]>();
  for (const l of linhas) porTipo.set(l.donoTipo, [...(porTipo.get(l.donoTipo) ?? []), l]);
  const descricoes = new Map<number, DescricaoRegistro>();
  await Promise.all(
    [...porTipo].map(async ([tipo, lista]) => {
      const porEmpresa = new Map<number, Linha[]>();
      for (const l of lista) porEmpresa.set(l.empresaId, [...(porEmpresa.get(l.empresaId) ?? []), l]);
      for (const [empresaId, doGrupo] of porEmpresa) {
        const m = await donoDe(donos, tipo).descrever(db, empresaId, doGrupo);
        for (const [id, d] of m) descricoes.set(id, d);
      }
    }),
  );
  return descricoes;
}

/**
 * A record as the contracts answer it. `mostrarRespondente` false (an anonymous kind read by someone
 * other than the respondent) hides who answers.
 */
export function paraRegistro(
  donos: Donos,
  l: Linha,
  d: DescricaoRegistro | undefined,
  mostrarRespondente: boolean,
): RegistroQuestionario {
  const dono = donoDe(donos, l.donoTipo);
  const nome = l.respondenteNome ?? d?.respondente ?? null;
  return {
    id: l.id,
    questionarioId: l.questionarioId,
    donoTipo: l.donoTipo,
    dono: dono.nome,
    donoId: l.donoId,
    titulo: d?.titulo ?? dono.nome,
    linkDono: d?.link ?? null,
    linkResposta: d?.linkResposta ?? null,
    respondente:
      mostrarRespondente && nome !== null
        ? { usuarioId: l.respondenteUsuarioId, colaboradorId: l.respondenteColaboradorId, nome }
        : null,
    avaliado:
      l.avaliadoColaboradorId == null ? null : { id: l.avaliadoColaboradorId, nome: d?.avaliado ?? '' },
    prazo: l.prazo,
    liberado: l.liberado,
    situacao: situacaoDe(l),
    respondidoParcialmente: l.respondidoParcialmente,
    concluidoEm: l.concluidoEm,
  };
}
