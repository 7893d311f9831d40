import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { textoDoPdf } from '../../../test/pdf.ts';
import { celulas, esperarArquivo, esperarSemDados } from '../../../test/relatorios.ts';
import { DEMO_PERFIL_GESTOR, DEMO_SENHA_COLABORADOR } from '../testkit.ts';
import { type CenarioTalentos, cenarioTalentos } from './talentosTestkit.ts';

/**
 * The six talent reports (promoções, últimas promoções, projeção salarial, competências, matriz,
 * alterações de cargos e/ou áreas) over talentosTestkit.ts: each filter rule with its message, the
 * content of the PDF and the XLSX, another company's and an area manager's view.
 */
let t: TestApp;
let admin: Client;
let gestor: Client;
let cen: CenarioTalentos;
/** The fixture's establishment (the array is filled in beforeAll, so the filters below can spread it now). */
const E = { estabelecimentosIds: [] as number[] };

const url = (id: string) => `/api/cargo-salario/relatorios/${id}`;
const PERIODO = { dataIni: '2023-01-01', dataFim: '2024-12-31' };

beforeAll(async () => {
  t = await createTestApp();
  cen = await cenarioTalentos(t.database.db);
  E.estabelecimentosIds.push(cen.estabelecimentoId);
  admin = await t.login(DEMO_ADMIN, 1);
  // The demo area manager, given the reports; Bruno moves into one of the areas it manages.
  const db = t.database.db;
  const [g] = await rows<{ cpf: string; colaborador_id: number }>(
    db,
    sql`select u.cpf, u.colaborador_id from usuario u join usuario_empresa ue on ue.usuario_id = u.id
      join perfil p on p.id = ue.perfil_id where p.nome = ${DEMO_PERFIL_GESTOR}`,
  );
  await rows(
    db,
    sql`update perfil set authorities = authorities || '{ROLE_CS_RELATORIOS}' where nome = ${DEMO_PERFIL_GESTOR}`,
  );
  await rows(
    db,
    sql`update colaborador set area_organizacional_id =
      (select area_organizacional_id from area_responsavel where colaborador_id = ${g.colaborador_id} limit 1)
      where id = ${cen.bruno}`,
  );
  gestor = await t.login({ cpf: g.cpf, senha: DEMO_SENHA_COLABORADOR });
});
afterAll(() => t?.close());

const erros = async (id: string, corpo: Record<string, unknown>) => {
  const res = await admin.post(url(id), corpo);
  expect(res.statusCode, res.body).toBe(400);
  return (res.json().entries as { field: string; message: string }[]).map((e) => `${e.field}: ${e.message}`);
};
const pdfDe = async (c: Client, id: string, corpo: Record<string, unknown>) => {
  const res = await c.post(url(id), { ...corpo, pdf: true });
  esperarArquivo(res, id, 'pdf');
  return (await textoDoPdf(res.rawPayload, { layout: true }))
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim());
};
const xlsxDe = async (id: string, corpo: Record<string, unknown>) => {
  const res = await admin.post(url(id), { ...corpo, pdf: false });
  esperarArquivo(res, id, 'xlsx');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return wb.worksheets.map(celulas);
};
/** A date cell of the XLSX (a Date at UTC midnight). */
const dia = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const semDados = (res: LightMyRequestResponse) => esperarSemDados(res);

