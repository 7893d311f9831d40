import {
  executarTarefaAgendada,
  listarTarefasAgendadas,
  MSG_TAREFAS_AGENDADAS,
  TAREFAS_AGENDADAS_ACCESS,
  TAREFAS_AGENDADAS_EDIT_ACCESS,
} from '@ipe/domain/resources/utilitario/tarefasAgendadas';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { administradorDaInstalacao } from '../auth/access.ts';
import { tarefaAgendada } from '../../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { rota } from '../http/rota.ts';
import { textoAgenda } from './defineJob.ts';
import type { JobRunner } from './runner.ts';

const tags = ['utilitario'];

/** The jobs this node knows, in registration order, with their row in `tarefa_agendada`. */
async function listar(db: Db, runner: JobRunner, nomes?: string[]) {
  const jobs = runner.jobs().filter((j) => !nomes || nomes.includes(j.nome));
  if (jobs.length === 0) return [];
  const linhas = await db
    .select()
    .from(tarefaAgendada)
    .where(
      inArray(
        tarefaAgendada.nome,
        jobs.map((j) => j.nome),
      ),
    );
  const agora = Date.now();
  return jobs.map((j) => {
    const l = linhas.find((x) => x.nome === j.nome);
    const executando = !!l?.posseAte && l.posseAte.getTime() > agora;
    return {
      nome: j.nome,
      descricao: j.descricao,
      agenda: textoAgenda(j),
      ativa: j.ativa !== false,
      executando,
      executandoEm: executando ? (l?.executandoEm ?? null) : null,
      ultimoInicio: l?.ultimoInicio ?? null,
      ultimaDuracaoMs: l?.ultimaDuracaoMs ?? null,
      ultimoResultado: l?.ultimoResultado ?? null,
      ultimaFalhou:
        !!l?.ultimoErroEm && l.ultimoErroEm.getTime() === l.ultimoInicio?.getTime() && !executando,
      ultimoErro: l?.ultimoErro ?? null,
      ultimoErroEm: l?.ultimoErroEm ?? null,
      proximaExecucao: l?.proximaExecucao ?? null,
      execucoes: l?.execucoes ?? 0,
      falhas: l?.falhas ?? 0,
    };
  });
}

/**
 * /utilitario/tarefas-agendadas: the installation's scheduled jobs and 'Executar agora'. Their figures
 * span every company, so besides the authority only the installation's administrator (user 1) may call.
 */
export function registerJobRoutes(app: FastifyInstance, db: Db, runner: JobRunner) {
  rota(
    app,
    listarTarefasAgendadas,
    { config: { access: TAREFAS_AGENDADAS_ACCESS }, schema: { tags } },
    async (req) => {
      administradorDaInstalacao(req, MSG_TAREFAS_AGENDADAS.soAdministrador);
      return listar(db, runner);
    },
  );

  // Makes the job due now; whichever node runs jobs picks it up (this one at once when it runs them).
  rota(
    app,
    executarTarefaAgendada,
    { config: { access: TAREFAS_AGENDADAS_EDIT_ACCESS }, schema: { tags } },
    async (req) => {
      administradorDaInstalacao(req, MSG_TAREFAS_AGENDADAS.soAdministrador);
      if (!runner.jobs().some((j) => j.nome === req.params.nome)) throw notFound();
      await runner.solicitar(req.params.nome);
      const [linha] = await listar(db, runner, [req.params.nome]);
      return linha;
    },
  );
}
