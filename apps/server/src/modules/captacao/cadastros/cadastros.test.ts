import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidato } from '../schema.ts';
import { rows } from '../../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { entries, mensagem, usuarioCom } from '../../../platform/questionario/testkit.ts';

/**
 * The recruitment registers through the generic routes (required, limits, trim, unique names,
 * dependencies, permissions) and their lookups (next order, reasons' options, formation areas'
 * positions, the sources' count).
 */

let t: TestApp;
let filial: Client; // company 2: few demo rows
let matriz: Client; // company 1: the demo company

beforeAll(async () => {
  t = await createTestApp();
  filial = await t.login(DEMO_ADMIN, 2);
  matriz = await t.login(DEMO_ADMIN, 1);
});
afterAll(() => t?.close());

const criar = async (c: Client, path: string, body: Record<string, unknown>) => {
  const res = await c.post(`/api/captacao/${path}`, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as Record<string, unknown> & { id: number };
};

/** The named registers and the duplicate message of each. */
const NOMEADOS = [
  ['areas-interesse', 'Já existe uma área de interesse com este nome.', {}],
  ['areas-formacao', 'Já existe uma área de formação com este nome.', {}],
  ['como-ficou-sabendo-vaga', 'Já existe um meio de divulgação com este nome.', {}],
  ['idiomas', 'Já existe um idioma com este nome.', {}],
  ['etapas-seletivas', 'Já existe uma etapa seletiva com este nome.', { ordem: 500 }],
] as const;

describe.each(NOMEADOS)('%s', (path, duplicado, extra) => {
  it('requires the name, trims it and limits it to 100 characters', async () => {
    expect(entries(await filial.post(`/api/captacao/${path}`, { ...extra }))).toContainEqual({
      field: 'nome',
      message: 'Nome é obrigatório',
    });
    expect(entries(await filial.post(`/api/captacao/${path}`, { ...extra, nome: '   ' }))).toContainEqual({
      field: 'nome',
      message: 'Nome é obrigatório',
    });
    expect(
      entries(await filial.post(`/api/captacao/${path}`, { ...extra, nome: 'x'.repeat(101) })),
    ).toContainEqual({ field: 'nome', message: 'Nome deve ter no máximo 100 caracteres' });
    const row = await criar(filial, path, { ...extra, nome: `  Registro ${path}  ` });
    expect(row.nome).toBe(`Registro ${path}`);
    expect((await filial.get(`/api/captacao/${path}/${row.id}`)).json().nome).toBe(`Registro ${path}`);
  });

  it('refuses a name the company already has, ignoring case and accents, and allows it elsewhere', async () => {
    const row = await criar(filial, path, { ...extra, nome: 'Ação Única' });
    expect(entries(await filial.post(`/api/captacao/${path}`, { ...extra, nome: ' acao unica ' }))).toEqual([
      { field: 'nome', message: duplicado },
    ]);
    // Saving the row itself again is fine; another company may have the same name.
    const put = await filial.put(`/api/captacao/${path}/${row.id}`, { ...extra, nome: 'AÇÃO ÚNICA' });
    expect(put.statusCode, put.body).toBe(200);
    const outra = await criar(matriz, path, { ...extra, nome: 'Ação Única' });
    expect((await filial.get(`/api/captacao/${path}/${outra.id}`)).statusCode).toBe(404);
    const other = await criar(filial, path, { ...extra, nome: 'Outro nome' });
    expect(
      entries(await filial.put(`/api/captacao/${path}/${other.id}`, { ...extra, nome: 'ação única' })),
    ).toEqual([{ field: 'nome', message: duplicado }]);
  });
});

describe('etapas seletivas', () => {
  it('requires ordem (at most 999) and nome (at most 100), analiseComportamental false by default', async () => {
    const e = entries(await filial.post('/api/captacao/etapas-seletivas', { nome: '' }));
    expect(e).toEqual(
      expect.arrayContaining([
        { field: 'ordem', message: 'Ordem é obrigatória' },
        { field: 'nome', message: 'Nome é obrigatório' },
      ]),
    );
    expect(
      entries(await filial.post('/api/captacao/etapas-seletivas', { ordem: 1000, nome: 'Etapa' })),
    ).toEqual([{ field: 'ordem', message: 'Ordem deve ser no máximo 999' }]);
    const row = await criar(filial, 'etapas-seletivas', { ordem: 999, nome: 'Última etapa' });
    expect(row.analiseComportamental).toBe(false);
  });

  it('answers the next order of the company and lists steps by order', async () => {
    const antes = (await filial.get('/api/captacao/etapas-seletivas/proxima-ordem')).json().ordem;
    expect(antes).toBe(999); // capped: company 2 already has a step 999
    await criar(matriz, 'etapas-seletivas', { ordem: 3, nome: 'Etapa três da matriz' });
    const todas = (await matriz.get('/api/captacao/etapas-seletivas')).json() as { ordem: number }[];
    const maior = Math.max(...todas.map((x) => x.ordem));
    expect((await matriz.get('/api/captacao/etapas-seletivas/proxima-ordem')).json()).toEqual({
      ordem: Math.min(maior + 1, 999),
    });
    const ordens = todas.map((x) => x.ordem);
    expect(ordens).toEqual([...ordens].sort((a, b) => a - b));
  });
});

describe('motivos de solicitação', () => {
  it('requires the description, refuses a repeated one and offers the options with their flags', async () => {
    expect(entries(await filial.post('/api/captacao/motivos-solicitacao', { turnover: true }))).toEqual([
      { field: 'descricao', message: 'Descrição é obrigatória' },
    ]);
    const m = await criar(filial, 'motivos-solicitacao', {
      descricao: ' Substituição temporária ',
      turnover: true,
    });
    expect(m).toMatchObject({
      descricao: 'Substituição temporária',
      turnover: true,
      considerarQtdColaboradoresPorCargo: false,
    });
    expect(
      entries(
        await filial.post('/api/captacao/motivos-solicitacao', { descricao: 'substituicao temporaria' }),
      ),
    ).toEqual([{ field: 'descricao', message: 'Já existe um motivo de solicitação com esta descrição.' }]);
    await criar(filial, 'motivos-solicitacao', {
      descricao: 'Aumento sazonal',
      considerarQtdColaboradoresPorCargo: true,
    });
    const options = (await filial.get('/api/captacao/motivos-solicitacao/options')).json() as {
      descricao: string;
    }[];
    expect(options).toEqual(
      expect.arrayContaining([
        {
          id: m.id,
          descricao: 'Substituição temporária',
          turnover: true,
          considerarQtdColaboradoresPorCargo: false,
        },
        expect.objectContaining({ descricao: 'Aumento sazonal', considerarQtdColaboradoresPorCargo: true }),
      ]),
    );
    const nomes = options.map((o) => o.descricao);
    expect(nomes).toEqual([...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR')));
  });
});

describe('dependências', () => {
  it('keeps a reason that requisitions use', async () => {
    const [usado] = await rows<{ id: number }>(
      t.database.db,
      sql`select motivo_solicitacao_id as id from solicitacao where empresa_id = 1 limit 1`,
    );
    const del = await matriz.delete(`/api/captacao/motivos-solicitacao/${usado.id}`);
    expect(mensagem(del)).toMatch(/^O motivo de solicitação possui dependências em .*Solicitaç/);
    expect((await matriz.get(`/api/captacao/motivos-solicitacao/${usado.id}`)).statusCode).toBe(200);
  });
});

describe('áreas de formação e cargos', () => {
  it('relates positions to formation areas, answers them by area, and blocks removing a related position', async () => {
    // A position of its own, without salary bands, so only the formation areas depend on it.
    const areas = (await filial.get('/api/cargo-salario/areas-organizacionais?resumido=true')).json();
    const area =
      areas[0]?.id ??
      (await criar(filial, '../cargo-salario/areas-organizacionais', { nome: 'Área da filial' })).id;
    const cargoId = (
      await criar(filial, '../cargo-salario/cargos', {
        nome: 'Analista de Recrutamento',
        nomeMercado: 'Analista de Recrutamento',
        areasOrganizacionaisIds: [area],
      })
    ).id;
    const ti = await criar(filial, 'areas-formacao', { nome: 'Ciência da Computação', cargosIds: [cargoId] });
    const adm = await criar(filial, 'areas-formacao', {
      nome: 'Administração de Empresas',
      cargosIds: [cargoId],
    });
    await criar(filial, 'areas-formacao', { nome: 'Letras' });
    expect(ti.cargosIds).toEqual([cargoId]);

    const porArea = (
      await filial.get(`/api/captacao/areas-formacao/cargos?areasFormacaoIds=${ti.id}`)
    ).json();
    expect(porArea).toEqual([expect.objectContaining({ id: cargoId, areasFormacaoIds: [ti.id] })]);
    const todos = (await filial.get('/api/captacao/areas-formacao/cargos')).json();
    expect(todos).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: cargoId, areasFormacaoIds: [ti.id, adm.id] })]),
    );
    expect(mensagem(await filial.get('/api/captacao/areas-formacao/cargos?areasFormacaoIds=a,b'))).toBe(
      'Preencha os campos indicados',
    );

    const del = await filial.delete(`/api/cargo-salario/cargos/${cargoId}`);
    expect(mensagem(del)).toBe('O cargo possui dependências em Áreas de Formação.');
  });
});

