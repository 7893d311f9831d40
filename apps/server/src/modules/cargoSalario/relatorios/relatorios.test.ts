import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../../test/fixtures.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { textoDoPdf } from '../../../test/pdf.ts';
import { celulas, esperarArquivo } from '../../../test/relatorios.ts';
import { DEMO_PERFIL_GESTOR, DEMO_SENHA_COLABORADOR } from '../testkit.ts';
import { type CenarioRel, cenarioRelatorios } from './cenarioTestkit.ts';

/**
 * The position-and-salary reports of q20-rel-a over a hand-made world (cenarioTestkit.ts): rows, totals
 * and formulas read back from the XLSX (exact values) and the PDF (the printed text), every filter rule
 * with its message, and the attackers: another company, a manager outside their areas.
 */
let t: TestApp;
let admin: Client;
let c: CenarioRel;
const REF = '2025-06-30';
const url = (id: string) => `/api/cargo-salario/relatorios/${id}`;

beforeAll(async () => {
  t = await createTestApp();
  c = await cenarioRelatorios(t);
  admin = await t.login(DEMO_ADMIN, 1);
});
afterAll(() => t?.close());

async function xlsx(cli: Client, id: string, filtro: Record<string, unknown>) {
  const res = await cli.post(url(id), { ...filtro, pdf: false });
  esperarArquivo(res, id, 'xlsx');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  // Empty cells (blank text, no value) read back as null, rows as wide as the header.
  const l = celulas(wb.worksheets[0]);
  return l.map((r) =>
    Array.from({ length: l[0].length }, (_, i) => (r[i] === undefined || r[i] === '' ? null : r[i])),
  );
}
/** The PDF's lines (layout mode), blanks squeezed. */
async function pdf(cli: Client, id: string, filtro: Record<string, unknown>) {
  const res = await cli.post(url(id), { ...filtro, pdf: true });
  esperarArquivo(res, id, 'pdf');
  return (await textoDoPdf(res.rawPayload, { layout: true }))
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim());
}
async function erros(id: string, corpo: Record<string, unknown>) {
  const res = await admin.post(url(id), corpo);
  expect(res.statusCode, res.body).toBe(400);
  return Object.fromEntries(
    (res.json().entries as { field: string; message: string }[]).map((e) => [e.field, e.message]),
  );
}
const semDados = (res: { statusCode: number; json: () => { code: string } }) => {
  expect(res.statusCode).toBe(200);
  expect(res.json().code).toBe('RELATORIO_SEM_DADOS');
};

