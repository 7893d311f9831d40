import { ERROR_CODES, MSG } from '@ipe/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erroRelatado } from '../../db/schema/index.ts';
import { logCapture } from '../../test/fixtures.ts';
import { createTestApp, DEMO_CONSULTA, type TestApp } from '../../test/harness.ts';

/** Spec 1 §8 and design §5: what an unexpected failure answers, and the report sent from the 500 page. */

let t: TestApp;
const log = logCapture();

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      logStream: log.stream,
      beforeReady: (app, { db }) => {
        app.get('/api/teste/falha', { config: { access: 'public' } }, async () => {
          throw new Error('senha do banco: hunter2 em /srv/ipe/segredo.ts');
        });
        app.get('/api/teste/falha-sql', { config: { access: 'authenticated' } }, async () =>
          db.execute(sql`select * from tabela_que_nao_existe_xyz`),
        );
        app.get('/api/teste/falha-not-null', { config: { access: 'authenticated' } }, async () =>
          db.execute(sql`insert into estado (sigla, nome, codigo_ibge) values (null, 'X', 99)`),
        );
        app.get('/api/teste/falha-async', { config: { access: 'public' } }, async (req) => {
          await new Promise((r) => setImmediate(r));
          return (req.query as { a?: { x: number } }).a?.x.toFixed() as unknown as { x: number };
        });
      },
    },
  );
});
afterAll(() => t?.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('an unexpected error', () => {
  it('answers 500 ERRO_INTERNO with an id and nothing of the internals', async () => {
    const res = await t.anonymous().get('/api/teste/falha');
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toEqual({
      code: ERROR_CODES.interno,
      message: 'Erro interno do servidor.',
      id: expect.stringMatching(UUID),
    });
    expect(res.body).not.toMatch(/hunter2|segredo|stack|\.ts/);
  });

  it('hides database errors too, and gives each failure its own id', async () => {
    const admin = await t.login();
    const a = await admin.get('/api/teste/falha-sql');
    const b = await admin.get('/api/teste/falha-sql');
    for (const res of [a, b]) {
      expect(res.statusCode).toBe(500);
      expect(Object.keys(res.json()).sort()).toEqual(['code', 'id', 'message']);
      expect(res.body).not.toMatch(/tabela_que_nao_existe|select|relation/i);
    }
    expect(a.json().id).not.toBe(b.json().id);
    const c = await admin.get('/api/teste/falha-async?a=1');
    expect(c.statusCode).toBe(500);
    expect(c.json().code).toBe(ERROR_CODES.interno);
    expect(c.body).not.toContain('Cannot read');
  });

  it('logs the internals under the same id the answer carries', async () => {
    const id = (await t.anonymous().get('/api/teste/falha')).json().id;
    const entry = log.records().find((r) => r.erroId === id);
    expect(entry).toBeDefined();
    expect(entry?.level).toBe(50);
    expect(JSON.stringify(entry?.err)).toContain('hunter2');
  });
});

describe('POST /api/erros (the "Enviar" of the 500 page)', () => {
  it('stores the report with the user of the session and answers 201', async () => {
    const maria = await t.login(DEMO_CONSULTA);
    const failure = (await t.anonymous().get('/api/teste/falha')).json();
    const res = await maria.post('/api/erros', {
      erroId: failure.id,
      mensagem: 'Erro interno do servidor.',
      detalhes: 'Ao salvar o bairro',
      url: '/geral/bairros/novo',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(id).toEqual(expect.any(Number));
    const [row] = await t.database.db.select().from(erroRelatado).where(eq(erroRelatado.id, id));
    expect(row).toMatchObject({
      erroId: failure.id,
      mensagem: 'Erro interno do servidor.',
      detalhes: 'Ao salvar o bairro',
      url: '/geral/bairros/novo',
      usuarioId: 2,
      empresaId: 1,
    });
    expect(row.criadoEm).toBeInstanceOf(Date);
    expect(log.records().some((r) => r.erroId === failure.id && r.relatoId === id)).toBe(true);
  });

  it('accepts a report without a session (the session may be what failed)', async () => {
    const res = await t.anonymous().post('/api/erros', { erroId: 'abc-123' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db.select().from(erroRelatado).where(eq(erroRelatado.id, res.json().id));
    expect(row).toMatchObject({ erroId: 'abc-123', usuarioId: null, empresaId: null, mensagem: null });
  });

  it('answers a field error when erroId is missing or blank, storing nothing', async () => {
    const before = (await t.database.db.select().from(erroRelatado)).length;
    for (const body of [{ mensagem: 'sem id' }, { erroId: '   ', mensagem: 'em branco' }]) {
      const res = await t.anonymous().post('/api/erros', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: ERROR_CODES.fieldValidation,
        message: MSG.preenchaCamposIndicados,
        entries: [{ field: 'erroId', message: 'Identificador do erro é obrigatório' }],
      });
    }
    const tooLong = await t.anonymous().post('/api/erros', { erroId: 'x', mensagem: 'm'.repeat(2001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().entries.map((e: { field: string }) => e.field)).toEqual(['mensagem']);
    expect((await t.database.db.select().from(erroRelatado)).length).toBe(before);
  });
});

describe('database constraint errors', () => {
  it('answers a NOT NULL violation as 400 with a pt-BR message, never 500', async () => {
    const c = await t.login();
    const res = await c.get('/api/teste/falha-not-null');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'CAMPO_OBRIGATORIO',
      message: 'Campo obrigatório não informado.',
    });
  });
});
