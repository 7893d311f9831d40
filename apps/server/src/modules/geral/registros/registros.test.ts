import { MSG } from '@ipe/domain';
import { MSG_ARQUIVOS } from '@ipe/domain/arquivos';
import { MSG_ANEXO } from '@ipe/domain/resources/geral/documentosAnexos';
import { MSG_GERACOES } from '@ipe/domain/resources/geral/geracoes';
import { MSG_PESSOAS } from '@ipe/domain/resources/geral/pessoas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpfFrom, estadoId } from '../../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_CONSULTA, type TestApp } from '../../../test/harness.ts';

/**
 * Generations, people, the company's attached documents and the cities of a state (spec 3 §2 /geral,
 * §5 'Person' and 'Document', §7 'City GET /estado/{id}', 'person GET /cpf, /cpf-e-empresaId').
 */

const GERACOES = '/api/geral/geracoes';
const PESSOAS = '/api/geral/pessoas';
const DOCS = '/api/geral/documentos-anexos';
let t: TestApp;
let admin: Client;
/** The administrator in the branch (company 2): the attacker of company 1's rows. */
let filial: Client;
let consulta: Client;

const entries = (res: { statusCode: number; body: string }) => {
  expect(res.statusCode, res.body).toBe(400);
  const body = JSON.parse(res.body) as { entries: { field: string; message: string }[] };
  return Object.fromEntries(body.entries.map((e) => [e.field, e.message]));
};
const anexo = (nome: string, texto: string) => ({ nome, base64: Buffer.from(texto).toString('base64') });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  filial = await t.login(undefined, 2);
  consulta = await t.login(DEMO_CONSULTA);
});
afterAll(() => t?.close());

describe('generations', () => {
  it('lists the demo generations by their first year', async () => {
    const rows = (await admin.get(GERACOES)).json() as { nome: string; anoInicio: number }[];
    expect(rows.map((r) => r.nome)).toEqual([
      'Baby Boomers',
      'Geração X',
      'Geração Y (Millennials)',
      'Geração Z',
      'Geração Alpha',
    ]);
  });

  it('refuses a final year before the first and a span that overlaps another generation', async () => {
    expect(entries(await admin.post(GERACOES, { nome: 'Invertida', anoInicio: 1930, anoFim: 1920 }))).toEqual(
      {
        anoFim: MSG_GERACOES.anoFimAntes,
      },
    );
    expect(
      entries(await admin.post(GERACOES, { nome: 'Sobreposta', anoInicio: 1960, anoFim: 1970 })),
    ).toEqual({
      anoInicio: MSG_GERACOES.sobreposta('Baby Boomers'),
    });
    const ok = await admin.post(GERACOES, { nome: 'Geração Silenciosa', anoInicio: 1928, anoFim: 1945 });
    expect(ok.statusCode, ok.body).toBe(201);
    // Its own span does not overlap itself on update.
    const upd = await admin.put(`${GERACOES}/${ok.json().id}`, {
      nome: 'Silenciosa',
      anoInicio: 1928,
      anoFim: 1945,
    });
    expect(upd.statusCode, upd.body).toBe(200);
  });

  it('needs its authorities (403)', async () => {
    expect((await consulta.get(GERACOES)).statusCode).toBe(403);
    expect((await consulta.post(GERACOES, { nome: 'X', anoInicio: 1, anoFim: 2 })).json().message).toBe(
      MSG.naoAutorizado,
    );
  });
});

describe('people', () => {
  it("requires sexo and a valid CPF ('Cpf inválido.'), one person per CPF in a company", async () => {
    expect(entries(await admin.post(PESSOAS, { nome: 'Sem sexo', cpf: '11111111111' }))).toEqual({
      cpf: MSG.cpfInvalido,
      sexo: 'Sexo é obrigatório',
    });
    expect(entries(await admin.post(PESSOAS, { nome: 'Curto', cpf: '123', sexo: 'M' }))).toEqual({
      cpf: MSG.cpfInvalido,
    });
    expect(
      entries(await admin.post(PESSOAS, { nome: 'Repetida', cpf: '529.982.247-25', sexo: 'F' })),
    ).toEqual({
      cpf: MSG_PESSOAS.cpfRepetido,
    });
    // The same CPF in another company is another person.
    const outra = await filial.post(PESSOAS, { nome: 'Helena da Filial', cpf: '52998224725', sexo: 'F' });
    expect(outra.statusCode, outra.body).toBe(201);
  });

  it('finds a person by CPF in the session company (GET /cpf) and in a visible company (GET /cpf-e-empresaId)', async () => {
    const helena = (await admin.get(`${PESSOAS}/cpf?cpf=529.982.247-25`)).json();
    expect(helena).toMatchObject({ nome: 'Helena Prado', cpf: '52998224725', empresaId: 1 });
    expect((await admin.get(`${PESSOAS}/cpf?cpf=52998224725&pessoaId=${helena.id}`)).json()).toBeNull();
    expect((await admin.get(`${PESSOAS}/cpf-e-empresaId?cpf=52998224725&empresaId=2`)).json()).toMatchObject({
      nome: 'Helena da Filial',
      empresaId: 2,
    });
    expect((await admin.get(`${PESSOAS}/cpf?cpf=${cpfFrom(723000001)}`)).json()).toBeNull();
  });

  it("keeps another company's people out of reach", async () => {
    const helena = (await admin.get(`${PESSOAS}/cpf?cpf=52998224725`)).json();
    expect((await filial.get(`${PESSOAS}/${helena.id}`)).statusCode).toBe(404);
    expect((await filial.put(`${PESSOAS}/${helena.id}`, { nome: 'X', sexo: 'F' })).statusCode).toBe(404);
    expect((await filial.delete(`${PESSOAS}/${helena.id}`)).statusCode).toBe(404);
    // Maria Consulta holds a profile only in company 1: company 2 is not visible to her, and she lacks the authority.
    expect((await consulta.get(`${PESSOAS}/cpf?cpf=52998224725`)).statusCode).toBe(403);
    expect((await consulta.get(`${PESSOAS}/cpf-e-empresaId?cpf=52998224725&empresaId=2`)).statusCode).toBe(
      403,
    );
  });
});

