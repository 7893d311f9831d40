import type { AcaoSolicitacao } from '@ipe/domain/resources/captacao/solicitacoes/index';
import { situacaoDe } from '@ipe/domain/resources/captacao/solicitacoes/index';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { fieldErrors, notFound, zodEntries } from '../../../platform/http/errors.ts';
import type { ModuleDeps } from '../../index.ts';
import { clonar } from './clonagem.ts';
import { BASE, daEmpresa, idParams, READ, registerConsultas, tags, WRITE } from './consultas.ts';
import { estadoAtual, solicitacaoHooks } from './hooks.ts';
import { validarLimiteCargo } from './limite.ts';
import { pdfSolicitacao } from './pdf.ts';
import { AUTORIDADE_LIBERAR, acaoDoAlvo, aplicarAcao, lerCorpo } from './transicoes.ts';

/** Transition routes: PUT /{id}/<rota> → action. */
const ROTAS: [string, AcaoSolicitacao, string][] = [
  ['suspende', 'suspende', 'Suspende a solicitação'],
  ['cancela', 'cancela', 'Cancela a solicitação (obsCancelamento obrigatória)'],
  ['libera', 'libera', 'Libera a solicitação (avisa o solicitante por e-mail)'],
  ['reprova', 'reprova', 'Reprova a solicitação'],
  ['encerra', 'encerra', 'Encerra a solicitação (dataEncerramento obrigatória)'],
  ['reabre', 'reabre', 'Reabre a solicitação suspensa, encerrada ou cancelada'],
];

const corpoLimite = z.object({
  faixaSalarialId: z.coerce.number().int().positive(),
  areaOrganizacionalId: z.coerce.number().int().positive(),
  motivoSolicitacaoId: z.coerce.number().int().positive(),
  quantidade: z.coerce.number().int().positive(),
});

/** Personnel requisitions: special routes (spec 1 §7 'Requisition') and the generic resource's hooks. */
export async function registerSolicitacoes(
  fastify: FastifyInstance,
  { db }: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerConsultas(fastify, db);

  for (const [rota, acao, summary] of ROTAS)
    app.put(
      `${BASE}/:id/${rota}`,
      {
        config: { access: acao === 'libera' || acao === 'reprova' ? AUTORIDADE_LIBERAR : WRITE },
        schema: { tags, summary, params: idParams },
      },
      async (req) => aplicarAcao(fastify, db, sessionOf(req), req.params.id, acao, lerCorpo(req.body)),
    );

  app.put(
    `${BASE}/:id/status`,
    {
      config: { access: { anyOf: [WRITE, AUTORIDADE_LIBERAR] } },
      schema: { tags, summary: 'Muda a situação da solicitação (I, A, R, S, E ou C)', params: idParams },
    },
    async (req) => {
      const s = sessionOf(req);
      const atual = await estadoAtual(db, s.empresaId, req.params.id);
      if (!atual) throw notFound();
      const alvo = String((req.body as { status?: unknown } | null)?.status ?? '');
      const de = situacaoDe(atual);
      const acao = acaoDoAlvo(de, alvo);
      return aplicarAcao(fastify, db, s, req.params.id, acao, lerCorpo(req.body), alvo as never);
    },
  );

  app.post(
    `${BASE}/:id/clonar`,
    { config: { access: WRITE }, schema: { tags, summary: 'Clona a solicitação', params: idParams } },
    async (req, reply) => reply.status(201).send({ id: await clonar(db, sessionOf(req), req.params.id) }),
  );

  app.get(
    `${BASE}/:id/pdf`,
    { config: { access: READ }, schema: { tags, summary: 'Solicitação em PDF', params: idParams } },
    async (req, reply) => {
      const pdf = await pdfSolicitacao(db, sessionOf(req), req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="solicitacao-${req.params.id}.pdf"`)
        .send(pdf);
    },
  );

  // {id} is the requisition being edited (0 for a new one).
  app.post(
    `${BASE}/validarLimiteCargo/:id`,
    {
      config: { access: { anyOf: [READ, WRITE] } },
      schema: {
        tags,
        summary: 'Confere o limite de talentos do cargo',
        params: z.object({ id: z.coerce.number().int().min(0) }),
      },
    },
    async (req) => {
      const s = sessionOf(req);
      const p = corpoLimite.safeParse(req.body ?? {});
      if (!p.success) throw fieldErrors(zodEntries(p.error.issues));
      const id = req.params.id ? await daEmpresa(db, s.empresaId, req.params.id) : null;
      return validarLimiteCargo(db, s.empresaId, { id, ...p.data });
    },
  );

  return {
    'solicitacoes-pessoal': {
      ...solicitacaoHooks,
      async beforeSave(ctx) {
        await solicitacaoHooks.beforeSave?.(ctx);
        const d = ctx.data;
        const r = await validarLimiteCargo(ctx.db, ctx.session.empresaId, {
          id: ctx.id,
          faixaSalarialId: d.faixaSalarialId as number,
          areaOrganizacionalId: d.areaOrganizacionalId as number,
          motivoSolicitacaoId: d.motivoSolicitacaoId as number,
          quantidade: d.quantidade as number,
        });
        if (!r.dentroDoLimite) throw fieldErrors([{ field: 'quantidade', message: r.mensagem as string }]);
      },
    },
  };
}
