import { aspectoSchema, clonarSchema, ordemSchema, type PerguntaDados, perguntaSchema } from '@ipe/domain';
import { contratosQuestionario } from '@ipe/domain/questionario/contratos';
import { eq, max } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { pergunta } from '../../db/schema/index.ts';
import { sessionOf } from '../auth/access.ts';
import type { Session } from '../auth/sessions.ts';
import { fromDatabaseError, notFound } from '../http/errors.ts';
import { corpoValidadoPeloHandler, rota } from '../http/rota.ts';
import { clonarConjunto } from './clonagem.ts';
import {
  auditarDono,
  type Dono,
  donoDaSessao,
  nomeArquivo,
  parse,
  parseId,
  type QuestionSetOwner,
} from './dono.ts';
import { imprimirQuestionario } from './impressao.ts';
import { carregarPerguntas } from './leitura.ts';
import {
  alterarPergunta,
  criarAspecto,
  embaralharPerguntas,
  exigirEspaco,
  inserirPergunta,
  listarAspectos,
  moverPergunta,
  perguntasRespondidas,
  removerAspecto,
  removerPergunta,
  travarConjunto,
} from './perguntasStore.ts';
import { respostasSugeridas } from './sugestoes.ts';

export type { QuestionSetOwner } from './dono.ts';
export { criarQuestionario, removerQuestionario } from './perguntasStore.ts';

