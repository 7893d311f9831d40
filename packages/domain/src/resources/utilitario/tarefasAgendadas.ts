/**
 * The scheduled jobs screen (/utilitario/tarefas-agendadas, 'Tarefas agendadas'): the background jobs of
 * the installation (e-mail sending, session clean-up, LGPD purge, …), when each ran, how long it took,
 * when it runs next and its last error. Shared by the server's routes and the web screen.
 */
import { z } from 'zod';
import { defineContrato, instante } from '../../contrato.ts';
import type { MenuEntry } from '../../menu.ts';
import { TAREFAS_AGENDADAS_ACCESS, TAREFAS_AGENDADAS_PATH } from './rotas.ts';

export { TAREFAS_AGENDADAS_ACCESS, TAREFAS_AGENDADAS_PATH } from './rotas.ts';

export const TAREFAS_AGENDADAS_EDIT_ACCESS = 'ROLE_UTI_TAREFAS_AGENDADAS_EDITAR';

/** Written here (the spec has no such screen). */
export const MSG_TAREFAS_AGENDADAS = {
  /** 403 to anyone but the installation's administrator, whatever their authorities: the figures span every company. */
  soAdministrador:
    'As tarefas agendadas valem para a instalação inteira: só o administrador da instalação pode consultá-las e executá-las.',
};

/** A row of GET /utilitario/tarefas-agendadas. */
export const tarefaAgendadaLinha = z.object({
  nome: z.string(),
  descricao: z.string(),
  /** 'A cada 30 segundos', 'A cada hora'… */
  agenda: z.string(),
  /** false: the server that answered does not run it (an environment switch such as LGPD_EXPURGO=0). */
  ativa: z.boolean(),
  executando: z.boolean(),
  /** The node running it now (host:process). */
  executandoEm: z.string().nullable(),
  ultimoInicio: instante.nullable(),
  ultimaDuracaoMs: z.number().int().nullable(),
  ultimoResultado: z.string().nullable(),
  /** The last run failed (its error is `ultimoErro`). */
  ultimaFalhou: z.boolean(),
  ultimoErro: z.string().nullable(),
  ultimoErroEm: instante.nullable(),
  proximaExecucao: instante.nullable(),
  execucoes: z.number().int(),
  falhas: z.number().int(),
});
/** A row as the web receives it (instants as ISO strings). */
export type TarefaAgendadaLinha = z.input<typeof tarefaAgendadaLinha>;

export const listarTarefasAgendadas = defineContrato(`GET /api${TAREFAS_AGENDADAS_PATH}`, {
  summary: 'Tarefas agendadas: última e próxima execução, duração e último erro',
  response: z.array(tarefaAgendadaLinha),
});

/** 'Executar agora': the job becomes due now for whichever server runs the jobs; answers its row. */
export const executarTarefaAgendada = defineContrato(`POST /api${TAREFAS_AGENDADAS_PATH}/:nome/executar`, {
  summary: 'Executar uma tarefa agendada agora',
  params: z.object({ nome: z.string().max(60) }),
  response: tarefaAgendadaLinha,
});

export const MENU_TAREFAS_AGENDADAS: MenuEntry[] = [
  {
    breadcrumb: ['Utilitários', 'Tarefas agendadas'],
    spaUrl: TAREFAS_AGENDADAS_PATH,
    access: TAREFAS_AGENDADAS_ACCESS,
    instalacao: true,
  },
];