describe('como ficou sabendo da vaga', () => {
  it('counts the candidates of each source in a period, with shares adding up to 100', async () => {
    const linkedin = await criar(filial, 'como-ficou-sabendo-vaga', { nome: 'Rede social profissional' });
    const site = await criar(filial, 'como-ficou-sabendo-vaga', { nome: 'Portal de vagas' });
    const jornal = await criar(filial, 'como-ficou-sabendo-vaga', { nome: 'Jornal do bairro' });
    const db = t.database.db;
    const em = (d: string) => new Date(`${d}T12:00:00`);
    await db.insert(candidato).values([
      { empresaId: 2, nome: 'Ana', comoFicouSabendoVagaId: linkedin.id, createdAt: em('2026-03-01') },
      { empresaId: 2, nome: 'Bruno', comoFicouSabendoVagaId: linkedin.id, createdAt: em('2026-03-10') },
      { empresaId: 2, nome: 'Carla', comoFicouSabendoVagaId: site.id, createdAt: em('2026-03-31') },
      { empresaId: 2, nome: 'Davi', comoFicouSabendoVagaId: site.id, createdAt: em('2026-05-02') },
      { empresaId: 2, nome: 'Eva', createdAt: em('2026-03-05') },
    ]);

    type Linha = { id: number; nome: string; qtd: number; percentual: number };
    const linha = (rows: Linha[], id: number) => rows.find((r) => r.id === id);
    const marco = (
      await filial.get('/api/captacao/como-ficou-sabendo-vaga/contagem?dataIni=2026-03-01&dataFim=2026-03-31')
    ).json() as Linha[];
    expect(linha(marco, linkedin.id)).toEqual({
      id: linkedin.id,
      nome: 'Rede social profissional',
      qtd: 2,
      percentual: 66.67,
    });
    expect(linha(marco, site.id)).toMatchObject({ qtd: 1, percentual: 33.33 });
    expect(linha(marco, jornal.id)).toMatchObject({ qtd: 0, percentual: 0 });
    expect(Math.round(marco.reduce((a, r) => a + r.percentual, 0) * 100)).toBe(10_000);
    expect(marco[0].id).toBe(linkedin.id); // most mentioned first

    const tudo = (await filial.get('/api/captacao/como-ficou-sabendo-vaga/contagem')).json() as Linha[];
    expect(linha(tudo, site.id)?.qtd).toBe(2);
    expect(Math.round(tudo.reduce((a, r) => a + r.percentual, 0) * 100)).toBe(10_000);

    expect(
      entries(
        await filial.get(
          '/api/captacao/como-ficou-sabendo-vaga/contagem?dataIni=2026-04-01&dataFim=2026-03-01',
        ),
      ),
    ).toEqual([{ field: 'dataFim', message: 'Data final inferior a data inicial.' }]);

    const del = await filial.delete(`/api/captacao/como-ficou-sabendo-vaga/${site.id}`);
    expect(mensagem(del)).toBe('O meio de divulgação possui dependências em Candidatos.');
    expect((await filial.delete(`/api/captacao/como-ficou-sabendo-vaga/${jornal.id}`)).statusCode).toBe(204);
    await db.execute(
      sql`delete from candidato where empresa_id = 2 and nome in ('Ana','Bruno','Carla','Davi','Eva')`,
    );
  });
});

