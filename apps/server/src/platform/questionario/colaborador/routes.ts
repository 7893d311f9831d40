import { isAllowed } from '@ipe/domain/acesso';
import {
  imprimirRegistroRespondido,
  listarRegistrosQuestionario,
  MSG_COLABORADOR_QUESTIONARIO as M,
  meusRegistrosQuestionario,
  type RegistroParaResponder,
  registroParaResponder,
  removerRespostasRegistro,
  respondidoParcialmente,
  responderRegistro,
} from '@ipe/domain/questionario/colaborador';
import { and, asc, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { colaboradorQuestionario as cq, questionarioResposta } from '../../../db/schema/index.ts';
import { auditar } from '../../audit.ts';
import { sessionOf } from '../../auth/access.ts';
import type { Session } from '../../auth/sessions.ts';
import { badRequest, forbidden, notFound, tableLabels } from '../../http/errors.ts';
import { pagina } from '../../http/pagina.ts';
import { corpoValidadoPeloHandler, rota } from '../../http/rota.ts';
import { nomeArquivo } from '../dono.ts';
import { carregarPerguntas } from '../leitura.ts';
import { lerResultado, salvarRespostas } from '../respostas.ts';
import {
  descrever,
  type Donos,
  donoDe,
  donosAnonimos,
  doRespondente,
  type Linha,
  paraRegistro,
  permissoes,
  registroDaEmpresa,
  selecionar,
  situacaoDe,
} from './consultas.ts';
import { imprimirRespondido } from './impressao.ts';

/** Audit entity of the records' answers (anonymous kinds are not audited: the log would name the respondent). */
export const ENTIDADE_REGISTRO = 'colaboradores-questionarios';

const AUTENTICADO = { config: { access: 'authenticated' as const } };

/**
 * The answering record's routes (docs/questionario.md 'Registro de resposta'): HR's list, the
 * respondent's own list and answering, answering on behalf where the owner kind allows it, removing
 * answers, the answered PDF. Every route is open to any session and decides per record: the respondent,
 * HR holding the owner kind's authorities (within its scope), or nobody (404: a record of someone else
 * is not revealed).
 */
export function registerColaboradorRespostas(app: FastifyInstance, db: Db, donos: Donos) {
  tableLabels.set('colaborador_questionario', 'Questionários de Colaboradores');

  rota(app, listarRegistrosQuestionario, AUTENTICADO, async (req) => {
    const s = sessionOf(req);
    const q = req.query;
    // Each kind whose read authority the user holds, within that kind's scope.
    const visiveis = [...donos.values()].filter((d) => isAllowed(d.acesso.read, s.authorities));
    if (!visiveis.length) throw forbidden();
    const porTipo = or(...visiveis.map((d) => and(eq(cq.donoTipo, d.tipo), d.escopo?.(s)))) as SQL;
    const where = and(
      eq(cq.empresaId, s.empresaId),
      porTipo,
      q.questionarioId ? eq(cq.questionarioId, q.questionarioId) : undefined,
      q.colaboradorId ? eq(cq.respondenteColaboradorId, q.colaboradorId) : undefined,
      q.avaliadoId ? eq(cq.avaliadoColaboradorId, q.avaliadoId) : undefined,
      q.donoTipo ? eq(cq.donoTipo, q.donoTipo) : undefined,
      q.donoId ? eq(cq.donoId, q.donoId) : undefined,
      q.situacao === 'C' ? isNotNull(cq.concluidoEm) : undefined,
      q.situacao === 'A' ? and(isNull(cq.concluidoEm), isNotNull(cq.questionarioRespostaId)) : undefined,
      q.situacao === 'P' ? isNull(cq.questionarioRespostaId) : undefined,
    );
    const [{ total }] = await db.select({ total: count() }).from(cq).where(where);
    const linhas = await selecionar(db)
      .where(where)
      .orderBy(sql`${cq.prazo} asc nulls last`, asc(cq.id))
      .limit(q.size)
      .offset(q.page * q.size);
    const d = await descrever(db, donos, linhas);
    const anonimos = new Map<string, ReadonlySet<number>>();
    for (const tipo of new Set(linhas.map((l) => l.donoTipo)))
      anonimos.set(
        tipo,
        await donosAnonimos(
          db,
          donoDe(donos, tipo),
          linhas.filter((l) => l.donoTipo === tipo).map((l) => l.donoId),
        ),
      );
    const conteudo = linhas.map((l) =>
      paraRegistro(donos, l, d.get(l.id), !anonimos.get(l.donoTipo)?.has(l.donoId)),
    );
    return pagina(conteudo, total, q.page, q.size);
  });

  rota(app, meusRegistrosQuestionario, AUTENTICADO, async (req) => {
    const s = sessionOf(req);
    const concluidos = req.query.situacao === 'concluidos';
    const linhas = await selecionar(db)
      .where(
        and(
          doRespondente(s),
          concluidos ? isNotNull(cq.concluidoEm) : isNull(cq.concluidoEm),
          eq(cq.liberado, true),
        ),
      )
      .orderBy(...(concluidos ? [desc(cq.concluidoEm)] : [sql`${cq.prazo} asc nulls last`]), asc(cq.id))
      .limit(200);
    const d = await descrever(db, donos, linhas);
    return linhas.map((l) => paraRegistro(donos, l, d.get(l.id), true));
  });

  rota(app, registroParaResponder, AUTENTICADO, async (req) => {
    const s = sessionOf(req);
    const { linha, p } = await legivel(db, donos, s, req.params.id);
    return completo(db, donos, linha, p);
  });

  rota(app, respondidoParcialmente, AUTENTICADO, async (req) => {
    const { linha } = await legivel(db, donos, sessionOf(req), req.params.id);
    return { respondidoParcialmente: linha.respondidoParcialmente };
  });

  rota(app, responderRegistro, { ...AUTENTICADO, ...corpoValidadoPeloHandler }, async (req) =>
    responder(db, donos, sessionOf(req), req.params.id, req.body),
  );

  rota(app, removerRespostasRegistro, AUTENTICADO, async (req, reply) => {
    const s = sessionOf(req);
    await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const r = await registroDaEmpresa(tx, s, req.params.id, true);
      const dono = donoDe(donos, r.donoTipo);
      const p = await permissoes(tx, s, dono, r);
      // The respondent discards their own draft; HR (write) removes answers, concluded ones only when
      // the owner kind allows answering again.
      const rascunhoProprio = p.respondente && !r.concluidoEm;
      if (!rascunhoProprio && !p.escrever) {
        if (p.respondente || p.ler) throw forbidden();
        throw notFound();
      }
      if (r.questionarioRespostaId == null) throw badRequest(M.semRespostas, 'QUESTIONARIO_SEM_RESPOSTAS');
      if (r.concluidoEm && !dono.permiteReabrir) throw badRequest(M.naoReabre, 'QUESTIONARIO_NAO_REABRE');
      const antes = await lerResultado(tx, r.questionarioRespostaId);
      await tx
        .update(cq)
        .set({ questionarioRespostaId: null, respondidoParcialmente: false, concluidoEm: null })
        .where(eq(cq.id, r.id));
      await tx.delete(questionarioResposta).where(eq(questionarioResposta.id, r.questionarioRespostaId));
      if (!p.anonimo)
        await auditar(tx, s, {
          entidade: ENTIDADE_REGISTRO,
          entidadeId: r.id,
          acao: 'REMOVER RESPOSTAS',
          descricao: dono.nome,
          antes: { status: antes.status, respostas: antes.respostas },
        });
    });
    return reply.status(204).send();
  });

  rota(app, imprimirRegistroRespondido, AUTENTICADO, async (req, reply) => {
    const s = sessionOf(req);
    const { linha, p } = await legivel(db, donos, s, req.params.id);
    const d = (await descrever(db, donos, [linha])).get(linha.id);
    const registro = paraRegistro(donos, linha, d, !p.anonimo || p.respondente);
    const arquivo = await imprimirRespondido(db, s, registro, linha.questionarioRespostaId);
    return reply
      .type('application/pdf')
      .header('content-disposition', nomeArquivo(registro.titulo))
      .send(arquivo);
  });
}

