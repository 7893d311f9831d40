import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { entries } from '../../../platform/questionario/testkit.ts';

/**
 * Performance evaluations (spec 2 §3, §5): the data of the wizard's first step, its rules with the
 * spec's messages, and who may do what.
 */

const API = '/api/avaliacao/avaliacoes-desempenho';
const MODELOS = '/api/avaliacao/modelos-avaliacao';

let t: TestApp;
let matriz: Client; // company 1, the demo's
let filial: Client; // company 2
let modelo: number;

const dados = (extra: Record<string, unknown> = {}) => ({
  titulo: 'Avaliação 360° 2026',
  dataIni: '2026-03-01',
  dataFim: '2026-03-31',
  tipo: '1.0',
  modeloAvaliacaoId: modelo,
  permiteAutoAvaliacao: true,
  anonima: false,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  matriz = await t.login(DEMO_ADMIN, 1);
  filial = await t.login(DEMO_ADMIN, 2);
  const res = await matriz.post(MODELOS, { titulo: 'Modelo 360°' });
  expect(res.statusCode, res.body).toBe(201);
  modelo = res.json().id;
});
afterAll(() => t?.close());

describe('dados da avaliação', () => {
  it('creates an evaluation over a performance model, not released and without answers', async () => {
    const res = await matriz.post(API, dados());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      titulo: 'Avaliação 360° 2026',
      tipo: '1.0',
      formato: '0',
      liberada: false,
      possuiResposta: false,
      modeloAvaliacaoId: modelo,
    });
  });

  it("answers the spec's messages for each missing field", async () => {
    expect(
      entries(await matriz.post(API, { titulo: 'x', dataIni: '2026-01-01', dataFim: '2026-01-02' })),
    ).toEqual(
      expect.arrayContaining([
        { field: 'permiteAutoAvaliacao', message: 'Informe se a avaliação permite autoavaliação' },
        { field: 'anonima', message: 'Informe se a avaliação é anônima.' },
        { field: 'tipo', message: 'Tipo de avaliação é obrigatório' },
      ]),
    );
    expect(entries(await matriz.post(API, dados({ tipo: '2.0', formato: null })))).toEqual([
      { field: 'formato', message: 'Campo Obrigatório é necessário quando Tipo é 2.0' },
    ]);
    expect(entries(await matriz.post(API, dados({ modeloAvaliacaoId: null })))).toEqual([
      { field: 'modeloAvaliacaoId', message: 'Modelo de Avaliação é obrigatório' },
    ]);
    expect(entries(await matriz.post(API, dados({ dataFim: '2026-02-01' })))).toEqual([
      { field: 'dataFim', message: 'Data final inferior a data inicial.' },
    ]);
  });

  it('needs no model when competence-only (an empty question set of its own)', async () => {
    const res = await matriz.post(
      API,
      dados({ modeloAvaliacaoId: null, avaliarSomenteCompetencias: true, tipo: '2.0', formato: '1' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ modeloAvaliacaoId: null, formato: '1' });
  });

  it("refuses another company's model as missing", async () => {
    expect(entries(await filial.post(API, dados()))).toEqual([
      { field: 'modeloAvaliacaoId', message: 'Modelo de Avaliação é obrigatório' },
    ]);
  });
});
