import { CAMPOS_CANDIDATO, CAMPOS_EXTRAS } from '@ipe/domain/resources/utilitario/organizacao/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { camposExtras } from '../schema.ts';
import { type Client, createTestApp, DEMO_CONSULTA, type TestApp } from '../../../test/harness.ts';
import { entriesOf, usuarioCom } from './test-helpers.ts';

/** Companies: data, parameters (spec 3 §3), read endpoints (spec 1 §7, 3 §7), extra fields, logo. */

const BASE = '/api/utilitario/empresas';
let t: TestApp;
let admin: Client;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const novaEmpresa = (over: Record<string, unknown> = {}) => ({
  nome: 'Empresa Nova',
  razaoSocial: 'Empresa Nova Ltda',
  cnpj: '11.444.777/0001-61',
  maxCandidataCargo: 3,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t?.close());

describe('GET /configuracao and /{id}/configuracao', () => {
  it("answers the session company's colours, logo and parameters (demo values)", async () => {
    const res = await admin.get(`${BASE}/configuracao`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 1,
      nome: 'Ipê Demonstração Ltda',
      corPrincipal: '#FF850A',
      corSecundaria: '#5D4037',
      logoUrl: null,
      parametros: {
        acIntegra: false,
        maxCandidataCargo: 5,
        exigirAceitePsi: true,
        campoExtraCandidato: true,
        campoExtraColaborador: true,
        exibirSalario: true,
        certificado: true,
        modeloCertificado: 'PAISAGEM_MOLDURA',
        tempoExclusaoCandidato: 24,
        solPessoalExibirSalario: true,
        solPessoalReabrirSolicitacao: false,
        obrigarAmbienteFuncao: false,
      },
    });
    expect(res.json().parametros.politicaSeguranca).toContain('Lei Geral de Proteção de Dados');
  });

  it('defaults the colours to orange #FF850A when the company has none', async () => {
    const res = await t.anonymous().get(`${BASE}/2/configuracao`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 2, corPrincipal: '#2E7D32', corSecundaria: '#FF850A' });
    const created = await admin.post(BASE, novaEmpresa({ nome: 'Sem Cores', cnpj: null }));
    expect(created.statusCode, created.body).toBe(201);
    const cfg = (await admin.get(`${BASE}/${created.json().id}/configuracao`)).json();
    expect([cfg.corPrincipal, cfg.corSecundaria]).toEqual(['#FF850A', '#FF850A']);
  });

  it('answers 404 for an unknown company and 401 for the session one without a session', async () => {
    expect((await t.anonymous().get(`${BASE}/9999/configuracao`)).statusCode).toBe(404);
    expect((await t.anonymous().get(`${BASE}/configuracao`)).statusCode).toBe(401);
  });
});

