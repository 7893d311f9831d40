import {
  listaTarefasAgendadas,
  TAREFAS_AGENDADAS_ACCESS,
  TAREFAS_AGENDADAS_EDIT_ACCESS,
  TAREFAS_AGENDADAS_PATH,
  type TarefaAgendadaLinha,
  tarefaAgendadaLinha,
} from '@ipe/domain/resources/utilitario/tarefasAgendadas';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { tarefaAgendada } from '../../db/schema/index.ts';
import { notFound } from '../http/errors.ts';
import { textoAgenda } from './defineJob.ts';
import type { JobRunner } from './runner.ts';

const BASE = `/api${TAREFAS_AGENDADAS_PATH}`;
const tags = ['utilitario'];
const iso = (d: Date | null) => d?.toISOString() ?? null;

/** The jobs this node knows, in registration order, with their row in `tarefa_agendada`. */
async function listar(db: Db, runner: JobRunner, nomes?: string[]): Promise<TarefaAgendadaLinha[]> {
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
      ultimoInicio: iso(l?.ultimoInicio ?? null),
      ultimaDuracaoMs: l?.ultimaDuracaoMs ?? null,
      ultimoResultado: l?.ultimoResultado ?? null,
      ultimaFalhou:
        !!l?.ultimoErroEm && l.ultimoErroEm.getTime() === l.ultimoInicio?.getTime() && !executando,
      ultimoErro: l?.ultimoErro ?? null,
      ultimoErroEm: iso(l?.ultimoErroEm ?? null),
      proximaExecucao: iso(l?.proximaExecucao ?? null),
      execucoes: l?.execucoes ?? 0,
      falhas: l?.falhas ?? 0,
    };
  });
}

/** /utilitario/tarefas-agendadas: the installation's scheduled jobs and 'Executar agora'. */
export function registerJobRoutes(fastify: FastifyInstance, db: Db, runner: JobRunner) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    BASE,
    {
      config: { access: TAREFAS_AGENDADAS_ACCESS },
      schema: {
        tags,
        summary: 'Tarefas agendadas: última e próxima execução, duração e último erro',
        response: { 200: listaTarefasAgendadas },
      },
    },
    async () => listar(db, runner),
  );

  // Makes the job due now; whichever node runs jobs picks it up (this one at once when it runs them).
  app.post(
    `${BASE}/:nome/executar`,
    {
      config: { access: TAREFAS_AGENDADAS_EDIT_ACCESS },
      schema: {
        tags,
        summary: 'Executar uma tarefa agendada agora',
        params: z.object({ nome: z.string().max(60) }),
        response: { 200: tarefaAgendadaLinha },
      },
    },
    async (req) => {
      if (!runner.jobs().some((j) => j.nome === req.params.nome)) throw notFound();
      await runner.solicitar(req.params.nome);
      const [linha] = await listar(db, runner, [req.params.nome]);
      return linha;
    },
  );
}
