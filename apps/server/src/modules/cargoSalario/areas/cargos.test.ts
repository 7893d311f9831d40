import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atitude, conhecimento, habilidade } from '../competencias/schema.ts';
import { faixaSalarial } from '../faixas/schema.ts';
import { areaOrganizacional, cargo, grupoOcupacional } from './schema.ts';
import { type Client, createTestApp, type TestApp } from '../../../test/harness.ts';
import { buscarCbos, cboPorCodigo, cbos } from './cbo.ts';
import {
  CARGOS,
  criarArea,
  criarCargo,
  criarTalento,
  fieldsOf,
  GRUPOS,
  unico,
  usuarioCom,
} from './fixtures.ts';

/** Occupational groups, positions (cargos) and the CBO lookup. */

let t: TestApp;
let admin: Client;
let area: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  area = (await criarArea(admin, { nome: 'Área dos cargos' })).id;
});
afterAll(() => t?.close());

describe('grupos-ocupacionais', () => {
  it('requires Código and Descrição, one code per company', async () => {
    expect(fieldsOf(await admin.post(GRUPOS, {}))).toEqual([
      'codigo: Código é obrigatório',
      'descricao: Descrição é obrigatória',
    ]);
    expect(fieldsOf(await admin.post(GRUPOS, { codigo: '12345678901', descricao: 'x' }))).toEqual([
      'codigo: Código deve ter no máximo 10 caracteres',
    ]);
    const g = await admin.post(GRUPOS, { codigo: ' G9 ', descricao: 'Grupo nove' });
    expect(g.statusCode, g.body).toBe(201);
    expect(g.json()).toMatchObject({ codigo: 'G9', descricao: 'Grupo nove' });
    expect(fieldsOf(await admin.post(GRUPOS, { codigo: 'G9', descricao: 'Outro' }))).toEqual([
      'codigo: Já existe um grupo ocupacional com este código.',
    ]);
    // The same code in another company, and saving the group itself, are fine.
    await t.database.db.insert(grupoOcupacional).values({ empresaId: 2, codigo: 'G8', descricao: 'Filial' });
    expect((await admin.post(GRUPOS, { codigo: 'G8', descricao: 'Matriz' })).statusCode).toBe(201);
    expect(
      (await admin.put(`${GRUPOS}/${g.json().id}`, { codigo: 'G9', descricao: 'Renomeado' })).statusCode,
    ).toBe(200);
  });

  it('cannot be removed while a position uses it', async () => {
    const g = (await admin.post(GRUPOS, { codigo: unico('G').slice(0, 10), descricao: 'Em uso' })).json();
    await criarCargo(admin, [area], { grupoOcupacionalId: g.id });
    const del = await admin.delete(`${GRUPOS}/${g.id}`);
    expect(del.statusCode).toBe(400);
    expect(del.json().message).toBe('O grupo ocupacional possui dependências em Cargos.');
  });
});