describe('attached documents', () => {
  it("requires the file on create ('Anexo é obrigatório'), checks it by content and downloads it", async () => {
    expect(entries(await admin.post(DOCS, { descricao: 'Sem arquivo', data: '2026-02-01' }))).toEqual({
      anexo: MSG_ANEXO.obrigatorio,
    });
    expect(entries(await admin.post(DOCS, { descricao: '', anexo: anexo('a.txt', 'x') }))).toEqual({
      descricao: 'Descrição é obrigatória',
      data: 'Data é obrigatória',
    });
    const exe = await admin.post(DOCS, {
      descricao: 'Programa',
      data: '2026-02-01',
      anexo: { nome: 'setup.pdf', base64: Buffer.from('MZ\x90\x00\x03\x00\x00\x00').toString('base64') },
    });
    expect(entries(exe)).toEqual({ anexo: MSG_ARQUIVOS.tipoNaoPermitido });
    const res = await admin.post(DOCS, {
      descricao: 'Regulamento interno',
      data: '2026-02-01',
      anexo: anexo('regulamento.txt', 'Regulamento interno da empresa.\n'),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      descricao: 'Regulamento interno',
      nomeArquivo: 'regulamento.txt',
      tamanho: 32,
    });
    const id = res.json().id as number;
    const baixado = await admin.get(`${DOCS}/${id}/anexo`);
    expect(baixado.statusCode).toBe(200);
    expect(baixado.headers['content-disposition']).toContain('regulamento.txt');
    expect(baixado.body).toBe('Regulamento interno da empresa.\n');

    // An update without `anexo` keeps the file; with one, replaces it.
    const mantido = await admin.put(`${DOCS}/${id}`, { descricao: 'Regulamento', data: '2026-02-02' });
    expect(mantido.json()).toMatchObject({ descricao: 'Regulamento', nomeArquivo: 'regulamento.txt' });
    const trocado = await admin.put(`${DOCS}/${id}`, {
      descricao: 'Regulamento',
      data: '2026-02-02',
      anexo: anexo('regulamento-v2.txt', 'v2\n'),
    });
    expect(trocado.json()).toMatchObject({ nomeArquivo: 'regulamento-v2.txt', tamanho: 3 });
    expect((await admin.get(`${DOCS}/${id}/anexo`)).body).toBe('v2\n');
  });

  it("keeps another company's documents and files out of reach, and needs the authorities", async () => {
    const [doc] = (await admin.get(DOCS)).json() as { id: number; descricao: string }[];
    expect((await filial.get(`${DOCS}/${doc.id}`)).statusCode).toBe(404);
    expect((await filial.get(`${DOCS}/${doc.id}/anexo`)).statusCode).toBe(404);
    expect((await filial.put(`${DOCS}/${doc.id}`, { descricao: 'X', data: '2026-01-01' })).statusCode).toBe(
      404,
    );
    expect((await filial.delete(`${DOCS}/${doc.id}`)).statusCode).toBe(404);
    expect((await filial.get(DOCS)).json()).toEqual([]);
    expect((await consulta.get(DOCS)).statusCode).toBe(403);
    expect((await consulta.get(`${DOCS}/${doc.id}/anexo`)).statusCode).toBe(403);
  });
});

describe('cities of a state', () => {
  it('answers GET /cidades/estado/{id} as GET /estados/{id}/cidades', async () => {
    const ac = await estadoId(admin, 'AC');
    const a = (await consulta.get(`/api/geral/cidades/estado/${ac}`)).json();
    expect(a).toEqual((await consulta.get(`/api/geral/estados/${ac}/cidades`)).json());
    expect(a[0]).toMatchObject({ nome: 'Acrelândia' });
  });
});
