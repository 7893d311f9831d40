import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, type TestApp } from '../../../test/harness.ts';
import { auditoriaDe, erros, usuarioCom } from './testes.ts';

/** Indices (spec 2 §3 'Index', §5 'Index and level', §7 'Salary bands and indices'). */

let t: TestApp;
let admin: Client;
const URL = '/api/cargo-salario/indices';

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t?.close());

const novo = async (body: Record<string, unknown>) => {
  const res = await admin.post(URL, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    id: number;
    nome: string;
    historicos: { id: number; data: string; valor: number }[];
  };
};

describe('índices: cadastro com histórico', () => {
  it('lists the demo indices with their value history, the minimum wage among them', async () => {
    const res = await admin.get(`${URL}?q=${encodeURIComponent('salário mínimo')}`);
    expect(res.statusCode).toBe(200);
    const [found] = res.json() as { id: number; nome: string }[];
    expect(found.nome).toBe('Salário Mínimo');
    // The list leaves the history out (the form reads it with the record).
    expect(found).not.toHaveProperty('historicos');
    const sm = (await admin.get(`${URL}/${found.id}`)).json() as {
      historicos: { data: string; valor: number }[];
    };
    expect(sm.historicos.map((h) => [h.data, h.valor])).toEqual(
      expect.arrayContaining([
        ['2023-05-01', 1320],
        ['2024-01-01', 1412],
        ['2025-01-01', 1518],
      ]),
    );
  });

  it('creates an index with its history (newest first), trimmed name, and audits it', async () => {
    const i = await novo({
      nome: '  Piso Teste  ',
      grupoAC: '001',
      titulo: 'PT',
      historicos: [
        { data: '2024-01-01', valor: 100 },
        { data: '2025-01-01', valor: 110.5 },
      ],
    });
    expect(i).toMatchObject({ nome: 'Piso Teste', grupoAC: '001', titulo: 'PT', desabilitado: false });
    expect(i.historicos.map((h) => [h.data, h.valor])).toEqual([
      ['2025-01-01', 110.5],
      ['2024-01-01', 100],
    ]);
    const [log] = await auditoriaDe(t, 'indices', i.id);
    expect(log).toMatchObject({
      acao: 'INSERIR',
      descricao: 'Piso Teste',
      antes: null,
      usuarioId: 1,
      empresaId: 1,
    });
    expect((log.depois as { historicos: unknown[] }).historicos).toHaveLength(2);
  });

  it('answers each rule with its message', async () => {
    expect(erros(await admin.post(URL, { nome: '   ' }))).toEqual({ nome: 'Nome é obrigatório' });
    expect(erros(await admin.post(URL, { nome: 'x'.repeat(41) }))).toEqual({
      nome: 'Nome deve ter no máximo 40 caracteres',
    });
    expect(
      erros(
        await admin.post(URL, {
          nome: 'Índice',
          historicos: [{ valor: 10 }, { data: '2024-01-01' }, { data: '2024-02-01', valor: 0.99 }],
        }),
      ),
    ).toEqual({
      'historicos.0.data': 'Data é obrigatória',
      'historicos.1.valor': 'Valor é obrigatório',
      'historicos.2.valor': 'Valor não pode ser 0 (zero) ou menor',
    });
    expect(
      erros(
        await admin.post(URL, {
          nome: 'Índice',
          historicos: [
            { data: '2024-01-01', valor: 1 },
            { data: '2024-01-01', valor: 2 },
          ],
        }),
      ),
    ).toEqual({ 'historicos.1.data': 'Já existe um histórico nesta data' });
  });

  it('updates the history as a whole and audits before and after', async () => {
    const i = await novo({ nome: 'Alterável', historicos: [{ data: '2024-01-01', valor: 10 }] });
    const res = await admin.put(`${URL}/${i.id}`, {
      nome: 'Alterado',
      desabilitado: true,
      historicos: [
        { id: i.historicos[0].id, data: '2024-01-01', valor: 12 },
        { data: '2025-01-01', valor: 13 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().historicos.map((h: { valor: number }) => h.valor)).toEqual([13, 12]);
    expect(res.json().historicos[1].id).toBe(i.historicos[0].id);
    const [log] = await auditoriaDe(t, 'indices', i.id);
    expect(log.acao).toBe('ALTERAR');
    expect(log.antes).toMatchObject({ nome: 'Alterável', desabilitado: false });
    expect(log.depois).toMatchObject({ nome: 'Alterado', desabilitado: true });
  });

  it('removes an index with its history, audited; refuses one used by a band history', async () => {
    const i = await novo({ nome: 'Removível', historicos: [{ data: '2024-01-01', valor: 10 }] });
    expect((await admin.delete(`${URL}/${i.id}`)).statusCode).toBe(204);
    expect((await auditoriaDe(t, 'indices', i.id))[0]).toMatchObject({ acao: 'REMOVER', depois: null });

    const [sm] = (await admin.get(`${URL}?q=${encodeURIComponent('Salário Mínimo')}`)).json();
    const res = await admin.delete(`${URL}/${sm.id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('O índice possui dependências em Históricos de faixas salariais.');
  });

  it('keeps indices per company', async () => {
    const outra = await t.login(undefined, 2);
    const res = await outra.post(URL, { nome: 'Da filial', historicos: [{ data: '2024-01-01', valor: 5 }] });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    expect((await admin.get(`${URL}/${id}`)).statusCode).toBe(404);
    expect((await admin.get(URL)).json().map((x: { id: number }) => x.id)).not.toContain(id);
    expect((await admin.get(`${URL}/historicos?id=${id}`)).statusCode).toBe(404);
    expect((await admin.post(`${URL}/${id}/historicos`, { data: '2025-01-01', valor: 6 })).statusCode).toBe(
      404,
    );
  });
});

describe('índices: histórico um a um', () => {
  let indice: { id: number; historicos: { id: number }[] };
  beforeAll(async () => {
    indice = await novo({ nome: 'Histórico avulso', historicos: [{ data: '2024-01-01', valor: 50 }] });
  });

  it('lists (GET /historicos?id=) and reads (GET /historicos/{id}) the values', async () => {
    const list = await admin.get(`${URL}/historicos?id=${indice.id}`);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      { id: indice.historicos[0].id, indiceId: indice.id, data: '2024-01-01', valor: 50 },
    ]);
    const one = await admin.get(`${URL}/historicos/${indice.historicos[0].id}`);
    expect(one.json()).toMatchObject({ data: '2024-01-01', valor: 50 });
    expect((await admin.get(`${URL}/historicos/999999`)).statusCode).toBe(404);
  });

  it('creates, updates and removes one value, each audited', async () => {
    const criado = await admin.post(`${URL}/${indice.id}/historicos`, { data: '2025-01-01', valor: 55.25 });
    expect(criado.statusCode, criado.body).toBe(201);
    const h = criado.json();
    expect(h).toMatchObject({ indiceId: indice.id, data: '2025-01-01', valor: 55.25 });
    let [log] = await auditoriaDe(t, 'indices', indice.id);
    expect(log).toMatchObject({ acao: 'INSERIR_HISTORICO', antes: null, depois: h });
    expect(log.descricao).toBe('Histórico avulso - histórico de 01/01/2025');

    const alterado = await admin.put(`${URL}/${indice.id}/historicos/${h.id}`, {
      data: '2025-02-01',
      valor: 56,
    });
    expect(alterado.statusCode, alterado.body).toBe(200);
    expect(alterado.json()).toMatchObject({ id: h.id, data: '2025-02-01', valor: 56 });
    [log] = await auditoriaDe(t, 'indices', indice.id);
    expect(log).toMatchObject({ acao: 'ALTERAR_HISTORICO', antes: h, depois: alterado.json() });

    expect((await admin.delete(`${URL}/${indice.id}/historicos/${h.id}`)).statusCode).toBe(204);
    [log] = await auditoriaDe(t, 'indices', indice.id);
    expect(log).toMatchObject({ acao: 'REMOVER_HISTORICO', antes: alterado.json(), depois: null });
    expect((await admin.get(`${URL}/historicos?id=${indice.id}`)).json()).toHaveLength(1);
  });

  it('answers the rules of one value with their messages, a repeated date included', async () => {
    expect(erros(await admin.post(`${URL}/${indice.id}/historicos`, {}))).toEqual({
      data: 'Data é obrigatória',
      valor: 'Valor é obrigatório',
    });
    expect(
      erros(await admin.post(`${URL}/${indice.id}/historicos`, { data: '2024-06-01', valor: 0 })),
    ).toEqual({
      valor: 'Valor não pode ser 0 (zero) ou menor',
    });
    expect(
      erros(await admin.post(`${URL}/${indice.id}/historicos`, { data: '2024-01-01', valor: 3 })),
    ).toEqual({
      data: 'Já existe um histórico nesta data',
    });
  });

  it('refuses a history id of another index', async () => {
    const outro = await novo({ nome: 'Outro índice', historicos: [{ data: '2024-01-01', valor: 1 }] });
    const res = await admin.put(`${URL}/${outro.id}/historicos/${indice.historicos[0].id}`, {
      data: '2024-01-01',
      valor: 2,
    });
    expect(res.statusCode).toBe(404);
  });

  it('offers the indices for dropdowns with the disabled ones marked', async () => {
    const d = await novo({ nome: 'Índice desabilitado', desabilitado: true });
    const res = await admin.get(`${URL}/pendentes-desabilitados`);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { id: number; nome: string; desabilitado: boolean }[];
    expect(rows.find((r) => r.id === d.id)).toEqual({
      id: d.id,
      nome: 'Índice desabilitado',
      desabilitado: true,
    });
    expect(rows.find((r) => r.nome === 'Salário Mínimo')?.desabilitado).toBe(false);
  });
});

describe('índices: permissões', () => {
  it('ROLE_CS_INDICES reads; writing needs ROLE_CS_INDICES_EDITAR', async () => {
    const leitor = await usuarioCom(t, admin, ['ROLE_CS_INDICES']);
    const [sm] = (await leitor.get(`${URL}?q=${encodeURIComponent('Salário Mínimo')}`)).json();
    expect(sm.nome).toBe('Salário Mínimo');
    expect((await leitor.get(`${URL}/historicos?id=${sm.id}`)).statusCode).toBe(200);
    expect((await leitor.post(URL, { nome: 'Não' })).statusCode).toBe(403);
    expect((await leitor.put(`${URL}/${sm.id}`, { nome: 'Não' })).statusCode).toBe(403);
    expect((await leitor.delete(`${URL}/${sm.id}`)).statusCode).toBe(403);
    expect(
      (await leitor.post(`${URL}/${sm.id}/historicos`, { data: '2030-01-01', valor: 2 })).statusCode,
    ).toBe(403);

    const editor = await usuarioCom(t, admin, ['ROLE_CS_INDICES', 'ROLE_CS_INDICES_EDITAR']);
    const res = await editor.post(`${URL}/${sm.id}/historicos`, { data: '2030-01-01', valor: 2000 });
    expect(res.statusCode, res.body).toBe(201);
    expect((await editor.delete(`${URL}/${sm.id}/historicos/${res.json().id}`)).statusCode).toBe(204);
  });

  it('without the authority the index calls answer 403; the dropdown also serves band editors', async () => {
    const nenhum = await usuarioCom(t, admin, ['ROLE_GERAL_BAIRROS']);
    expect((await nenhum.get(URL)).statusCode).toBe(403);
    expect((await nenhum.get(`${URL}/historicos?id=1`)).statusCode).toBe(403);
    expect((await nenhum.get(`${URL}/pendentes-desabilitados`)).statusCode).toBe(403);
    const faixas = await usuarioCom(t, admin, ['ROLE_CS_FAIXAS']);
    expect((await faixas.get(`${URL}/pendentes-desabilitados`)).statusCode).toBe(200);
    expect((await faixas.get(URL)).statusCode).toBe(403);
  });
});
