import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ERROR_CODES, MSG } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cidadeId, estadoId } from '../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_CONSULTA, type TestApp } from '../../test/harness.ts';

/** Reference lookups of spec 1 §7 (states, cities, neighbourhoods) and the address by CEP. */

// A ViaCEP-compatible service on a random local port: `GET /{cep}/json/`.
const SE = {
  cep: '01001-000',
  logradouro: 'Praça da Sé',
  complemento: 'lado ímpar',
  unidade: '',
  bairro: 'Sé',
  localidade: 'São Paulo',
  uf: 'SP',
  estado: 'São Paulo',
  regiao: 'Sudeste',
  ibge: '3550308',
  gia: '1004',
  ddd: '11',
  siafi: '7107',
};
const requests: string[] = [];
const viacep = http.createServer((req, res) => {
  requests.push(req.url ?? '');
  const cep = /^\/(\d+)\/json\/$/.exec(req.url ?? '')?.[1];
  const json = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  };
  if (cep === '01001000') return json(200, SE);
  if (cep === '99999999') return json(200, { erro: true });
  if (cep === '99999998') return json(200, { erro: 'true' }); // newer ViaCEP answers the flag as a string
  if (cep === '69999999')
    return json(200, { ...SE, cep: '69999-999', localidade: 'Cidade Nova', uf: 'AM', ibge: '' });
  if (cep === '55555555') return json(500, { message: 'falha interna do serviço' });
  if (cep === '66666666') return void setTimeout(() => json(200, SE), 3000); // slower than the timeout
  if (cep === '77777777') return res.end('<html>manutenção</html>');
  json(400, { erro: true });
});

let t: TestApp;
let admin: Client;
let sp: number;
let saoPaulo: number;

beforeAll(async () => {
  await new Promise<void>((r) => viacep.listen(0, '127.0.0.1', r));
  const { port } = viacep.address() as AddressInfo;
  t = await createTestApp({ cepUrl: `http://127.0.0.1:${port}`, cepTimeoutMs: 400 });
  admin = await t.login();
  sp = await estadoId(admin, 'SP');
  saoPaulo = await cidadeId(admin, sp, 'São Paulo');
});
afterAll(async () => {
  viacep.closeAllConnections();
  await new Promise((r) => viacep.close(r));
  await t?.close();
});

describe('estados and cidades', () => {
  it('lists the 27 federative units by name', async () => {
    const res = await admin.get('/api/geral/estados');
    expect(res.statusCode).toBe(200);
    const ufs = res.json() as { sigla: string; nome: string; codigoIbge: number }[];
    expect(ufs).toHaveLength(27);
    expect(new Set(ufs.map((u) => u.sigla)).size).toBe(27);
    expect(ufs[0]).toMatchObject({ sigla: 'AC', nome: 'Acre', codigoIbge: 12 });
    expect(ufs.find((u) => u.sigla === 'SP')).toMatchObject({ nome: 'São Paulo', codigoIbge: 35 });
  });

  it('lists the cities of a state: São Paulo has 645', async () => {
    const res = await admin.get(`/api/geral/estados/${sp}/cidades`);
    expect(res.statusCode).toBe(200);
    const cities = res.json() as { id: number; nome: string; codigoIbge: number }[];
    expect(cities).toHaveLength(645);
    expect(cities.find((c) => c.codigoIbge === 3550308)).toEqual({
      id: saoPaulo,
      nome: 'São Paulo',
      codigoIbge: 3550308,
    });
    const names = cities.map((c) => c.nome);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pt-BR')));
    expect((await admin.get('/api/geral/estados/999/cidades')).json()).toEqual([]);
    const all = (await admin.get('/api/geral/cidades?page=0&size=1')).json();
    expect(all.totalElements).toBe(5571);
  });

  it('lists the neighbourhoods of a city', async () => {
    const rj = await estadoId(admin, 'RJ');
    const niteroi = await cidadeId(admin, rj, 'Niterói');
    for (const nome of ['Icaraí', 'Centro', 'Ingá'])
      expect(
        (await admin.post('/api/geral/bairros', { nome, estadoId: rj, cidadeId: niteroi })).statusCode,
      ).toBe(201);
    const res = await admin.get(`/api/geral/cidades/${niteroi}/bairros`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((b: { nome: string }) => b.nome)).toEqual(['Centro', 'Icaraí', 'Ingá']);
    expect(Object.keys(res.json()[0]).sort()).toEqual(['id', 'nome']);
    expect((await admin.get(`/api/geral/cidades/${saoPaulo}/bairros`)).json()).toEqual([]);
  });

  it('serves the lookups to any signed-in user, and to nobody else', async () => {
    const maria = await t.login(DEMO_CONSULTA);
    expect((await maria.get('/api/geral/estados')).statusCode).toBe(200);
    expect((await maria.get(`/api/geral/estados/${sp}/cidades`)).statusCode).toBe(200);
    expect((await maria.get(`/api/geral/cidades?estadoId=${sp}&resumido=true`)).json()).toHaveLength(645);
    for (const url of ['/api/geral/estados', `/api/geral/estados/${sp}/cidades`, '/api/geral/cep/01001000']) {
      const res = await t.anonymous().get(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().message).toBe(MSG.sessaoExpirada);
    }
  });

  it('answers a malformed id with 400, not 500', async () => {
    for (const url of ['/api/geral/estados/abc/cidades', '/api/geral/cidades/abc/bairros']) {
      const res = await admin.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe(ERROR_CODES.fieldValidation);
    }
  });

  it('keeps estados and cidades read-only: writes answer 404, never 500', async () => {
    const attempts = [
      await admin.post('/api/geral/estados', { sigla: 'XX', nome: 'Novo Estado', codigoIbge: 99 }),
      await admin.put(`/api/geral/estados/${sp}`, { sigla: 'SP', nome: 'Outro nome' }),
      await admin.delete(`/api/geral/estados/${sp}`),
      await admin.post('/api/geral/cidades', { nome: 'Nova Cidade', estadoId: sp }),
      await admin.put(`/api/geral/cidades/${saoPaulo}`, { nome: 'Outro nome', estadoId: sp }),
      await admin.delete(`/api/geral/cidades/${saoPaulo}`),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: ERROR_CODES.naoEncontrado, message: MSG.recursoNaoEncontrado });
    }
    expect((await admin.get(`/api/geral/estados/${sp}`)).json()).toMatchObject({
      sigla: 'SP',
      nome: 'São Paulo',
    });
    expect((await admin.get('/api/geral/estados')).json()).toHaveLength(27);
    expect((await admin.get(`/api/geral/cidades/${saoPaulo}`)).json()).toMatchObject({
      nome: 'São Paulo',
      estado: { id: sp, sigla: 'SP' },
    });
  });
});

