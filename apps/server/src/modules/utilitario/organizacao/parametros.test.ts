import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../../db/schema/index.ts';
import { type Client, createTestApp, DEMO_CONSULTA, type TestApp } from '../../../test/harness.ts';
import { entriesOf, usuarioCom } from './test-helpers.ts';

/** System parameters (a singleton, spec 3 §3, §7) and the audit log (/utilitario/log). */

const BASE = '/api/utilitario/parametros-sistema';
let t: TestApp;
let admin: Client;

const corpo = (over: Record<string, unknown> = {}) => ({
  compartilharCandidatos: true,
  compartilharColaboradores: false,
  compartilharCursos: false,
  aderiuAoESocial: true,
  inverterEixoResultadoNineBox: false,
  diasAvisoPeriodoExperiencia: 10,
  emailRemetente: null,
  linkChat: null,
  codEmpresaSuporte: null,
  codClienteSuporte: null,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t?.close());

describe('system parameters', () => {
  it('answers the singleton with the demo values and the application version', async () => {
    const res = await admin.get(BASE);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...corpo(), appVersao: t.config.versao });
  });

  it('changes them with PUT on the root, logged with before and after', async () => {
    const res = await admin.put(
      BASE,
      corpo({
        compartilharCursos: true,
        inverterEixoResultadoNineBox: true,
        diasAvisoPeriodoExperiencia: 15,
        emailRemetente: 'rh@exemplo.com.br',
        linkChat: 'https://chat.exemplo.com.br',
        codClienteSuporte: 'C-42',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ compartilharCursos: true, diasAvisoPeriodoExperiencia: 15 });
    expect((await admin.get(BASE)).json()).toMatchObject({
      codClienteSuporte: 'C-42',
      inverterEixoResultadoNineBox: true,
    });
    const log = (await admin.get('/api/utilitario/log?entidade=parametros-sistema')).json();
    expect(log.content[0]).toMatchObject({
      acao: 'ALTERAR',
      entidadeLabel: 'Parâmetros do Sistema',
      entidadeId: 1,
    });
    const detail = (await admin.get(`/api/utilitario/log/${log.content[0].id}`)).json();
    expect([detail.antes.compartilharCursos, detail.depois.compartilharCursos]).toEqual([false, true]);
    expect(detail.labels.compartilharCursos).toBe('Compartilhar cursos entre as empresas');
  });

  it('feeds the chat link of /api/userinfo', async () => {
    const info = (await admin.get('/api/userinfo')).json();
    expect(info.parametrosDoSistema.linkChat).toBe('https://chat.exemplo.com.br');
  });

  it('validates the fields with their messages', async () => {
    const res = await admin.put(BASE, corpo({ diasAvisoPeriodoExperiencia: null, emailRemetente: 'rh@' }));
    expect(res.statusCode).toBe(400);
    expect(entriesOf(res.body)).toEqual({
      diasAvisoPeriodoExperiencia:
        'Avisar o fim do período de experiência com antecedência de (dias) é obrigatório',
      emailRemetente: 'E-mail inválido',
    });
    const link = await admin.put(BASE, corpo({ linkChat: 'chat.exemplo' }));
    expect(entriesOf(link.body)).toEqual({ linkChat: 'Link inválido: use um endereço http(s)://' });
    const big = await admin.put(BASE, corpo({ diasAvisoPeriodoExperiencia: 91 }));
    expect(entriesOf(big.body)).toEqual({
      diasAvisoPeriodoExperiencia:
        'Avisar o fim do período de experiência com antecedência de (dias) deve ser no máximo 90',
    });
  });

  it('answers each flag to any logged-in user', async () => {
    await admin.put(BASE, corpo({ compartilharColaboradores: true, aderiuAoESocial: false }));
    const maria = await t.login(DEMO_CONSULTA);
    const flags = {
      'compartilha-candidatos': true,
      'compartilha-colaboradores': true,
      'compartilha-cursos': false,
      'aderiu-ao-esocial': false,
      'inverter-eixo-resultado-nineBox': false,
      'sistema-rh-atenticado': true,
    };
    for (const [path, value] of Object.entries(flags)) {
      const res = await maria.get(`${BASE}/${path}`);
      expect([path, res.statusCode, res.json()]).toEqual([path, 200, value]);
      expect((await t.anonymous().get(`${BASE}/${path}`)).statusCode).toBe(401);
    }
  });

  it('needs ROLE_UTI_PARAMETROS to read them all and _EDITAR to change them', async () => {
    const maria = await t.login(DEMO_CONSULTA);
    expect((await maria.get(BASE)).statusCode).toBe(403);
    const leitor = await usuarioCom(t, admin, ['ROLE_UTI_PARAMETROS'], [1], 730000000);
    expect((await leitor.get(BASE)).statusCode).toBe(200);
    expect((await leitor.put(BASE, corpo())).statusCode).toBe(403);
    expect((await t.anonymous().get(BASE)).statusCode).toBe(401);
    expect((await t.anonymous().put(BASE, corpo())).statusCode).toBe(401);
  });
});

