/** What a run may report: a summary for the list and the log, and whether more work is waiting. */
export interface ResultadoJob {
  /** e.g. '3 e-mail(s) enviado(s)'; a run with a summary is logged at info, one without at debug. */
  resumo?: string | null;
  /** More is due right now (a queue longer than one round): the job runs again at once. */
  repetir?: boolean;
}

/** A calendar schedule: the next run after a given instant, and how people read it. */
export interface AgendaJob {
  proxima(apos: Date): Date;
  texto: string;
}

export interface Job {
  /** Identifier in code and in the table `tarefa_agendada` (kebab-case, e.g. 'envio-emails'). */
  nome: string;
  /** What it does, in pt-BR, as the list in Utilitários shows it. */
  descricao: string;
  /** Every this many milliseconds (from the start of one run to the next)… */
  intervalo?: number;
  /** …or on a calendar. */
  agenda?: AgendaJob;
  /** Delay of the very first run, when the job has no row yet (default: the interval, at most 1 minute). */
  primeiraExecucao?: number;
  /** false: this node never runs it (an environment switch such as LGPD_EXPURGO=0); it is still listed. */
  ativa?: boolean;
  // biome-ignore lint/suspicious/noConfusingVoidType: a job with nothing to report returns nothing
  executar(): Promise<ResultadoJob | string | undefined | void>;
}

const NOME = /^[a-z][a-z0-9-]{1,59}$/;

/**
 * Declares a scheduled job, run by the app's runner (`app.jobs`, platform/jobs/index.ts): on its schedule,
 * never two runs at once in the whole installation, each run recorded. Checks the declaration.
 */
export function defineJob(job: Job): Job {
  if (!NOME.test(job.nome)) throw new Error(`defineJob: nome inválido '${job.nome}'`);
  if ((job.intervalo === undefined) === (job.agenda === undefined))
    throw new Error(`defineJob '${job.nome}': informe intervalo ou agenda (um dos dois)`);
  if (job.intervalo !== undefined && !(job.intervalo > 0))
    throw new Error(`defineJob '${job.nome}': intervalo deve ser positivo`);
  return job;
}

/** The next run of a job that started at `inicio` (a run longer than the interval is followed at once). */
export function proximaDepois(job: Job, inicio: Date): Date {
  return job.agenda ? job.agenda.proxima(inicio) : new Date(inicio.getTime() + (job.intervalo as number));
}

/** The schedule as people read it: 'A cada 30 segundos', 'A cada hora', 'A cada 24 horas'. */
export function textoAgenda(job: Job): string {
  if (job.agenda) return job.agenda.texto;
  const ms = job.intervalo as number;
  const [n, um, varios] =
    ms % 3_600_000 === 0
      ? [ms / 3_600_000, 'hora', 'horas']
      : ms % 60_000 === 0
        ? [ms / 60_000, 'minuto', 'minutos']
        : [Math.round(ms / 1000), 'segundo', 'segundos'];
  return n === 1 ? `A cada ${um}` : `A cada ${n} ${varios}`;
}
