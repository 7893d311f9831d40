import {
  MSG_NINEBOX,
  NINEBOX_PADRAO,
  mensagemPercentuaisObrigatorios,
} from '@ipe/domain/resources/avaliacao/ninebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../test/harness.ts';
import { entries, mensagem, usuarioCom } from '../../platform/questionario/testkit.ts';

/**
 * Nine Box configuration (spec 2 §5, §7 'Nine Box'): the generic resource with every rule and its pt-BR
 * message, one configuration per company and date, /exists, the configuration in force (defaults when none),
 * the inverted-axis check, and who may do what (another company, no authority, a reader).
 */

const BASE = '/api/avaliacao/ninebox';
let t: TestApp;
let matriz: Client;
let filial: Client;

beforeAll(async () => {
  t = await createTestApp();
  matriz = await t.login(DEMO_ADMIN, 1);
  filial = await t.login(DEMO_ADMIN, 2);
});
afterAll(() => t?.close());

const boxes = (): { posicao: number; nomeclatura: string; descricao: string }[] =>
  NINEBOX_PADRAO.map(({ posicao, nomeclatura, descricao }) => ({ posicao, nomeclatura, descricao }));
const corpo = (extra: Record<string, unknown> = {}) => ({
  data: '2026-01-01',
  percentualBaixoPotencial: 33,
  percentualAltoPotencial: 66,
  percentualBaixoDesempenho: 30,
  percentualAltoDesempenho: 70,
  eixoInvertido: false,
  boxes: boxes(),
  ...extra,
});

