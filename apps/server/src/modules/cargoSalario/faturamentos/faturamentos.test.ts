import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { entries, mensagem, usuarioCom } from '../../../platform/questionario/testkit.ts';
import { DEMO_MESES_FATURAMENTO } from '../demo/faturamentos.ts';

/** The monthly revenue register: the generic routes, one value per month, the order, the company scope. */
let t: TestApp;
let matriz: Client;
const URL = '/api/cargo-salario/faturamentos-mensais';

beforeAll(async () => {
  t = await createTestApp();
  matriz = await t.login(DEMO_ADMIN, 1);
});
afterAll(() => t?.close());

describe('faturamentos-mensais', () => {
  it('gives the demo company 24 months, the latest first', async () => {
    // The list screen sends the declared sort: the months follow the year's direction.
    expect((await matriz.get(`${URL}?page=0&size=30&sort=ano,desc`)).json().content).toEqual(
      (await matriz.get(`${URL}?page=0&size=30`)).json().content,
    );
    const asc = (await matriz.get(`${URL}?page=0&size=30&sort=ano`)).json().content;
    expect(asc.map((r: { ano: number; mes: string }) => `${r.ano}-${r.mes}`)).toEqual(
      asc.map((r: { ano: number; mes: string }) => `${r.ano}-${r.mes}`).sort(),
    );
    const p = (await matriz.get(`${URL}?page=0&size=30`)).json();
    expect(p.totalElements).toBe(DEMO_MESES_FATURAMENTO);
    const chaves = p.content.map((r: { ano: number; mes: string }) => `${r.ano}-${r.mes}`);
    expect(chaves).toEqual([...chaves].sort().reverse());
    expect(p.content[0].valor).toBeGreaterThan(0);
  });

  it('saves one value per month and year, with the messages of each rule', async () => {
    const novo = await matriz.post(URL, { mes: '03', ano: 2011, valor: 1234.56 });
    expect(novo.statusCode, novo.body).toBe(201);
    expect(novo.json()).toMatchObject({ mes: '03', ano: 2011, valor: 1234.56 });
    expect(entries(await matriz.post(URL, { mes: '03', ano: 2011, valor: 10 }))).toEqual([
      { field: 'mes', message: 'Já existe faturamento cadastrado para este mês/ano.' },
    ]);
    // Saving the row itself again is no repetition.
    const id = novo.json().id;
    expect((await matriz.put(`${URL}/${id}`, { mes: '03', ano: 2011, valor: 99 })).statusCode).toBe(200);
    expect(entries(await matriz.post(URL, { mes: '13', ano: 1999, valor: 1 }))).toEqual([
      { field: 'mes', message: expect.any(String) },
      { field: 'ano', message: 'Ano deve ser no mínimo 2000' },
    ]);
    expect(entries(await matriz.post(URL, { mes: '04', ano: 2011, valor: 0 }))).toEqual([
      { field: 'valor', message: 'Valor não pode ser 0 (zero) ou menor' },
    ]);
    expect(entries(await matriz.post(URL, {}))).toEqual(
      expect.arrayContaining([
        { field: 'mes', message: 'Mês é obrigatório' },
        { field: 'ano', message: 'Ano é obrigatório' },
        { field: 'valor', message: 'Valor é obrigatório' },
      ]),
    );
  });

  it('keeps each company to its own months and needs its authorities', async () => {
    const filial = await t.login(DEMO_ADMIN, 2);
    expect((await filial.get(`${URL}?page=0&size=5`)).json().totalElements).toBe(0);
    // The same month in another company is no repetition.
    expect((await filial.post(URL, { mes: '03', ano: 2011, valor: 5 })).statusCode).toBe(201);
    const leitor = await usuarioCom(t, matriz, ['ROLE_CS_FATURAMENTOS'], 1);
    expect((await leitor.get(`${URL}?page=0&size=5`)).statusCode).toBe(200);
    expect(mensagem(await leitor.post(URL, { mes: '04', ano: 2011, valor: 5 }), 403)).toBe('Não autorizado.');
    const outro = await usuarioCom(t, matriz, ['ROLE_CS_FAIXAS'], 1);
    expect(mensagem(await outro.get(`${URL}?page=0&size=5`), 403)).toBe('Não autorizado.');
  });
});
