import { MSG } from '@ipe/domain';
import { MSG_COMPETENCIA as M } from '@ipe/domain/resources/cargoSalario/competencias/index';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../../db/schema/index.ts';
import {
  type Client,
  createTestApp,
  DEMO_ADMIN,
  DEMO_CONSULTA,
  type TestApp,
} from '../../../test/harness.ts';
import { entries, novaArea, novaFaixa, usuarioCom } from './testkit.ts';

/**
 * Competence levels and the company's level configuration, the dated level history, and the salary
 * band's competence matrix (spec 2 §7 'Level per salary band'). Company 2 starts without any of them.
 */

const NIVEIS = '/api/cargo-salario/niveis-competencia';
const CONFIG = '/api/cargo-salario/niveis-competencia/configuracao';
const HIST = '/api/cargo-salario/niveis-competencia-historico';
const FAIXA = '/api/cargo-salario/configuracoes-niveis-competencia/faixa-salarial';

let t: TestApp;
let admin: Client; // company 2
let area: number;
let faixa: number;
let faixaOutra: number; // of company 1
const niveis: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 2);
  area = await novaArea(t, 2, 'Área Níveis');
  faixa = await novaFaixa(t, 2, 'Faixa Teste');
  faixaOutra = await novaFaixa(t, 1, 'Faixa Alheia');
});
afterAll(() => t?.close());

describe('level configuration', () => {
  it('starts off, and is saved per company', async () => {
    expect((await admin.get(CONFIG)).json()).toEqual({
      considerarPercentualMinimo: false,
      obrigarPercentual: false,
      percentualObrigatorio: false,
      existeCriterio: false,
      niveisSemPercentual: 0,
      podeEditar: true,
    });
    // 'Obrigar' only makes sense with the minimum percentage.
    const off = await admin.put(CONFIG, { considerarPercentualMinimo: false, obrigarPercentual: true });
    expect(off.json()).toMatchObject({ considerarPercentualMinimo: false, obrigarPercentual: false });
    const on = await admin.put(CONFIG, { considerarPercentualMinimo: true, obrigarPercentual: true });
    expect(on.json()).toMatchObject({
      considerarPercentualMinimo: true,
      obrigarPercentual: true,
      percentualObrigatorio: true,
    });
    const matriz = await t.login(DEMO_ADMIN, 1);
    expect((await matriz.get(CONFIG)).json()).toMatchObject({ considerarPercentualMinimo: true }); // demo
    expect(entries(await admin.put(CONFIG, {}))).toEqual([
      { field: 'considerarPercentualMinimo', message: 'Informe se o percentual mínimo é considerado' },
    ]);
    const [log] = await t.database.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'niveis-competencia/configuracao'), eq(auditoria.empresaId, 2)));
    expect(log).toMatchObject({ acao: 'ALTERAR', antes: { considerarPercentualMinimo: false } });
  });
});