describe('talentos-cargos', () => {
  const filtro = () => ({
    dataReferencia: REF,
    estabelecimentosIds: [c.estab],
    cargosIds: [c.analista, c.tecnico],
    exibirSalario: true,
  });

  it('requires the reference date, an establishment and a position', async () => {
    expect(await erros('talentos-cargos', { estabelecimentosIds: [], cargosIds: [] })).toEqual({
      dataReferencia: 'Data de Referência é obrigatória',
      estabelecimentosIds: 'Selecione ao menos um Estabelecimento',
      cargosIds: 'Selecione ao menos um Cargo',
    });
    expect(await erros('talentos-cargos', { ...filtro(), dataReferencia: '2025-02-30' })).toEqual({
      dataReferencia: 'Data inválida',
    });
  });

  it("lists each position's talents on the date with their salary then, and the position's payroll", async () => {
    // Ana: F1 by band (3.300 since 2025-03-01; the cancelled 9.999 ignored); Bruno: promoted to F2 by band
    // (40 × 110); Fábio: fixed 3.000. Carla dismissed before the date, Davi in another establishment, Eva
    // admitted after it.
    expect(await xlsx(admin, 'talentos-cargos', filtro())).toEqual([
      [
        'Cargo',
        'Talento',
        'Matrícula',
        'Área organizacional',
        'Faixa salarial',
        'Estabelecimento',
        'Admissão',
        'Salário',
      ],
      ['Analista Rel', 'Ana Rel', 'R1', 'Área Rel Um', 'F1 Rel', 'Estab Rel', expect.any(Date), 3300],
      ['Analista Rel', 'Bruno Rel', 'R2', 'Área Rel Dois', 'F2 Rel', 'Estab Rel', expect.any(Date), 4400],
      ['Analista Rel', 'Fábio Rel', 'R6', 'Área Rel Um', 'F1 Rel', 'Estab Rel', expect.any(Date), 3000],
    ]);
    const l = await pdf(admin, 'talentos-cargos', filtro());
    expect(l).toContain('Ana Rel R1 Área Rel Um F1 Rel Estab Rel 01/02/2024 R$ 3.300,00');
    expect(l.some((x) => x.startsWith('Total geral') && x.endsWith('R$ 10.700,00'))).toBe(true);
  });

  it('situação D / T: the dismissed talents with their dismissal date; without salary, no salary column', async () => {
    const d = await xlsx(admin, 'talentos-cargos', { ...filtro(), situacao: 'D', exibirSalario: false });
    expect(d).toEqual([
      [
        'Cargo',
        'Talento',
        'Matrícula',
        'Área organizacional',
        'Faixa salarial',
        'Estabelecimento',
        'Admissão',
        'Desligamento',
      ],
      [
        'Técnico Rel',
        'Carla Rel',
        'R3',
        'Área Rel Dois',
        'F3 Rel',
        'Estab Rel',
        expect.any(Date),
        expect.any(Date),
      ],
    ]);
    const todos = await xlsx(admin, 'talentos-cargos', { ...filtro(), situacao: 'T' });
    expect(todos.slice(1).map((r) => [r[1], r.at(-1)])).toEqual([
      ['Ana Rel', 3300],
      ['Bruno Rel', 4400],
      ['Fábio Rel', 3000],
      ['Carla Rel', 2750], // 25 × 110 on the date
    ]);
    // Before the promotion Bruno was in F1 at his fixed 2.500.
    const antes = await xlsx(admin, 'talentos-cargos', { ...filtro(), dataReferencia: '2025-04-30' });
    expect(antes.find((r) => r[1] === 'Bruno Rel')?.slice(3)).toEqual([
      'Área Rel Um',
      'F1 Rel',
      'Estab Rel',
      expect.any(Date),
      2500,
    ]);
  });

  it('narrows to the chosen areas', async () => {
    const l = await xlsx(admin, 'talentos-cargos', { ...filtro(), areasIds: [c.areaDois] });
    expect(l.slice(1).map((r) => r[1])).toEqual(['Bruno Rel']);
  });
});

describe('talentos-areas-organizacionais and talentos-grupos-ocupacionais', () => {
  it('require their areas / groups', async () => {
    expect(
      await erros('talentos-areas-organizacionais', { dataReferencia: REF, estabelecimentosIds: [c.estab] }),
    ).toEqual({
      areasIds: 'Selecione ao menos uma Área Organizacional',
    });
    expect(
      await erros('talentos-grupos-ocupacionais', {
        dataReferencia: REF,
        estabelecimentosIds: [c.estab],
        gruposOcupacionaisIds: [],
      }),
    ).toEqual({ gruposOcupacionaisIds: 'Selecione ao menos um Grupo Ocupacional' });
    expect(
      await erros('talentos-areas-organizacionais', {
        dataReferencia: REF,
        estabelecimentosIds: [c.estab],
        areasIds: [1],
        situacao: 'X',
      }),
    ).toEqual({
      situacao: 'Situação inválida',
    });
  });

  it('group the talents by their area on the date', async () => {
    const l = await xlsx(admin, 'talentos-areas-organizacionais', {
      dataReferencia: REF,
      estabelecimentosIds: [c.estab, c.estabOutro],
      areasIds: [c.areaUm, c.areaDois],
    });
    expect(l.map((r) => r.slice(0, 5))).toEqual([
      ['Área organizacional', 'Talento', 'Matrícula', 'Cargo', 'Faixa salarial'],
      ['Área Rel Dois', 'Bruno Rel', 'R2', 'Analista Rel', 'F2 Rel'],
      ['Área Rel Um', 'Ana Rel', 'R1', 'Analista Rel', 'F1 Rel'],
      ['Área Rel Um', 'Davi Rel', 'R4', 'Analista Rel', 'F1 Rel'],
      ['Área Rel Um', 'Fábio Rel', 'R6', 'Analista Rel', 'F1 Rel'],
    ]);
    const p = await pdf(admin, 'talentos-areas-organizacionais', {
      dataReferencia: REF,
      estabelecimentosIds: [c.estab],
      areasIds: [c.areaUm],
    });
    expect(p).toContain('Área organizacional: Área Rel Um');
    expect(p).toContain('Ana Rel R1 Analista Rel F1 Rel Estab Rel 01/02/2024');
    expect(p).toContain('Total geral: 2 talento(s)');
  });

  it('group the talents by their position’s occupational group', async () => {
    const l = await xlsx(admin, 'talentos-grupos-ocupacionais', {
      dataReferencia: REF,
      estabelecimentosIds: [c.estab],
      gruposOcupacionaisIds: [c.grupo],
      situacao: 'T',
    });
    expect(l.map((r) => r.slice(0, 4))).toEqual([
      ['Grupo ocupacional', 'Talento', 'Matrícula', 'Cargo'],
      ['RELT – Grupo Rel', 'Ana Rel', 'R1', 'Analista Rel'],
      ['RELT – Grupo Rel', 'Bruno Rel', 'R2', 'Analista Rel'],
      ['RELT – Grupo Rel', 'Fábio Rel', 'R6', 'Analista Rel'],
    ]);
  });
});

