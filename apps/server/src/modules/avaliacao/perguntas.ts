import {
  bancoDePerguntas,
  PERGUNTAS_ACCESS,
  type PerguntaDoBanco,
  perguntasDaExperiencia,
} from '@ipe/domain/resources/avaliacao/perguntas';
import { TIPO_MODELO } from '@ipe/domain/resources/avaliacao/index';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { aspecto, opcaoResposta, pergunta } from '../../db/schema/index.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { notFound } from '../../platform/http/errors.ts';
import { pagina } from '../../platform/http/pagina.ts';
import { rota } from '../../platform/http/rota.ts';
import type { ModuleDeps } from '../../platform/modules.ts';
import { carregarPerguntas } from '../../platform/questionario/leitura.ts';
import { modeloAvaliacao as m } from './schema.ts';

/**
 * The question bank (spec 2 §7 'Questions'): every question of the company's evaluation models, paged by
 * model title and order, and the questions of one experience follow-up model for its answering screen.
 */
export function registerPerguntasAvaliacao(app: FastifyInstance, { db }: ModuleDeps): undefined {
  const ler = { config: { access: PERGUNTAS_ACCESS }, schema: { tags: ['avaliacao'] } };

  rota(app, bancoDePerguntas, ler, async (req) => {
    const q = req.query;
    const texto = q.q ? `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where: SQL | undefined = and(
      eq(m.empresaId, sessionOf(req).empresaId),
      q.avaliacaoId ? eq(m.id, q.avaliacaoId) : undefined,
      q.tipoModelo ? eq(m.tipo, q.tipoModelo) : undefined,
      q.tipo ? eq(pergunta.tipo, q.tipo) : undefined,
      texto ? sql`ipe_unaccent(${pergunta.texto}) ILIKE ipe_unaccent(${texto})` : undefined,
    );
    const [linhas, [{ n }]] = await Promise.all([
      db
        .select({
          id: pergunta.id,
          texto: pergunta.texto,
          tipo: pergunta.tipo,
          ordem: pergunta.ordem,
          peso: pergunta.peso,
          obrigatoria: pergunta.obrigatoria,
          aspecto: aspecto.nome,
          modeloId: m.id,
          titulo: m.titulo,
          tipoModelo: m.tipo,
        })
        .from(pergunta)
        .innerJoin(m, eq(m.questionarioId, pergunta.questionarioId))
        .leftJoin(aspecto, eq(aspecto.id, pergunta.aspectoId))
        .where(where)
        .orderBy(sql`${m.titulo} collate "und-x-icu"`, m.id, pergunta.ordem)
        .limit(q.size)
        .offset(q.page * q.size),
      db
        .select({ n: count() })
        .from(pergunta)
        .innerJoin(m, eq(m.questionarioId, pergunta.questionarioId))
        .where(where),
    ]);
    const ids = linhas.map((l) => l.id);
    const opcoes = ids.length
      ? await db
          .select({ perguntaId: opcaoResposta.perguntaId, texto: opcaoResposta.texto })
          .from(opcaoResposta)
          .where(inArray(opcaoResposta.perguntaId, ids))
          .orderBy(asc(opcaoResposta.perguntaId), asc(opcaoResposta.ordem))
      : [];
    const content: PerguntaDoBanco[] = linhas.map((l) => ({
      id: l.id,
      texto: l.texto,
      tipo: l.tipo as PerguntaDoBanco['tipo'],
      ordem: l.ordem,
      peso: l.peso,
      obrigatoria: l.obrigatoria,
      aspecto: l.aspecto,
      opcoes: opcoes.filter((o) => o.perguntaId === l.id).map((o) => o.texto),
      modelo: { id: l.modeloId, titulo: l.titulo, tipo: l.tipoModelo as PerguntaDoBanco['modelo']['tipo'] },
    }));
    return pagina(content, n, q.page, q.size);
  });

  rota(app, perguntasDaExperiencia, ler, async (req) => {
    const [modelo] = await db
      .select({ questionarioId: m.questionarioId, titulo: m.titulo, observacao: m.observacao })
      .from(m)
      .where(
        and(
          eq(m.id, req.query.avaliacaoId),
          eq(m.empresaId, sessionOf(req).empresaId),
          eq(m.tipo, TIPO_MODELO.acompanhamento),
        ),
      );
    if (!modelo) throw notFound();
    return { ...modelo, perguntas: await carregarPerguntas(db, modelo.questionarioId) };
  });
}