describe('promocoes', () => {
  it('asks for the period, an establishment and a grouping, with the spec messages', async () => {
    expect(await erros('promocoes', {})).toEqual(
      expect.arrayContaining([
        'dataIni: Data Inicial é obrigatória',
        'dataFim: Data Fim é obrigatória',
        'estabelecimentosIds: Selecione ao menos um Estabelecimento',
        'agruparPor: Agrupar por é obrigatório',
      ]),
    );
    expect(
      await erros('promocoes', { ...E, dataIni: '2024-02-01', dataFim: '2024-01-01', agruparPor: 'X' }),
    ).toEqual(['agruparPor: Agrupar por é obrigatório', 'dataFim: Data final inferior a data inicial.']);
    expect(await erros('promocoes', { ...E, ...PERIODO, agruparPor: 'TALENTO', situacao: 'X' })).toEqual([
      'situacao: Situação inválida',
    ]);
  });

  it('PDF: horizontal and vertical promotions per area; dissídio, demotion and area moves are not promotions', async () => {
    const l = await pdfDe(admin, 'promocoes', { ...E, ...PERIODO, agruparPor: 'AREA_ORGANIZACIONAL' });
    expect(l).toContain('Área Rel 3 0 3');
    expect(l).toContain('Área Rel 2 0 1 1');
    expect(l).toContain('Total 3 1 4');
    const texto = l.join('\n');
    expect(texto).toContain(
      '01/03/2023 Ana Rel Promovida Horizontal Analista Rel (I) Analista Rel (II) R$ 3.300,00 R$ 4.800,00 45,5 %',
    );
    expect(texto).toContain(
      '01/06/2024 Ana Rel Promovida Vertical Analista Rel (II) Coordenador Rel (Única) R$ 4.800,00 R$ 6.000,00 25,0 %',
    );
    expect(texto).toContain(
      '01/02/2024 Bruno Rel Dissídio Horizontal Analista Rel (I) Analista Rel (I) R$ 3.300,00 R$ 3.500,00 6,1 %',
    );
    expect(texto).toContain('01/08/2023 Davi Rel Desligado Horizontal');
    expect(texto).not.toContain('01/05/2023');
    expect(texto).not.toContain('Eva Rel');
    expect(texto).not.toContain('Carla Rel');
  });

  it('groups by month/year or talent, narrows by status; XLSX has typed cells', async () => {
    const porMes = await pdfDe(admin, 'promocoes', {
      ...E,
      ...PERIODO,
      agruparPor: 'MES_ANO',
      situacao: 'A',
    });
    expect(porMes).toContain('03/2023 1 0 1');
    expect(porMes).toContain('06/2024 0 1 1');
    expect(porMes.join('\n')).not.toContain('Davi Rel');
    const desligados = await xlsxDe('promocoes', { ...E, ...PERIODO, agruparPor: 'TALENTO', situacao: 'D' });
    expect(desligados[0][0]).toEqual(['Talento', 'Horizontais', 'Verticais', 'Total']);
    expect(desligados[0][1]).toEqual(['Davi Rel Desligado', 1, 0, 1]);
    expect(desligados[1][1]).toEqual([
      'Davi Rel Desligado',
      dia('2023-08-01'),
      'Horizontal',
      'Analista Rel (I)',
      'Analista Rel (I)',
      2000,
      2500,
      0.25,
    ]);
  });

  it('another company sees none of these; the area manager only the talents of its areas', async () => {
    // Without the reports' authority in its profile: refused.
    const perfil = (q: ReturnType<typeof sql>) => rows(t.database.db, q);
    await perfil(sql`update perfil set authorities = array_remove(authorities, 'ROLE_CS_RELATORIOS')
      where nome = ${DEMO_PERFIL_GESTOR}`);
    const recusado = await gestor.post(url('promocoes'), { ...E, ...PERIODO, agruparPor: 'TALENTO' });
    await perfil(
      sql`update perfil set authorities = authorities || '{ROLE_CS_RELATORIOS}' where nome = ${DEMO_PERFIL_GESTOR}`,
    );
    expect(recusado.statusCode).toBe(403);
    const filial = await t.login(DEMO_ADMIN, 2);
    semDados(await filial.post(url('promocoes'), { ...E, ...PERIODO, agruparPor: 'TALENTO' }));
    const l = (await pdfDe(gestor, 'promocoes', { ...E, ...PERIODO, agruparPor: 'TALENTO' })).join('\n');
    expect(l).toContain('Bruno Rel Dissídio');
    expect(l).not.toContain('Ana Rel');
    expect(l).not.toContain('Davi Rel');
    semDados(
      await gestor.post(url('promocoes'), { ...E, ...PERIODO, agruparPor: 'TALENTO', areasIds: [cen.area2] }),
    );
  });
});