describe('cargos and cargos-resumidos', () => {
  it('requires a position, and the layout to be Detalhado or Resumido', async () => {
    expect(await erros('cargos', {})).toEqual({ cargosIds: 'Selecione ao menos um Cargo' });
    expect(await erros('cargos', { cargosIds: [c.analista], layout: 'X' })).toEqual({
      layout: 'Layout inválido',
    });
    expect(await erros('cargos-resumidos', { cargosIds: [] })).toEqual({
      cargosIds: 'Selecione ao menos um Cargo',
    });
  });

  it('Detalhado: a row per band with its value today, its active talents and their average salary', async () => {
    const l = await xlsx(admin, 'cargos', { cargosIds: [c.analista, c.tecnico] });
    expect(l).toEqual([
      [
        'Cargo',
        'Faixa salarial',
        'CBO',
        'Composição',
        'Vigente desde',
        'Valor vigente',
        'Talentos',
        'Salário médio',
      ],
      // Ana, Davi, Eva by band (3.300) and Fábio fixed 3.000: (3.300 × 3 + 3.000) / 4.
      [
        'Analista Rel (Analista de Relatórios I)',
        'F1 Rel',
        '212405 – Analista de sistemas',
        'Valor',
        expect.any(Date),
        3300,
        4,
        3225,
      ],
      [
        'Analista Rel (Analista de Relatórios I)',
        'F2 Rel',
        null,
        'Índice Rel × 40,00',
        expect.any(Date),
        4400,
        1,
        4400,
      ],
      ['Técnico Rel', 'F3 Rel', null, 'Valor', expect.any(Date), 2000, 0, null],
    ]);
    const p = await pdf(admin, 'cargos', { cargosIds: [c.analista], layout: 'DETALHADO' });
    expect(p).toContain('F1 Rel 212405 – Analista de sistemas Valor 01/03/2025 R$ 3.300,00 4 R$ 3.225,00');
  });

  it('Resumido (the screen choice and its own call): a row per position', async () => {
    const esperado = [
      [
        'Cargo',
        'Nomenclatura',
        'Grupo ocupacional',
        'Áreas organizacionais',
        'Faixas',
        'Menor faixa',
        'Maior faixa',
        'Talentos',
        'Ativo',
      ],
      [
        'Analista Rel',
        'Analista de Relatórios I',
        'RELT – Grupo Rel',
        'Área Rel Um',
        2,
        3300,
        4400,
        5,
        'Sim',
      ],
      ['Técnico Rel', 'Técnico Rel', null, null, 1, 2000, 2000, 0, 'Sim'],
    ];
    expect(await xlsx(admin, 'cargos', { cargosIds: [c.analista, c.tecnico], layout: 'RESUMIDO' })).toEqual(
      esperado,
    );
    expect(await xlsx(admin, 'cargos-resumidos', { cargosIds: [c.analista, c.tecnico] })).toEqual(esperado);
    const p = await pdf(admin, 'cargos-resumidos', { cargosIds: [c.analista, c.tecnico] });
    expect(p.some((x) => x.startsWith('Total geral') && x.includes('2 cargo(s)'))).toBe(true);
  });
});

