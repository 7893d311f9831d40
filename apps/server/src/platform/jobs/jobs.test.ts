import { setTimeout as dormir } from 'node:timers/promises';
import { ALL_AUTHORITIES, type MenuItem, MSG } from '@ipe/domain';
import { MSG_TAREFAS_AGENDADAS } from '@ipe/domain/resources/utilitario/tarefasAgendadas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../db/client.ts';
import { perfil, tarefaAgendada } from '../../db/schema/index.ts';
import {
  createPersistentTestDatabase,
  createTestApp,
  DEMO_CONSULTA,
  type TestApp,
} from '../../test/harness.ts';
import { defineJob, type Job, textoAgenda } from './defineJob.ts';
import { criarRunner, type RunnerOptions } from './runner.ts';

/**
 * The scheduled-job runner: runs and records, errors and the next run, the lock between nodes, the
 * wake-up, a dead node's lease, and the Utilities list. Runners here are built on the test database
 * with short periods; the app's own runner stays off (the harness).
 */

let t: TestApp;
const BASE = '/api/utilitario/tarefas-agendadas';

/** A logger that keeps its lines (the server log of a run). */
function logDeTeste() {
  const linhas: { nivel: string; obj: Record<string, unknown>; msg: string }[] = [];
  const nivel = (n: string) => (obj: object, msg: string) =>
    linhas.push({ nivel: n, obj: obj as Record<string, unknown>, msg });
  return { linhas, log: { debug: nivel('debug'), info: nivel('info'), error: nivel('error') } };
}

const runnerEm = (db: Db, extra: Partial<RunnerOptions> = {}) => {
  const { linhas, log } = logDeTeste();
  return { linhas, runner: criarRunner({ db, log, esperaMaximaMs: 200, ...extra }) };
};

const linhaDe = async (nome: string) =>
  (await t.database.db.select().from(tarefaAgendada).where(eq(tarefaAgendada.nome, nome)))[0];

let seq = 0;
const nomeNovo = (base: string) => `teste-${base}-${++seq}`;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      beforeReady: (app) =>
        app.jobs.registrar(
          defineJob({
            nome: 'teste-listada',
            descricao: 'Tarefa de teste',
            intervalo: 15 * 60_000,
            executar: async () => 'feito',
          }),
        ),
    },
  );
});
afterAll(() => t.close());

describe('defineJob', () => {
  it('refuses a bad name, no schedule or two, and a duplicate name in a runner', () => {
    const ok = { descricao: 'x', executar: async () => {} };
    expect(() => defineJob({ ...ok, nome: 'Com Espaço', intervalo: 1 })).toThrow(/nome inválido/);
    expect(() => defineJob({ ...ok, nome: 'sem-agenda' })).toThrow(/intervalo ou agenda/);
    expect(() =>
      defineJob({ ...ok, nome: 'duas', intervalo: 1, agenda: { proxima: (d) => d, texto: 'x' } }),
    ).toThrow(/intervalo ou agenda/);
    const { runner } = runnerEm(t.database.db);
    runner.registrar(defineJob({ ...ok, nome: 'dupla', intervalo: 1000 }));
    expect(() => runner.registrar(defineJob({ ...ok, nome: 'dupla', intervalo: 1000 }))).toThrow(/duplicada/);
  });
});