describe('ultimas-promocoes', () => {
  const F = { ...E, dataReferencia: '2025-01-15' };
  it('asks for the reference date and an establishment; months between 0 and 12', async () => {
    expect(await erros('ultimas-promocoes', {})).toEqual([
      'dataReferencia: Data de Referência é obrigatória',
      'estabelecimentosIds: Selecione ao menos um Estabelecimento',
    ]);
    expect(await erros('ultimas-promocoes', { ...F, meses: 13 })).toEqual([
      'meses: Meses sem promoção deve estar entre 0 e 12',
    ]);
  });

  it('each active talent with its last promotion and the months since (since admission when never promoted)', async () => {
    const planilha = (await xlsxDe('ultimas-promocoes', F))[0];
    expect(planilha[0]).toEqual([
      'Área Organizacional',
      'Talento',
      'Cargo (faixa)',
      'Admissão',
      'Última promoção',
      'Tipo',
      'Salário antes',
      'Salário depois',
      'Meses sem promoção',
    ]);
    expect(planilha.slice(1)).toEqual([
      [
        'Área Rel',
        'Bruno Rel Dissídio',
        'Analista Rel (I)',
        dia('2020-01-10'),
        '01/02/2024',
        'Horizontal',
        3300,
        3500,
        11,
      ],
      [
        'Área Rel',
        'Eva Rel Rebaixada',
        'Analista Rel (I)',
        dia('2020-01-01'),
        'Nunca promovido',
        undefined,
        undefined,
        undefined,
        60,
      ],
      [
        'Área Rel',
        'Fábio Rel Índice',
        'Analista Rel (II)',
        dia('2019-01-01'),
        'Nunca promovido',
        undefined,
        undefined,
        undefined,
        72,
      ],
      [
        'Área Rel 2',
        'Ana Rel Promovida',
        'Coordenador Rel (Única)',
        dia('2020-01-10'),
        '01/06/2024',
        'Vertical',
        4800,
        6000,
        7,
      ],
      [
        'Área Rel 2',
        'Carla Rel Mudou Área',
        'Analista Rel (I)',
        dia('2019-01-01'),
        'Nunca promovido',
        undefined,
        undefined,
        undefined,
        72,
      ],
    ]);
    const l = (await pdfDe(admin, 'ultimas-promocoes', { ...F, meses: 12 })).join('\n');
    expect(l).toContain('Eva Rel Rebaixada');
    expect(l).not.toContain('Bruno Rel');
    expect(l).not.toContain('Ana Rel');
    expect(l).not.toContain('Davi Rel');
  });

  it('another company and the area manager outside its areas see nothing of them', async () => {
    const filial = await t.login(DEMO_ADMIN, 2);
    semDados(await filial.post(url('ultimas-promocoes'), F));
    const l = (await pdfDe(gestor, 'ultimas-promocoes', F)).join('\n');
    expect(l).toContain('Bruno Rel Dissídio');
    expect(l).not.toContain('Carla Rel');
  });
});

describe('projecoes-salariais-talentos', () => {
  const F = {
    ...E,
    dataReferencia: '2022-06-30',
    filtrarPor: 1,
    quantidade: 1,
    multiplicador: 12,
  };
  it('asks for the date, an establishment, the areas or groups chosen, a quantity and a unit', async () => {
    expect(await erros('projecoes-salariais-talentos', {})).toEqual(
      expect.arrayContaining([
        'dataReferencia: Data de Referência é obrigatória',
        'estabelecimentosIds: Selecione ao menos um Estabelecimento',
        'quantidade: Quantidade deve estar entre 1 e 120',
        'multiplicador: Período deve ser em Meses ou Anos',
      ]),
    );
    expect(await erros('projecoes-salariais-talentos', F)).toEqual([
      'areasIds: Selecione ao menos uma Área Organizacional',
    ]);
    expect(
      await erros('projecoes-salariais-talentos', { ...F, filtrarPor: 2, quantidade: 0, multiplicador: 6 }),
    ).toEqual([
      'quantidade: Quantidade deve estar entre 1 e 120',
      'multiplicador: Período deve ser em Meses ou Anos',
      'gruposOcupacionaisIds: Selecione ao menos um Grupo Ocupacional',
    ]);
  });

  it("applies the band's or the index's growth of the span before the date to the span after it", async () => {
    const areas = { areasIds: [cen.areaId, cen.area2] };
    // 2021-06-30 → 2022-06-30: band I unchanged (3,300), the index 1,000 → 1,200 (+20 %).
    const planilha = (await xlsxDe('projecoes-salariais-talentos', { ...F, ...areas }))[0];
    expect(planilha[0]).toEqual([
      'Área Organizacional',
      'Talento',
      'Cargo (faixa)',
      'Tipo de salário',
      'Salário em 30/06/2022',
      'Reajuste (12 meses antes)',
      'Salário projetado em 30/06/2023',
      'Diferença',
    ]);
    const fabio = planilha.find((r) => r[1] === 'Fábio Rel Índice');
    expect(fabio).toEqual([
      'Área Rel',
      'Fábio Rel Índice',
      'Analista Rel (II)',
      'Por índice',
      3600,
      0.2,
      4320,
      720,
    ]);
    expect(planilha.find((r) => r[1] === 'Carla Rel Mudou Área')).toEqual([
      'Área Rel',
      'Carla Rel Mudou Área',
      'Analista Rel (I)',
      'Por cargo/faixa',
      3300,
      0,
      3300,
      0,
    ]);
    // 12 months before 2021-06-30: band I 3,000 → 3,300 (+10 %), also for a fixed salary (Bruno, Davi).
    const l = await pdfDe(admin, 'projecoes-salariais-talentos', {
      ...F,
      ...areas,
      dataReferencia: '2021-06-30',
      quantidade: 12,
      multiplicador: 1,
    });
    const texto = l.join('\n');
    expect(texto).toContain(
      'Carla Rel Mudou Área Analista Rel (I) Por cargo/faixa R$ 3.300,00 10,0 % R$ 3.630,00 R$ 330,00',
    );
    expect(texto).toContain(
      'Davi Rel Desligado Analista Rel (I) Valor R$ 2.000,00 10,0 % R$ 2.200,00 R$ 200,00',
    );
    expect(texto).toContain(
      'Eva Rel Rebaixada Coordenador Rel (Única) Por cargo/faixa R$ 6.000,00 0,0 % R$ 6.000,00 R$ 0,00',
    );
  });

  it('another company and the area manager outside its areas see nothing of them', async () => {
    const filial = await t.login(DEMO_ADMIN, 2);
    const corpo = { ...F, areasIds: [cen.areaId, cen.area2] };
    semDados(await filial.post(url('projecoes-salariais-talentos'), corpo));
    const l = (await pdfDe(gestor, 'projecoes-salariais-talentos', corpo)).join('\n');
    expect(l).toContain('Bruno Rel Dissídio');
    expect(l).not.toContain('Fábio Rel');
  });
});