describe('historicos-faixas-salariais', () => {
  it('requires the period in order and a position', async () => {
    expect(await erros('historicos-faixas-salariais', { cargosIds: [] })).toEqual({
      dataIni: 'Data Inicial é obrigatória',
      dataFim: 'Data Fim é obrigatória',
      cargosIds: 'Selecione ao menos um Cargo',
    });
    expect(
      await erros('historicos-faixas-salariais', {
        dataIni: '2025-02-01',
        dataFim: '2025-01-01',
        cargosIds: [c.analista],
      }),
    ).toEqual({ dataFim: 'Data final inferior a data inicial.' });
  });

  it('lists the rows of the period with their value and the change from the previous valid row', async () => {
    const l = await xlsx(admin, 'historicos-faixas-salariais', {
      dataIni: '2025-01-01',
      dataFim: '2025-12-31',
      cargosIds: [c.analista],
    });
    expect(l).toEqual([
      [
        'Cargo – faixa',
        'Data',
        'Tipo',
        'Índice',
        'Quantidade',
        'Valor do índice',
        'Valor',
        'Valor anterior',
        'Variação',
        'Status',
      ],
      // 3.300 after 3.000 (dated before the period): +10 % (a fraction under the sheet's percent format);
      // the cancelled row has no change.
      ['Analista Rel – F1 Rel', expect.any(Date), 'Valor', null, null, null, 3300, 3000, 0.1, 'Confirmado'],
      ['Analista Rel – F1 Rel', expect.any(Date), 'Valor', null, null, null, 9999, null, null, 'Cancelado'],
    ]);
    const p = await pdf(admin, 'historicos-faixas-salariais', {
      dataIni: '2024-01-01',
      dataFim: '2024-12-31',
      cargosIds: [c.analista],
    });
    expect(p).toContain('01/01/2024 Índice Índice Rel 40,0 R$ 100,00 R$ 4.000,00 Confirmado');
  });
});