describe('schedules', () => {
  it('read as people read them, and a calendar schedule gives the next run', async () => {
    const job = (intervalo: number) =>
      defineJob({ nome: 'x-y', descricao: 'x', intervalo, executar: async () => {} });
    expect(textoAgenda(job(30_000))).toBe('A cada 30 segundos');
    expect(textoAgenda(job(60_000))).toBe('A cada minuto');
    expect(textoAgenda(job(60 * 60_000))).toBe('A cada hora');
    expect(textoAgenda(job(24 * 60 * 60_000))).toBe('A cada 24 horas');
    const { runner } = runnerEm(t.database.db);
    const nome = nomeNovo('agenda');
    const madrugada = (apos: Date) => {
      const d = new Date(apos);
      d.setHours(3, 0, 0, 0);
      if (d <= apos) d.setDate(d.getDate() + 1);
      return d;
    };
    const diaria = defineJob({
      nome,
      descricao: 'x',
      agenda: { proxima: madrugada, texto: 'Diariamente às 3h' },
      executar: async () => {},
    });
    expect(textoAgenda(diaria)).toBe('Diariamente às 3h');
    runner.registrar(diaria);
    const r = await runner.executarAgora(nome);
    expect((await linhaDe(nome)).proximaExecucao).toEqual(madrugada(r?.inicio as Date));
  });
});

