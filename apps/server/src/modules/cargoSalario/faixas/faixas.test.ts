import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { empresa } from '../../../db/schema/index.ts';
import { rows } from '../../../test/fixtures.ts';
import { type Client, createTestApp, type TestApp } from '../../../test/harness.ts';
import { salariosDasFaixas } from './salarios.ts';
import { auditoriaDe, erros, usuarioCom } from './testes.ts';

/** Salary bands (spec 2 §3 'Salary band', §5 'Salary band', §7 'Salary bands and indices'). */

let t: TestApp;
let admin: Client;
let filial: Client;
const URL = '/api/cargo-salario/faixas-salariais';
const DATA = '2026-06-01';

type Faixa = {
  id: number;
  nome: string;
  cargoId: number;
  codigoCBO?: string | null;
  salarioAtual?: number | null;
  historicos: {
    id: number;
    data: string;
    tipo: string;
    indiceId: number | null;
    quantidade: number | null;
    valor: number | null;
    status: string;
  }[];
};

let cargos: { id: number; nome: string }[];
let cargoId: number;
let outroCargoId: number;
let salarioMinimoId: number;
let cargoFilialId: number;

const cargoPorNome = (nome: string) => {
  const c = cargos.find((x) => x.nome === nome);
  if (!c) throw new Error(`cargo ${nome} ausente`);
  return c.id;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  filial = await t.login(undefined, 2);
  cargos = (await admin.get(`${URL}/cargos`)).json();
  cargoId = cargoPorNome('Analista Contábil I');
  outroCargoId = cargoPorNome('Analista Financeiro I');
  salarioMinimoId = (await admin.get('/api/cargo-salario/indices/pendentes-desabilitados'))
    .json()
    .find((i: { nome: string }) => i.nome === 'Salário Mínimo').id;
  cargoFilialId = (await filial.get(`${URL}/cargos`)).json()[0].id;
});
afterAll(() => t?.close());

const valor = (data: string, v: number, extra: Record<string, unknown> = {}) => ({
  data,
  tipo: '3',
  valor: v,
  ...extra,
});
const porIndice = (data: string, quantidade: number, indiceId = salarioMinimoId) => ({
  data,
  tipo: '2',
  indiceId,
  quantidade,
});
const corpo = (extra: Record<string, unknown> = {}) => ({
  cargoId,
  nome: 'Faixa Teste',
  codigoCBO: '252210',
  historicos: [valor('2025-01-01', 3000)],
  ...extra,
});
const criar = async (extra: Record<string, unknown> = {}, c: Client = admin): Promise<Faixa> => {
  const res = await c.post(URL, corpo(extra));
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};