describe('GET /api/geral/cep/{cep}', () => {
  it('answers the address with our ids of the city and the state', async () => {
    requests.length = 0;
    const res = await admin.get('/api/geral/cep/01001-000');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      cep: '01001000',
      logradouro: 'Praça da Sé',
      complemento: 'lado ímpar',
      bairro: 'Sé',
      cidade: 'São Paulo',
      uf: 'SP',
      codigoIbge: 3550308,
      cidadeId: saoPaulo,
      estadoId: sp,
    });
    expect(requests).toEqual(['/01001000/json/']);
  });

  it('falls back to the state by its abbreviation when the city code is unknown', async () => {
    const am = await estadoId(admin, 'AM');
    const res = await admin.get('/api/geral/cep/69999999');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      cidade: 'Cidade Nova',
      uf: 'AM',
      codigoIbge: null,
      cidadeId: null,
      estadoId: am,
    });
  });

  it("answers 404 'CEP não encontrado.' when the service has no such CEP", async () => {
    for (const cep of ['99999999', '99999998', '12345678']) {
      const res = await admin.get(`/api/geral/cep/${cep}`);
      expect(res.statusCode, cep).toBe(404);
      expect(res.json()).toEqual({ code: ERROR_CODES.naoEncontrado, message: 'CEP não encontrado.' });
    }
  });

  it('refuses a CEP without 8 digits before calling the service', async () => {
    requests.length = 0;
    for (const cep of ['0100100', '010010001', 'abcdefgh']) {
      const res = await admin.get(`/api/geral/cep/${cep}`);
      expect(res.statusCode, cep).toBe(400);
      expect(res.json()).toEqual({ code: 'CEP_INVALIDO', message: 'CEP deve ter 8 dígitos.' });
    }
    expect(requests).toEqual([]);
  });

  it('answers 503 with the fill-by-hand message when the service fails or answers garbage', async () => {
    for (const cep of ['55555555', '77777777']) {
      const res = await admin.get(`/api/geral/cep/${cep}`);
      expect(res.statusCode, cep).toBe(503);
      expect(res.json()).toEqual({ code: 'CEP_INDISPONIVEL', message: MSG.cepIndisponivel });
    }
  });

  it('gives up on a slow service after the configured timeout: 503', async () => {
    const started = Date.now();
    const res = await admin.get('/api/geral/cep/66666666');
    const elapsed = Date.now() - started;
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(MSG.cepIndisponivel);
    // It waited for the timeout (400 ms), and did not wait for the answer (3 s: that would be a 200).
    expect(elapsed).toBeGreaterThanOrEqual(350);
  });

  // Last: stops the fake service for good.
  it('answers 503 when the service is unreachable (closed port)', async () => {
    viacep.closeAllConnections();
    await new Promise((r) => viacep.close(r));
    const res = await admin.get('/api/geral/cep/01001000');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'CEP_INDISPONIVEL', message: MSG.cepIndisponivel });
  });
});