describe('GET /maximo-cargos', () => {
  it("answers the session company's maxCandidataCargo", async () => {
    const res = await admin.get(`${BASE}/maximo-cargos`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(5);
    const maria = await t.login(DEMO_CONSULTA);
    expect((await maria.get(`${BASE}/maximo-cargos`)).json()).toBe(5);
    expect((await t.anonymous().get(`${BASE}/maximo-cargos`)).statusCode).toBe(401);
  });
});

describe('company register and its parameters', () => {
  it('creates a company with the parameters defaulted (exibirSalario on, the others off)', async () => {
    const res = await admin.post(BASE, novaEmpresa());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      nome: 'Empresa Nova',
      cnpj: '11444777000161',
      acIntegra: false,
      exibirSalario: true,
      exigirAceitePsi: false,
      campoExtraCandidato: false,
      maxCandidataCargo: 3,
      tempoExclusaoCandidato: null,
    });
    expect(res.json()).not.toHaveProperty('logo');
  });

  it('requires nome and maxCandidataCargo (1 to 99)', async () => {
    const res = await admin.post(BASE, { nome: '', maxCandidataCargo: null });
    expect(entriesOf(res.body)).toEqual({
      nome: 'Nome é obrigatório',
      maxCandidataCargo: 'Máximo de cargos por candidato é obrigatório',
    });
    const zero = await admin.post(BASE, novaEmpresa({ maxCandidataCargo: 0 }));
    expect(entriesOf(zero.body)).toEqual({
      maxCandidataCargo: 'Máximo de cargos por candidato deve ser no mínimo 1',
    });
  });

  it('requires the payroll code when integrated, the policy when acceptance is required, the model with certificates', async () => {
    const res = await admin.post(
      BASE,
      novaEmpresa({ acIntegra: true, exigirAceitePsi: true, politicaSeguranca: '  ', certificado: true }),
    );
    expect(entriesOf(res.body)).toEqual({
      codigoAC: 'Código no Fortes Pessoal é obrigatório quando a empresa é integrada',
      politicaSeguranca: 'Política de segurança é obrigatória quando o aceite é exigido',
      modeloCertificado: 'Modelo do certificado é obrigatório quando o certificado está ativo',
    });
    const ok = await admin.post(
      BASE,
      novaEmpresa({
        nome: 'Integrada',
        acIntegra: true,
        codigoAC: '0042',
        exigirAceitePsi: true,
        politicaSeguranca: 'Texto da política',
        certificado: true,
        modeloCertificado: 'RETRATO',
      }),
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect((await admin.get(`${BASE}/${ok.json().id}/configuracao`)).json().parametros).toMatchObject({
      acIntegra: true,
      exigirAceitePsi: true,
      certificado: true,
      modeloCertificado: 'RETRATO',
    });
  });

  it('refuses to remove the company the user is connected to', async () => {
    const res = await admin.delete(`${BASE}/1`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('A empresa em que você está conectado não pode ser removida.');
  });

  it('shows a user only the companies they hold a profile in; a company they create becomes theirs', async () => {
    const gestor = await usuarioCom(
      t,
      admin,
      ['ROLE_UTI_EMPRESAS', 'ROLE_UTI_EMPRESAS_EDITAR'],
      [1],
      720000000,
    );
    const list = (await gestor.get(BASE)).json() as { id: number }[];
    expect(list.map((e) => e.id)).toEqual([1]);
    expect((await gestor.get(`${BASE}/2`)).statusCode).toBe(404);
    const created = await gestor.post(BASE, novaEmpresa({ nome: 'Criada pelo Gestor' }));
    expect(created.statusCode, created.body).toBe(201);
    const after = (await gestor.get(BASE)).json() as { id: number }[];
    expect(after.map((e) => e.id).sort()).toEqual([1, created.json().id].sort());
    const info = (await gestor.get('/api/userinfo')).json();
    expect(info.empresas.map((e: { nome: string }) => e.nome)).toContain('Criada pelo Gestor');
  });

  it('answers 403 without the authorities and 401 without a session', async () => {
    const maria = await t.login(DEMO_CONSULTA);
    expect((await maria.get(BASE)).statusCode).toBe(403);
    expect((await maria.put(`${BASE}/1`, novaEmpresa())).statusCode).toBe(403);
    const leitor = await usuarioCom(t, admin, ['ROLE_UTI_EMPRESAS'], [1], 721000000);
    expect((await leitor.get(`${BASE}/1`)).statusCode).toBe(200);
    expect((await leitor.put(`${BASE}/1`, novaEmpresa())).statusCode).toBe(403);
    expect((await t.anonymous().get(BASE)).statusCode).toBe(401);
  });

  it('logs the change of a company with before and after', async () => {
    const row = (await admin.get(`${BASE}/2`)).json();
    const res = await admin.put(`${BASE}/2`, { ...row, maxCandidataCargo: 7 });
    expect(res.statusCode, res.body).toBe(200);
    const log = (await admin.get('/api/utilitario/log?entidade=empresas')).json().content;
    const detail = (await admin.get(`/api/utilitario/log/${log[0].id}`)).json();
    expect(detail).toMatchObject({ entidadeId: 2, acao: 'ALTERAR', entidadeLabel: 'Empresas' });
    expect([detail.antes.maxCandidataCargo, detail.depois.maxCandidataCargo]).toEqual([10, 7]);
  });
});

describe('GET /permitidas-por-compartilhar-colaboradores', () => {
  const URL = `${BASE}/permitidas-por-compartilhar-colaboradores`;
  const ids = (res: { json(): unknown }) => (res.json() as { id: number }[]).map((e) => e.id).sort();
  const compartilhar = async (on: boolean) => {
    const p = (await admin.get('/api/utilitario/parametros-sistema')).json();
    const res = await admin.put('/api/utilitario/parametros-sistema', {
      ...p,
      compartilharColaboradores: on,
    });
    expect(res.statusCode, res.body).toBe(200);
  };

  it('gives the administrator every company', async () => {
    const all = (await admin.get(`${BASE}?unpaged=true`)).json() as { id: number }[];
    expect(ids(await admin.get(URL))).toEqual(all.map((e) => e.id).sort());
  });

  it('gives others only the current company unless talents are shared; then the companies where they hold the authorities', async () => {
    const perfilCom = await admin.post('/api/utilitario/perfis', {
      nome: 'Com talentos',
      authorities: ['ROLE_CS_COLABORADORES'],
    });
    const perfilSem = await admin.post('/api/utilitario/perfis', { nome: 'Sem talentos', authorities: [] });
    const u = await usuarioCom(t, admin, ['ROLE_CS_COLABORADORES'], [1], 722000000);
    // Profile in company 2 without the authority.
    const links = [
      { empresaId: 1, perfilId: perfilCom.json().id },
      { empresaId: 2, perfilId: perfilSem.json().id },
    ];
    const row = (await admin.get(`/api/utilitario/usuarios/${u.id}`)).json();
    expect(
      (await admin.put(`/api/utilitario/usuarios/${u.id}`, { ...row, empresas: links })).statusCode,
    ).toBe(200);

    await compartilhar(false);
    expect(ids(await u.get(`${URL}?permissoes=ROLE_CS_COLABORADORES`))).toEqual([1]);
    expect(ids(await u.get(URL))).toEqual([1]);

    await compartilhar(true);
    expect(ids(await u.get(`${URL}?permissoes=ROLE_CS_COLABORADORES`))).toEqual([1]);
    expect(ids(await u.get(URL))).toEqual([1, 2]);
    // Give the authority in company 2 as well.
    const both = links.map((l) => ({ ...l, perfilId: perfilCom.json().id }));
    await admin.put(`/api/utilitario/usuarios/${u.id}`, { ...row, empresas: both });
    expect(ids(await u.get(`${URL}?permissoes=ROLE_CS_COLABORADORES`))).toEqual([1, 2]);
    expect(ids(await u.get(`${URL}?permissoes=ROLE_CS_COLABORADORES,ROLE_UTI_LOG`))).toEqual([1]);
    await compartilhar(false);
    expect((await t.anonymous().get(URL)).statusCode).toBe(401);
  });
});

describe('extra fields (campos extras)', () => {
  it('answers the 16 fields per entity with labels, the demo ones configured', async () => {
    const res = await admin.get(`${BASE}/1/campos-extras`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.candidato).toHaveLength(16);
    expect(body.colaborador.map((c: { campo: string }) => c.campo)).toEqual(
      CAMPOS_EXTRAS.map((c) => c.campo),
    );
    expect(body.candidato[0]).toEqual({
      campo: 'texto1',
      tipo: 'texto',
      label: 'Tamanho do uniforme',
      visivel: true,
      obrigatorio: false,
    });
    expect(body.candidato[2]).toEqual({
      campo: 'texto3',
      tipo: 'texto',
      label: 'Texto 3',
      visivel: false,
      obrigatorio: false,
    });
  });

  it('answers the visible ones of the session company, none when the company parameter is off', async () => {
    const res = await admin.get(`${BASE}/campos-extras-visiveis-obrigatorios/candidato`);
    expect(res.json()).toEqual([
      { campo: 'texto1', tipo: 'texto', label: 'Tamanho do uniforme', obrigatorio: false },
      { campo: 'texto2', tipo: 'texto', label: 'Disponibilidade para viagens', obrigatorio: true },
      { campo: 'data1', tipo: 'data', label: 'Disponível para início em', obrigatorio: false },
    ]);
    const colab = (await admin.get(`${BASE}/campos-extras-visiveis-obrigatorios/colaborador`)).json();
    expect(colab.map((c: { campo: string }) => c.campo)).toEqual(['texto1', 'data1', 'numero1']);
    const filial = await t.login(undefined, 2);
    expect((await filial.get(`${BASE}/campos-extras-visiveis-obrigatorios/candidato`)).json()).toEqual([]);
    const bad = await admin.get(`${BASE}/campos-extras-visiveis-obrigatorios/fornecedor`);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Entidade deve ser candidato ou colaborador');
  });

  it('saves labels and states, with the rules of each field', async () => {
    const res = await admin.put(`${BASE}/2/campos-extras`, {
      candidato: [
        { campo: 'texto1', label: '', visivel: true, obrigatorio: false },
        { campo: 'data2', label: 'Data', visivel: false, obrigatorio: true },
        { campo: 'texto9', label: 'X', visivel: true, obrigatorio: false },
      ],
      colaborador: [{ campo: 'valor1', label: 'x'.repeat(61), visivel: true, obrigatorio: false }],
    });
    expect(res.statusCode).toBe(400);
    expect(entriesOf(res.body)).toEqual({
      'candidato.0.label': 'Nome do campo é obrigatório',
      'candidato.1.obrigatorio': 'Um campo obrigatório precisa estar visível',
      'candidato.2.campo': 'Campo desconhecido: texto9',
      'colaborador.0.label': 'Nome do campo deve ter no máximo 60 caracteres',
    });
    const ok = await admin.put(`${BASE}/2/campos-extras`, {
      candidato: [{ campo: 'numero1', label: 'Calçado', visivel: true, obrigatorio: true }],
      colaborador: [],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().candidato.find((c: { campo: string }) => c.campo === 'numero1')).toEqual({
      campo: 'numero1',
      tipo: 'numero',
      label: 'Calçado',
      visivel: true,
      obrigatorio: true,
    });
    const cfg = await admin.get('/api/utilitario/campos-extras/configuracoes?entidade=candidato');
    expect(cfg.json()).toHaveLength(16);
    // An entity left out of the body keeps its configuration.
    const parcial = await admin.put(`${BASE}/2/campos-extras`, {
      colaborador: [{ campo: 'texto1', label: 'Matrícula', visivel: true, obrigatorio: false }],
    });
    expect(parcial.statusCode, parcial.body).toBe(200);
    expect(parcial.json().candidato.find((c: { campo: string }) => c.campo === 'numero1').label).toBe(
      'Calçado',
    );
    expect(parcial.json().colaborador[0].label).toBe('Matrícula');
  });

  it('saves them with the company itself (one PUT from the company screen)', async () => {
    const row = (await admin.get(`${BASE}/2`)).json();
    const res = await admin.put(`${BASE}/2`, {
      ...row,
      campoExtraColaborador: true,
      camposExtras: {
        candidato: [],
        colaborador: [{ campo: 'texto8', label: 'Apelido', visivel: true, obrigatorio: false }],
      },
      camposCandidato: [{ campo: 'cpf', obrigatorio: true }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const filial = await t.login(undefined, 2);
    expect((await filial.get(`${BASE}/campos-extras-visiveis-obrigatorios/colaborador`)).json()).toEqual([
      { campo: 'texto8', tipo: 'texto', label: 'Apelido', obrigatorio: false },
    ]);
    expect((await filial.get(`${BASE}/campos-candidato-obrigatorios`)).json()).toEqual(['nome', 'cpf']);
    const bad = await admin.put(`${BASE}/2`, {
      ...row,
      camposExtras: { candidato: [{ campo: 'texto1', label: '' }], colaborador: [] },
    });
    expect(entriesOf(bad.body)).toEqual({ 'camposExtras.candidato.0.label': 'Nome do campo é obrigatório' });
  });

  it('reads the values of one record of extra fields, of the session company only', async () => {
    const [row] = await t.database.db
      .insert(camposExtras)
      .values({ empresaId: 1, texto1: 'M', data1: '2025-03-01', valor1: 12.5, numero1: 42 })
      .returning();
    const res = await admin.get(`/api/utilitario/campos-extras/${row.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: row.id,
      texto1: 'M',
      data1: '2025-03-01',
      valor1: 12.5,
      numero1: 42,
    });
    const filial = await t.login(undefined, 2);
    expect((await filial.get(`/api/utilitario/campos-extras/${row.id}`)).statusCode).toBe(404);
  });

  it('needs ROLE_UTI_EMPRESAS to read the configuration and _EDITAR to change it', async () => {
    const maria = await t.login(DEMO_CONSULTA);
    expect((await maria.get(`${BASE}/1/campos-extras`)).statusCode).toBe(403);
    expect((await maria.get(`${BASE}/campos-extras-visiveis-obrigatorios/candidato`)).statusCode).toBe(200);
    const leitor = await usuarioCom(t, admin, ['ROLE_UTI_EMPRESAS'], [1], 723000000);
    expect((await leitor.get(`${BASE}/1/campos-extras`)).statusCode).toBe(200);
    expect((await leitor.put(`${BASE}/1/campos-extras`, { candidato: [], colaborador: [] })).statusCode).toBe(
      403,
    );
    expect((await leitor.get(`${BASE}/2/campos-extras`)).statusCode).toBe(404);
    expect((await t.anonymous().get(`${BASE}/1/campos-extras`)).statusCode).toBe(401);
  });
});

describe('required fields of the candidate form', () => {
  it('lists the catalogue with the demo choices; nome is always required', async () => {
    const res = await admin.get(`${BASE}/1/campos-candidato`);
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { campo: string; label: string; obrigatorio: boolean; fixo?: boolean }[];
    expect(rows).toHaveLength(CAMPOS_CANDIDATO.length);
    expect(rows[0]).toMatchObject({ campo: 'nome', label: 'Nome', obrigatorio: true, fixo: true });
    expect(rows.filter((r) => r.obrigatorio).map((r) => r.campo)).toEqual([
      'nome',
      'dataNascimento',
      'cpf',
      'escolaridade',
      'email',
      'foneCelular',
    ]);
    const session = await admin.get(`${BASE}/campos-candidato-obrigatorios`);
    expect(session.json()).toEqual(['nome', 'dataNascimento', 'cpf', 'escolaridade', 'email', 'foneCelular']);
  });

  it('saves the choice; refuses unknown fields and an optional nome', async () => {
    const bad = await admin.put(`${BASE}/1/campos-candidato`, [
      { campo: 'nome', obrigatorio: false },
      { campo: 'signo', obrigatorio: true },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(entriesOf(bad.body)).toEqual({ '1.campo': 'Campo desconhecido: signo' });
    const nome = await admin.put(`${BASE}/1/campos-candidato`, [{ campo: 'nome', obrigatorio: false }]);
    expect(entriesOf(nome.body)).toEqual({ '0.obrigatorio': 'O nome do candidato é sempre obrigatório' });
    const ok = await admin.put(`${BASE}/1/campos-candidato`, [
      { campo: 'cpf', obrigatorio: true },
      { campo: 'pis', obrigatorio: true },
      { campo: 'email', obrigatorio: false },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await admin.get(`${BASE}/campos-candidato-obrigatorios`)).json()).toEqual(['nome', 'cpf', 'pis']);
    const maria = await t.login(DEMO_CONSULTA);
    expect((await maria.put(`${BASE}/1/campos-candidato`, [])).statusCode).toBe(403);
    expect((await maria.get(`${BASE}/campos-candidato-obrigatorios`)).statusCode).toBe(200);
  });
});

describe('logo', () => {
  it('uploads, serves and clears the logo; the configuration points at it', async () => {
    const put = await admin.put(`${BASE}/2/logo`, PNG, { 'content-type': 'image/png' });
    expect(put.statusCode, put.body).toBe(204);
    const cfg = (await admin.get(`${BASE}/2/configuracao`)).json();
    expect(cfg.logoUrl).toBe(`${BASE}/2/logo`);
    const img = await admin.get(`${BASE}/2/logo`);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(PNG)).toBe(true);
    const notImage = await admin.put(`${BASE}/2/logo`, Buffer.from('texto'), {
      'content-type': 'application/octet-stream',
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().message).toBe('O arquivo adicionado não é uma imagem');
    expect((await admin.delete(`${BASE}/2/logo`)).statusCode).toBe(204);
    expect((await admin.get(`${BASE}/2/configuracao`)).json().logoUrl).toBeNull();
    // Without a logo: the company's initials on its colour.
    const svg = await admin.get(`${BASE}/2/logo`);
    expect(svg.headers['content-type']).toContain('image/svg+xml');
  });

  it('needs ROLE_UTI_EMPRESAS_EDITAR to change it', async () => {
    const maria = await t.login(DEMO_CONSULTA);
    expect((await maria.get(`${BASE}/1/logo`)).statusCode).toBe(200);
    const res = await maria.put(`${BASE}/1/logo`, PNG, { 'content-type': 'image/png' });
    expect(res.statusCode).toBe(403);
  });
});

describe('all messages at once', () => {
  it('answers the parameter rules together with a missing maxCandidataCargo', async () => {
    const res = await admin.post(BASE, novaEmpresa({ maxCandidataCargo: null, acIntegra: true }));
    expect(entriesOf(res.body)).toEqual({
      maxCandidataCargo: 'Máximo de cargos por candidato é obrigatório',
      codigoAC: 'Código no Fortes Pessoal é obrigatório quando a empresa é integrada',
    });
  });
});
