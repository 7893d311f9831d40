import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, type TestApp } from '../../../test/harness.ts';
import { auditoriaDe, erros, usuarioCom } from './testes.ts';

/** A band's history one row at a time: /cargos/{cargoId}/faixas-salariais/{faixaId}/historicos (spec 2 §7). */

let t: TestApp;
let admin: Client;
let cargoId: number;
let outroCargoId: number;
let faixaId: number;
let salarioMinimoId: number;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  const cargos = (await admin.get('/api/cargo-salario/faixas-salariais/cargos')).json() as {
    id: number;
    nome: string;
  }[];
  cargoId = cargos.find((c) => c.nome === 'Recepcionista')?.id as number;
  outroCargoId = cargos.find((c) => c.nome === 'Diretor Geral')?.id as number;
  salarioMinimoId = (await admin.get('/api/cargo-salario/indices/pendentes-desabilitados'))
    .json()
    .find((i: { nome: string }) => i.nome === 'Salário Mínimo').id;
  const res = await admin.post(`/api/cargo-salario/faixas-salariais/cargo/${cargoId}`, {
    nome: 'Com histórico',
    codigoCBO: '422105',
    historicos: [{ data: '2025-01-01', tipo: '3', valor: 1800 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  faixaId = res.json().id;
  base = `/api/cargo-salario/cargos/${cargoId}/faixas-salariais/${faixaId}/historicos`;
});
afterAll(() => t?.close());

describe('histórico da faixa, um a um', () => {
  it('lists the rows newest first, each valued on its own date, with the index name', async () => {
    const add = await admin.post(base, {
      data: '2026-01-01',
      tipo: '2',
      indiceId: salarioMinimoId,
      quantidade: 1.2,
    });
    expect(add.statusCode, add.body).toBe(201);
    expect(add.json()).toMatchObject({
      faixaSalarialId: faixaId,
      data: '2026-01-01',
      tipo: '2',
      indiceId: salarioMinimoId,
      indiceNome: 'Salário Mínimo',
      quantidade: 1.2,
      valor: null,
      status: '2',
      salario: 1945.2, // 1,2 × R$ 1.621,00
    });
    const list = await admin.get(base);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((h: { data: string; salario: number }) => [h.data, h.salario])).toEqual([
      ['2026-01-01', 1945.2],
      ['2025-01-01', 1800],
    ]);
    const one = await admin.get(`${base}/${add.json().id}`);
    expect(one.json()).toEqual(add.json());
    expect(
      (
        await admin.get(`/api/cargo-salario/faixas-salariais/cargo/${cargoId}/${faixaId}?data=2026-02-01`)
      ).json().salarioAtual,
    ).toBe(1945.2);
  });

  it('audits insert, update and removal with the row before and after', async () => {
    const criado = (await admin.post(base, { data: '2024-01-01', tipo: '3', valor: 1500 })).json();
    let [log] = await auditoriaDe(t, 'faixas-salariais', faixaId);
    expect(log).toMatchObject({
      acao: 'INSERIR_HISTORICO',
      antes: null,
      descricao: 'Com histórico - histórico de 01/01/2024',
    });
    expect(log.depois).toMatchObject({ id: criado.id, valor: 1500 });

    const res = await admin.put(`${base}/${criado.id}`, {
      data: '2024-02-01',
      tipo: '2',
      indiceId: salarioMinimoId,
      quantidade: 1,
      valor: 999, // dropped: an index row has no fixed value
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: '2024-02-01', tipo: '2', valor: null, salario: 1412 });
    [log] = await auditoriaDe(t, 'faixas-salariais', faixaId);
    expect(log).toMatchObject({
      acao: 'ALTERAR_HISTORICO',
      antes: { valor: 1500 },
      depois: { quantidade: 1 },
    });

    expect((await admin.delete(`${base}/${criado.id}`)).statusCode).toBe(204);
    [log] = await auditoriaDe(t, 'faixas-salariais', faixaId);
    expect(log).toMatchObject({ acao: 'REMOVER_HISTORICO', depois: null, antes: { id: criado.id } });
  });

  it('answers each rule with its message', async () => {
    expect(erros(await admin.post(base, { tipo: '3', valor: 10 }))).toEqual({ data: 'Data é obrigatória' });
    expect(erros(await admin.post(base, { data: '2023-01-01', tipo: '2', quantidade: 0 }))).toEqual({
      indiceId: 'Índice é obrigatório',
      quantidade: 'Quantidade não pode ser 0 (zero) ou menor',
    });
    expect(erros(await admin.post(base, { data: '2023-01-01', tipo: '3', valor: 0 }))).toEqual({
      valor: 'Valor não pode ser 0 (zero) ou menor',
    });
    expect(erros(await admin.post(base, { data: '2023-01-01', tipo: '3' }))).toEqual({
      valor: 'Valor é obrigatório',
    });
    expect(erros(await admin.post(base, { data: '2025-01-01', tipo: '3', valor: 5 }))).toEqual({
      data: 'Já existe um histórico nesta data',
    });
    expect(
      erros(await admin.post(base, { data: '2023-01-01', tipo: '2', indiceId: 999999, quantidade: 1 })),
    ).toEqual({
      indiceId: 'Índice não encontrado nesta empresa',
    });
  });

  it('keeps at least one row: the last cannot be removed', async () => {
    const res = await admin.post(`/api/cargo-salario/faixas-salariais/cargo/${cargoId}`, {
      nome: 'Um só',
      codigoCBO: '422105',
      historicos: [{ data: '2025-01-01', tipo: '3', valor: 1800 }],
    });
    const f = res.json();
    const url = `/api/cargo-salario/cargos/${cargoId}/faixas-salariais/${f.id}/historicos/${f.historicos[0].id}`;
    const del = await admin.delete(url);
    expect(del.statusCode).toBe(400);
    expect(del.json().message).toBe('A faixa salarial precisa ter ao menos um histórico.');
    expect(
      (await admin.get(`/api/cargo-salario/cargos/${cargoId}/faixas-salariais/${f.id}/historicos`)).json(),
    ).toHaveLength(1);
  });

  it('answers 404 for a band of another cargo, another company or a row of another band', async () => {
    const errado = `/api/cargo-salario/cargos/${outroCargoId}/faixas-salariais/${faixaId}/historicos`;
    expect((await admin.get(errado)).statusCode).toBe(404);
    expect((await admin.post(errado, { data: '2020-01-01', tipo: '3', valor: 10 })).statusCode).toBe(404);
    const [outra] = (await admin.get(`/api/cargo-salario/faixas-salariais/cargo/${outroCargoId}`)).json();
    const alheio = outra.historicos[0].id;
    expect((await admin.get(`${base}/${alheio}`)).statusCode).toBe(404);
    expect(
      (await admin.put(`${base}/${alheio}`, { data: '2020-01-01', tipo: '3', valor: 10 })).statusCode,
    ).toBe(404);
    expect((await admin.delete(`${base}/${alheio}`)).statusCode).toBe(404);
    const filial = await t.login(undefined, 2);
    expect((await filial.get(base)).statusCode).toBe(404);
  });

  it('reads with ROLE_CS_FAIXAS and writes with ROLE_CS_FAIXAS_EDITAR only', async () => {
    const leitor = await usuarioCom(t, admin, ['ROLE_CS_FAIXAS']);
    expect((await leitor.get(base)).statusCode).toBe(200);
    expect((await leitor.post(base, { data: '2020-01-01', tipo: '3', valor: 10 })).statusCode).toBe(403);
    const [h] = (await leitor.get(base)).json();
    expect((await leitor.put(`${base}/${h.id}`, h)).statusCode).toBe(403);
    expect((await leitor.delete(`${base}/${h.id}`)).statusCode).toBe(403);
    const nenhum = await usuarioCom(t, admin, ['ROLE_GERAL_BAIRROS']);
    expect((await nenhum.get(base)).statusCode).toBe(403);
    const editor = await usuarioCom(t, admin, ['ROLE_CS_FAIXAS', 'ROLE_CS_FAIXAS_EDITAR']);
    expect((await editor.post(base, { data: '2020-01-01', tipo: '3', valor: 10 })).statusCode).toBe(201);
  });
});