describe('faixas salariais: dados de demonstração e salário em vigor', () => {
  it('gives every demo position bands with history, and the salary in force on a date', async () => {
    const recepcao = await admin.get(`${URL}/cargo/${cargoPorNome('Recepcionista')}?data=${DATA}`);
    expect(recepcao.statusCode).toBe(200);
    const [unica] = recepcao.json() as Faixa[];
    // 1,5 salário mínimo de 2026 (R$ 1.621,00).
    expect(unica).toMatchObject({ nome: 'Única', codigoCBO: '422105', salarioAtual: 2431.5 });
    expect(
      (await admin.get(`${URL}/cargo/${cargoPorNome('Recepcionista')}?data=2025-06-01`)).json()[0]
        .salarioAtual,
    ).toBe(2277);
    for (const c of cargos) {
      const faixas = (await admin.get(`${URL}/cargo/${c.id}`)).json() as Faixa[];
      expect(faixas.length, c.nome).toBeGreaterThan(0);
      for (const f of faixas) expect(f.historicos.length, `${c.nome} ${f.nome}`).toBeGreaterThanOrEqual(2);
    }
  });

  it('answers the salaries in force of many bands in one call (the list screen column)', async () => {
    const faixas = (await admin.get(`${URL}?size=100&page=0`)).json().content as Faixa[];
    const ids = faixas.map((f) => f.id);
    const res = await admin.get(`${URL}/salarios?ids=${ids.join(',')}&data=${DATA}`);
    expect(res.statusCode).toBe(200);
    const salarios = res.json() as { id: number; salario: number | null }[];
    expect(salarios.map((s) => s.id)).toEqual(ids);
    expect(salarios.every((s) => typeof s.salario === 'number' && s.salario > 0)).toBe(true);
    const before2024 = (await admin.get(`${URL}/salarios?ids=${ids.join(',')}&data=2020-01-01`)).json();
    expect(before2024.every((s: { salario: null }) => s.salario === null)).toBe(true);
  });

  it('calculates a salary composition on a date (calcularSalarioHistorico, both paths)', async () => {
    const q = `tipo=2&indiceId=${salarioMinimoId}&quantidade=2&data=2024-06-01`;
    for (const path of [
      `${URL}/calcularSalarioHistorico`,
      '/api/cargo-salario/cargos/faixas-salariais/calcularSalarioHistorico',
    ]) {
      const res = await admin.get(`${path}?${q}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ data: '2024-06-01', salario: 2824 });
    }
    expect((await admin.get(`${URL}/calcularSalarioHistorico?tipo=3&valor=1234.56`)).json().salario).toBe(
      1234.56,
    );
    expect(
      (
        await admin.get(
          `${URL}/calcularSalarioHistorico?tipo=2&indiceId=${salarioMinimoId}&quantidade=1&data=2000-01-01`,
        )
      ).json().salario,
    ).toBeNull();
    expect((await admin.get(`${URL}/calcularSalarioHistorico?tipo=9`)).statusCode).toBe(400);
    expect(
      (await admin.get(`${URL}/calcularSalarioHistorico?tipo=2&indiceId=999999&quantidade=1`)).statusCode,
    ).toBe(404);
  });
});

describe('faixas salariais: cadastro', () => {
  it('creates a band with a mixed history (generic POST), answered newest first with its cargo, and audits it', async () => {
    const f = await criar({
      nome: '  Faixa Mista  ',
      historicos: [valor('2024-01-01', 2000), porIndice('2025-01-01', 2.5)],
    });
    expect(f).toMatchObject({ nome: 'Faixa Mista', cargoId, descricaoCBO: 'Contador' });
    expect(f.historicos.map((h) => [h.data, h.tipo, h.indiceId, h.quantidade, h.valor, h.status])).toEqual([
      ['2025-01-01', '2', salarioMinimoId, 2.5, null, '2'],
      ['2024-01-01', '3', null, null, 2000, '2'],
    ]);
    const [log] = await auditoriaDe(t, 'faixas-salariais', f.id);
    expect(log).toMatchObject({ acao: 'INSERIR', descricao: 'Faixa Mista', antes: null });
    expect((log.depois as Faixa).historicos).toHaveLength(2);
    const lido = (await admin.get(`${URL}/cargo/${cargoId}/${f.id}?data=${DATA}`)).json();
    expect(lido.salarioAtual).toBe(4052.5); // 2,5 × R$ 1.621,00
  });

  it('keeps only the parts a history row type uses', async () => {
    const f = await criar({
      historicos: [{ data: '2025-01-01', tipo: '3', valor: 2000, indiceId: salarioMinimoId, quantidade: 3 }],
    });
    expect(f.historicos[0]).toMatchObject({ valor: 2000, indiceId: null, quantidade: null });
  });

  it('answers each band rule with its message', async () => {
    expect(erros(await admin.post(URL, corpo({ nome: '  ' })))).toEqual({ nome: 'Nome é obrigatório' });
    expect(erros(await admin.post(URL, corpo({ nome: 'x'.repeat(31) })))).toEqual({
      nome: 'Nome deve ter no máximo 30 caracteres',
    });
    expect(erros(await admin.post(URL, corpo({ cargoId: null })))).toEqual({
      cargoId: 'Cargo é obrigatório',
    });
    expect(erros(await admin.post(URL, corpo({ historicos: [] })))).toEqual({
      historicos: 'Histórico é obrigatório',
    });
    expect(erros(await admin.post(URL, corpo({ historicos: undefined })))).toEqual({
      historicos: 'Histórico é obrigatório',
    });
    expect(erros(await admin.post(URL, corpo({ codigoCBO: '12' })))).toEqual({
      codigoCBO: 'Código CBO inválido',
    });
    expect(erros(await admin.post(URL, corpo({ codigoCBO: '999999' })))).toEqual({
      codigoCBO: 'Código CBO inválido',
    });
    expect(erros(await admin.post(URL, corpo({ nomeACPessoal: 'x'.repeat(101) })))).toEqual({
      nomeACPessoal: 'Descrição na folha deve ter no máximo 100 caracteres',
    });
  });

  it('answers each history rule with its message', async () => {
    expect(
      erros(
        await admin.post(
          URL,
          corpo({
            historicos: [
              { tipo: '3', valor: 10 },
              { data: '2024-01-01', tipo: '2' },
              { data: '2024-02-01', tipo: '2', indiceId: salarioMinimoId, quantidade: 0 },
              { data: '2024-03-01', tipo: '3' },
              { data: '2024-04-01', tipo: '3', valor: 0 },
              { data: '2024-05-01', tipo: '2', indiceId: salarioMinimoId, quantidade: -1 },
              { data: '2024-06-01', tipo: '3', valor: 0.5 },
            ],
          }),
        ),
      ),
    ).toEqual({
      'historicos.0.data': 'Data é obrigatória',
      'historicos.1.indiceId': 'Índice é obrigatório',
      'historicos.1.quantidade': 'Quantidade é obrigatória',
      'historicos.2.quantidade': 'Quantidade não pode ser 0 (zero) ou menor',
      'historicos.3.valor': 'Valor é obrigatório',
      'historicos.4.valor': 'Valor não pode ser 0 (zero) ou menor',
      'historicos.5.quantidade': 'Quantidade não pode ser 0 (zero) ou menor',
      'historicos.6.valor': 'Valor não pode ser 0 (zero) ou menor',
    });
    expect(
      erros(await admin.post(URL, corpo({ historicos: [valor('2024-01-01', 10), valor('2024-01-01', 20)] }))),
    ).toEqual({ 'historicos.1.data': 'Já existe um histórico nesta data' });
  });

  it('requires the CBO code unless the company is integrated with the payroll, and then the payroll description', async () => {
    expect(erros(await admin.post(URL, corpo({ codigoCBO: null })))).toEqual({
      codigoCBO: 'Código CBO é obrigatório',
    });
    expect((await admin.get(`${URL}/configuracao`)).json()).toEqual({ acIntegra: false });

    await t.database.db.update(empresa).set({ acIntegra: true }).where(eq(empresa.id, 2));
    try {
      expect((await filial.get(`${URL}/configuracao`)).json()).toEqual({ acIntegra: true });
      const semDescricao = await filial.post(URL, corpo({ cargoId: cargoFilialId, codigoCBO: null }));
      expect(erros(semDescricao)).toEqual({ nomeACPessoal: 'Descrição na folha é obrigatória' });
      const ok = await filial.post(
        URL,
        corpo({ cargoId: cargoFilialId, codigoCBO: null, nomeACPessoal: 'Vendedor I' }),
      );
      expect(ok.statusCode, ok.body).toBe(201);
      expect(ok.json()).toMatchObject({ nomeACPessoal: 'Vendedor I', codigoCBO: null });
    } finally {
      await t.database.db.update(empresa).set({ acIntegra: false }).where(eq(empresa.id, 2));
    }
  });

  it('refuses a cargo or an index of another company', async () => {
    expect(erros(await admin.post(URL, corpo({ cargoId: cargoFilialId })))).toEqual({
      cargoId: 'Cargo não encontrado nesta empresa',
    });
    const indiceFilial = await filial.post('/api/cargo-salario/indices', { nome: 'Índice da filial' });
    expect(
      erros(
        await admin.post(URL, corpo({ historicos: [porIndice('2025-01-01', 1, indiceFilial.json().id)] })),
      ),
    ).toEqual({ 'historicos.0.indiceId': 'Índice não encontrado nesta empresa' });
  });

  it('shows a company only its own bands', async () => {
    const daFilial = await criar({ cargoId: cargoFilialId, historicos: [valor('2025-01-01', 10)] }, filial);
    expect((await admin.get(`${URL}/${daFilial.id}`)).statusCode).toBe(404);
    expect((await admin.put(`${URL}/${daFilial.id}`, corpo())).statusCode).toBe(404);
    expect((await admin.delete(`${URL}/${daFilial.id}`)).statusCode).toBe(404);
    const ids = (await admin.get(URL)).json().map((f: Faixa) => f.id);
    expect(ids).not.toContain(daFilial.id);
    expect((await admin.get(`${URL}/cargo/${cargoFilialId}`)).statusCode).toBe(404);
    expect((await admin.get(`${URL}/salarios?ids=${daFilial.id}`)).json()).toEqual([]);
    expect((await filial.get(`${URL}/${daFilial.id}`)).statusCode).toBe(200);
  });

  it('updates (history replaced) and removes a band, both audited; a cargo with bands cannot be removed', async () => {
    const f = await criar({ nome: 'Para alterar' });
    const res = await admin.put(
      `${URL}/${f.id}`,
      corpo({
        nome: 'Alterada',
        historicos: [{ ...f.historicos[0], valor: 3100 }, valor('2026-01-01', 3300)],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().historicos.map((h: { valor: number }) => h.valor)).toEqual([3300, 3100]);
    const [alt] = await auditoriaDe(t, 'faixas-salariais', f.id);
    expect(alt).toMatchObject({
      acao: 'ALTERAR',
      antes: { nome: 'Para alterar' },
      depois: { nome: 'Alterada' },
    });

    expect((await admin.delete(`${URL}/${f.id}`)).statusCode).toBe(204);
    expect((await auditoriaDe(t, 'faixas-salariais', f.id))[0]).toMatchObject({
      acao: 'REMOVER',
      depois: null,
    });

    // A new position (the demo ones also have talents) with one band.
    const [area] = (await admin.get('/api/cargo-salario/areas-organizacionais?resumido=true')).json();
    const novoCargo = await admin.post('/api/cargo-salario/cargos', {
      nome: 'Cargo com faixa',
      nomeMercado: 'Cargo com faixa',
      areasOrganizacionaisIds: [area.id],
    });
    expect(novoCargo.statusCode, novoCargo.body).toBe(201);
    await criar({ cargoId: novoCargo.json().id });
    const cargoComFaixas = await admin.delete(`/api/cargo-salario/cargos/${novoCargo.json().id}`);
    expect(cargoComFaixas.statusCode).toBe(400);
    expect(cargoComFaixas.json().message).toBe('O cargo possui dependências em Faixas Salariais.');
  });
});

describe('faixas salariais: chamadas por cargo', () => {
  it('creates, reads, updates and removes a band under /cargo/{id}', async () => {
    const criada = await admin.post(`${URL}/cargo/${cargoId}`, {
      nome: 'Pelo cargo',
      codigoCBO: '252210',
      historicos: [valor('2025-01-01', 2500)],
    });
    expect(criada.statusCode, criada.body).toBe(201);
    const f = criada.json() as Faixa;
    expect(f).toMatchObject({ cargoId, nome: 'Pelo cargo' });
    expect((await admin.get(`${URL}/cargo/${cargoId}/${f.id}`)).json()).toMatchObject({
      id: f.id,
      salarioAtual: 2500,
    });
    expect((await admin.get(`${URL}/cargo/${outroCargoId}/${f.id}`)).statusCode).toBe(404);

    const alterada = await admin.put(`${URL}/cargo/${cargoId}/${f.id}`, {
      nome: 'Pelo cargo 2',
      codigoCBO: '252210',
      historicos: f.historicos,
    });
    expect(alterada.statusCode, alterada.body).toBe(200);
    expect(alterada.json()).toMatchObject({ nome: 'Pelo cargo 2', cargoId });
    expect((await auditoriaDe(t, 'faixas-salariais', f.id)).map((a) => a.acao)).toEqual([
      'ALTERAR',
      'INSERIR',
    ]);
    expect(
      erros(await admin.put(`${URL}/cargo/${cargoId}/${f.id}`, { nome: '', historicos: [] })),
    ).toMatchObject({
      nome: 'Nome é obrigatório',
      historicos: 'Histórico é obrigatório',
    });

    expect((await admin.delete(`${URL}/cargo/${outroCargoId}/${f.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`${URL}/cargo/${cargoId}/${f.id}`)).statusCode).toBe(204);
    expect((await auditoriaDe(t, 'faixas-salariais', f.id))[0].acao).toBe('REMOVER');
    expect((await admin.post(`${URL}/cargo/${cargoFilialId}`, corpo())).statusCode).toBe(404);
  });

  it('offers bands for dropdowns, the ones awaiting the payroll (or without valid history) disabled', async () => {
    const pendente = await criar({
      nome: 'Pendente',
      historicos: [valor('2025-01-01', 10, { status: '1' })],
    });
    const cancelada = await criar({
      nome: 'Cancelada',
      historicos: [valor('2025-01-01', 10, { status: '3' })],
    });
    const ok = await criar({ nome: 'Confirmada' });
    const todas = (await admin.get(`${URL}/pendentes-desabilitados`)).json() as {
      id: number;
      desabilitado: boolean;
      cargoId: number;
    }[];
    const doCargo = (
      await admin.get(`${URL}/cargo/${cargoId}/pendentes-desabilitados`)
    ).json() as typeof todas;
    for (const lista of [todas, doCargo]) {
      expect(lista.find((f) => f.id === pendente.id)?.desabilitado).toBe(true);
      expect(lista.find((f) => f.id === cancelada.id)?.desabilitado).toBe(true);
      expect(lista.find((f) => f.id === ok.id)?.desabilitado).toBe(false);
    }
    expect(doCargo.every((f) => f.cargoId === cargoId)).toBe(true);
    expect(todas.length).toBeGreaterThan(doCargo.length);
  });
});

