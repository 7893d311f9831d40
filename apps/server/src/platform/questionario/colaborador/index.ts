/**
 * The shared answering record (colaborador_questionario), docs/questionario.md 'Registro de resposta':
 * owner kinds declared in the modules' manifests (`donosResposta`), what owners call in their transaction
 * (criarRegistros, removerRegistros, liberarRegistros), the routes, the pending-work contributor and the
 * reminder job.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { ServerModule } from '../../modules.ts';
import { type DonoResposta, registroDeDonos } from './donos.ts';
import { jobLembretesQuestionarios } from './lembretes.ts';
import { registerColaboradorRespostas } from './routes.ts';

export type { ContextoSalvar, DescricaoRegistro, DonoResposta, RegistroDoDono } from './donos.ts';
export { DIAS_LEMBRETE, enviarLembretes, JOB_LEMBRETES } from './lembretes.ts';
export { pendenciaQuestionarios } from './pendencias.ts';
export {
  type CriarRegistros,
  criarRegistros,
  type FiltroRegistros,
  liberarRegistros,
  type NovoRegistro,
  type RegistroCriado,
  removerRegistros,
} from './registros.ts';
export { imprimirRespondido } from './impressao.ts';
export { lerParaResponder, responder } from './routes.ts';

/** The owner kinds of each app (filled by registerRegistrosQuestionario), for modules' own reads of records. */
const donosPorApp = new WeakMap<FastifyInstance, ReadonlyMap<string, DonoResposta>>();
/** The owner kinds the app's modules declare (call it while serving a request). */
export const donosDoApp = (app: FastifyInstance): ReadonlyMap<string, DonoResposta> =>
  donosPorApp.get(app) ?? new Map();

/** Mounts the routes and the reminder job for the owner kinds the modules declare. */
export function registerRegistrosQuestionario(
  app: FastifyInstance,
  db: Db,
  config: Config,
  modules: readonly ServerModule[],
) {
  const donos = registroDeDonos(modules.flatMap((m) => m.donosResposta ?? []));
  donosPorApp.set(app, donos);
  registerColaboradorRespostas(app, db, donos);
  app.jobs.registrar(jobLembretesQuestionarios(db, donos, config, app.log, () => app.mailer.acordar()));
}