describe('niveis-competencia', () => {
  it('validates description, weight and percentual with the spec messages', async () => {
    expect(entries(await admin.post(NIVEIS, { descricao: '   ' }))).toEqual([
      { field: 'descricao', message: 'Descrição é obrigatória' },
      { field: 'ordem', message: 'Peso é obrigatório' },
    ]);
    expect(
      entries(await admin.post(NIVEIS, { descricao: 'd'.repeat(61), ordem: 100000, percentual: 100.01 })),
    ).toEqual([
      { field: 'descricao', message: 'Descrição deve ter no máximo 60 caracteres' },
      { field: 'ordem', message: 'Peso deve ser no máximo 99999' },
      { field: 'percentual', message: 'Percentual mínimo deve ser no máximo 100' },
    ]);
    expect(entries(await admin.post(NIVEIS, { descricao: 'Casas', ordem: 1, percentual: 12.345 }))).toEqual([
      { field: 'percentual', message: M.percentualCasas },
    ]);
    expect(
      entries(await admin.post(NIVEIS, { descricao: 'Fracionário', ordem: 1.5, percentual: 10 })),
    ).toEqual([{ field: 'ordem', message: 'Informe um número inteiro' }]);
    // 'Obrigar percentual' is on.
    expect(entries(await admin.post(NIVEIS, { descricao: 'Sem', ordem: 1 }))).toEqual([
      { field: 'percentual', message: 'Percentual mínimo é obrigatório' },
    ]);
  });

  it('creates levels (trimmed, 2 decimals, 5-digit weight) and refuses a repeated weight or percentual', async () => {
    for (const [descricao, ordem, percentual] of [
      ['  Básico  ', 1, 25.5],
      ['Intermediário', 2, 50],
      ['Avançado', 3, 75.25],
      ['Especialista', 99999, 100],
    ] as const) {
      const res = await admin.post(NIVEIS, { descricao, ordem, percentual });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ descricao: descricao.trim(), ordem, percentual });
      niveis[descricao.trim()] = res.json().id;
    }
    expect(entries(await admin.post(NIVEIS, { descricao: 'Outro', ordem: 2, percentual: 25.5 }))).toEqual([
      { field: 'ordem', message: M.pesoRepetido },
      { field: 'percentual', message: M.percentualRepetido },
    ]);
    // Saving a level with its own values is no repetition.
    const self = await admin.put(`${NIVEIS}/${niveis.Básico}`, {
      descricao: 'Básico',
      ordem: 1,
      percentual: 25.5,
    });
    expect(self.statusCode, self.body).toBe(200);
    const list = (await admin.get(NIVEIS)).json();
    expect(list.map((r: { descricao: string }) => r.descricao)).toEqual([
      'Básico',
      'Intermediário',
      'Avançado',
      'Especialista',
    ]);
  });

  it('makes the percentual optional without obrigar, unless competences have criteria', async () => {
    await admin.put(CONFIG, { considerarPercentualMinimo: true, obrigarPercentual: false });
    const livre = await admin.post(NIVEIS, { descricao: 'Opcional', ordem: 10 });
    expect(livre.statusCode, livre.body).toBe(201);
    expect(livre.json().percentual).toBeNull();
    expect((await admin.get(CONFIG)).json()).toMatchObject({
      niveisSemPercentual: 1,
      percentualObrigatorio: false,
    });
    const crit = await admin.post('/api/cargo-salario/criterios-avaliacao-competencia', {
      descricao: 'C',
      tipo: '1',
    });
    expect(crit.statusCode).toBe(201);
    expect((await admin.get(CONFIG)).json()).toMatchObject({
      existeCriterio: true,
      percentualObrigatorio: true,
    });
    expect(
      entries(await admin.put(`${NIVEIS}/${livre.json().id}`, { descricao: 'Opcional', ordem: 10 })),
    ).toEqual([
      {
        field: 'percentual',
        message:
          'Não é permitido inserir ou editar o nível de competência sem o percentual mínimo, pois existem critérios de avaliação das competências.',
      },
    ]);
    expect((await admin.delete(`${NIVEIS}/${livre.json().id}`)).statusCode).toBe(204);
    expect(
      (await admin.delete(`/api/cargo-salario/criterios-avaliacao-competencia/${crit.json().id}`)).statusCode,
    ).toBe(204);
  });

  it('drops the percentual when the company does not consider it', async () => {
    await admin.put(CONFIG, { considerarPercentualMinimo: false });
    const res = await admin.post(NIVEIS, { descricao: 'Sem percentual', ordem: 11, percentual: 33 });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().percentual).toBeNull();
    expect((await admin.delete(`${NIVEIS}/${res.json().id}`)).statusCode).toBe(204);
    await admin.put(CONFIG, { considerarPercentualMinimo: true, obrigarPercentual: true });
  });
});

