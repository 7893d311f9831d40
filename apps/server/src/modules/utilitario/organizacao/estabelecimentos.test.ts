import { ERROR_CODES, MSG } from '@ipe/domain';
import { caepfCheckDigits, digitosVerificadores } from '@ipe/domain/resources/utilitario/organizacao/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cidadeId, estadoId } from '../../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_CONSULTA, type TestApp } from '../../../test/harness.ts';
import { entriesOf, usuarioCom } from './test-helpers.ts';

/** Establishments (spec 3 §3, §5, §7): CNPJ/CAEPF pieces, address, complement check, company scope. */

const BASE = '/api/utilitario/estabelecimentos';
let t: TestApp;
let admin: Client;
let sp: number;
let saoPaulo: number;
let rj: number;

const valido = () => ({
  nome: 'Filial Centro',
  tipoInscricao: 'CNPJ',
  empresaBaseCnpjCaepf: '11.222.333',
  complementoCnpjCaepf: '0003',
  digitoVerificadorCnpjCaepf: '43',
  cep: '01001-000',
  estadoId: sp,
  cidadeId: saoPaulo,
  logradouro: 'Rua Direita',
  numero: '15',
  complemento: 'Sala 2',
  bairro: 'Sé',
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  sp = await estadoId(admin, 'SP');
  rj = await estadoId(admin, 'RJ');
  saoPaulo = await cidadeId(admin, sp, 'São Paulo');
});
afterAll(() => t?.close());

describe('demo data', () => {
  it('gives the demo company its head office and a branch with valid CNPJ pieces', async () => {
    const res = await admin.get(`${BASE}?sort=nome`);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as Record<string, unknown>[];
    expect(rows.map((r) => [r.nome, r.inscricao])).toEqual([
      ['Filial Campinas', '11.222.333/0002-62'],
      ['Matriz São Paulo', '11.222.333/0001-81'],
    ]);
    expect(rows[1]).toMatchObject({
      logradouro: 'Praça da Sé',
      numero: '100',
      bairro: 'Sé',
      cep: '01001000',
    });
  });
});

describe('CNPJ/CAEPF pieces', () => {
  it('creates an establishment, storing the pieces unmasked and the whole inscription formatted', async () => {
    const res = await admin.post(BASE, valido());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      nome: 'Filial Centro',
      empresaBaseCnpjCaepf: '11222333',
      complementoCnpjCaepf: '0003',
      digitoVerificadorCnpjCaepf: '43',
      inscricao: '11.222.333/0003-43',
      cep: '01001000',
      estadoId: sp,
      cidadeId: saoPaulo,
    });
  });

  it("answers 'Inválido' for a CNPJ complement that is not 4 characters", async () => {
    for (const complementoCnpjCaepf of ['001', '00001']) {
      const res = await admin.post(BASE, { ...valido(), complementoCnpjCaepf });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ERROR_CODES.fieldValidation);
      expect(entriesOf(res.body)).toEqual({ complementoCnpjCaepf: 'Inválido' });
    }
  });

  it("answers 'Inválido' for a base of the wrong length and for wrong check digits", async () => {
    const base = await admin.post(BASE, { ...valido(), empresaBaseCnpjCaepf: '1122233' });
    expect(entriesOf(base.body)).toEqual({ empresaBaseCnpjCaepf: 'Inválido' });
    const dv = await admin.post(BASE, { ...valido(), digitoVerificadorCnpjCaepf: '44' });
    expect(entriesOf(dv.body)).toEqual({ digitoVerificadorCnpjCaepf: 'Inválido' });
  });

  it('takes a CAEPF: base 9 digits, complement 3 (4 is invalid)', async () => {
    const caepf = {
      ...valido(),
      nome: 'Fazenda Boa Vista',
      tipoInscricao: 'CAEPF',
      empresaBaseCnpjCaepf: '123456789',
      complementoCnpjCaepf: '001',
      digitoVerificadorCnpjCaepf: caepfCheckDigits('123456789001'),
    };
    const wrong = await admin.post(BASE, { ...caepf, complementoCnpjCaepf: '0001' });
    expect(entriesOf(wrong.body)).toEqual({ complementoCnpjCaepf: 'Inválido' });
    const res = await admin.post(BASE, caepf);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().inscricao).toBe(`123.456.789/001-${caepfCheckDigits('123456789001')}`);
  });

  it('requires nome and the pieces with their messages', async () => {
    const res = await admin.post(BASE, {
      ...valido(),
      nome: '',
      empresaBaseCnpjCaepf: '',
      complementoCnpjCaepf: '',
      digitoVerificadorCnpjCaepf: '',
    });
    expect(entriesOf(res.body)).toEqual({
      nome: 'Nome é obrigatório',
      empresaBaseCnpjCaepf: 'Base do CNPJ/CAEPF é obrigatória',
      complementoCnpjCaepf: 'Complemento do CNPJ/CAEPF é obrigatório',
      digitoVerificadorCnpjCaepf: 'Dígito verificador é obrigatório',
    });
  });

  it('refuses a complement another establishment of the company uses, and tells it on /verificar-cnpj-caepf', async () => {
    const list = (await admin.get(BASE)).json() as { id: number; complementoCnpjCaepf: string }[];
    const matriz = list.find((e) => e.complementoCnpjCaepf === '0001') as { id: number };
    const res = await admin.post(BASE, {
      ...valido(),
      complementoCnpjCaepf: '0001',
      digitoVerificadorCnpjCaepf: '81',
    });
    expect(entriesOf(res.body)).toEqual({
      complementoCnpjCaepf: 'Este complemento já é usado por outro estabelecimento da empresa.',
    });
    const check = (id: number, c: string) => admin.get(`${BASE}/${id}/verificar-cnpj-caepf?complemento=${c}`);
    expect((await check(0, '0001')).json()).toBe(true);
    expect((await check(matriz.id, '0001')).json()).toBe(false); // its own complement
    expect((await check(0, '0099')).json()).toBe(false);
    // Saving the head office again with its own complement is fine.
    const row = (await admin.get(`${BASE}/${matriz.id}`)).json();
    const again = await admin.put(`${BASE}/${matriz.id}`, row);
    expect(again.statusCode, again.body).toBe(200);
  });
});