describe('log (/utilitario/log)', () => {
  const LOG = '/api/utilitario/log';

  beforeAll(async () => {
    // Entries of known dates, users and entities in both companies.
    await t.database.db.insert(auditoria).values([
      {
        data: new Date(2024, 0, 10, 9),
        usuarioId: 1,
        usuarioNome: 'Administrador Demonstração',
        empresaId: 1,
        entidade: 'cargos',
        entidadeId: 7,
        acao: 'INSERIR',
        descricao: 'Analista',
        depois: { nome: 'Analista' },
      },
      {
        data: new Date(2024, 0, 20, 23, 30),
        usuarioId: 2,
        usuarioNome: 'Maria Consulta',
        empresaId: 1,
        entidade: 'cargos',
        entidadeId: 7,
        acao: 'ALTERAR',
        descricao: 'Analista Sr',
        antes: { nome: 'Analista' },
        depois: { nome: 'Analista Sr' },
      },
      {
        data: new Date(2024, 1, 1, 8),
        usuarioId: 1,
        usuarioNome: 'Administrador Demonstração',
        empresaId: 1,
        entidade: 'estabelecimentos',
        entidadeId: 1,
        acao: 'REMOVER',
        descricao: 'Antigo',
        antes: { nome: 'Antigo' },
      },
      {
        data: new Date(2024, 0, 15),
        usuarioId: 1,
        usuarioNome: 'Administrador Demonstração',
        empresaId: 2,
        entidade: 'cargos',
        entidadeId: 9,
        acao: 'INSERIR',
        descricao: 'Outra empresa',
      },
    ]);
  });

  it('lists the entries of the session company, newest first, paged', async () => {
    const res = await admin.get(`${LOG}?dataIni=2024-01-01&dataFim=2024-02-28&size=2`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ totalElements: 3, totalPages: 2, number: 0, size: 2 });
    expect(page.content.map((r: { descricao: string }) => r.descricao)).toEqual(['Antigo', 'Analista Sr']);
    expect(page.content[0]).toMatchObject({ entidadeLabel: 'Estabelecimentos', acao: 'REMOVER' });
    const second = (await admin.get(`${LOG}?dataIni=2024-01-01&dataFim=2024-02-28&size=2&page=1`)).json();
    expect(second.content.map((r: { descricao: string }) => r.descricao)).toEqual(['Analista']);
  });

  it('filters by period (whole days), entity and user', async () => {
    const descr = async (q: string) =>
      ((await admin.get(`${LOG}?${q}`)).json().content as { descricao: string }[]).map((r) => r.descricao);
    expect(await descr('dataIni=2024-01-20&dataFim=2024-01-20')).toEqual(['Analista Sr']);
    expect(await descr('dataIni=2024-01-01&dataFim=2024-01-31&entidade=cargos')).toEqual([
      'Analista Sr',
      'Analista',
    ]);
    expect(await descr('dataIni=2024-01-01&dataFim=2024-02-28&usuarioId=2')).toEqual(['Analista Sr']);
    const bad = await admin.get(`${LOG}?dataIni=20-01-2024`);
    expect(bad.statusCode).toBe(400);
  });

  it('offers the entities and users of the company log as filter options', async () => {
    const res = await admin.get(`${LOG}/filtros`);
    expect(res.statusCode).toBe(200);
    const { entidades, usuarios } = res.json();
    expect(entidades).toContainEqual({ value: 'estabelecimentos', label: 'Estabelecimentos' });
    expect(usuarios).toContainEqual({ value: 2, label: 'Maria Consulta' });
  });

  it('shows one entry with before and after; another company entry is not found', async () => {
    const list = (await admin.get(`${LOG}?dataIni=2024-01-20&dataFim=2024-01-20`)).json().content;
    const detail = await admin.get(`${LOG}/${list[0].id}`);
    expect(detail.json()).toMatchObject({ antes: { nome: 'Analista' }, depois: { nome: 'Analista Sr' } });
    const filial = await t.login(undefined, 2);
    expect((await filial.get(`${LOG}/${list[0].id}`)).statusCode).toBe(404);
    const theirs = (await filial.get(`${LOG}?dataIni=2024-01-01&dataFim=2024-12-31`)).json();
    expect(theirs.content.map((r: { descricao: string }) => r.descricao)).toEqual(['Outra empresa']);
  });

  it('needs ROLE_UTI_LOG', async () => {
    const maria = await t.login(DEMO_CONSULTA);
    expect((await maria.get(LOG)).statusCode).toBe(403);
    expect((await maria.get(`${LOG}/filtros`)).statusCode).toBe(403);
    expect((await maria.get(`${LOG}/1`)).statusCode).toBe(403);
    expect((await t.anonymous().get(LOG)).statusCode).toBe(401);
  });
});
