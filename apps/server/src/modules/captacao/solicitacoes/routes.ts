import type { AcaoSolicitacao } from '@ipe/domain/resources/captacao/solicitacoes/index';
import { situacaoDe } from '@ipe/domain/resources/captacao/solicitacoes/index';
import {
  clonarSolicitacao,
  corpoLimiteCargo,
  pdfDaSolicitacao,
  statusDaSolicitacao,
  TRANSICOES_SOLICITACAO,
  validarLimiteCargo as validarLimiteCargoContrato,
} from '@ipe/domain/resources/captacao/solicitacoes/contratos';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { fieldErrors, notFound, zodEntries } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { registerAreasDoFormulario } from './areasDoFormulario.ts';
import { clonar } from './clonagem.ts';
import { daEmpresa, READ, registerConsultas, tags, WRITE } from './consultas.ts';
import { escopoDaSolicitacao } from './escopo.ts';
import { estadoAtual, solicitacaoHooks } from './hooks.ts';
import { validarLimiteCargo } from './limite.ts';
import { pdfSolicitacao } from './pdf.ts';
import { AUTORIDADE_LIBERAR, acaoDoAlvo, aplicarAcao, lerCorpo } from './transicoes.ts';

/** Personnel requisitions: special routes (spec 1 §7 'Requisition') and the generic resource's hooks. */
export async function registerSolicitacoes(
  app: FastifyInstance,
  { db }: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  registerConsultas(app, db);
  registerAreasDoFormulario(app, db);

  for (const [acao, contrato] of Object.entries(TRANSICOES_SOLICITACAO) as [
    AcaoSolicitacao,
    (typeof TRANSICOES_SOLICITACAO)[AcaoSolicitacao],
  ][])
    rota(
      app,
      contrato,
      {
        config: { access: acao === 'libera' || acao === 'reprova' ? AUTORIDADE_LIBERAR : WRITE },
        schema: { tags },
      },
      async (req) => aplicarAcao(app, db, sessionOf(req), req.params.id, acao, lerCorpo(req.body)),
    );

  rota(
    app,
    statusDaSolicitacao,
    { config: { access: { anyOf: [WRITE, AUTORIDADE_LIBERAR] } }, schema: { tags } },
    async (req) => {
      const s = sessionOf(req);
      const atual = await estadoAtual(db, s.empresaId, req.params.id, escopoDaSolicitacao(s));
      if (!atual) throw notFound();
      const alvo = String(req.body?.status ?? '');
      const de = situacaoDe(atual);
      const acao = acaoDoAlvo(de, alvo);
      return aplicarAcao(app, db, s, req.params.id, acao, lerCorpo(req.body), alvo as never);
    },
  );

  rota(app, clonarSolicitacao, { config: { access: WRITE }, schema: { tags } }, async (req, reply) => {
    const id = await clonar(db, sessionOf(req), req.params.id);
    reply.code(201);
    return { id };
  });

  rota(app, pdfDaSolicitacao, { config: { access: READ }, schema: { tags } }, async (req, reply) => {
    const pdf = await pdfSolicitacao(db, sessionOf(req), req.params.id);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="solicitacao-${req.params.id}.pdf"`)
      .send(pdf);
  });

  // {id} is the requisition being edited (0 for a new one).
  rota(
    app,
    validarLimiteCargoContrato,
    { config: { access: { anyOf: [READ, WRITE] } }, schema: { tags } },
    async (req) => {
      const s = sessionOf(req);
      const p = corpoLimiteCargo.safeParse(req.body ?? {});
      if (!p.success) throw fieldErrors(zodEntries(p.error.issues));
      const id = req.params.id ? await daEmpresa(db, s, req.params.id) : null;
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