describe('cargos', () => {
  it('requires Nomenclatura, Nome and at least one area; trims names; defaults ativo', async () => {
    expect(fieldsOf(await admin.post(CARGOS, { nome: ' ', nomeMercado: '' }))).toEqual([
      'nome: Nomenclatura é obrigatória',
      'nomeMercado: Nome é obrigatório',
      'areasOrganizacionaisIds: Selecione ao menos uma Área Organizacional',
    ]);
    expect(
      fieldsOf(
        await admin.post(CARGOS, {
          nome: 'x'.repeat(101),
          nomeMercado: 'y'.repeat(101),
          areasOrganizacionaisIds: [area],
        }),
      ),
    ).toEqual([
      'nome: Nomenclatura deve ter no máximo 100 caracteres',
      'nomeMercado: Nome deve ter no máximo 100 caracteres',
    ]);
    const res = await admin.post(CARGOS, {
      nome: '  Analista de Testes I  ',
      nomeMercado: ' Analista de Testes ',
      areasOrganizacionaisIds: [area],
      escolaridade: '09',
      missao: 'Garantir a qualidade.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      nome: 'Analista de Testes I',
      nomeMercado: 'Analista de Testes',
      ativa: true,
      exibirModuloExterno: false,
      areasOrganizacionaisIds: [area],
      escolaridade: '09',
      possuiFaixaSalarial: false,
    });
    expect(
      fieldsOf(
        await admin.post(CARGOS, {
          nome: 'a',
          nomeMercado: 'b',
          areasOrganizacionaisIds: [area],
          escolaridade: '99',
        }),
      ),
    ).toHaveLength(1);
  });

  it('keeps the knowledge, skills and attitudes of a position, each with a complement', async () => {
    const db = t.database.db;
    const [c1] = await db
      .insert(conhecimento)
      .values({ empresaId: 1, nome: unico('Excel') })
      .returning();
    const [h1] = await db
      .insert(habilidade)
      .values({ empresaId: 1, nome: unico('Negociação') })
      .returning();
    const [a1] = await db
      .insert(atitude)
      .values({ empresaId: 1, nome: unico('Proatividade') })
      .returning();
    const [outra] = await db.insert(conhecimento).values({ empresaId: 2, nome: 'Da filial' }).returning();
    const res = await admin.post(CARGOS, {
      nome: unico('Com competências'),
      nomeMercado: 'Com competências',
      areasOrganizacionaisIds: [area],
      conhecimentos: [{ conhecimentoId: c1.id, complemento: 'Avançado' }],
      habilidades: [{ habilidadeId: h1.id }],
      atitudes: [{ atitudeId: a1.id }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const criado = res.json();
    expect(criado.conhecimentos).toEqual([
      { id: expect.any(Number), conhecimentoId: c1.id, complemento: 'Avançado' },
    ]);
    expect(criado.habilidades).toEqual([{ id: expect.any(Number), habilidadeId: h1.id, complemento: null }]);
    expect(criado.atitudes).toEqual([{ id: expect.any(Number), atitudeId: a1.id, complemento: null }]);

    // Edited with the record: the kept row keeps its id, a removed one goes.
    const upd = await admin.put(`${CARGOS}/${criado.id}`, {
      ...criado,
      conhecimentos: [{ ...criado.conhecimentos[0], complemento: 'Intermediário' }],
      habilidades: [],
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.json().conhecimentos).toEqual([
      { id: criado.conhecimentos[0].id, conhecimentoId: c1.id, complemento: 'Intermediário' },
    ]);
    expect(upd.json().habilidades).toEqual([]);

    expect(
      fieldsOf(
        await admin.post(CARGOS, {
          nome: 'x',
          nomeMercado: 'y',
          areasOrganizacionaisIds: [area],
          conhecimentos: [{ conhecimentoId: outra.id }, { conhecimentoId: c1.id }, { conhecimentoId: c1.id }],
          habilidades: [{ complemento: 'sem habilidade' }],
        }),
      ),
    ).toEqual(['habilidades.0.habilidadeId: Habilidade é obrigatória']);
    expect(
      fieldsOf(
        await admin.post(CARGOS, {
          nome: 'x',
          nomeMercado: 'y',
          areasOrganizacionaisIds: [area],
          conhecimentos: [{ conhecimentoId: outra.id }, { conhecimentoId: c1.id }, { conhecimentoId: c1.id }],
        }),
      ),
    ).toEqual([
      'conhecimentos.0.conhecimentoId: Competência não encontrada.',
      'conhecimentos.2.conhecimentoId: Esta competência já foi incluída no cargo.',
    ]);
    // A competence in use by a position cannot be removed.
    const del = await admin.delete(`/api/cargo-salario/conhecimentos/${c1.id}`);
    expect(del.statusCode).toBe(400);
    expect(del.json().message).toContain('possui dependências em Cargos (conhecimentos)');
  });

  it('refuses areas and groups of another company', async () => {
    const [outra] = await t.database.db
      .insert(areaOrganizacional)
      .values({ empresaId: 2, nome: 'Filial' })
      .returning();
    const [g] = await t.database.db
      .insert(grupoOcupacional)
      .values({ empresaId: 2, codigo: 'GF', descricao: 'Da filial' })
      .returning();
    expect(
      fieldsOf(
        await admin.post(CARGOS, {
          nome: 'a',
          nomeMercado: 'b',
          areasOrganizacionaisIds: [area, outra.id],
          grupoOcupacionalId: g.id,
        }),
      ),
    ).toEqual([
      'areasOrganizacionaisIds: Área Organizacional não encontrada.',
      'grupoOcupacionalId: Grupo ocupacional não encontrado.',
    ]);
  });

  it('filters by area and tells whether a position has salary bands', async () => {
    const a2 = (await criarArea(admin)).id;
    const c1 = await criarCargo(admin, [area, a2]);
    const c2 = await criarCargo(admin, [a2]);
    expect(c1.areasOrganizacionaisIds).toEqual([area, a2].sort((x, y) => x - y));
    const ids = ((await admin.get(`${CARGOS}?areasOrganizacionaisIds=${a2}`)).json() as { id: number }[]).map(
      (c) => c.id,
    );
    expect(ids.sort()).toEqual([c1.id, c2.id].sort());
    await t.database.db.insert(faixaSalarial).values({ cargoId: c2.id, nome: 'A' });
    const page = (await admin.get(`${CARGOS}?page=0&areasOrganizacionaisIds=${a2}`)).json();
    const byId = new Map(
      page.content.map((c: { id: number; possuiFaixaSalarial: boolean }) => [c.id, c.possuiFaixaSalarial]),
    );
    expect(byId.get(c1.id)).toBe(false);
    expect(byId.get(c2.id)).toBe(true);
    expect((await admin.get(`${CARGOS}/${c2.id}`)).json().possuiFaixaSalarial).toBe(true);
    // An area in use by a position cannot go; the position can (its links go with it).
    expect((await admin.delete(`${CARGOS}/${c1.id}`)).statusCode).toBe(204);
  });

  it('GET {id}/responsabilidade: the description of a position', async () => {
    const c = await criarCargo(admin, [area], { missao: 'Missão X', responsabilidades: 'Fazer X' });
    expect((await admin.get(`${CARGOS}/${c.id}/responsabilidade`)).json()).toEqual({
      id: c.id,
      nome: c.nome,
      nomeMercado: c.nomeMercado,
      missao: 'Missão X',
      responsabilidades: 'Fazer X',
    });
    expect((await admin.get(`${CARGOS}/999999/responsabilidade`)).statusCode).toBe(404);
  });

  it('GET responsabilidade/{colaboradorId}: the position of a talent on a date', async () => {
    const c = await criarCargo(admin, [area], { responsabilidades: 'Vender' });
    const tal = await criarTalento(t.database.db, { areaId: area, cargoId: c.id, data: '2021-03-01' });
    const na = (d: string) => admin.get(`${CARGOS}/responsabilidade/${tal.id}?data=${d}`);
    expect((await na('2021-03-01')).json()).toMatchObject({ id: c.id, responsabilidades: 'Vender' });
    expect((await admin.get(`${CARGOS}/responsabilidade/${tal.id}`)).json().id).toBe(c.id);
    const antes = await na('2021-02-28');
    expect(antes.statusCode).toBe(404);
    expect(antes.json().message).toBe('O talento não possui cargo na data informada.');
    expect((await na('28/02/2021')).statusCode).toBe(400);
  });

  it('POST mais-sem-areas: positions of the given areas plus those without areas', async () => {
    const a = (await criarArea(admin)).id;
    const b = (await criarArea(admin)).id;
    const ca = await criarCargo(admin, [a]);
    const cb = await criarCargo(admin, [b]);
    const [sem] = await t.database.db
      .insert(cargo)
      .values({ empresaId: 1, nome: 'Sem áreas', nomeMercado: 'Sem áreas' })
      .returning();
    const ids = async (body: unknown) =>
      ((await admin.post(`${CARGOS}/mais-sem-areas`, body)).json() as { id: number }[]).map((c) => c.id);
    const deA = await ids({ areasIds: [a] });
    expect(deA).toContain(ca.id);
    expect(deA).toContain(sem.id);
    expect(deA).not.toContain(cb.id);
    expect(await ids({ areasOrganizacionaisIds: [a, b] })).toEqual(
      expect.arrayContaining([ca.id, cb.id, sem.id]),
    );
    expect(await ids({})).toContain(sem.id);
    expect(await ids({})).not.toContain(ca.id);
  });

  it('reads with ROLE_CS_CARGOS and writes only with ROLE_CS_CARGOS_EDITAR', async () => {
    const c = await criarCargo(admin, [area]);
    const leitor = await usuarioCom(t, admin, ['ROLE_CS_CARGOS']);
    for (const url of [CARGOS, `${CARGOS}/${c.id}`, GRUPOS, `${CARGOS}/${c.id}/responsabilidade`])
      expect((await leitor.get(url)).statusCode, url).toBe(200);
    expect((await leitor.post(`${CARGOS}/mais-sem-areas`, {})).statusCode).toBe(200);
    expect((await leitor.post(CARGOS, {})).statusCode).toBe(403);
    expect((await leitor.post(GRUPOS, {})).statusCode).toBe(403);
    expect((await leitor.delete(`${CARGOS}/${c.id}`)).statusCode).toBe(403);
    const outro = await usuarioCom(t, admin, ['ROLE_CS_AREAS']);
    for (const url of [CARGOS, GRUPOS, `${CARGOS}/${c.id}/responsabilidade`])
      expect((await outro.get(url)).statusCode, url).toBe(403);
    expect((await outro.post(`${CARGOS}/mais-sem-areas`, {})).statusCode).toBe(403);
    // The CBO lookup is reference data for any signed-in user.
    expect((await outro.get('/api/cargo-salario/codigos-cbos?codigoOudescricao=2124')).statusCode).toBe(200);
    expect(
      (await t.anonymous().get('/api/cargo-salario/codigos-cbos?codigoOudescricao=2124')).statusCode,
    ).toBe(401);
  });

  it('demo data: 5 occupational groups and 15 positions, each with an area', async () => {
    const grupos = (await admin.get(`${GRUPOS}?q=&unpaged=true`)).json() as { descricao: string }[];
    for (const d of ['Diretivo', 'Gerencial', 'Técnico-científico', 'Administrativo', 'Operacional'])
      expect(grupos.map((g) => g.descricao)).toContain(d);
    const cargos = (await admin.get(`${CARGOS}?q=Gerente`)).json() as { areasOrganizacionaisIds: number[] }[];
    expect(cargos.length).toBeGreaterThanOrEqual(4);
    for (const c of cargos) expect(c.areasOrganizacionaisIds.length).toBeGreaterThan(0);
  });
});

describe('codigos-cbos', () => {
  const buscar = async (q: string) =>
    (
      await admin.get(`/api/cargo-salario/codigos-cbos?codigoOudescricao=${encodeURIComponent(q)}`)
    ).json() as {
      codigo: string;
      descricao: string;
      descricaoCompleta: string;
    }[];

  it('holds the 2,694 occupations of CBO 2002', () => {
    expect(cbos()).toHaveLength(2694);
    expect(new Set(cbos().map((c) => c.codigo)).size).toBe(2694);
    expect(cboPorCodigo('2124-05')).toEqual({
      codigo: '212405',
      descricao: 'Analista de desenvolvimento de sistemas',
      descricaoCompleta: '2124-05 - Analista de desenvolvimento de sistemas',
    });
    expect(cboPorCodigo('010105')?.descricao).toBe('Oficial general da aeronáutica');
    expect(cboPorCodigo('999999')).toBeNull();
  });

  it('finds by code prefix, with or without the mask', async () => {
    const r = await buscar('2124');
    expect(r.length).toBeGreaterThan(1);
    expect(r.every((c) => c.codigo.startsWith('2124'))).toBe(true);
    expect((await buscar('2124-05')).map((c) => c.codigo)).toEqual(['212405']);
  });

  it('finds by description words ignoring accents and case, at most 20', async () => {
    const r = await buscar('analista sistemas');
    expect(r.map((c) => c.descricao)).toContain('Analista de desenvolvimento de sistemas');
    expect((await buscar('ELETRICISTA')).length).toBeGreaterThan(0);
    const acentos = await buscar('medico');
    expect(acentos.length).toBe(20);
    expect(acentos[0].descricao.toLowerCase().startsWith('médico')).toBe(true);
    expect(await buscar('')).toEqual([]);
    expect(await buscar('xyzqwe')).toEqual([]);
    expect(buscarCbos('aeronáutica').map((c) => c.codigo)).toContain('010105');
  });
});
