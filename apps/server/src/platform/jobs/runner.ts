import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tarefaAgendada } from '../../db/schema/index.ts';
import { type Job, proximaDepois, type ResultadoJob } from './defineJob.ts';

/** How long a node owns a job it runs; renewed every third of it, so only a dead node's lease lapses. */
const POSSE_MS = 5 * 60_000;
/** The runner looks at the table at least this often (leases of other nodes, rows changed elsewhere). */
const ESPERA_MAXIMA_MS = 60_000;

export interface RunnerOptions {
  db: Db;
  log: {
    debug(obj: object, msg: string): void;
    info(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
  /** Tests shorten these. */
  posseMs?: number;
  esperaMaximaMs?: number;
}

/** One finished run. */
export interface Execucao {
  nome: string;
  inicio: Date;
  duracaoMs: number;
  resumo: string | null;
  erro: string | null;
}

export interface JobRunner {
  /** This node's name in the lease column (host, process and a random tag). */
  readonly no: string;
  /** Adds a job (before start; a duplicate name is refused). */
  registrar(job: Job): void;
  /** The jobs known to this node, in registration order (inactive ones too). */
  jobs(): readonly Job[];
  /** Creates the missing rows and starts the loop: each active job runs when due and no node holds it. */
  iniciar(): Promise<void>;
  /** Stops the loop and waits for the runs in progress. */
  parar(): Promise<void>;
  /**
   * Asks for a run as soon as possible (a mail enqueued: `app.mailer.acordar()`). A no-op unless the
   * runner is started and the job active on this node; a run in progress is followed by another one.
   */
  disparar(nome: string): void;
  /** 'Executar agora': the job becomes due now for whichever node runs it (recorded even when this node runs no jobs). */
  solicitar(nome: string): Promise<void>;
  /** Runs the job here and now when no node holds it (tests); null when another run holds it. */
  executarAgora(nome: string): Promise<Execucao | null>;
}

const mensagemDe = (e: unknown) => (e instanceof Error ? e.message : String(e)).slice(0, 2000);

/**
 * The scheduled-job runner. The lock is the row of `tarefa_agendada`: a node claims a due job with one
 * conditional UPDATE (due, and no live lease), which PostgreSQL serialises per row, so among nodes racing
 * for it exactly one gets it; the lease is renewed while the job runs and cleared when it ends, together
 * with the outcome and the next due time. Clocks of the nodes are assumed in sync to the second (NTP).
 */
export function criarRunner({
  db,
  log,
  posseMs = POSSE_MS,
  esperaMaximaMs = ESPERA_MAXIMA_MS,
}: RunnerOptions): JobRunner {
  const no = `${os.hostname()}:${process.pid}:${randomBytes(2).toString('hex')}`.slice(-120);
  const registrados = new Map<string, Job>();
  const rodando = new Map<string, Promise<Execucao>>();
  let iniciado = false;
  let timer: NodeJS.Timeout | null = null;
  let renovacao: NodeJS.Timeout | null = null;
  let ciclo: Promise<void> | null = null;
  let outroCiclo = false;
  const disparos = new Set<string>();

  const t = tarefaAgendada;
  const ativos = () => [...registrados.values()].filter((j) => j.ativa !== false);
  const jobDe = (nome: string) => {
    const job = registrados.get(nome);
    if (!job) throw new Error(`Tarefa agendada desconhecida: ${nome}`);
    return job;
  };
  const garantirLinha = (nome: string) =>
    db.insert(t).values({ nome, proximaExecucao: new Date() }).onConflictDoNothing();

  /** Claims the given jobs that are due (or all of them, `agora` ignored as due date) and free. */
  async function reivindicar(nomes: string[], agora: Date, mesmoAntes = false): Promise<string[]> {
    if (nomes.length === 0) return [];
    const linhas = await db
      .update(t)
      .set({
        executandoEm: no,
        posseAte: new Date(agora.getTime() + posseMs),
        ultimoInicio: agora,
        ultimaDuracaoMs: null,
      })
      .where(
        and(
          inArray(t.nome, nomes),
          mesmoAntes ? undefined : lte(t.proximaExecucao, agora),
          or(isNull(t.posseAte), lt(t.posseAte, agora)),
        ),
      )
      .returning({ nome: t.nome });
    return linhas.map((l) => l.nome);
  }

  /** Runs a claimed job, records its outcome and frees it; never rejects. */
  async function rodar(job: Job, inicio: Date): Promise<Execucao> {
    log.debug({ tarefa: job.nome }, 'tarefa agendada: início');
    const t0 = performance.now();
    let resultado: ResultadoJob = {};
    let erro: string | null = null;
    let excecao: unknown;
    try {
      const r = await job.executar();
      resultado = typeof r === 'string' ? { resumo: r } : (r ?? {});
    } catch (e) {
      excecao = e;
      erro = mensagemDe(e);
    }
    const duracaoMs = Math.round(performance.now() - t0);
    const fim = new Date();
    const resumo = resultado.resumo || null;
    const detalhes = { tarefa: job.nome, duracaoMs, resumo, erro };
    if (erro)
      log.error({ ...detalhes, err: excecao }, `tarefa agendada ${job.nome}: falhou em ${duracaoMs} ms`);
    else if (resumo) log.info(detalhes, `tarefa agendada ${job.nome}: ${resumo} (${duracaoMs} ms)`);
    else log.debug(detalhes, `tarefa agendada ${job.nome}: concluída em ${duracaoMs} ms`);
    const planejada = resultado.repetir ? fim : proximaDepois(job, inicio);
    // Asked again while it ran (a mail woken up mid-round): due at once; else the schedule, never the past.
    const proxima = new Date(Math.max(planejada.getTime(), fim.getTime()));
    try {
      const feitas = await db
        .update(t)
        .set({
          executandoEm: null,
          posseAte: null,
          ultimaDuracaoMs: duracaoMs,
          ultimoResultado: resumo,
          ...(erro ? { ultimoErro: erro, ultimoErroEm: inicio } : {}),
          execucoes: sql`${t.execucoes} + 1`,
          falhas: erro ? sql`${t.falhas} + 1` : undefined,
          proximaExecucao: sql`case when ${t.solicitadaEm} >= ${inicio.toISOString()}::timestamptz
            then ${fim.toISOString()}::timestamptz else ${proxima.toISOString()}::timestamptz end`,
        })
        .where(and(eq(t.nome, job.nome), eq(t.executandoEm, no)))
        .returning({ nome: t.nome });
      if (feitas.length === 0)
        log.error({ tarefa: job.nome }, `tarefa agendada ${job.nome}: a posse expirou durante a execução`);
    } catch (e) {
      log.error({ tarefa: job.nome, err: e }, `tarefa agendada ${job.nome}: falha ao registrar a execução`);
    }
    return { nome: job.nome, inicio, duracaoMs, resumo, erro };
  }

  function lancar(job: Job, inicio: Date): Promise<Execucao> {
    const p = rodar(job, inicio).finally(() => {
      rodando.delete(job.nome);
      acordarCiclo();
    });
    rodando.set(job.nome, p);
    return p;
  }

  /** One look at the table: claims and launches what is due, then sleeps until the next due time. */
  async function verificar() {
    if (timer) clearTimeout(timer);
    timer = null;
    let espera = esperaMaximaMs;
    try {
      const agora = new Date();
      const livres = ativos()
        .map((j) => j.nome)
        .filter((n) => !rodando.has(n));
      const ganhos = await reivindicar(livres, agora);
      for (const nome of ganhos) lancar(jobDe(nome), agora);
      const restantes = livres.filter((n) => !ganhos.includes(n));
      if (restantes.length) {
        const [prox] = await db
          .select({ em: t.proximaExecucao })
          .from(t)
          .where(and(inArray(t.nome, restantes), or(isNull(t.posseAte), lt(t.posseAte, agora))))
          .orderBy(asc(t.proximaExecucao))
          .limit(1);
        if (prox) espera = Math.min(esperaMaximaMs, Math.max(10, prox.em.getTime() - Date.now()));
      }
    } catch (e) {
      log.error({ err: e }, 'tarefas agendadas: falha ao consultar a agenda');
    }
    if (iniciado) {
      timer = setTimeout(acordarCiclo, espera);
      timer.unref();
    }
  }

  /** Runs `verificar` now, or once more right after the one in progress. */
  function acordarCiclo() {
    if (!iniciado) return;
    if (ciclo) {
      outroCiclo = true;
      return;
    }
    ciclo = verificar().finally(() => {
      ciclo = null;
      if (outroCiclo) {
        outroCiclo = false;
        acordarCiclo();
      }
    });
  }

  async function renovarPosses() {
    const nomes = [...rodando.keys()];
    if (nomes.length === 0) return;
    try {
      await db
        .update(t)
        .set({ posseAte: new Date(Date.now() + posseMs) })
        .where(and(inArray(t.nome, nomes), eq(t.executandoEm, no)));
    } catch (e) {
      log.error({ err: e }, 'tarefas agendadas: falha ao renovar a posse');
    }
  }

  async function marcarSolicitada(nomes: string[]) {
    const agora = new Date();
    await db
      .update(t)
      .set({
        solicitadaEm: agora,
        proximaExecucao: sql`least(${t.proximaExecucao}, ${agora.toISOString()}::timestamptz)`,
      })
      .where(inArray(t.nome, nomes));
  }

  return {
    no,
    registrar(job) {
      if (iniciado) throw new Error(`Tarefa ${job.nome} registrada depois do início`);
      if (registrados.has(job.nome)) throw new Error(`Tarefa agendada duplicada: ${job.nome}`);
      registrados.set(job.nome, job);
    },
    jobs: () => [...registrados.values()],
    async iniciar() {
      if (iniciado) return;
      const agora = new Date();
      for (const job of ativos()) {
        const primeira = job.primeiraExecucao ?? Math.min(job.intervalo ?? 60_000, 60_000);
        // A shortened schedule takes effect at once: never later than one period from now.
        const limite = proximaDepois(job, agora).toISOString();
        await db
          .insert(t)
          .values({ nome: job.nome, proximaExecucao: new Date(agora.getTime() + primeira) })
          .onConflictDoUpdate({
            target: t.nome,
            set: { proximaExecucao: sql`least(${t.proximaExecucao}, ${limite}::timestamptz)` },
          });
      }
      iniciado = true;
      renovacao = setInterval(renovarPosses, Math.max(10, Math.floor(posseMs / 3)));
      renovacao.unref();
      acordarCiclo();
    },
    async parar() {
      iniciado = false;
      if (timer) clearTimeout(timer);
      timer = null;
      await ciclo;
      await Promise.all(rodando.values());
      if (renovacao) clearInterval(renovacao);
      renovacao = null;
    },
    disparar(nome) {
      const job = registrados.get(nome);
      if (!iniciado || !job || job.ativa === false) return;
      const primeiro = disparos.size === 0;
      disparos.add(nome);
      if (!primeiro) return;
      setImmediate(() => {
        const nomes = [...disparos];
        disparos.clear();
        if (!iniciado) return;
        marcarSolicitada(nomes)
          .catch((e) => log.error({ err: e }, 'tarefas agendadas: falha ao solicitar execução'))
          .finally(acordarCiclo);
      });
    },
    async solicitar(nome) {
      jobDe(nome);
      await garantirLinha(nome);
      await marcarSolicitada([nome]);
      acordarCiclo();
    },
    async executarAgora(nome) {
      const job = jobDe(nome);
      if (rodando.has(nome)) return null;
      await garantirLinha(nome);
      const agora = new Date();
      const [ganho] = await reivindicar([nome], agora, true);
      return ganho ? lancar(job, agora) : null;
    },
  };
}
