import { ERROR_CODES, MSG } from '@ipe/domain';
import { MSG_COMPETENCIA as M } from '@ipe/domain/resources/cargoSalario/competencias/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  createTestApp,
  DEMO_ADMIN,
  DEMO_CONSULTA,
  type TestApp,
} from '../../../test/harness.ts';
import { entries, novaArea, usuarioCom } from './testkit.ts';

/**
 * Conhecimentos, habilidades and atitudes (one declaration, three resources), their behaviours and the
 * rule of spec 2 §4, the combined list and the calls of spec 2 §7 'Competences and levels', the
 * evaluation criteria, and who may do what. Company 2 (no demo competences) holds the rule scenarios.
 */

let t: TestApp;
let admin: Client; // company 2
let area: number;
let areaOutra: number; // of company 1

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 2);
  area = await novaArea(t, 2, 'Área Competências');
  areaOutra = await novaArea(t, 1, 'Área de outra empresa');
});
afterAll(() => t?.close());

const configurar = (c: Client, considerarPercentualMinimo: boolean, obrigarPercentual = false) =>
  c.put('/api/cargo-salario/niveis-competencia/configuracao', {
    considerarPercentualMinimo,
    obrigarPercentual,
  });

describe('conhecimentos, habilidades, atitudes', () => {
  it('starts with neither criteria nor blocked behaviours in a company without competences', async () => {
    expect(
      (await admin.get('/api/cargo-salario/competencias/existe-criterio-avaliacao-competencia')).json(),
    ).toBe(false);
    expect((await admin.get('/api/cargo-salario/competencias/competencias-sem-percentual')).json()).toBe(
      false,
    );
    expect((await admin.get('/api/cargo-salario/competencias')).json()).toEqual([]);
  });

  it('creates each kind with areas and behaviours, and reads them back', async () => {
    for (const recurso of ['conhecimentos', 'habilidades', 'atitudes']) {
      const res = await admin.post(`/api/cargo-salario/${recurso}`, {
        nome: `  ${recurso} de teste  `,
        observacao: 'Observação',
        solicitarComentario: true,
        areasOrganizacionaisIds: [area],
        competencias: [{ descricao: 'Primeiro comportamento' }, { descricao: 'Segundo comportamento' }],
      });
      expect(res.statusCode, res.body).toBe(201);
      const row = res.json();
      expect(row).toMatchObject({
        nome: `${recurso} de teste`,
        observacao: 'Observação',
        solicitarComentario: true,
        existeNivelCompetencia: false,
        areasOrganizacionaisIds: [area],
        competencias: [
          { id: expect.any(Number), descricao: 'Primeiro comportamento' },
          { id: expect.any(Number), descricao: 'Segundo comportamento' },
        ],
      });
      const got = await admin.get(`/api/cargo-salario/${recurso}/${row.id}`);
      expect(got.json()).toEqual(row);
      const list = (await admin.get(`/api/cargo-salario/${recurso}?areasOrganizacionaisIds=${area}`)).json();
      expect(list.map((r: { id: number }) => r.id)).toContain(row.id);
    }
  });

  it('validates name, areas and behaviours with the spec messages', async () => {
    const vazio = entries(
      await admin.post('/api/cargo-salario/habilidades', { competencias: [{ descricao: '' }] }),
    );
    expect(vazio).toEqual(
      expect.arrayContaining([
        { field: 'nome', message: 'Nome é obrigatório' },
        { field: 'areasOrganizacionaisIds', message: 'Selecione ao menos uma Área Organizacional' },
        { field: 'competencias.0.descricao', message: 'Descrição é obrigatória' },
      ]),
    );
    const longos = entries(
      await admin.post('/api/cargo-salario/atitudes', {
        nome: 'x'.repeat(101),
        areasOrganizacionaisIds: [area],
        competencias: [{ descricao: 'y'.repeat(251) }],
      }),
    );
    expect(longos).toEqual([
      { field: 'nome', message: 'Nome deve ter no máximo 100 caracteres' },
      { field: 'competencias.0.descricao', message: 'Descrição deve ter no máximo 250 caracteres' },
    ]);
    // Exactly at the limits is accepted.
    const limite = await admin.post('/api/cargo-salario/atitudes', {
      nome: 'x'.repeat(100),
      areasOrganizacionaisIds: [area],
      competencias: [{ descricao: 'y'.repeat(250) }],
    });
    expect(limite.statusCode, limite.body).toBe(201);
  });

  it('refuses a name already used by any of the three kinds (case and accents ignored), naming the kind', async () => {
    const criar = (recurso: string, nome: string) =>
      admin.post(`/api/cargo-salario/${recurso}`, { nome, areasOrganizacionaisIds: [area] });
    const java = await criar('conhecimentos', 'Negociação');
    expect(java.statusCode, java.body).toBe(201);
    expect(entries(await criar('habilidades', 'NEGOCIACAO'))).toEqual([
      { field: 'nome', message: 'Já existe um conhecimento com este nome.' },
    ]);
    expect(entries(await criar('conhecimentos', 'negociação'))).toEqual([
      { field: 'nome', message: 'Já existe um conhecimento com este nome.' },
    ]);
    const escuta = await criar('habilidades', 'Escuta ativa');
    expect(entries(await criar('atitudes', 'Escuta Ativa'))).toEqual([
      { field: 'nome', message: 'Já existe uma habilidade com este nome.' },
    ]);
    const etica = await criar('atitudes', 'Ética');
    expect(entries(await criar('conhecimentos', 'etica'))).toEqual([
      { field: 'nome', message: 'Já existe uma atitude com este nome.' },
    ]);
    // Saving a record under its own name, and the same name in another company, are fine.
    const propria = await admin.put(`/api/cargo-salario/habilidades/${escuta.json().id}`, {
      nome: 'Escuta ativa',
      areasOrganizacionaisIds: [area],
    });
    expect(propria.statusCode, propria.body).toBe(200);
    expect((await criar('atitudes', 'Zelo pelo patrimônio')).statusCode).toBe(201);
    const matriz = await t.login(DEMO_ADMIN, 1);
    const outraEmpresa = await matriz.post('/api/cargo-salario/atitudes', {
      nome: 'Zelo pelo patrimônio',
      areasOrganizacionaisIds: [await novaArea(t, 1, 'Área da ética')],
    });
    expect(outraEmpresa.statusCode, outraEmpresa.body).toBe(201);
    expect(etica.statusCode).toBe(201);
  });

  it("refuses an area of another company as 'Área Organizacional não encontrada'", async () => {
    const res = await admin.post('/api/cargo-salario/conhecimentos', {
      nome: 'Área alheia',
      areasOrganizacionaisIds: [areaOutra],
    });
    expect(entries(res)).toEqual([
      { field: 'areasOrganizacionaisIds', message: 'Área Organizacional não encontrada' },
    ]);
  });

  it('keeps each company apart and each kind in its own list', async () => {
    const matriz = await t.login(DEMO_ADMIN, 1);
    const nomes2 = (await admin.get('/api/cargo-salario/conhecimentos'))
      .json()
      .map((r: { nome: string }) => r.nome);
    const nomes1 = (await matriz.get('/api/cargo-salario/conhecimentos'))
      .json()
      .map((r: { nome: string }) => r.nome);
    expect(nomes2).toContain('conhecimentos de teste');
    expect(nomes1).not.toContain('conhecimentos de teste');
    expect(nomes1).toContain('Legislação trabalhista'); // demo data
    const hab = (await admin.get('/api/cargo-salario/habilidades'))
      .json()
      .map((r: { nome: string }) => r.nome);
    expect(hab).not.toContain('conhecimentos de teste');
    const [row] = (await matriz.get('/api/cargo-salario/conhecimentos?q=legislacao')).json();
    expect((await admin.get(`/api/cargo-salario/conhecimentos/${row.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/cargo-salario/conhecimentos/${row.id}`)).statusCode).toBe(404);
  });
});

