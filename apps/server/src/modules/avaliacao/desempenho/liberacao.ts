/**
 * Releasing a performance evaluation (spec 2 §4: released or blocked, released in bulk, participants
 * notified by e-mail): the answering records of its evaluator × evaluated cells, their release flag, and
 * the evaluators' notices (inbox box 'A' and e-mail through the outbox), all inside the caller's
 * transaction. q22-participantes calls `sincronizarRegistros` after changing the cells of a released one.
 */
import { formatDate } from '@ipe/domain';
import {
  MSG_DESEMPENHO_ACOES as M,
  ROTA_QUESTIONARIO_DESEMPENHO,
} from '@ipe/domain/resources/avaliacao/index';
import { DONOS_AVALIACAO } from '@ipe/domain/resources/avaliacao/respostas';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { auditar } from '../../../platform/audit.ts';
import { diaDeHoje, type Session } from '../../../platform/auth/sessions.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { enfileirarEmail, escaparHtml, layoutEmail } from '../../../platform/mail/index.ts';
import { postarMensagem } from '../../../platform/mensagens/index.ts';
import { criarRegistros, liberarRegistros } from '../../../platform/questionario/colaborador/index.ts';

const TIPO = DONOS_AVALIACAO.desempenho;
const MINHAS_PENDENCIAS = '/minhas-pendencias';
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** The evaluation's columns the release reads (locked by `avaliacaoTravada`). */
export interface AvaliacaoLida {
  id: number;
  empresaId: number;
  titulo: string;
  dataIni: string;
  dataFim: string;
  questionarioId: number;
  liberada: boolean;
  possuiResposta: boolean;
  anonima: boolean;
  tipo: string;
}

export const COLUNAS_AVALIACAO = sql.raw(`a.id, a.empresa_id as "empresaId", a.titulo,
  to_char(a.data_ini, 'YYYY-MM-DD') as "dataIni", to_char(a.data_fim, 'YYYY-MM-DD') as "dataFim",
  a.questionario_id as "questionarioId", a.liberada, a.possui_resposta as "possuiResposta", a.anonima, a.tipo`);

/** The link of one record's form (the evaluator's answering screen). */
export const linkQuestionario = (registroId: number) => `${ROTA_QUESTIONARIO_DESEMPENHO}/${registroId}`;

/**
 * Creates the answering records the evaluation's cells lack (one INSERT … SELECT through criarRegistros)
 * and links each cell to its record; removes nothing. Answers the ids of the records created.
 */
export async function sincronizarRegistros(tx: Db, a: AvaliacaoLida): Promise<number[]> {
  const r = await tx.execute(sql`
    select avaliador_usuario_id as u, avaliador_colaborador_id as c, avaliado_colaborador_id as av
      from participante_avaliacao_desempenho
     where avaliacao_desempenho_id = ${a.id} and colaborador_questionario_id is null`);
  const cells = rowsOf<{ u: number | null; c: number | null; av: number }>(r);
  if (!cells.length) return [];
  const criados = await criarRegistros(tx, {
    empresaId: a.empresaId,
    donoTipo: TIPO,
    donoId: a.id,
    questionarioId: a.questionarioId,
    prazo: a.dataFim,
    liberado: a.liberada,
    itens: cells.map((x) => ({
      respondenteUsuarioId: x.u,
      respondenteColaboradorId: x.c,
      avaliadoColaboradorId: x.av,
    })),
  });
  await tx.execute(sql`
    update participante_avaliacao_desempenho p set colaborador_questionario_id = cq.id
      from colaborador_questionario cq
     where p.avaliacao_desempenho_id = ${a.id} and p.colaborador_questionario_id is null
       and cq.dono_tipo = ${TIPO} and cq.dono_id = ${a.id} and cq.questionario_id = ${a.questionarioId}
       and coalesce(cq.respondente_usuario_id, 0) = coalesce(p.avaliador_usuario_id, 0)
       and coalesce(cq.respondente_colaborador_id, 0) = coalesce(p.avaliador_colaborador_id, 0)
       and cq.avaliado_colaborador_id = p.avaliado_colaborador_id`);
  return criados.map((c) => c.id);
}

interface Avaliador {
  usuarioId: number;
  email: string | null;
  registros: number[];
}

/**
 * The evaluators (as users: the respondent user, or the user linked to the respondent talent) with open
 * records in the evaluation, optionally only those among `registroIds`. Talents without a user are left
 * out: nobody could open the link.
 */
async function avaliadoresAbertos(tx: Db, a: AvaliacaoLida, registroIds?: number[]): Promise<Avaliador[]> {
  const so = registroIds
    ? sql`and cq.id = any(${sql.raw(`array[${registroIds.map(Number).join(',') || 'null'}]::int[]`)})`
    : sql``;
  const r = await tx.execute(sql`
    select u.id as "usuarioId", u.email, array_agg(cq.id order by cq.id) as registros
      from colaborador_questionario cq
      join usuario u on u.id = coalesce(cq.respondente_usuario_id,
        (select x.id from usuario x where x.colaborador_id = cq.respondente_colaborador_id limit 1))
     where cq.dono_tipo = ${TIPO} and cq.dono_id = ${a.id} and cq.empresa_id = ${a.empresaId}
       and cq.concluido_em is null ${so}
     group by u.id, u.email
     order by u.id`);
  return rowsOf<Avaliador>(r).map((x) => ({ ...x, registros: x.registros.map(Number) }));
}