describe('address (spec 3 §5)', () => {
  it('requires state, city, street, number and neighbourhood', async () => {
    const res = await admin.post(BASE, {
      ...valido(),
      estadoId: null,
      cidadeId: null,
      logradouro: '',
      numero: '',
      bairro: '',
    });
    expect(entriesOf(res.body)).toEqual({
      estadoId: 'Estado é obrigatório',
      cidadeId: 'Cidade é obrigatória',
      logradouro: 'Logradouro é obrigatório',
      numero: 'Número é obrigatório',
      bairro: 'Bairro é obrigatório',
    });
  });

  it('limits the number to 10 and the complement to 30 with the spec messages', async () => {
    const res = await admin.post(BASE, { ...valido(), numero: '12345678901', complemento: 'x'.repeat(31) });
    expect(entriesOf(res.body)).toEqual({
      numero: MSG.numeroMaximoDigitos,
      complemento: MSG.complementoMaximo,
    });
    expect(MSG.numeroMaximoDigitos).toBe('Número deve ter no máximo 10 dígitos');
    expect(MSG.complementoMaximo).toBe('Logradouro deve ter no máximo 30 caracteres');
    const ok = await admin.post(BASE, {
      ...valido(),
      complementoCnpjCaepf: '0004',
      digitoVerificadorCnpjCaepf: '24',
      numero: '1234567890',
      complemento: 'x'.repeat(30),
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('refuses a city of another state', async () => {
    const res = await admin.post(BASE, {
      ...valido(),
      complementoCnpjCaepf: '0006',
      digitoVerificadorCnpjCaepf: digitosVerificadores('CNPJ', '11222333', '0006'),
      estadoId: rj,
    });
    expect(entriesOf(res.body)).toEqual({ cidadeId: 'Cidade não pertence ao estado selecionado' });
  });
});

describe('company scope and authorities', () => {
  it('keeps establishments per company: the branch company sees none of the head office ones', async () => {
    const filial = await t.login(undefined, 2);
    const res = await filial.get(BASE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    const list = (await admin.get(BASE)).json() as { id: number }[];
    expect((await filial.get(`${BASE}/${list[0].id}`)).statusCode).toBe(404);
    // The same complement is free in another company.
    const check = await filial.get(`${BASE}/0/verificar-cnpj-caepf?complemento=0001`);
    expect(check.json()).toBe(false);
  });

  it('answers 403 without the authorities and 401 without a session', async () => {
    const maria = await t.login(DEMO_CONSULTA);
    expect((await maria.get(BASE)).statusCode).toBe(403);
    expect((await maria.get(`${BASE}/0/verificar-cnpj-caepf?complemento=0001`)).statusCode).toBe(403);
    expect((await maria.post(BASE, valido())).statusCode).toBe(403);
    const leitor = await usuarioCom(t, admin, ['ROLE_UTI_ESTABELECIMENTOS'], [1], 710000000);
    expect((await leitor.get(BASE)).statusCode).toBe(200);
    expect((await leitor.post(BASE, valido())).statusCode).toBe(403);
    const anon = t.anonymous();
    expect((await anon.get(BASE)).statusCode).toBe(401);
    expect((await anon.get(`${BASE}/0/verificar-cnpj-caepf?complemento=1`)).statusCode).toBe(401);
  });
});

describe('audit', () => {
  it('logs creation, change and removal with the record before and after', async () => {
    const created = await admin.post(BASE, {
      ...valido(),
      nome: 'Depósito',
      complementoCnpjCaepf: '0005',
      digitoVerificadorCnpjCaepf: '05',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const changed = await admin.put(`${BASE}/${id}`, {
      ...(created.json() as object),
      nome: 'Depósito Central',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await admin.delete(`${BASE}/${id}`)).statusCode).toBe(204);
    const log = await admin.get('/api/utilitario/log?entidade=estabelecimentos&size=50');
    const mine = (log.json().content as { entidadeId: number; acao: string; id: number }[]).filter(
      (r) => r.entidadeId === id,
    );
    expect(mine.map((r) => r.acao)).toEqual(['REMOVER', 'ALTERAR', 'INSERIR']);
    const detail = (await admin.get(`/api/utilitario/log/${mine[1].id}`)).json();
    expect(detail.antes.nome).toBe('Depósito');
    expect(detail.depois.nome).toBe('Depósito Central');
    expect(detail.labels.nome).toBe('Nome');
  });
});

describe('all messages at once', () => {
  it("answers 'Inválido' together with the missing address (zod alone would skip it)", async () => {
    const res = await admin.post(BASE, {
      ...valido(),
      complementoCnpjCaepf: '001',
      estadoId: null,
      cidadeId: null,
    });
    expect(entriesOf(res.body)).toEqual({
      estadoId: 'Estado é obrigatório',
      cidadeId: 'Cidade é obrigatória',
      complementoCnpjCaepf: 'Inválido',
    });
    expect(res.json().entries).toHaveLength(3);
  });
});