describe('spec 2 §4: behaviours cannot be added while levels lack a minimum percentage', () => {
  let nivelId: number;
  let competencia: { id: number; nome: string; competencias: { id: number; descricao: string }[] };

  it('refuses new behaviours while a level has no percentual and the percentual is considered', async () => {
    // A level saved while the percentual was not considered, then the company turns it on.
    const nivel = await admin.post('/api/cargo-salario/niveis-competencia', {
      descricao: 'Sem percentual',
      ordem: 7,
    });
    expect(nivel.statusCode, nivel.body).toBe(201);
    nivelId = nivel.json().id;
    expect((await admin.get('/api/cargo-salario/competencias/competencias-sem-percentual')).json()).toBe(
      false,
    );
    expect((await configurar(admin, true)).statusCode).toBe(200);
    expect((await admin.get('/api/cargo-salario/competencias/competencias-sem-percentual')).json()).toBe(
      true,
    );

    const criar = await admin.post('/api/cargo-salario/conhecimentos', {
      nome: 'Com comportamento',
      areasOrganizacionaisIds: [area],
      competencias: [{ descricao: 'Novo' }],
    });
    expect(criar.json()).toMatchObject({
      code: ERROR_CODES.fieldValidation,
      entries: [{ field: 'competencias', message: M.comportamentosSemPercentual }],
    });
    expect(M.comportamentosSemPercentual).toBe(
      'Não é possível adicionar comportamentos a esta competência, pois existem níveis de competência sem percentual mínimo configurado.',
    );
  });

  it('still edits a competence and its existing behaviours; only additions are refused', async () => {
    // A competence saved before the rule applied (behaviours exist), as the first test created them.
    const [achado] = (await admin.get('/api/cargo-salario/conhecimentos?q=conhecimentos de teste')).json();
    const existente = (await admin.get(`/api/cargo-salario/conhecimentos/${achado.id}`)).json();
    competencia = existente;
    const editar = await admin.put(`/api/cargo-salario/conhecimentos/${existente.id}`, {
      ...existente,
      nome: 'Renomeado',
      competencias: [{ ...existente.competencias[0], descricao: 'Texto revisto' }],
    });
    expect(editar.statusCode, editar.body).toBe(200);
    const editado = editar.json() as typeof existente;
    expect(editado.competencias).toEqual([{ id: existente.competencias[0].id, descricao: 'Texto revisto' }]);
    const adicionar = await admin.put(`/api/cargo-salario/conhecimentos/${existente.id}`, {
      ...editado,
      competencias: [...editado.competencias, { descricao: 'Mais um' }],
    });
    expect(entries(adicionar)).toEqual([{ field: 'competencias', message: M.comportamentosSemPercentual }]);
    // An id of another competence's behaviour counts as an addition too.
    const alheio = await admin.put(`/api/cargo-salario/conhecimentos/${existente.id}`, {
      ...editado,
      competencias: [...editado.competencias, { id: 999999, descricao: 'Alheio' }],
    });
    expect(entries(alheio)).toEqual([{ field: 'competencias', message: M.comportamentosSemPercentual }]);
  });

  it('accepts behaviours once every level has its percentual, or when percentuals are not considered', async () => {
    const nivel = await admin.put(`/api/cargo-salario/niveis-competencia/${nivelId}`, {
      descricao: 'Sem percentual',
      ordem: 7,
      percentual: 35,
    });
    expect(nivel.statusCode, nivel.body).toBe(200);
    expect((await admin.get('/api/cargo-salario/competencias/competencias-sem-percentual')).json()).toBe(
      false,
    );
    const row = (await admin.get(`/api/cargo-salario/conhecimentos/${competencia.id}`)).json();
    const ok = await admin.put(`/api/cargo-salario/conhecimentos/${competencia.id}`, {
      ...row,
      competencias: [...row.competencias, { descricao: 'Agora pode' }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().competencias).toHaveLength(row.competencias.length + 1);

    // Without the minimum percentage the rule does not apply: levels carry none.
    expect((await configurar(admin, false)).statusCode).toBe(200);
    const semPercentual = await admin.post('/api/cargo-salario/niveis-competencia', {
      descricao: 'Outro',
      ordem: 8,
      percentual: 50,
    });
    expect(semPercentual.json().percentual).toBeNull();
    const livre = await admin.post('/api/cargo-salario/habilidades', {
      nome: 'Livre',
      areasOrganizacionaisIds: [area],
      competencias: [{ descricao: 'Sem regra' }],
    });
    expect(livre.statusCode, livre.body).toBe(201);
    expect((await admin.get('/api/cargo-salario/competencias/competencias-sem-percentual')).json()).toBe(
      false,
    );
    // Back on: 'Outro' lacks its percentual, so additions are refused again.
    await configurar(admin, true);
    expect((await admin.get('/api/cargo-salario/competencias/competencias-sem-percentual')).json()).toBe(
      true,
    );
    await admin.put(`/api/cargo-salario/niveis-competencia/${semPercentual.json().id}`, {
      descricao: 'Outro',
      ordem: 8,
      percentual: 50,
    });
  });
});

describe('GET /api/cargo-salario/competencias (the three kinds together)', () => {
  it('lists every kind of the company with its tipo, by name', async () => {
    const res = await admin.get('/api/cargo-salario/competencias');
    expect(res.statusCode).toBe(200);
    const rows = res.json() as {
      tipo: string;
      nome: string;
      id: number;
      areasOrganizacionaisIds: number[];
    }[];
    expect(new Set(rows.map((r) => r.tipo))).toEqual(new Set(['C', 'H', 'A']));
    expect(rows.find((r) => r.nome === 'habilidades de teste')).toMatchObject({
      tipo: 'H',
      areasOrganizacionaisIds: [area],
      solicitarComentario: true,
      existeNivelCompetencia: false,
    });
    const nomes = rows.map((r) => r.nome);
    expect(nomes).toEqual([...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });

  it('filters by tipo, name and area, pages and summarises', async () => {
    const hab = (await admin.get('/api/cargo-salario/competencias?tipo=H')).json();
    expect(hab.every((r: { tipo: string }) => r.tipo === 'H')).toBe(true);
    const ca = (await admin.get('/api/cargo-salario/competencias?tipo=C,A')).json();
    expect(new Set(ca.map((r: { tipo: string }) => r.tipo))).toEqual(new Set(['C', 'A']));
    const q = (await admin.get('/api/cargo-salario/competencias?q=HABILIDADES DE')).json();
    expect(q.map((r: { nome: string }) => r.nome)).toEqual(['habilidades de teste']);
    expect(
      (await admin.get(`/api/cargo-salario/competencias?areasOrganizacionaisIds=${areaOutra}`)).json(),
    ).toEqual([]);
    const page = (await admin.get('/api/cargo-salario/competencias?page=0&size=2')).json();
    expect(page).toMatchObject({ number: 0, size: 2 });
    expect(page.content).toHaveLength(2);
    expect(page.totalElements).toBeGreaterThanOrEqual(5);
    const resumo = (await admin.get('/api/cargo-salario/competencias?resumido=true')).json();
    expect(Object.keys(resumo[0]).sort()).toEqual(['id', 'nome', 'tipo']);
    const ruim = await admin.get('/api/cargo-salario/competencias?tipo=X');
    expect(ruim.statusCode).toBe(400);
  });

  it('answers the kinds of competence (GET /tipo-competencia)', async () => {
    expect((await admin.get('/api/cargo-salario/competencias/tipo-competencia')).json()).toEqual([
      { value: 'C', label: 'Conhecimento' },
      { value: 'H', label: 'Habilidade' },
      { value: 'A', label: 'Atitude' },
    ]);
  });
});

describe('criterios-avaliacao-competencia', () => {
  it('creates a criterion, validates it, and makes existe-criterio-avaliacao-competencia true', async () => {
    const res = await admin.post('/api/cargo-salario/criterios-avaliacao-competencia', {
      descricao: 'Domínio técnico',
      tipo: '1',
      tipoCompetencia: 'C',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      descricao: 'Domínio técnico',
      tipo: '1',
      tipoCompetencia: 'C',
      ativo: true,
    });
    const todos = await admin.post('/api/cargo-salario/criterios-avaliacao-competencia', {
      descricao: 'Evidências',
      tipo: '2',
    });
    expect(todos.json().tipoCompetencia).toBeNull();
    expect(
      entries(
        await admin.post('/api/cargo-salario/criterios-avaliacao-competencia', {
          descricao: 'z'.repeat(101),
        }),
      ),
    ).toEqual([
      { field: 'descricao', message: 'Descrição deve ter no máximo 100 caracteres' },
      { field: 'tipo', message: 'Tipo é obrigatório' },
    ]);
    expect(
      (await admin.get('/api/cargo-salario/competencias/existe-criterio-avaliacao-competencia')).json(),
    ).toBe(true);
    const filtro = (await admin.get('/api/cargo-salario/criterios-avaliacao-competencia?tipo=2')).json();
    expect(filtro.map((r: { descricao: string }) => r.descricao)).toEqual(['Evidências']);
  });
});

describe('authorities', () => {
  it('lets ROLE_CS_COMPETENCIAS read and only ROLE_CS_COMPETENCIAS_EDITAR write', async () => {
    const leitor = await usuarioCom(t, admin, ['ROLE_CS_COMPETENCIAS'], 2);
    const editor = await usuarioCom(t, admin, ['ROLE_CS_COMPETENCIAS', 'ROLE_CS_COMPETENCIAS_EDITAR'], 2);
    const [row] = (await admin.get('/api/cargo-salario/atitudes')).json();
    const leituras = [
      '/api/cargo-salario/conhecimentos',
      '/api/cargo-salario/habilidades',
      `/api/cargo-salario/atitudes/${row.id}`,
      '/api/cargo-salario/competencias',
      '/api/cargo-salario/competencias/competencias-sem-percentual',
      '/api/cargo-salario/competencias/existe-criterio-avaliacao-competencia',
      '/api/cargo-salario/criterios-avaliacao-competencia',
    ];
    for (const url of leituras) expect((await leitor.get(url)).statusCode, url).toBe(200);
    const corpo = { nome: 'Do leitor', areasOrganizacionaisIds: [area] };
    for (const [res, what] of [
      [await leitor.post('/api/cargo-salario/conhecimentos', corpo), 'POST'],
      [await leitor.put(`/api/cargo-salario/atitudes/${row.id}`, { ...row, nome: 'x' }), 'PUT'],
      [await leitor.delete(`/api/cargo-salario/atitudes/${row.id}`), 'DELETE'],
      [
        await leitor.post('/api/cargo-salario/criterios-avaliacao-competencia', {
          descricao: 'x',
          tipo: '1',
        }),
        'POST crit',
      ],
    ] as const) {
      expect(res.statusCode, what).toBe(403);
      expect(res.json().message).toBe(MSG.naoAutorizado);
    }
    const criado = await editor.post('/api/cargo-salario/conhecimentos', corpo);
    expect(criado.statusCode, criado.body).toBe(201);
    expect((await editor.delete(`/api/cargo-salario/conhecimentos/${criado.json().id}`)).statusCode).toBe(
      204,
    );

    const maria = await t.login(DEMO_CONSULTA, 1);
    for (const url of leituras.filter((u) => !u.includes(String(row.id))))
      expect((await maria.get(url)).statusCode, url).toBe(403);
    // The kinds are a fixed list any signed-in user may read.
    expect((await maria.get('/api/cargo-salario/competencias/tipo-competencia')).statusCode).toBe(200);
    expect((await t.anonymous().get('/api/cargo-salario/competencias')).statusCode).toBe(401);
  });
});