describe('permissões', () => {
  it('lets each register be read and written only with its own authorities', async () => {
    const leitor = await usuarioCom(t, filial, ['ROLE_CAP_IDIOMAS', 'ROLE_CAP_ETAPAS_SELETIVAS'], 2);
    expect((await leitor.get('/api/captacao/idiomas')).statusCode).toBe(200);
    expect(mensagem(await leitor.post('/api/captacao/idiomas', { nome: 'Esperanto' }), 403)).toBe(
      'Não autorizado.',
    );
    expect((await leitor.get('/api/captacao/etapas-seletivas/proxima-ordem')).statusCode).toBe(200);
    for (const path of [
      'areas-interesse',
      'areas-formacao',
      'motivos-solicitacao',
      'motivos-solicitacao/options',
      'como-ficou-sabendo-vaga',
      'como-ficou-sabendo-vaga/contagem',
      'areas-formacao/cargos',
    ])
      expect((await leitor.get(`/api/captacao/${path}`)).statusCode, path).toBe(403);

    // Who writes requisitions reads their reasons.
    const requisitante = await usuarioCom(t, filial, ['ROLE_CAP_SOLICITACOES'], 2);
    expect((await requisitante.get('/api/captacao/motivos-solicitacao/options')).statusCode).toBe(200);
    expect((await requisitante.get('/api/captacao/motivos-solicitacao?resumido=true')).statusCode).toBe(200);
    expect(
      (await requisitante.post('/api/captacao/motivos-solicitacao', { descricao: 'Outro' })).statusCode,
    ).toBe(403);

    const editor = await usuarioCom(t, filial, ['ROLE_CAP_IDIOMAS', 'ROLE_CAP_IDIOMAS_EDITAR'], 2);
    const row = await criar(editor, 'idiomas', { nome: 'Esperanto' });
    expect((await editor.delete(`/api/captacao/idiomas/${row.id}`)).statusCode).toBe(204);
    expect((await t.anonymous().get('/api/captacao/idiomas')).statusCode).toBe(401);

    // A recruiter relates formation areas to positions without Cargos & Salários' authorities.
    const formacao = await usuarioCom(
      t,
      matriz,
      ['ROLE_CAP_AREAS_FORMACAO', 'ROLE_CAP_AREAS_FORMACAO_EDITAR', 'ROLE_CAP_CARGOS'],
      1,
    );
    const opcoes = (await formacao.get('/api/captacao/cargo?resumido=true&unpaged=true')).json() as {
      id: number;
      nomeMercado: string;
    }[];
    expect(opcoes.length).toBeGreaterThan(0);
    expect(Object.keys(opcoes[0]).sort()).toEqual(['id', 'nomeMercado']);
    const area = await criar(formacao, 'areas-formacao', { nome: 'Gastronomia', cargosIds: [opcoes[0].id] });
    expect(area.cargosIds).toEqual([opcoes[0].id]);
  });
});