describe('analise-tabelas-salariais', () => {
  const filtro = () => ({
    dataReferencia: REF,
    estabelecimentosIds: [c.estab],
    cargosIds: [c.analista, c.tecnico],
  });

  it('requires the reference date, an establishment and a position (report and preview)', async () => {
    expect(await erros('analise-tabelas-salariais', {})).toEqual({
      dataReferencia: 'Data de Referência é obrigatória',
      estabelecimentosIds: 'Selecione ao menos um Estabelecimento',
      cargosIds: 'Selecione ao menos um Cargo',
    });
    const res = await admin.get(
      `${url('analise-tabelas-salariais-previa')}?dataReferencia=${REF}&cargosIds=`,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().entries).toEqual(
      expect.arrayContaining([
        { field: 'estabelecimentosIds', message: 'Selecione ao menos um Estabelecimento' },
        { field: 'cargosIds', message: 'Selecione ao menos um Cargo' },
      ]),
    );
  });

  it("compares each band's value with its talents' salaries on the date", async () => {
    const esperado = [
      // F1 3.300: Ana 3.300, Fábio 3.000 → average 3.150 = 95,45 % of the band, one below.
      {
        faixa: 'F1 Rel',
        valorFaixa: 3300,
        talentos: 2,
        menor: 3000,
        media: 3150,
        maior: 3300,
        abaixo: 1,
        acima: 0,
      },
      {
        faixa: 'F2 Rel',
        valorFaixa: 4400,
        talentos: 1,
        menor: 4400,
        media: 4400,
        maior: 4400,
        abaixo: 0,
        acima: 0,
      },
      {
        faixa: 'F3 Rel',
        valorFaixa: 2000,
        talentos: 0,
        menor: null,
        media: null,
        maior: null,
        abaixo: 0,
        acima: 0,
      },
    ];
    const res = await admin.get(
      `${url('analise-tabelas-salariais-previa')}?dataReferencia=${REF}&estabelecimentosIds=${c.estab}&cargosIds=${c.analista},${c.tecnico}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().total).toBe(3);
    expect(res.json().linhas).toEqual(esperado.map((e) => expect.objectContaining(e)));
    expect(res.json().linhas[0].mediaSobreFaixa).toBeCloseTo(95.4545, 3);
    const l = await xlsx(admin, 'analise-tabelas-salariais', filtro());
    expect(l[1]).toEqual([
      'Analista Rel',
      'F1 Rel',
      3300,
      2,
      3000,
      3150,
      3300,
      expect.closeTo(0.954545, 5),
      1,
      0,
    ]);
    const p = await pdf(admin, 'analise-tabelas-salariais', filtro());
    expect(p).toContain('F1 Rel R$ 3.300,00 2 R$ 3.000,00 R$ 3.150,00 R$ 3.300,00 95,5 % 1 0');
  });
});

describe('situacoes', () => {
  const filtro = () => ({
    dataIni: '2024-01-01',
    dataFim: '2025-12-31',
    estabelecimentosIds: [c.estab],
    origem: 'TODOS',
    agruparPor: 'TALENTO',
  });

  it('requires the period, an establishment, the origin and the grouping', async () => {
    expect(await erros('situacoes', { estabelecimentosIds: [] })).toEqual({
      dataIni: 'Data Inicial é obrigatória',
      dataFim: 'Data Fim é obrigatória',
      estabelecimentosIds: 'Selecione ao menos um Estabelecimento',
      origem: 'Origem é obrigatória',
      agruparPor: 'Agrupar por é obrigatório',
    });
  });

  it('lists the history rows of the period with the salary before and the change, by talent', async () => {
    const l = await xlsx(admin, 'situacoes', filtro());
    const bruno = l.filter((r) => r[0] === 'Bruno Rel (R2)');
    expect(bruno).toEqual([
      [
        'Bruno Rel (R2)',
        expect.any(Date),
        'Admissão',
        'Analista Rel',
        'F1 Rel',
        'Área Rel Um',
        'Estab Rel',
        2500,
        null,
        null,
      ],
      // The promotion: F2 by band on 2025-05-01 = 40 × 110 after a fixed 2.500: +76 %.
      [
        'Bruno Rel (R2)',
        expect.any(Date),
        'Promoção',
        'Analista Rel',
        'F2 Rel',
        'Área Rel Dois',
        'Estab Rel',
        4400,
        2500,
        0.76,
      ],
    ]);
    expect(l[0]).toEqual([
      'Talento',
      'Data',
      'Motivo',
      'Cargo',
      'Faixa',
      'Área',
      'Estabelecimento',
      'Salário',
      'Salário anterior',
      'Variação',
    ]);
    // Eva (admitted 2025-07-15) is in; Davi (another establishment) is not.
    expect(new Set(l.slice(1).map((r) => r[0]))).toEqual(
      new Set(['Ana Rel (R1)', 'Bruno Rel (R2)', 'Carla Rel (R3)', 'Eva Rel (R5)', 'Fábio Rel (R6)']),
    );
    const p = await pdf(admin, 'situacoes', {
      ...filtro(),
      agruparPor: 'MES_ANO',
      dataIni: '2025-05-01',
      dataFim: '2025-05-31',
    });
    expect(p).toContain(
      '01/05/2025 Bruno Rel Promoção Analista Rel F2 Rel Área Rel Dois Estab Rel R$ 4.400,00 R$ 2.500,00 76,0 %',
    );
    expect(p.some((x) => x.includes('05/2025'))).toBe(true);
  });

  it('by area: each row under the area it names; payroll origin finds nothing', async () => {
    const l = await xlsx(admin, 'situacoes', {
      ...filtro(),
      agruparPor: 'AREA_ORGANIZACIONAL',
      areasIds: [c.areaDois],
    });
    expect(l.slice(1).map((r) => [r[0], r[2], r[3]])).toEqual([
      ['Área Rel Dois', 'Carla Rel', 'Admissão'],
      ['Área Rel Dois', 'Bruno Rel', 'Promoção'],
    ]);
    semDados(await admin.post(url('situacoes'), { ...filtro(), origem: 'FORTES_PESSOAL' }));
  });
});

describe('attackers', () => {
  it('another company never reads these rows', async () => {
    const filial = await t.login(DEMO_ADMIN, 2);
    semDados(
      await filial.post(url('talentos-cargos'), {
        dataReferencia: REF,
        estabelecimentosIds: [c.estab],
        cargosIds: [c.analista],
      }),
    );
    semDados(await filial.post(url('cargos'), { cargosIds: [c.analista] }));
    semDados(
      await filial.post(url('historicos-faixas-salariais'), {
        dataIni: '2024-01-01',
        dataFim: '2025-12-31',
        cargosIds: [c.analista],
      }),
    );
    semDados(
      await filial.post(url('situacoes'), {
        dataIni: '2024-01-01',
        dataFim: '2025-12-31',
        estabelecimentosIds: [c.estab],
        origem: 'TODOS',
        agruparPor: 'TALENTO',
      }),
    );
    const previa = await filial.get(
      `${url('analise-tabelas-salariais-previa')}?dataReferencia=${REF}&estabelecimentosIds=${c.estab}&cargosIds=${c.analista}`,
    );
    expect(previa.json()).toEqual({ linhas: [], total: 0 });
  });

  it('needs ROLE_CS_RELATORIOS', async () => {
    const [g] = await rows<{ cpf: string }>(
      t.database.db,
      sql`
      select u.cpf from usuario u join usuario_empresa ue on ue.usuario_id = u.id
        join perfil p on p.id = ue.perfil_id where p.nome = ${DEMO_PERFIL_GESTOR}`,
    );
    const gestor = await t.login({ cpf: g.cpf, senha: DEMO_SENHA_COLABORADOR });
    expect((await gestor.post(url('cargos'), { cargosIds: [c.analista] })).statusCode).toBe(403);
    expect(
      (
        await gestor.get(
          `${url('analise-tabelas-salariais-previa')}?dataReferencia=${REF}&estabelecimentosIds=1&cargosIds=1`,
        )
      ).statusCode,
    ).toBe(403);
  });

  it('a manager sees only the talents of their areas (and sub-areas), in every talent report', async () => {
    const [g] = await rows<{ cpf: string; colaborador_id: number }>(
      t.database.db,
      sql`
      select u.cpf, u.colaborador_id from usuario u join usuario_empresa ue on ue.usuario_id = u.id
        join perfil p on p.id = ue.perfil_id where p.nome = ${DEMO_PERFIL_GESTOR}`,
    );
    await rows(
      t.database.db,
      sql`update perfil set authorities = authorities || '{ROLE_CS_RELATORIOS}' where nome = ${DEMO_PERFIL_GESTOR}`,
    );
    const gestor = await t.login({ cpf: g.cpf, senha: DEMO_SENHA_COLABORADOR });
    const talentos = {
      dataReferencia: REF,
      estabelecimentosIds: [c.estab],
      cargosIds: [c.analista, c.tecnico],
      exibirSalario: true,
      situacao: 'T',
    };
    // Outside their areas: nothing, though the ids are of their company.
    semDados(await gestor.post(url('talentos-cargos'), talentos));
    semDados(
      await gestor.post(url('situacoes'), {
        dataIni: '2024-01-01',
        dataFim: '2025-12-31',
        estabelecimentosIds: [c.estab],
        origem: 'TODOS',
        agruparPor: 'TALENTO',
      }),
    );
    // Área Rel Um moves under one of theirs: its talents (Ana, Fábio) appear, Área Rel Dois's (Bruno, Carla) not.
    await rows(
      t.database.db,
      sql`update area_organizacional set area_mae_id = (
        select area_organizacional_id from area_responsavel where colaborador_id = ${g.colaborador_id} limit 1)
      where id = ${c.areaUm}`,
    );
    try {
      expect((await xlsx(gestor, 'talentos-cargos', talentos)).slice(1).map((r) => r[1])).toEqual([
        'Ana Rel',
        'Fábio Rel',
      ]);
      expect(
        (
          await xlsx(gestor, 'talentos-areas-organizacionais', {
            ...talentos,
            areasIds: [c.areaUm, c.areaDois],
          })
        )
          .slice(1)
          .map((r) => r[1]),
      ).toEqual(['Ana Rel', 'Fábio Rel']);
      expect(
        (
          await xlsx(gestor, 'talentos-grupos-ocupacionais', {
            ...talentos,
            gruposOcupacionaisIds: [c.grupo],
          })
        )
          .slice(1)
          .map((r) => r[1]),
      ).toEqual(['Ana Rel', 'Fábio Rel']);
      const previa = await gestor.get(
        `${url('analise-tabelas-salariais-previa')}?dataReferencia=${REF}&estabelecimentosIds=${c.estab}&cargosIds=${c.analista}`,
      );
      // F1 counts Ana and Fábio; F2's Bruno is in Área Rel Dois.
      expect(previa.json().linhas.map((x: { talentos: number }) => x.talentos)).toEqual([2, 0]);
      const cargos = await xlsx(gestor, 'cargos', { cargosIds: [c.analista], layout: 'RESUMIDO' });
      // Ana, Davi, Eva, Fábio are in Área Rel Um today; Bruno is not.
      expect(cargos[1][7]).toBe(4);
      const sit = await xlsx(gestor, 'situacoes', {
        dataIni: '2024-01-01',
        dataFim: '2025-12-31',
        estabelecimentosIds: [c.estab],
        origem: 'TODOS',
        agruparPor: 'TALENTO',
      });
      // Bruno's admission row was in Área Rel Um: the rows count by their own area.
      expect(sit.slice(1).map((r) => `${r[0]} ${r[2]}`)).toEqual([
        'Ana Rel (R1) Admissão',
        'Bruno Rel (R2) Admissão',
        'Eva Rel (R5) Admissão',
        'Fábio Rel (R6) Admissão',
      ]);
    } finally {
      await rows(
        t.database.db,
        sql`update area_organizacional set area_mae_id = null where id = ${c.areaUm}`,
      );
    }
  });
});