describe('a run', () => {
  it('is recorded with its start, duration and summary, and logged', async () => {
    const { runner, linhas } = runnerEm(t.database.db);
    const nome = nomeNovo('registro');
    runner.registrar(
      defineJob({
        nome,
        descricao: 'x',
        intervalo: 60 * 60_000,
        executar: async () => {
          await dormir(30);
          return '2 itens processados';
        },
      }),
    );
    const antes = Date.now();
    const r = await runner.executarAgora(nome);
    expect(r).toMatchObject({ nome, resumo: '2 itens processados', erro: null });
    expect(r?.duracaoMs).toBeGreaterThanOrEqual(25);
    const l = await linhaDe(nome);
    expect(l).toMatchObject({
      executandoEm: null,
      posseAte: null,
      ultimoResultado: '2 itens processados',
      ultimoErro: null,
      execucoes: 1,
      falhas: 0,
    });
    expect(l.ultimaDuracaoMs).toBe(r?.duracaoMs);
    expect(l.ultimoInicio?.getTime()).toBeGreaterThanOrEqual(antes - 1000);
    // The next run is one interval after this one's start.
    expect(l.proximaExecucao.getTime() - (l.ultimoInicio as Date).getTime()).toBe(60 * 60_000);
    expect(linhas).toContainEqual(
      expect.objectContaining({
        nivel: 'info',
        obj: expect.objectContaining({ tarefa: nome, duracaoMs: r?.duracaoMs }),
      }),
    );
  });

  it('records an error as the last error, logs it, and the job runs again on schedule', async () => {
    const { runner, linhas } = runnerEm(t.database.db);
    const nome = nomeNovo('erro');
    let n = 0;
    runner.registrar(
      defineJob({
        nome,
        descricao: 'x',
        intervalo: 100,
        primeiraExecucao: 0,
        executar: async () => {
          n++;
          if (n === 1) throw new Error('servidor indisponível');
          return `rodada ${n}`;
        },
      }),
    );
    await runner.iniciar();
    try {
      await expect
        .poll(async () => (await linhaDe(nome)).execucoes, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(3);
    } finally {
      await runner.parar();
    }
    const l = await linhaDe(nome);
    expect(l).toMatchObject({ falhas: 1, ultimoErro: 'servidor indisponível' });
    expect(l.ultimoResultado).toMatch(/^rodada \d+$/);
    expect(l.ultimoErroEm?.getTime()).toBeLessThan((l.ultimoInicio as Date).getTime());
    expect(linhas).toContainEqual(
      expect.objectContaining({
        nivel: 'error',
        obj: expect.objectContaining({ erro: 'servidor indisponível' }),
      }),
    );
  });

  it('asked for again while it runs, runs once more right after (the mailer’s acordar)', async () => {
    const { runner } = runnerEm(t.database.db);
    const nome = nomeNovo('disparo');
    let n = 0;
    let liberar: () => void = () => {};
    runner.registrar(
      defineJob({
        nome,
        descricao: 'x',
        intervalo: 60 * 60_000,
        primeiraExecucao: 0,
        executar: async () => {
          n++;
          if (n === 1) await new Promise<void>((ok) => (liberar = ok));
        },
      }),
    );
    await runner.iniciar();
    try {
      await expect.poll(() => n).toBe(1);
      runner.disparar(nome);
      await dormir(100);
      liberar();
      await expect.poll(() => n, { timeout: 15_000 }).toBe(2);
      // Then the hourly schedule again.
      await dormir(300);
      expect(n).toBe(2);
    } finally {
      await runner.parar();
    }
  });
});

describe('two nodes', () => {
  let outro: Database | null = null;
  let drop: (() => Promise<void>) | null = null;
  afterAll(async () => {
    await outro?.close();
    await drop?.();
  });

  it('never run the same job at the same time', async () => {
    // PostgreSQL: two connection pools on one database, as two servers. PGlite has one connection.
    let dbA = t.database.db;
    let dbB = t.database.db;
    if (process.env.TEST_DB === 'pg') {
      const p = await createPersistentTestDatabase();
      drop = p.drop;
      const a = await p.open();
      outro = await p.open();
      const fecharA = a.close;
      dbA = a.db;
      dbB = outro.db;
      const anterior = drop;
      drop = async () => {
        await fecharA();
        await anterior();
      };
    }
    const nome = nomeNovo('concorrencia');
    let emCurso = 0;
    let maximo = 0;
    const porNo: Record<string, number> = {};
    const job = (no: string): Job =>
      defineJob({
        nome,
        descricao: 'x',
        intervalo: 20,
        primeiraExecucao: 0,
        executar: async () => {
          emCurso++;
          maximo = Math.max(maximo, emCurso);
          porNo[no] = (porNo[no] ?? 0) + 1;
          await dormir(15);
          emCurso--;
        },
      });
    const a = runnerEm(dbA, { esperaMaximaMs: 30 }).runner;
    const b = runnerEm(dbB, { esperaMaximaMs: 30 }).runner;
    a.registrar(job('a'));
    b.registrar(job('b'));
    await Promise.all([a.iniciar(), b.iniciar()]);
    const soma = () => (porNo.a ?? 0) + (porNo.b ?? 0);
    // At least 10 runs (about 1.5 s on an idle machine; more under load).
    await expect.poll(soma, { timeout: 20_000 }).toBeGreaterThanOrEqual(10);
    await Promise.all([a.parar(), b.parar()]);
    const total = soma();
    expect(maximo).toBe(1);
    const [l] = await dbA.select().from(tarefaAgendada).where(eq(tarefaAgendada.nome, nome));
    expect(l.execucoes).toBe(total);
  });

  it('take over a job whose node died while running it once its lease lapses', async () => {
    const nome = nomeNovo('posse');
    await t.database.db.insert(tarefaAgendada).values({
      nome,
      proximaExecucao: new Date(Date.now() - 1000),
      executandoEm: 'no-morto:1:0000',
      posseAte: new Date(Date.now() + 1500),
    });
    const { runner } = runnerEm(t.database.db);
    let n = 0;
    runner.registrar(
      defineJob({ nome, descricao: 'x', intervalo: 60 * 60_000, executar: async () => void n++ }),
    );
    expect(await runner.executarAgora(nome)).toBeNull();
    await runner.iniciar();
    try {
      await dormir(100);
      expect(n).toBe(0);
      await expect.poll(() => n, { timeout: 15_000 }).toBe(1);
    } finally {
      await runner.parar();
    }
    expect((await linhaDe(nome)).executandoEm).toBeNull();
  });
});

describe('GET /api/utilitario/tarefas-agendadas', () => {
  it('lists the jobs with their last and next run, and runs one now with the edit authority', async () => {
    const admin = await t.login();
    expect((await t.app.jobs.executarAgora('teste-listada'))?.erro).toBeNull();
    const res = await admin.get(BASE);
    expect(res.statusCode, res.body).toBe(200);
    const lista = res.json() as Record<string, unknown>[];
    expect(lista.map((l) => l.nome)).toEqual(
      expect.arrayContaining(['limpeza-sessoes', 'envio-emails', 'expurgo-lgpd', 'aviso-expiracao-usuarios']),
    );
    expect(lista.find((l) => l.nome === 'envio-emails')).toMatchObject({
      agenda: 'A cada 30 segundos',
      ativa: false, // the harness turns the mail worker off
    });
    expect(lista.find((l) => l.nome === 'limpeza-sessoes')).toMatchObject({
      agenda: 'A cada 10 minutos',
      ativa: true,
    });
    const minha = lista.find((l) => l.nome === 'teste-listada');
    expect(minha).toMatchObject({
      descricao: 'Tarefa de teste',
      agenda: 'A cada 15 minutos',
      executando: false,
      ultimoResultado: 'feito',
      ultimaFalhou: false,
      execucoes: 1,
      falhas: 0,
    });
    expect(typeof minha?.ultimaDuracaoMs).toBe('number');
    expect(Date.parse(minha?.proximaExecucao as string)).toBeGreaterThan(Date.now() + 14 * 60_000);

    const exec = await admin.post(`${BASE}/teste-listada/executar`);
    expect(exec.statusCode, exec.body).toBe(200);
    expect(Date.parse(exec.json().proximaExecucao)).toBeLessThanOrEqual(Date.now());
    expect((await admin.post(`${BASE}/nao-existe/executar`)).statusCode).toBe(404);
  });

  it('runs the platform and module jobs the app registers', async () => {
    for (const nome of ['limpeza-sessoes', 'aviso-expiracao-usuarios', 'envio-emails'])
      expect(await t.app.jobs.executarAgora(nome), nome).toMatchObject({ nome, erro: null });
  });

  it('needs ROLE_UTI_TAREFAS_AGENDADAS to list and …_EDITAR to run', async () => {
    const consulta = await t.login(DEMO_CONSULTA);
    const semAutoridade = [await consulta.get(BASE), await consulta.post(`${BASE}/teste-listada/executar`)];
    for (const res of semAutoridade) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: MSG.naoAutorizado });
    }
    expect((await t.anonymous().get(BASE)).statusCode).toBe(401);
  });

  it('are the installation’s: a company administrator holding both authorities, not user 1, gets 403', async () => {
    // Maria (user 2) administers the demo company with every authority, the jobs' included.
    await t.database.db
      .update(perfil)
      .set({ authorities: ALL_AUTHORITIES })
      .where(eq(perfil.nome, 'Consulta'));
    const adminDaEmpresa = await t.login(DEMO_CONSULTA);
    const antes = (await linhaDe('teste-listada'))?.solicitadaEm ?? null;
    for (const res of [
      await adminDaEmpresa.get(BASE),
      await adminDaEmpresa.post(`${BASE}/teste-listada/executar`),
      await adminDaEmpresa.post(`${BASE}/nao-existe/executar`),
    ]) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ code: 'NAO_AUTORIZADO', message: MSG_TAREFAS_AGENDADAS.soAdministrador });
    }
    // Nothing was asked of the job, and the menu does not offer the screen to her; user 1 sees it.
    expect((await linhaDe('teste-listada'))?.solicitadaEm ?? null).toEqual(antes);
    const folhas = (menu: MenuItem[]): string[] =>
      menu.flatMap((m) => (m.spaUrl ? [m.spaUrl] : folhas(m.items ?? [])));
    const menuDe = async (c: typeof adminDaEmpresa) => folhas((await c.get('/api/userinfo')).json().menu);
    expect(await menuDe(adminDaEmpresa)).not.toContain('/utilitario/tarefas-agendadas');
    expect(await menuDe(adminDaEmpresa)).toContain('/utilitario/usuarios');
    expect(await menuDe(await t.login())).toContain('/utilitario/tarefas-agendadas');
  });
});