/**
 * One notice per evaluator: a message in box 'A' and, with an address, an e-mail. The link opens the form
 * itself when the evaluator has one record to answer, else *Minhas pendências*, which lists each form.
 * Answers how many evaluators were notified.
 */
export async function notificarAvaliadores(
  tx: Db,
  s: Session,
  a: AvaliacaoLida,
  base: string | null,
  registroIds?: number[],
): Promise<number> {
  const avaliadores = await avaliadoresAbertos(tx, a, registroIds);
  if (!avaliadores.length) return 0;
  const [empresa] = rowsOf<{ nome: string; corPrincipal: string | null; corSecundaria: string | null }>(
    await tx.execute(sql`select nome, cor_principal as "corPrincipal", cor_secundaria as "corSecundaria"
                           from empresa where id = ${a.empresaId}`),
  );
  const prazo = formatDate(a.dataFim);
  for (const av of avaliadores) {
    const n = av.registros.length;
    const link = n === 1 ? linkQuestionario(av.registros[0]) : MINHAS_PENDENCIAS;
    const texto =
      n === 1
        ? `Você tem uma avaliação a responder em "${a.titulo}" até ${prazo}.`
        : `Você tem ${n} avaliações a responder em "${a.titulo}" até ${prazo}.`;
    await postarMensagem(tx, {
      empresaId: a.empresaId,
      tipo: 'A',
      texto,
      link,
      para: { usuarios: [av.usuarioId] },
    });
    if (!av.email) continue;
    const endereco = base ? `${base.replace(/\/$/, '')}${link}` : null;
    const { html, texto: corpo } = layoutEmail({
      empresa: empresa ?? { nome: 'Ipê RH', corPrincipal: null, corSecundaria: null },
      titulo: `Avaliação de desempenho: ${a.titulo}`,
      corpoHtml: `<p>${escaparHtml(texto)}</p>${
        endereco ? `<p><a href="${escaparHtml(endereco)}">Responder agora</a></p>` : ''
      }`,
    });
    await enfileirarEmail(tx, {
      empresaId: a.empresaId,
      para: [av.email],
      assunto: `Avaliação de desempenho: ${a.titulo} — prazo ${prazo}`,
      html,
      texto: corpo,
      origem: 'avaliacao-desempenho',
      usuarioId: s.usuarioId,
      semAppUrl: !base,
    });
  }
  return avaliadores.length;
}

/** Distinct evaluators of the evaluation's cells. */
async function contarAvaliadores(tx: Db, id: number): Promise<number> {
  const r = await tx.execute(sql`
    select count(distinct (coalesce(avaliador_colaborador_id, 0), coalesce(avaliador_usuario_id, 0)))::int as n
      from participante_avaliacao_desempenho where avaliacao_desempenho_id = ${id}`);
  return rowsOf<{ n: number }>(r)[0].n;
}

/**
 * Releases (or blocks) one evaluation already locked by the caller: releasing needs cells and an end date
 * not past, creates the missing records, releases them and notifies the evaluators with something to
 * answer (all of them when it was blocked, else only the new records' evaluators). Blocking keeps the
 * records and answers, closed to the evaluators.
 */
export async function liberar(
  tx: Db,
  s: Session,
  a: AvaliacaoLida,
  liberada: boolean,
  base: string | null,
): Promise<{ id: number; liberada: boolean; avaliadores: number }> {
  const avaliadores = await contarAvaliadores(tx, a.id);
  if (liberada) {
    if (avaliadores === 0) throw badRequest(M.semParticipantes);
    const hoje = diaDeHoje();
    if (a.dataFim < hoje) throw badRequest(M.dataFimPassada(formatDate(hoje)));
  }
  const estava = a.liberada;
  const alvo = { ...a, liberada };
  await tx.execute(sql`update avaliacao_desempenho set liberada = ${liberada} where id = ${a.id}`);
  const novos = await sincronizarRegistros(tx, alvo);
  await liberarRegistros(tx, { empresaId: a.empresaId, donoTipo: TIPO, donoId: a.id, liberado: liberada });
  if (liberada && (!estava || novos.length))
    await notificarAvaliadores(tx, s, alvo, base, estava ? novos : undefined);
  if (liberada !== estava)
    await auditar(tx, s, {
      entidade: 'avaliacoes-desempenho',
      entidadeId: a.id,
      acao: liberada ? 'LIBERAR' : 'BLOQUEAR',
      descricao: a.titulo,
    });
  return { id: a.id, liberada, avaliadores };
}