describe('niveis-competencia-historico', () => {
  let historico: number;

  it('saves a dated snapshot of the levels and refuses a repeated date or level', async () => {
    const res = await admin.post(HIST, {
      data: '2024-01-01',
      configHistoricosNiveis: [
        { nivelId: niveis.Avançado, ordem: 3, percentual: 70 },
        { nivelId: niveis.Básico, ordem: 1, percentual: 20 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    historico = res.json().id;
    expect(res.json().configHistoricosNiveis).toEqual([
      { id: expect.any(Number), nivelId: niveis.Básico, ordem: 1, percentual: 20 },
      { id: expect.any(Number), nivelId: niveis.Avançado, ordem: 3, percentual: 70 },
    ]);
    expect(
      entries(
        await admin.post(HIST, {
          data: '2024-01-01',
          configHistoricosNiveis: [
            { nivelId: niveis.Básico, ordem: 1, percentual: 20 },
            { nivelId: niveis.Básico, ordem: 2 },
          ],
        }),
      ),
    ).toEqual([{ field: 'configHistoricosNiveis.1.nivelId', message: M.nivelRepetidoHistorico }]);
    expect(
      entries(
        await admin.post(HIST, {
          data: '2024-01-01',
          configHistoricosNiveis: [{ nivelId: niveis.Básico, ordem: 1 }],
        }),
      ),
    ).toEqual([
      { field: 'data', message: M.historicoDataRepetida },
      { field: 'configHistoricosNiveis.0.percentual', message: 'Percentual mínimo é obrigatório' },
    ]);
    expect(entries(await admin.post(HIST, { configHistoricosNiveis: [] }))).toEqual([
      { field: 'data', message: 'Data é obrigatória' },
      { field: 'configHistoricosNiveis', message: M.historicoNiveisObrigatorio },
    ]);
    const matriz = await t.login(DEMO_ADMIN, 1);
    const [nivelAlheio] = (await matriz.get(NIVEIS)).json();
    expect(
      entries(
        await admin.post(HIST, {
          data: '2024-06-01',
          configHistoricosNiveis: [{ nivelId: nivelAlheio.id, ordem: 1, percentual: 10 }],
        }),
      ),
    ).toEqual([{ field: 'configHistoricosNiveis.0.nivelId', message: M.nivelInexistente }]);
  });

  it('answers the levels of a snapshot, or those in force on a date (GET /competencias)', async () => {
    const porId = (await admin.get(`${HIST}/competencias?id=${historico}`)).json();
    expect(porId).toEqual({
      id: historico,
      data: '2024-01-01',
      niveis: [
        { nivelId: niveis.Básico, descricao: 'Básico', ordem: 1, percentual: 20 },
        { nivelId: niveis.Avançado, descricao: 'Avançado', ordem: 3, percentual: 70 },
      ],
    });
    expect((await admin.get(`${HIST}/competencias?data=2024-03-01`)).json().id).toBe(historico);
    expect((await admin.get(`${HIST}/competencias`)).json().id).toBe(historico);
    const antes = (await admin.get(`${HIST}/competencias?data=2023-12-31`)).json();
    expect(antes).toMatchObject({ id: null, data: null });
    expect(antes.niveis.map((n: { descricao: string }) => n.descricao)).toEqual([
      'Básico',
      'Intermediário',
      'Avançado',
      'Especialista',
    ]);
    const matriz = await t.login(DEMO_ADMIN, 1);
    expect((await matriz.get(`${HIST}/competencias?id=${historico}`)).statusCode).toBe(404);
    expect((await admin.get(`${HIST}/competencias?data=01/01/2024`)).statusCode).toBe(400);
  });

  it("blocks removing a level kept in a snapshot: 'possui dependências em …'", async () => {
    const res = await admin.delete(`${NIVEIS}/${niveis.Avançado}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      MSG.possuiDependencias('O nível de competência', 'Históricos dos Níveis de Competência'),
    );
  });
});

describe('configuracoes-niveis-competencia/faixa-salarial (the matrix)', () => {
  const comp: Record<string, number> = {};
  let config: number;

  beforeAll(async () => {
    for (const [recurso, nome] of [
      ['conhecimentos', 'Excel'],
      ['habilidades', 'Negociação'],
      ['atitudes', 'Ética'],
    ] as const) {
      const res = await admin.post(`/api/cargo-salario/${recurso}`, {
        nome,
        areasOrganizacionaisIds: [area],
      });
      expect(res.statusCode, res.body).toBe(201);
      comp[nome] = res.json().id;
    }
  });

  const corpo = (data: string, nivel = niveis.Intermediário) => ({
    data,
    competencias: [
      { tipo: 'C', competenciaId: comp.Excel, competenciaPeso: 2, nivelCompetenciaId: nivel },
      { tipo: 'H', competenciaId: comp.Negociação, competenciaPeso: 1, nivelCompetenciaId: niveis.Básico },
    ],
  });

  it('answers what the screen needs (GET /info)', async () => {
    const info = (await admin.get(`${FAIXA}/info?faixaId=${faixa}`)).json();
    expect(info.faixa).toMatchObject({ id: faixa, nome: 'Faixa Teste', cargoNome: 'Cargo Faixa Teste' });
    expect(info.niveis.map((n: { descricao: string }) => n.descricao)).toEqual([
      'Básico',
      'Intermediário',
      'Avançado',
      'Especialista',
    ]);
    expect(info.competencias.map((c: { nome: string; tipo: string }) => `${c.tipo} ${c.nome}`)).toEqual([
      'A Ética',
      'C Excel',
      'H Negociação',
    ]);
    expect(info.considerarPercentualMinimo).toBe(true);
    expect((await admin.get(`${FAIXA}/info`)).json().faixa).toBeNull();
  });

  it('saves a dated configuration in one POST and reads it back', async () => {
    const res = await admin.post(`${FAIXA}/${faixa}`, corpo('2024-01-01'));
    expect(res.statusCode, res.body).toBe(201);
    config = res.json().id;
    expect(res.json()).toEqual({
      id: config,
      faixaSalarialId: faixa,
      data: '2024-01-01',
      competencias: [
        {
          id: expect.any(Number),
          tipo: 'C',
          competenciaId: comp.Excel,
          competencia: { id: comp.Excel, nome: 'Excel' },
          competenciaPeso: 2,
          nivelCompetenciaId: niveis.Intermediário,
          nivelCompetencia: { id: niveis.Intermediário, descricao: 'Intermediário', ordem: 2 },
        },
        {
          id: expect.any(Number),
          tipo: 'H',
          competenciaId: comp.Negociação,
          competencia: { id: comp.Negociação, nome: 'Negociação' },
          competenciaPeso: 1,
          nivelCompetenciaId: niveis.Básico,
          nivelCompetencia: { id: niveis.Básico, descricao: 'Básico', ordem: 1 },
        },
      ],
    });
    expect((await admin.get(`${FAIXA}/${faixa}/${config}`)).json()).toEqual(res.json());
    expect((await admin.get(`${FAIXA}/${faixa}`)).json()).toEqual([
      { id: config, faixaSalarialId: faixa, data: '2024-01-01', quantidadeCompetencias: 2 },
    ]);
    // The competences now have a configured level; the unused one has not.
    expect(
      (await admin.get(`/api/cargo-salario/conhecimentos/${comp.Excel}`)).json().existeNivelCompetencia,
    ).toBe(true);
    expect((await admin.get(`/api/cargo-salario/atitudes/${comp.Ética}`)).json().existeNivelCompetencia).toBe(
      false,
    );
    const [log] = await t.database.db
      .select()
      .from(auditoria)
      .where(
        and(
          eq(auditoria.entidade, 'configuracoes-niveis-competencia/faixa-salarial'),
          eq(auditoria.entidadeId, config),
        ),
      );
    expect(log).toMatchObject({
      acao: 'INSERIR',
      antes: null,
      descricao: 'Cargo Faixa Teste - Faixa Teste em 2024-01-01',
    });
  });

  it('keeps the history: a later date is another configuration; PUT replaces the rows', async () => {
    const nova = await admin.post(`${FAIXA}/${faixa}`, corpo('2025-01-01', niveis.Avançado));
    expect(nova.statusCode, nova.body).toBe(201);
    const all = (await admin.get(`${FAIXA}/config/faixas-salariais/${faixa}/all`)).json();
    expect(all.map((c: { data: string }) => c.data)).toEqual(['2025-01-01', '2024-01-01']);
    expect(all[0].competencias[0].nivelCompetencia.descricao).toBe('Avançado');

    const put = await admin.put(`${FAIXA}/${faixa}/${nova.json().id}`, {
      data: '2025-02-01',
      competencias: [
        { tipo: 'A', competenciaId: comp.Ética, competenciaPeso: 3, nivelCompetenciaId: niveis.Especialista },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      data: '2025-02-01',
      competencias: [{ tipo: 'A', competenciaPeso: 3 }],
    });
    expect((await admin.get(`/api/cargo-salario/atitudes/${comp.Ética}`)).json().existeNivelCompetencia).toBe(
      true,
    );
    expect((await admin.delete(`${FAIXA}/${faixa}/${nova.json().id}`)).statusCode).toBe(204);
    expect((await admin.get(`/api/cargo-salario/atitudes/${comp.Ética}`)).json().existeNivelCompetencia).toBe(
      false,
    );
    expect((await admin.get(`${FAIXA}/${faixa}`)).json()).toHaveLength(1);
  });

  it('validates the body with field messages', async () => {
    expect(entries(await admin.post(`${FAIXA}/${faixa}`, corpo('2024-01-01')))).toEqual([
      { field: 'data', message: M.configuracaoDataRepetida },
    ]);
    expect(entries(await admin.post(`${FAIXA}/${faixa}`, { competencias: [] }))).toEqual([
      { field: 'data', message: 'Data é obrigatória' },
      { field: 'competencias', message: 'Selecione o nível de ao menos uma competência' },
    ]);
    expect(
      entries(
        await admin.post(`${FAIXA}/${faixa}`, {
          data: '2026-01-01',
          competencias: [
            { tipo: 'C', competenciaId: comp.Excel, competenciaPeso: 0 },
            { tipo: 'C', competenciaId: comp.Excel, competenciaPeso: 1, nivelCompetenciaId: niveis.Básico },
          ],
        }),
      ),
    ).toEqual([
      { field: 'competencias.0.competenciaPeso', message: 'Peso deve ser no mínimo 1' },
      { field: 'competencias.0.nivelCompetenciaId', message: 'Nível é obrigatório' },
    ]);
    expect(
      entries(
        await admin.post(`${FAIXA}/${faixa}`, {
          data: '2026-01-01',
          competencias: [
            { tipo: 'C', competenciaId: comp.Excel, competenciaPeso: 1, nivelCompetenciaId: niveis.Básico },
            { tipo: 'C', competenciaId: comp.Excel, competenciaPeso: 1, nivelCompetenciaId: niveis.Básico },
          ],
        }),
      ),
    ).toEqual([{ field: 'competencias.1.competenciaId', message: M.competenciaRepetida }]);
    // A knowledge id sent as a skill, and a level of another company.
    const matriz = await t.login(DEMO_ADMIN, 1);
    const [nivelAlheio] = (await matriz.get(NIVEIS)).json();
    expect(
      entries(
        await admin.post(`${FAIXA}/${faixa}`, {
          data: '2026-01-01',
          competencias: [
            {
              tipo: 'H',
              competenciaId: comp.Excel + 100000,
              competenciaPeso: 1,
              nivelCompetenciaId: nivelAlheio.id,
            },
          ],
        }),
      ),
    ).toEqual([
      { field: 'competencias.0.competenciaId', message: M.competenciaInexistente },
      { field: 'competencias.0.nivelCompetenciaId', message: M.nivelInexistente },
    ]);
  });

  it("answers 404 'Faixa salarial não encontrada' for a band of another company", async () => {
    for (const res of [
      await admin.get(`${FAIXA}/${faixaOutra}`),
      await admin.get(`${FAIXA}/config/faixas-salariais/${faixaOutra}/all`),
      await admin.get(`${FAIXA}/info?faixaId=${faixaOutra}`),
      await admin.post(`${FAIXA}/${faixaOutra}`, corpo('2024-01-01')),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.faixaInexistente);
    }
    expect((await admin.get(`${FAIXA}/${faixa}/999999`)).statusCode).toBe(404);
    expect((await admin.get(`${FAIXA}/abc`)).statusCode).toBe(400);
  });

  it("blocks removing a configured competence or level: 'possui dependências em …'", async () => {
    const res = await admin.delete(`/api/cargo-salario/conhecimentos/${comp.Excel}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(
      MSG.possuiDependencias('O conhecimento', 'Competências por Faixa Salarial'),
    );
    const nivel = await admin.delete(`${NIVEIS}/${niveis.Intermediário}`);
    expect(nivel.json().message).toBe(
      MSG.possuiDependencias('O nível de competência', 'Competências por Faixa Salarial'),
    );
  });

  it('lets ROLE_CS_COMPETENCIAS read and only ROLE_CS_COMPETENCIAS_EDITAR write', async () => {
    const leitor = await usuarioCom(t, admin, ['ROLE_CS_COMPETENCIAS'], 2);
    for (const url of [
      `${FAIXA}/info?faixaId=${faixa}`,
      `${FAIXA}/${faixa}`,
      `${FAIXA}/${faixa}/${config}`,
      `${FAIXA}/config/faixas-salariais/${faixa}/all`,
      NIVEIS,
      CONFIG,
      HIST,
      `${HIST}/competencias`,
    ])
      expect((await leitor.get(url)).statusCode, url).toBe(200);
    expect((await leitor.get(CONFIG)).json().podeEditar).toBe(false);
    for (const res of [
      await leitor.post(`${FAIXA}/${faixa}`, corpo('2027-01-01')),
      await leitor.put(`${FAIXA}/${faixa}/${config}`, corpo('2027-01-01')),
      await leitor.delete(`${FAIXA}/${faixa}/${config}`),
      await leitor.put(CONFIG, { considerarPercentualMinimo: false }),
      await leitor.post(NIVEIS, { descricao: 'x', ordem: 50, percentual: 1 }),
      await leitor.post(HIST, { data: '2027-01-01', configHistoricosNiveis: [] }),
    ])
      expect(res.statusCode).toBe(403);
    const editor = await usuarioCom(t, admin, ['ROLE_CS_COMPETENCIAS', 'ROLE_CS_COMPETENCIAS_EDITAR'], 2);
    const put = await editor.put(`${FAIXA}/${faixa}/${config}`, corpo('2024-01-01', niveis.Especialista));
    expect(put.statusCode, put.body).toBe(200);
    const maria = await t.login(DEMO_CONSULTA, 1);
    for (const url of [`${FAIXA}/info`, NIVEIS, CONFIG, `${HIST}/competencias`])
      expect((await maria.get(url)).statusCode, url).toBe(403);
  });
});