describe('talentos-competencias and matriz-talentos-competencias', () => {
  const F = { ...E, dataReferencia: '2025-01-15' };
  it('ask for the date and an establishment; the matrix also a position', async () => {
    expect(await erros('talentos-competencias', {})).toEqual([
      'dataReferencia: Data de Referência é obrigatória',
      'estabelecimentosIds: Selecione ao menos um Estabelecimento',
    ]);
    expect(await erros('matriz-talentos-competencias', { dataReferencia: '2025-02-30' })).toEqual([
      'dataReferencia: Data inválida',
      'estabelecimentosIds: Selecione ao menos um Estabelecimento',
      'cargosIds: Selecione ao menos um Cargo',
    ]);
  });

  it("lists the competences each talent's band requires on the date, not a later configuration's", async () => {
    const planilha = (await xlsxDe('talentos-competencias', { ...F, cargosIds: [cen.cargoId] }))[0];
    expect(planilha[0]).toEqual([
      'Área Organizacional',
      'Talento',
      'Cargo (faixa)',
      'Competência',
      'Tipo',
      'Peso',
      'Nível exigido',
      'Nível registrado',
    ]);
    expect(planilha.filter((r) => r[1] === 'Bruno Rel Dissídio')).toEqual([
      [
        'Área Rel',
        'Bruno Rel Dissídio',
        'Analista Rel (I)',
        'Excel Rel',
        'Conhecimento',
        2,
        'Avançado (3)',
        'Não registrado',
      ],
      [
        'Área Rel',
        'Bruno Rel Dissídio',
        'Analista Rel (I)',
        'Negociação Rel',
        'Habilidade',
        1,
        'Básico (1)',
        'Não registrado',
      ],
    ]);
    // Carla's latest record by the date (2024) gives Excel Especialista; the 2025 one is later.
    expect(planilha.filter((r) => r[1] === 'Carla Rel Mudou Área').map((r) => [r[3], r[7]])).toEqual([
      ['Excel Rel', 'Especialista (4)'],
      ['Negociação Rel', 'Não registrado'],
    ]);
    expect(planilha.filter((r) => r[1] === 'Fábio Rel Índice')).toEqual([
      ['Área Rel', 'Fábio Rel Índice', 'Analista Rel (II)', 'Faixa sem competências configuradas'],
    ]);
    expect(planilha.some((r) => String(r[1]).startsWith('Ana Rel'))).toBe(false);
    const l = (await pdfDe(admin, 'talentos-competencias', { ...F, dataReferencia: '2026-02-01' })).join(
      '\n',
    );
    expect(l).toContain('Excel Rel Conhecimento 2 Especialista (4) Não registrado');
    expect(l).not.toContain('Negociação Rel');
  });

  it('the matrix: a table per position, a column per competence, cells required / recorded', async () => {
    const [analista, niveis] = await xlsxDe('matriz-talentos-competencias', {
      ...F,
      cargosIds: [cen.cargoId],
    });
    expect(analista).toEqual([
      ['Talento', 'Faixa', 'Excel Rel (C)', 'Negociação Rel (H)'],
      ['Bruno Rel Dissídio', 'I', '3 / –', '1 / –'],
      ['Carla Rel Mudou Área', 'I', '3 / 4', '1 / –'],
      ['Eva Rel Rebaixada', 'I', '3 / –', '1 / –'],
      ['Fábio Rel Índice', 'II'],
    ]);
    expect(niveis).toEqual([
      ['Ordem', 'Nível'],
      [1, 'Básico'],
      [2, 'Intermediário'],
      [3, 'Avançado'],
      [4, 'Especialista'],
    ]);
    const l = await pdfDe(admin, 'matriz-talentos-competencias', {
      ...F,
      cargosIds: [cen.cargoId, cen.coordenador],
    });
    expect(l).toContain('Cargo: Analista Rel');
    expect(l).toContain('Cargo: Coordenador Rel');
    // pdftotext drops the blanks around the slash.
    expect(l.map((x) => x.replace(/ ?\/ ?/g, '/'))).toContain('Bruno Rel Dissídio I 3/– 1/–');
  });

  it('another company and the area manager outside its areas see nothing of them', async () => {
    const filial = await t.login(DEMO_ADMIN, 2);
    semDados(await filial.post(url('talentos-competencias'), F));
    semDados(await filial.post(url('matriz-talentos-competencias'), { ...F, cargosIds: [cen.cargoId] }));
    const l = (await pdfDe(gestor, 'matriz-talentos-competencias', { ...F, cargosIds: [cen.cargoId] })).join(
      '\n',
    );
    expect(l).toContain('Bruno Rel Dissídio');
    expect(l).not.toContain('Carla Rel');
    const c = (await pdfDe(gestor, 'talentos-competencias', F)).join('\n');
    expect(c).toContain('Bruno Rel Dissídio');
    expect(c).not.toContain('Eva Rel');
  });
});

