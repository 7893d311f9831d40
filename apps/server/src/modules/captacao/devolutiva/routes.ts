import {
  alterarModelosDevolutiva,
  modelosDevolutiva,
} from '@ipe/domain/resources/captacao/devolutiva/contratos';
import { SELECAO_READ, SELECAO_WRITE } from '@ipe/domain/resources/captacao/selecao/index';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../../platform/auth/access.ts';
import { rota } from '../../../platform/http/rota.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { gravarModelos, lerModelos } from './modelos.ts';

const tags = ['captacao'];

/** GET/PUT /api/captacao/devolutiva/modelos: the company's rejection-feedback e-mails (issue 24 §3). */
export function registerDevolutiva(app: FastifyInstance, { db }: ModuleDeps) {
  rota(app, modelosDevolutiva, { config: { access: SELECAO_READ }, schema: { tags } }, async (req) =>
    lerModelos(db, sessionOf(req).empresaId),
  );
  rota(app, alterarModelosDevolutiva, { config: { access: SELECAO_WRITE }, schema: { tags } }, async (req) =>
    gravarModelos(db, sessionOf(req), req.body),
  );
  return {};
}