describe('Nine Box configuration', () => {
  let id: number;

  it('answers the defaults while the company has none, then saves one with its nine boxes', async () => {
    const antes = (await matriz.get(`${BASE}/vigente?data=2026-06-01`)).json();
    expect(antes).toMatchObject({ id: null, percentualBaixoPotencial: 33, percentualAltoDesempenho: 66 });
    expect(antes.boxes.map((b: { nomeclatura: string }) => b.nomeclatura)).toEqual([
      'ENIGMA',
      'FORTE POTENCIAL',
      'ALTA CAPACIDADE',
      'QUESTIONÁVEL',
      'MANTENEDOR',
      'FORTE DESEMPENHO',
      'INSUFICIENTE',
      'EFICAZ',
      'COMPROMETIDO',
    ]);
    expect((await matriz.get(`${BASE}/exists?data=2026-01-01`)).json()).toBe(false);
    const res = await matriz.post(
      BASE,
      corpo({ boxes: [...boxes().slice(1), { ...boxes()[0], nomeclatura: 'ENIGMA X' }] }),
    );
    expect(res.statusCode, res.body).toBe(201);
    id = res.json().id;
    const lido = (await matriz.get(`${BASE}/${id}`)).json();
    expect(lido.boxes.map((b: { posicao: number }) => b.posicao)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(lido.boxes[0].nomeclatura).toBe('ENIGMA X');
    expect((await matriz.get(`${BASE}/exists?data=2026-01-01`)).json()).toBe(true);
    expect((await matriz.get(`${BASE}/exists?data=2026-01-02`)).json()).toBe(false);
    const vigente = (await matriz.get(`${BASE}/vigente?data=2026-06-01`)).json();
    expect(vigente).toMatchObject({ id, data: '2026-01-01', percentualBaixoDesempenho: 30 });
    expect(vigente.boxes[0]).toMatchObject({ nomeclatura: 'ENIGMA X', potencial: 'A', desempenho: 'B' });
    // Before its date the defaults are in force.
    expect((await matriz.get(`${BASE}/vigente?data=2025-12-31`)).json().id).toBeNull();
    expect((await matriz.get(`${BASE}?page=0`)).json().totalElements).toBe(1);
  });

  it('keeps one configuration per date, and the inverted-axis flag of the one in force', async () => {
    const dup = entries(await matriz.post(BASE, corpo()));
    expect(dup).toEqual([{ field: 'data', message: MSG_NINEBOX.dataRepetida }]);
    // Saving the same record on its own date is no duplicate.
    const put = await matriz.put(`${BASE}/${id}`, corpo({ eixoInvertido: true }));
    expect(put.statusCode, put.body).toBe(200);
    expect((await matriz.get(`${BASE}/eixo-invertido?data=2026-02-01`)).json()).toBe(true);
    expect((await matriz.get(`${BASE}/eixo-invertido?data=2025-02-01`)).json()).toBe(false);
  });

  it('lists the missing percentages in one message (zero counts as unfilled)', async () => {
    const um = entries(await matriz.post(BASE, corpo({ data: '2026-03-01', percentualAltoPotencial: null })));
    expect(um).toContainEqual({
      field: 'percentualAltoPotencial',
      message: 'O campo de alto potencial é obrigatório.',
    });
    const varios = entries(
      await matriz.post(
        BASE,
        corpo({ data: '2026-03-01', percentualBaixoPotencial: 0, percentualAltoDesempenho: undefined }),
      ),
    );
    expect(varios).toContainEqual({
      field: 'percentualBaixoPotencial',
      message: 'Os campos de baixo potencial e alto desempenho são obrigatórios.',
    });
    expect(mensagemPercentuaisObrigatorios(['a', 'b', 'c'])).toBe('Os campos de a, b e c são obrigatórios.');
  });

  it('refuses low thresholds not below the high ones, more than 2 digits, long titles and missing texts', async () => {
    const ordem = entries(
      await matriz.post(
        BASE,
        corpo({ data: '2026-03-01', percentualBaixoPotencial: 66, percentualBaixoDesempenho: 80 }),
      ),
    );
    expect(ordem).toEqual(
      expect.arrayContaining([
        { field: 'percentualBaixoPotencial', message: MSG_NINEBOX.potencialInvertido },
        { field: 'percentualBaixoDesempenho', message: MSG_NINEBOX.desempenhoInvertido },
      ]),
    );
    expect(MSG_NINEBOX.potencialInvertido).toBe(
      'O percentual de baixo potencial não pode ser maior ou igual do que o alto potencial.',
    );
    const digitos = entries(
      await matriz.post(BASE, corpo({ data: '2026-03-01', percentualAltoPotencial: 100 })),
    );
    expect(digitos[0].field).toBe('percentualAltoPotencial');
    const textos = boxes();
    textos[2] = { ...textos[2], nomeclatura: 'X'.repeat(25) };
    textos[4] = { ...textos[4], descricao: '' };
    const caixas = entries(await matriz.post(BASE, corpo({ data: '2026-03-01', boxes: textos })));
    expect(caixas).toEqual(
      expect.arrayContaining([
        { field: 'boxes.2.nomeclatura', message: 'Título deve ter no máximo 24 caracteres' },
        { field: 'boxes.4.descricao', message: 'Descrição é obrigatória' },
      ]),
    );
    const oito = entries(await matriz.post(BASE, corpo({ data: '2026-03-01', boxes: boxes().slice(1) })));
    expect(oito).toContainEqual({ field: 'boxes', message: MSG_NINEBOX.noveQuadrantes });
    const repetida = boxes();
    repetida[8] = { ...repetida[8], posicao: 1 };
    expect(entries(await matriz.post(BASE, corpo({ data: '2026-03-01', boxes: repetida })))).toContainEqual({
      field: 'boxes',
      message: MSG_NINEBOX.noveQuadrantes,
    });
    expect(entries(await matriz.post(BASE, corpo({ data: '' })))).toContainEqual({
      field: 'data',
      message: 'A partir de é obrigatório',
    });
  });

  it('is the company’s own: another company sees none of it and keeps its own dates', async () => {
    expect((await filial.get(`${BASE}/${id}`)).statusCode).toBe(404);
    expect((await filial.put(`${BASE}/${id}`, corpo())).statusCode).toBe(404);
    expect((await filial.delete(`${BASE}/${id}`)).statusCode).toBe(404);
    expect((await filial.get(`${BASE}/exists?data=2026-01-01`)).json()).toBe(false);
    expect((await filial.get(`${BASE}/vigente?data=2026-06-01`)).json().id).toBeNull();
    const propria = await filial.post(BASE, corpo());
    expect(propria.statusCode, propria.body).toBe(201);
  });

  it('needs ROLE_AVA_NINEBOX to read and ROLE_AVA_NINEBOX_EDITAR to write', async () => {
    const ninguem = await usuarioCom(t, matriz, ['ROLE_CS_COLABORADORES'], 1);
    for (const url of [
      BASE,
      `${BASE}/${id}`,
      `${BASE}/exists?data=2026-01-01`,
      `${BASE}/vigente`,
      `${BASE}/eixo-invertido`,
    ])
      expect((await ninguem.get(url)).statusCode, url).toBe(403);
    const leitor = await usuarioCom(t, matriz, ['ROLE_AVA_NINEBOX'], 1);
    expect((await leitor.get(`${BASE}/${id}`)).statusCode).toBe(200);
    expect((await leitor.get(`${BASE}/vigente`)).statusCode).toBe(200);
    expect(mensagem(await leitor.post(BASE, corpo({ data: '2026-04-01' })), 403)).toBeTruthy();
    expect((await leitor.put(`${BASE}/${id}`, corpo())).statusCode).toBe(403);
    expect((await leitor.delete(`${BASE}/${id}`)).statusCode).toBe(403);
    expect((await t.anonymous().get(`${BASE}/vigente`)).statusCode).toBe(401);
    const del = await matriz.delete(`${BASE}/${id}`);
    expect(del.statusCode, del.body).toBe(204);
    expect((await matriz.get(`${BASE}/exists?data=2026-01-01`)).json()).toBe(false);
  });
});