describe('alteracoes-cargos-e-ou-areas', () => {
  it('asks for the period and an establishment; the kind of change is one of three', async () => {
    expect(await erros('alteracoes-cargos-e-ou-areas', {})).toEqual([
      'dataIni: Data Inicial é obrigatória',
      'dataFim: Data Fim é obrigatória',
      'estabelecimentosIds: Selecione ao menos um Estabelecimento',
    ]);
    expect(await erros('alteracoes-cargos-e-ou-areas', { ...E, ...PERIODO, alteracao: 'X' })).toEqual([
      'alteracao: Alteração deve ser de Cargo, de Área ou de Cargo e/ou Área',
    ]);
  });

  it('lists changes of position or area with both sides; a band change in the same position is none', async () => {
    const planilha = (await xlsxDe('alteracoes-cargos-e-ou-areas', { ...E, ...PERIODO }))[0];
    expect(planilha).toEqual([
      [
        'Área Organizacional (nova)',
        'Data',
        'Talento',
        'Motivo',
        'Área anterior',
        'Cargo (faixa) anterior',
        'Cargo (faixa) novo',
      ],
      [
        'Área Rel',
        dia('2024-03-01'),
        'Eva Rel Rebaixada',
        'Promoção',
        'Sem alteração',
        'Coordenador Rel (Única)',
        'Analista Rel (I)',
      ],
      [
        'Área Rel 2',
        dia('2024-04-01'),
        'Carla Rel Mudou Área',
        'Mudança de área',
        'Área Rel',
        'Sem alteração',
        'Analista Rel (I)',
      ],
      [
        'Área Rel 2',
        dia('2024-06-01'),
        'Ana Rel Promovida',
        'Promoção',
        'Área Rel',
        'Analista Rel (II)',
        'Coordenador Rel (Única)',
      ],
    ]);
    const cargo = (
      await pdfDe(admin, 'alteracoes-cargos-e-ou-areas', { ...E, ...PERIODO, alteracao: 'CARGO' })
    ).join('\n');
    expect(cargo).toContain('Eva Rel Rebaixada');
    expect(cargo).not.toContain('Carla Rel');
    const area = (
      await pdfDe(admin, 'alteracoes-cargos-e-ou-areas', { ...E, ...PERIODO, alteracao: 'AREA' })
    ).join('\n');
    expect(area).toContain(
      '01/04/2024 Carla Rel Mudou Área Mudança de área Área Rel Sem alteração Analista Rel (I)',
    );
    expect(area).not.toContain('Eva Rel');
  });

  it('another company and the area manager outside its areas see nothing of them', async () => {
    const filial = await t.login(DEMO_ADMIN, 2);
    semDados(await filial.post(url('alteracoes-cargos-e-ou-areas'), { ...E, ...PERIODO }));
    // Bruno (the manager's) changed neither position nor area: nothing to show.
    semDados(await gestor.post(url('alteracoes-cargos-e-ou-areas'), { ...E, ...PERIODO }));
  });
});