/**
 * Saves answers of one record (POST /api/pesquisa/colaborador-respostas/:id, and owners' own answering
 * routes, e.g. the performance evaluation's): the respondent (record released) or someone answering on
 * their behalf; the engine's rules; the owner's `aoSalvar` with the body as sent, in one transaction.
 */
export async function responder(
  db: Db,
  donos: Donos,
  s: Session,
  rawId: unknown,
  corpo: unknown,
): Promise<RegistroParaResponder> {
  const { linha, p } = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    // The lock serialises two saves of one record (the first one creates the answering).
    const r = await registroDaEmpresa(tx, s, rawId, true);
    const dono = donoDe(donos, r.donoTipo);
    const p = await permissoes(tx, s, dono, r);
    if (p.respondente) {
      if (!r.liberado) throw badRequest(M.naoLiberado, 'QUESTIONARIO_NAO_LIBERADO');
    } else if (!p.porOutro) {
      if (p.ler) throw forbidden(M.porOutroUsuarioRecusado);
      throw notFound();
    }
    const resultado = await salvarRespostas(tx, {
      empresaId: r.empresaId,
      questionarioId: r.questionarioId,
      resultadoId: r.questionarioRespostaId,
      usuarioId: s.usuarioId,
      input: corpo,
      permiteVazio: dono.permiteQuestionarioVazio,
    });
    const concluido = resultado.status === 'C';
    await tx
      .update(cq)
      .set({
        questionarioRespostaId: resultado.id,
        respondidoParcialmente: !concluido,
        concluidoEm: concluido ? new Date(resultado.concluidoEm as string) : null,
        respondidoPorUsuarioId: s.usuarioId,
      })
      .where(eq(cq.id, r.id));
    const registro = { ...r, questionarioRespostaId: resultado.id };
    // An anonymous record's answers are not logged: the log names who saved them.
    if (!p.anonimo)
      await auditar(tx, s, {
        entidade: ENTIDADE_REGISTRO,
        entidadeId: r.id,
        acao: concluido ? 'CONCLUIR QUESTIONARIO' : 'RESPONDER QUESTIONARIO',
        descricao: `${dono.nome}${p.respondente ? '' : ' (por outro usuário)'}`,
        depois: {
          status: resultado.status,
          pontuacao: resultado.pontuacao,
          respostas: resultado.respostas,
        },
      });
    await dono.aoSalvar?.(tx, { registro, resultado, session: s, porOutroUsuario: !p.respondente, corpo });
    return { linha: r, p };
  });
  const atual = await registroDaEmpresa(db, s, linha.id);
  return completo(db, donos, atual, p);
}

