/**
 * Scheduled jobs: background work that runs on a schedule, in one place.
 *
 * Usage: declare the job next to the code it runs and list it in the module's server manifest
 * (`modules/<modulo>/manifest.ts`, `jobs: (app, { db, config }) => [jobAvisoExpiracao(db, …)]`); the
 * platform's own jobs are registered with `app.jobs.registrar(job)` while the app is built.
 *
 * ```ts
 * import { defineJob } from '../../../platform/jobs/index.ts';
 *
 * export const jobAvisoExpiracao = (db: Db) =>
 *   defineJob({
 *     nome: 'aviso-expiracao-usuarios',            // kebab-case, the key of its row
 *     descricao: 'Avisa o administrador dos acessos que expiram em até 7 dias',   // listed in Utilitários
 *     intervalo: 60 * 60_000,                      // or agenda: { proxima(apos), texto }
 *     ativa: config.algumaChave,                   // optional: an environment switch of this node
 *     executar: async () => `${n} aviso(s) enfileirado(s)`,   // optional summary (or { resumo, repetir })
 *   });
 * ```
 *
 * - The runner (`app.jobs`, runner.ts) starts with the app (`onReady`) unless `TAREFAS_AGENDADAS=0`, and
 *   stops with it, waiting for the runs in progress. API tests leave it off (the harness) and call
 *   `await app.jobs.executarAgora(nome)` to run a job at once.
 * - Two nodes never run the same job at once, and a job never overlaps itself: a node claims a due job
 *   by a conditional UPDATE of its row in `tarefa_agendada` (a lease renewed while it runs; a dead node's
 *   lease lapses after 5 minutes). The next run is one interval after this run's start (at once if the
 *   run reported `repetir` or was asked for again meanwhile); an error is recorded and the schedule goes on.
 * - Each run's start, duration, summary and error are in the job's row and in the server log (info with
 *   a summary or an error, debug otherwise). `/utilitario/tarefas-agendadas` (ROLE_UTI_TAREFAS_AGENDADAS)
 *   lists them; 'Executar agora' (…_EDITAR) makes a job due now. `app.jobs.disparar(nome)` does the same
 *   from code without waiting (the mailer's `acordar()`).
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { registerJobRoutes } from './routes.ts';
import { criarRunner, type JobRunner } from './runner.ts';

export { type AgendaJob, defineJob, type Job, type ResultadoJob } from './defineJob.ts';
export type { Execucao, JobRunner } from './runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled-job runner: `registrar(defineJob(…))` while building the app. */
    jobs: JobRunner;
  }
}

/** Creates the runner, decorates the app with it, ties it to the app's lifecycle and mounts the screen's routes. */
export function registerJobs(app: FastifyInstance, db: Db, config: Config): JobRunner {
  const runner = criarRunner({ db, log: app.log });
  app.decorate('jobs', runner);
  if (config.tarefasAgendadas) app.addHook('onReady', async () => runner.iniciar());
  app.addHook('onClose', async () => runner.parar());
  registerJobRoutes(app, db, runner);
  return runner;
}