describe('visões de cadastros de Cargos & Salários', () => {
  it('keeps knowledge in the one catalogue, with at least one organisational area', async () => {
    expect(
      entries(await matriz.post('/api/captacao/conhecimentos', { nome: 'Entrevista por competências' })),
    ).toEqual([{ field: 'areasOrganizacionaisIds', message: 'Selecione ao menos uma Área Organizacional' }]);
    const areas = (await matriz.get('/api/cargo-salario/areas-organizacionais?resumido=true')).json();
    const c = await criar(matriz, 'conhecimentos', {
      nome: ' Entrevista por competências ',
      areasOrganizacionaisIds: [areas[0].id],
      observacao: 'Roteiro STAR',
    });
    expect(c).toMatchObject({ nome: 'Entrevista por competências', areasOrganizacionaisIds: [areas[0].id] });
    // The same row in Cargos & Salários, with the fields recruitment does not edit left as they were.
    const cs = (await matriz.get(`/api/cargo-salario/conhecimentos/${c.id}`)).json();
    expect(cs).toMatchObject({
      nome: 'Entrevista por competências',
      observacao: 'Roteiro STAR',
      competencias: [],
    });
    expect(
      entries(
        await matriz.put(`/api/captacao/conhecimentos/${c.id}`, { nome: 'X', areasOrganizacionaisIds: [] }),
      ),
    ).toEqual([{ field: 'areasOrganizacionaisIds', message: 'Selecione ao menos uma Área Organizacional' }]);

    const recrutador = await usuarioCom(t, matriz, ['ROLE_CAP_CONHECIMENTOS'], 1);
    expect((await recrutador.get(`/api/captacao/conhecimentos/${c.id}`)).statusCode).toBe(200);
    expect((await recrutador.get(`/api/cargo-salario/conhecimentos/${c.id}`)).statusCode).toBe(403);
    expect((await recrutador.delete(`/api/captacao/conhecimentos/${c.id}`)).statusCode).toBe(403);
    expect((await matriz.delete(`/api/captacao/conhecimentos/${c.id}`)).statusCode).toBe(204);
  });

  it('shows the competence levels of Cargos & Salários read-only', async () => {
    const cs = (await matriz.get('/api/cargo-salario/niveis-competencia')).json() as { id: number }[];
    const cap = (await matriz.get('/api/captacao/niveis-competencia')).json() as { id: number }[];
    expect(cap.map((n) => n.id)).toEqual(cs.map((n) => n.id));
    expect(cap.length).toBeGreaterThan(0);
    expect(
      (await matriz.post('/api/captacao/niveis-competencia', { descricao: 'Novo', ordem: 9 })).statusCode,
    ).toBe(404);
    const leitor = await usuarioCom(t, matriz, ['ROLE_CAP_NIVEIS_COMPETENCIA'], 1);
    expect((await leitor.get(`/api/captacao/niveis-competencia/${cap[0].id}`)).statusCode).toBe(200);
  });

  it('lists positions for recruiters with their areas and CBO codes, without writing them', async () => {
    const recrutador = await usuarioCom(t, matriz, ['ROLE_CAP_CARGOS'], 1);
    const page = (await recrutador.get('/api/captacao/cargo?page=0&size=100')).json() as {
      totalElements: number;
      content: { id: number; areas: string[]; cbos: string[]; nomeMercado: string }[];
    };
    const todos = (await matriz.get('/api/cargo-salario/cargos?page=0&size=100')).json() as {
      totalElements: number;
      content: { id: number; areasOrganizacionaisIds: number[] }[];
    };
    expect(page.totalElements).toBe(todos.totalElements);
    // Each position with the names of its own areas, and the CBO codes of its own salary bands.
    const nomeArea = new Map(
      (
        (await matriz.get('/api/cargo-salario/areas-organizacionais?unpaged=true')).json() as {
          id: number;
          nome: string;
        }[]
      ).map((a) => [a.id, a.nome]),
    );
    for (const c of page.content) {
      const cs = todos.content.find((x) => x.id === c.id);
      expect([...c.areas].sort(), c.nomeMercado).toEqual(
        (cs?.areasOrganizacionaisIds ?? []).map((id) => nomeArea.get(id)).sort(),
      );
      const faixas = (
        await matriz.get(`/api/cargo-salario/faixas-salariais?cargoId=${c.id}&unpaged=true`)
      ).json() as {
        codigoCBO: string | null;
      }[];
      expect([...c.cbos].sort(), c.nomeMercado).toEqual(
        [...new Set(faixas.map((f) => f.codigoCBO).filter((x) => x))].sort(),
      );
    }
    expect(new Set(page.content.map((c) => c.areas.join())).size).toBeGreaterThan(1);

    // Open vacancies: released requisitions neither closed nor cancelled, requested minus filled.
    const abertas = await rows<{ cargo_id: number; n: number }>(
      t.database.db,
      sql`select cargo_id, sum(greatest(quantidade - qtd_vagas_preenchidas, 0))::int as n from solicitacao
          where empresa_id = 1 and status = 'L' and not encerrada and not cancelada group by cargo_id`,
    );
    expect(abertas.length).toBeGreaterThan(0); // the demo has requisitions in progress
    for (const c of page.content)
      expect((c as unknown as { vagasAbertas: number }).vagasAbertas, c.nomeMercado).toBe(
        abertas.find((a) => a.cargo_id === c.id)?.n ?? 0,
      );
    expect(page.content.every((c) => Array.isArray(c.areas) && Array.isArray(c.cbos))).toBe(true);
    expect(page.content.some((c) => c.areas.length > 0)).toBe(true);
    expect(page.content.some((c) => c.cbos.some((x) => /^\d{6}$/.test(x)))).toBe(true);
    const um = (await recrutador.get(`/api/captacao/cargo/${page.content[0].id}`)).json();
    expect(um).toMatchObject({ id: page.content[0].id, areas: expect.any(Array) });
    expect((await matriz.post('/api/captacao/cargo', { nome: 'X', nomeMercado: 'X' })).statusCode).toBe(404);
    expect((await recrutador.get('/api/cargo-salario/cargos')).statusCode).toBe(403);
  });
});