/** The record with its questions and answers if the session may read it (owners' own answering screens). */
export async function lerParaResponder(db: Db, donos: Donos, s: Session, rawId: unknown) {
  const { linha, p } = await legivel(db, donos, s, rawId);
  return { linha, p, completo: await completo(db, donos, linha, p) };
}

/**
 * The record if the session may read it: its respondent (when released), HR with the kind's read
 * authority within its scope, or someone allowed to answer on the respondent's behalf; else 404.
 */
async function legivel(db: Db, donos: Donos, s: Session, rawId: unknown) {
  const linha = await registroDaEmpresa(db, s, rawId);
  const p = await permissoes(db, s, donoDe(donos, linha.donoTipo), linha);
  if (!p.respondente && !p.ler && !p.porOutro) throw notFound();
  if (p.respondente && !p.ler && !p.porOutro && !linha.liberado)
    throw badRequest(M.naoLiberado, 'QUESTIONARIO_NAO_LIBERADO');
  return { linha, p };
}

/** The record with its questions and answers, as the answering screen reads it. */
async function completo(
  db: Db,
  donos: Donos,
  linha: Linha,
  p: Awaited<ReturnType<typeof permissoes>>,
): Promise<RegistroParaResponder> {
  const d = (await descrever(db, donos, [linha])).get(linha.id);
  const registro = paraRegistro(donos, linha, d, !p.anonimo || p.respondente);
  return {
    registro,
    questionario: {
      questionarioId: linha.questionarioId,
      titulo: registro.titulo,
      observacao: null,
      perguntas: await carregarPerguntas(db, linha.questionarioId),
    },
    resultado:
      linha.questionarioRespostaId == null ? null : await lerResultado(db, linha.questionarioRespostaId),
    porOutroUsuario: !p.respondente,
    podeResponder: situacaoDe(linha) !== 'C' && (p.respondente ? linha.liberado : p.porOutro),
  };
}