/** Mounts the question-set routes of an owner (docs/questionario.md lists them). */
export function registerQuestionSet(fastify: FastifyInstance, db: Db, owner: QuestionSetOwner) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const B = owner.base;
  const c = contratosQuestionario(B);
  const { tags } = owner;
  // Bodies are checked by the handlers (parse), with the domain schemas' own field entries.
  const ler = { config: { access: owner.access.read }, schema: { tags } };
  const escrever = { config: { access: owner.access.write }, schema: { tags }, ...corpoValidadoPeloHandler };

  const donoDe = (on: Db, s: Session, rawId: unknown) => donoDaSessao(on, owner, s, rawId);

  /** Runs a change of the set in one transaction, with the set locked; database errors become 4xx. */
  const alterar = async <T>(s: Session, rawId: unknown, fn: (tx: Db, d: Dono) => Promise<T>): Promise<T> => {
    try {
      return await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const d = await donoDe(tx, s, rawId);
        await travarConjunto(tx, d.questionarioId);
        return fn(tx, d);
      });
    } catch (e) {
      throw fromDatabaseError(e, 'A pergunta') ?? e;
    }
  };

  const auditarConjunto = (
    tx: Db,
    s: Session,
    d: Dono,
    acao: string,
    descricao: string,
    mudanca: { antes?: unknown; depois?: unknown },
  ) => auditarDono(owner, tx, s, d, acao, descricao, mudanca);

  const umaPergunta = async (on: Db, d: Dono, perguntaId: number) => {
    const [p] = await carregarPerguntas(on, d.questionarioId, { perguntaIds: [perguntaId] });
    if (!p) throw notFound();
    return p;
  };

  // ---- Aspects ----------------------------------------------------------------------------------------
  rota(app, c.aspectos, ler, async (req) => {
    const d = await donoDe(db, sessionOf(req), req.params.id);
    return listarAspectos(db, d.questionarioId, req.query.nome);
  });

  rota(app, c.incluirAspecto, escrever, async (req, reply) => {
    const s = sessionOf(req);
    const { nome } = parse(aspectoSchema, req.body);
    const a = await alterar(s, req.params.id, async (tx, d) => {
      const novo = await criarAspecto(tx, d.questionarioId, nome);
      await auditarConjunto(tx, s, d, 'INSERIR ASPECTO', novo.nome, { depois: novo });
      return novo;
    });
    return reply.status(201).send(a);
  });

  rota(app, c.removerAspecto, escrever, async (req, reply) => {
    const s = sessionOf(req);
    await alterar(s, req.params.id, async (tx, d) => {
      const a = await removerAspecto(tx, d.questionarioId, parseId(req.params.aspectoId));
      await auditarConjunto(tx, s, d, 'REMOVER ASPECTO', a.nome, { antes: a });
    });
    return reply.status(204).send();
  });

  // ---- Questions: reads -------------------------------------------------------------------------------
  rota(app, c.perguntas, ler, async (req) => {
    const d = await donoDe(db, sessionOf(req), req.params.id);
    return carregarPerguntas(db, d.questionarioId, { aspectoId: req.query.aspecto });
  });

  rota(app, c.proximaOrdem, ler, async (req) => {
    const d = await donoDe(db, sessionOf(req), req.params.id);
    const [{ m }] = await db
      .select({ m: max(pergunta.ordem) })
      .from(pergunta)
      .where(eq(pergunta.questionarioId, d.questionarioId));
    return { ordem: (m ?? 0) + 1 };
  });

  rota(app, c.respondidas, ler, async (req) => {
    const d = await donoDe(db, sessionOf(req), req.params.id);
    return perguntasRespondidas(db, d.questionarioId);
  });

  rota(app, c.respostasSugeridas, ler, async (req) => {
    const s = sessionOf(req);
    await donoDe(db, s, req.params.id);
    return respostasSugeridas(db, s.empresaId, req.query.tipo);
  });

  rota(app, c.pergunta, ler, async (req) => {
    const d = await donoDe(db, sessionOf(req), req.params.id);
    return umaPergunta(db, d, parseId(req.params.perguntaId));
  });

  // ---- Questions: writes ------------------------------------------------------------------------------
  rota(app, c.incluirPergunta, escrever, async (req, reply) => {
    const s = sessionOf(req);
    const dados = parse(perguntaSchema, req.body);
    const p = await alterar(s, req.params.id, async (tx, d) => {
      await exigirEspaco(tx, d.questionarioId, 1);
      const nova = await umaPergunta(
        tx,
        d,
        await inserirPergunta(tx, d.questionarioId, dados, owner.notaMinimaPadrao),
      );
      await auditarConjunto(tx, s, d, 'INSERIR PERGUNTA', nova.texto, { depois: nova });
      return nova;
    });
    return reply.status(201).send(p);
  });

  rota(app, c.incluirPerguntas, escrever, async (req, reply) => {
    const s = sessionOf(req);
    const lista: PerguntaDados[] = parse(z.array(perguntaSchema), req.body ?? []);
    const criadas = await alterar(s, req.params.id, async (tx, d) => {
      await exigirEspaco(tx, d.questionarioId, lista.length);
      const ids: number[] = [];
      for (const [i, dados] of lista.entries())
        ids.push(await inserirPergunta(tx, d.questionarioId, dados, owner.notaMinimaPadrao, `${i}.`));
      const novas = await carregarPerguntas(tx, d.questionarioId, { perguntaIds: ids });
      for (const p of novas) await auditarConjunto(tx, s, d, 'INSERIR PERGUNTA', p.texto, { depois: p });
      const porId = new Map(novas.map((p) => [p.id, p]));
      return ids.map((id) => porId.get(id));
    });
    return reply.status(201).send(criadas);
  });

  rota(app, c.alterarPergunta, escrever, async (req) => {
    const s = sessionOf(req);
    const dados = parse(perguntaSchema, req.body);
    return alterar(s, req.params.id, async (tx, d) => {
      const perguntaId = parseId(req.params.perguntaId);
      const antes = await umaPergunta(tx, d, perguntaId);
      await alterarPergunta(tx, d.questionarioId, perguntaId, dados, owner.notaMinimaPadrao);
      const depois = await umaPergunta(tx, d, perguntaId);
      await auditarConjunto(tx, s, d, 'ALTERAR PERGUNTA', depois.texto, { antes, depois });
      return depois;
    });
  });

  rota(app, c.removerPergunta, escrever, async (req, reply) => {
    const s = sessionOf(req);
    await alterar(s, req.params.id, async (tx, d) => {
      const antes = await removerPergunta(tx, d.questionarioId, parseId(req.params.perguntaId));
      await auditarConjunto(tx, s, d, 'REMOVER PERGUNTA', antes.texto, { antes });
    });
    return reply.status(204).send();
  });

  rota(app, c.ordenar, escrever, async (req) => {
    const s = sessionOf(req);
    const { ordem } = parse(ordemSchema, req.body);
    return alterar(s, req.params.id, async (tx, d) => {
      const p = await umaPergunta(tx, d, parseId(req.params.perguntaId));
      await moverPergunta(tx, d.questionarioId, p.id, ordem);
      const todas = await carregarPerguntas(tx, d.questionarioId);
      const nova = todas.find((x) => x.id === p.id)?.ordem;
      await auditarConjunto(tx, s, d, 'ORDENAR PERGUNTAS', p.texto, {
        antes: { ordem: p.ordem },
        depois: { ordem: nova },
      });
      return todas;
    });
  });

  rota(app, c.embaralhar, escrever, async (req) => {
    const s = sessionOf(req);
    return alterar(s, req.params.id, async (tx, d) => {
      await embaralharPerguntas(tx, d.questionarioId);
      const todas = await carregarPerguntas(tx, d.questionarioId);
      await auditarConjunto(tx, s, d, 'ORDEM ALEATÓRIA', 'ordem aleatória', {
        depois: todas.map((p) => ({ id: p.id, ordem: p.ordem })),
      });
      return todas;
    });
  });

  // ---- Clone and print --------------------------------------------------------------------------------
  rota(app, c.copiar, escrever, async (req, reply) => {
    const s = sessionOf(req);
    const { empresas } = parse(clonarSchema, req.body);
    const d = await donoDe(db, s, req.params.id);
    try {
      return reply.status(201).send(await clonarConjunto(db, s, owner, d.id, empresas));
    } catch (e) {
      throw fromDatabaseError(e) ?? e;
    }
  });

  const pdf = async (reply: FastifyReply, s: Session, d: Dono) => {
    const arquivo = await imprimirQuestionario(db, s, d.questionarioId, {
      titulo: d.titulo,
      observacao: d.observacao,
    });
    return reply.type('application/pdf').header('content-disposition', nomeArquivo(d.titulo)).send(arquivo);
  };

  // Any body reaches the handler: a missing or malformed id is a 404, as for another company's owner.
  rota(app, c.relatorio, { ...ler, ...corpoValidadoPeloHandler }, async (req, reply) => {
    const s = sessionOf(req);
    const r = z.object({ avaliacaoId: z.coerce.number() }).safeParse(req.body ?? {});
    if (!r.success) throw notFound();
    return pdf(reply, s, await donoDe(db, s, r.data.avaliacaoId));
  });

  rota(app, c.imprimir, ler, async (req, reply) => {
    const s = sessionOf(req);
    return pdf(reply, s, await donoDe(db, s, req.params.id));
  });
}