describe('faixas salariais: transferir e duplicar', () => {
  it('moves the chosen bands of a cargo to another in one transaction, audited', async () => {
    const origem = cargoPorNome('Analista de Marketing Digital');
    const destino = cargoPorNome('Vendedor Interno');
    const faixas = (await admin.get(`${URL}/cargo/${origem}`)).json() as Faixa[];
    const [primeira, segunda] = faixas;
    const res = await admin.post(`${URL}/cargo/${origem}/transferir-faixas-salariais`, {
      cargoDestinoId: destino,
      faixasIds: [primeira.id, segunda.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ quantidade: 2, message: '2 faixas salariais transferidas com sucesso.' });
    const agora = (await admin.get(`${URL}/cargo/${destino}`)).json().map((f: Faixa) => f.id);
    expect(agora).toEqual(expect.arrayContaining([primeira.id, segunda.id]));
    expect((await admin.get(`${URL}/cargo/${origem}`)).json()).toHaveLength(faixas.length - 2);
    const [log] = await auditoriaDe(t, 'faixas-salariais', primeira.id);
    expect(log).toMatchObject({
      acao: 'TRANSFERIR',
      antes: { cargoId: origem },
      depois: { cargoId: destino },
    });

    // Without a list: every band of the cargo.
    const tudo = await admin.post(`${URL}/cargo/${destino}/transferir-faixas-salariais`, {
      cargoDestinoId: origem,
    });
    expect(tudo.statusCode).toBe(200);
    expect((await admin.get(`${URL}/cargo/${destino}`)).json()).toEqual([]);
  });

  it('answers the transfer rules with their messages', async () => {
    const origem = cargoPorNome('Gerente Comercial');
    const p = `${URL}/cargo/${origem}/transferir-faixas-salariais`;
    expect(erros(await admin.post(p, {}))).toEqual({ cargoDestinoId: 'Cargo de destino é obrigatório' });
    expect(erros(await admin.post(p, { cargoDestinoId: origem }))).toEqual({
      cargoDestinoId: 'O cargo de destino deve ser diferente do cargo de origem',
    });
    expect(erros(await admin.post(p, { cargoDestinoId: cargoFilialId }))).toEqual({
      cargoDestinoId: 'Cargo não encontrado nesta empresa',
    });
    expect(erros(await admin.post(p, { cargoDestinoId: cargoId, faixasIds: [] }))).toEqual({
      faixasIds: 'Selecione ao menos uma faixa salarial',
    });
    const alheia = (await admin.get(`${URL}/cargo/${cargoId}`)).json()[0].id;
    expect(erros(await admin.post(p, { cargoDestinoId: cargoId, faixasIds: [alheia] }))).toEqual({
      faixasIds: 'Faixa salarial não encontrada neste cargo',
    });
    expect(
      (
        await admin.post(`${URL}/cargo/${cargoFilialId}/transferir-faixas-salariais`, {
          cargoDestinoId: cargoId,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('duplicates a band with its history under a new name, in the same cargo or another', async () => {
    const origem = cargoPorNome('Analista Financeiro I');
    const [original] = (await admin.get(`${URL}/cargo/${origem}`)).json() as Faixa[];
    const res = await admin.post(`${URL}/duplicar`, {
      cargoOrigemId: origem,
      faixaOrigemId: original.id,
      nome: '  Cópia  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const copia = res.json() as Faixa;
    expect(copia).toMatchObject({
      nome: 'Cópia',
      cargoId: origem,
      codigoCBO: '252545',
    });
    expect(copia.id).not.toBe(original.id);
    const semId = (f: Faixa) => f.historicos.map(({ id: _id, ...h }) => h);
    expect(semId(copia)).toEqual(semId(original));
    expect((await auditoriaDe(t, 'faixas-salariais', copia.id))[0].acao).toBe('INSERIR');

    const outro = await admin.post(`${URL}/duplicar`, {
      cargoOrigemId: origem,
      faixaOrigemId: original.id,
      nome: 'Em outro cargo',
      cargoDestinoId: cargoId,
    });
    expect(outro.statusCode, outro.body).toBe(201);
    expect(outro.json().cargoId).toBe(cargoId);
  });

  it('answers the duplicate rules with their messages', async () => {
    const d = `${URL}/duplicar`;
    expect(erros(await admin.post(d, {}))).toEqual({
      cargoOrigemId: 'Cargo de origem é obrigatório',
      faixaOrigemId: 'Faixa salarial de origem é obrigatória',
      nome: 'Nome é obrigatório',
    });
    const [f] = (await admin.get(`${URL}/cargo/${cargoId}`)).json();
    expect(
      erros(await admin.post(d, { cargoOrigemId: cargoId, faixaOrigemId: f.id, nome: 'x'.repeat(16) })),
    ).toEqual({
      nome: 'Nome deve ter no máximo 15 caracteres',
    });
    expect(
      erros(await admin.post(d, { cargoOrigemId: outroCargoId, faixaOrigemId: f.id, nome: 'X' })),
    ).toEqual({
      faixaOrigemId: 'Faixa salarial não encontrada neste cargo',
    });
    expect(
      erros(await admin.post(d, { cargoOrigemId: cargoFilialId, faixaOrigemId: f.id, nome: 'X' })),
    ).toEqual({
      cargoOrigemId: 'Cargo não encontrado nesta empresa',
    });
  });
});

describe('faixas salariais: permissões', () => {
  it('ROLE_CS_FAIXAS reads; every write needs ROLE_CS_FAIXAS_EDITAR', async () => {
    const leitor = await usuarioCom(t, admin, ['ROLE_CS_FAIXAS']);
    const [f] = (await leitor.get(`${URL}/cargo/${cargoId}`)).json() as Faixa[];
    expect(f.id).toBeGreaterThan(0);
    expect((await leitor.get(URL)).statusCode).toBe(200);
    expect((await leitor.get(`${URL}/${f.id}`)).statusCode).toBe(200);
    expect((await leitor.get(`${URL}/cargos`)).statusCode).toBe(200);
    expect((await leitor.get(`${URL}/salarios?ids=${f.id}`)).statusCode).toBe(200);
    expect((await leitor.get(`${URL}/calcularSalarioHistorico?tipo=3&valor=1`)).statusCode).toBe(200);
    const negado = [
      await leitor.post(URL, corpo()),
      await leitor.put(`${URL}/${f.id}`, corpo()),
      await leitor.delete(`${URL}/${f.id}`),
      await leitor.post(`${URL}/cargo/${cargoId}`, corpo()),
      await leitor.put(`${URL}/cargo/${cargoId}/${f.id}`, corpo()),
      await leitor.delete(`${URL}/cargo/${cargoId}/${f.id}`),
      await leitor.post(`${URL}/cargo/${cargoId}/transferir-faixas-salariais`, {
        cargoDestinoId: outroCargoId,
      }),
      await leitor.post(`${URL}/duplicar`, { cargoOrigemId: cargoId, faixaOrigemId: f.id, nome: 'X' }),
    ];
    expect(negado.map((r) => r.statusCode)).toEqual(Array(negado.length).fill(403));

    const editor = await usuarioCom(t, admin, ['ROLE_CS_FAIXAS', 'ROLE_CS_FAIXAS_EDITAR']);
    expect((await editor.post(`${URL}/cargo/${cargoId}`, corpo({ nome: 'Do editor' }))).statusCode).toBe(201);
  });

  it('without the authority every band call answers 403', async () => {
    const nenhum = await usuarioCom(t, admin, ['ROLE_GERAL_BAIRROS']);
    for (const url of [
      URL,
      `${URL}/cargo/${cargoId}`,
      `${URL}/pendentes-desabilitados`,
      `${URL}/salarios?ids=1`,
      `${URL}/configuracao`,
    ])
      expect((await nenhum.get(url)).statusCode, url).toBe(403);
  });
});

describe('faixas salariais: consultas em lote', () => {
  it('computes the salaries of any number of bands with two queries (no query per band)', async () => {
    let selects = 0;
    const db = t.database.db;
    const contando = new Proxy(db, {
      get(target, prop, receiver) {
        if (prop === 'select') selects += 1;
        return Reflect.get(target, prop, receiver);
      },
    }) as typeof db;
    const ids = (await rows<{ id: number }>(db, sql`select id from faixa_salarial`)).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(20);
    const salarios = await salariosDasFaixas(contando, ids, DATA);
    expect(selects).toBe(2);
    expect(salarios.size).toBe(ids.length);
  });
});
