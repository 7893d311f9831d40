import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import {
  celulas,
  esperarSemDados,
  relatorioPdf,
  relatorioXlsx,
  urlRelatorio,
} from '../../../test/relatorios.ts';
import { ANUNCIO_TESTE, CARGO_TESTE, type CenarioVagas, cenarioVagas2016, M1, M2 } from './vagasTestkit.ts';

/**
 * The four vacancy reports (divulgacao-vaga, vaga-motivo, duracao-vaga, cargo) over the 2016 fixture of
 * vagasTestkit.ts: each filter rule with its message, the empty answer, the PDF's text and the XLSX's cells.
 */
let t: TestApp;
let admin: Client;
let cen: CenarioVagas;
const ANO_2016 = { dataIni: '2016-01-01', dataFim: '2016-12-31' };
const TRI_2016 = { dataIni: '2016-01-01', dataFim: '2016-03-31' };
const anoAtual = new Date().getFullYear();

beforeAll(async () => {
  t = await createTestApp();
  cen = await cenarioVagas2016(t);
  admin = await t.login(DEMO_ADMIN, 1);
});
afterAll(() => t?.close());

const erros = async (id: string, corpo: Record<string, unknown>) => {
  const res = await admin.post(urlRelatorio(id), corpo);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().code).toBe('FIELD_VALIDATION_VIOLATION');
  return res.json().entries as { field: string; message: string }[];
};
/** The PDF's lines (layout mode), blanks squeezed, so a row reads 'Vaga Teste R1 … 30,0 2 2 100,0 %'. */
const linhasPdf = async (id: string, corpo: Record<string, unknown>) =>
  (await relatorioPdf(admin, id, corpo, true)).split('\n').map((l) => l.replace(/\s+/g, ' ').trim());

describe('divulgacao-vaga', () => {
  it('requires both dates in order, with the spec messages', async () => {
    expect(await erros('divulgacao-vaga', {})).toEqual(
      expect.arrayContaining([
        { field: 'dataIni', message: 'Data Inicial é obrigatória' },
        { field: 'dataFim', message: 'Data Fim é obrigatória' },
      ]),
    );
    expect(await erros('divulgacao-vaga', { dataIni: '2016-02-01', dataFim: '2016-01-01' })).toEqual([
      { field: 'dataFim', message: 'Data final inferior a data inicial.' },
    ]);
  });

  it('answers the no-data info for a period without requisitions, and for another company', async () => {
    esperarSemDados(
      await admin.post(urlRelatorio('divulgacao-vaga'), { dataIni: '1950-01-01', dataFim: '1950-12-31' }),
    );
    const filial = await t.login(DEMO_ADMIN, 2);
    esperarSemDados(await filial.post(urlRelatorio('divulgacao-vaga'), { ...TRI_2016, pdf: false }));
  });

  it('PDF: candidates and hires per source (once each), then per requisition with its ad', async () => {
    const l = await linhasPdf('divulgacao-vaga', TRI_2016);
    // C1, C2, C6 (f1): 3, 2 hired; C3, C4 (f2): 2, 1 hired; C5: 1 hired. C7 (cancelled R5) and the removed link out.
    expect(l).toContain(`${cen.fonte1} 3 50,0 % 2 66,7 % 50,0 %`);
    expect(l).toContain(`${cen.fonte2} 2 33,3 % 1 50,0 % 25,0 %`);
    expect(l).toContain('Não informado 1 16,7 % 1 100,0 % 25,0 %');
    expect(l).toContain('Total geral 6 100,0 % 4 66,7 % 100,0 %');
    expect(
      l.some((x) => x.includes(`– Vaga Teste R1 (aberta em 10/01/2016) · Anúncio: ${ANUNCIO_TESTE}`)),
    ).toBe(true);
    const r3 = l.findIndex((x) => x.endsWith('– Vaga Teste R3 (aberta em 05/03/2016) · com anúncio'));
    expect(r3).toBeGreaterThan(0);
    // One candidate per source; the named sources by name, 'Não informado' last.
    expect(l.slice(r3 + 1, r3 + 4)).toEqual([
      ...[cen.fonte1, cen.fonte2]
        .sort((a, b) => a.localeCompare(b, 'pt-BR'))
        .map((f) => `${f} 1 33,3 % 0 0,0 %`),
      'Não informado 1 33,3 % 1 100,0 %',
    ]);
    expect(l.join('\n')).not.toContain('Vaga Teste R5');
  });

  it('Resumido leaves the per-requisition table out; the XLSX holds the typed cells', async () => {
    const resumido = await linhasPdf('divulgacao-vaga', { ...TRI_2016, layout: 'RESUMIDO' });
    expect(resumido.join('\n')).not.toContain('Fontes por solicitação');
    const wb = await relatorioXlsx(admin, 'divulgacao-vaga', TRI_2016);
    const [fontes, porSolicitacao] = wb.worksheets.map(celulas);
    expect(fontes[0]).toEqual([
      'Como ficou sabendo da vaga',
      'Candidatos',
      '% candidatos',
      'Contratados',
      '% contratação',
      '% dos contratados',
    ]);
    // Percentages exact under a percent format (2 of 3 hired: 0.666…, not 66,7 % stored).
    expect(fontes[1]).toEqual([cen.fonte1, 3, 0.5, 2, 0.666666666666667, 0.5]);
    expect(fontes[3]).toEqual(['Não informado', 1, 0.166666666666667, 1, 1, 0.25]);
    expect(porSolicitacao.filter((r) => String(r[0]).includes('Vaga Teste R1'))).toEqual([
      [
        `${cen.req.R1} – Vaga Teste R1 (aberta em 10/01/2016) · Anúncio: ${ANUNCIO_TESTE}`,
        cen.fonte1,
        2,
        1,
        2,
        1,
      ],
    ]);
  });
});

describe('vaga-motivo', () => {
  it('requires a year from 1900 to the current year', async () => {
    expect(await erros('vaga-motivo', {})).toEqual([{ field: 'ano', message: 'Ano é obrigatório' }]);
    for (const ano of [1899, anoAtual + 1])
      expect(await erros('vaga-motivo', { ano })).toEqual([
        { field: 'ano', message: `Ano deve estar entre 1900 e ${anoAtual}` },
      ]);
    esperarSemDados(await admin.post(urlRelatorio('vaga-motivo'), { ano: 1900 }));
  });

  it('PDF: vacancies per reason and month with shares, then per area', async () => {
    const l = await linhasPdf('vaga-motivo', { ano: 2016 });
    // M1: R1 Jan 2 + R3 Mar 3 (R5 cancelled out); M2: R2 Jan 1 + R4 Mar 1 + R6 Dez 2. Empty months blank.
    expect(l).toContain(`${M1} 2 2 3 5 55,6 %`);
    expect(l).toContain(`${M2} 3 1 1 2 4 44,4 %`);
    expect(l).toContain('Total geral 5 3 0 4 0 0 0 0 0 0 0 0 2 9 100,0 %');
    const b = l.indexOf(`Área organizacional: ${cen.areaB.nome}`);
    expect(b).toBeGreaterThan(0);
    expect(l.slice(b + 1, b + 3)).toEqual([`${M1} 1 3 3 50,0 %`, `${M2} 2 1 2 3 50,0 %`]);
  });

  it('XLSX: the 12 months as numbers, zeros kept; the area filter narrows it', async () => {
    const wb = await relatorioXlsx(admin, 'vaga-motivo', { ano: 2016, areasIds: [cen.areaA.id] });
    const [motivos, porArea] = wb.worksheets.map(celulas);
    expect(motivos[0].slice(0, 4)).toEqual(['Motivo da solicitação', 'Solicitações', 'Jan', 'Fev']);
    expect(motivos.slice(1)).toEqual([
      [M1, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0.666666666666667],
      [M2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0.333333333333333],
    ]);
    expect(porArea.slice(1).map((r) => r[0])).toEqual([cen.areaA.nome, cen.areaA.nome]);
  });
});

describe('duracao-vaga', () => {
  it('requires both dates in order', async () => {
    expect(await erros('duracao-vaga', { dataIni: '2016-12-31', dataFim: '2016-01-01' })).toEqual([
      { field: 'dataFim', message: 'Data final inferior a data inicial.' },
    ]);
    expect(await erros('duracao-vaga', { dataIni: '2016-02-30', dataFim: '2016-12-31' })).toEqual([
      { field: 'dataIni', message: 'Data inválida' },
    ]);
  });

  it('answers no data when nothing closed in the period (R4 is open, R6 closed in 2017)', async () => {
    esperarSemDados(
      await admin.post(urlRelatorio('duracao-vaga'), { dataIni: '2016-04-20', dataFim: '2016-12-31' }),
    );
  });

  it('PDF: per area average, median, shortest and longest; the closed requisitions with their days', async () => {
    const l = await linhasPdf('duracao-vaga', ANO_2016);
    // A: R1 30 d, R2 10 d → 20,0 / 20,0; B: R3 45 d; all: 28,3 average, 30,0 median.
    expect(l).toContain(`${cen.areaA.nome} 2 3 3 100,0 % 20,0 20,0 10 30`);
    expect(l).toContain(`${cen.areaB.nome} 1 3 1 33,3 % 45,0 45,0 45 45`);
    expect(l).toContain('Total geral 3 6 4 66,7 % 28,3 30,0 10 45');
    expect(l).toContain(
      `${cen.req.R1} – Vaga Teste R1 ${CARGO_TESTE} ${cen.estabelecimento} 10/01/2016 09/02/2016 30,0 2 2 100,0 %`,
    );
    expect(l).toContain(
      `${cen.req.R2} – Vaga Teste R2 ${CARGO_TESTE} ${cen.estabelecimento} 20/01/2016 30/01/2016 10,0 1 1 100,0 %`,
    );
    expect(l.join('\n')).not.toMatch(/Vaga Teste R[456]/);
    expect(l).toContain('Total geral: 3 solicitação(ões) 28,3 6 4 66,7 %');
  });

  it('XLSX: dates as dates, the area filter', async () => {
    const wb = await relatorioXlsx(admin, 'duracao-vaga', { ...ANO_2016, areasIds: [cen.areaB.id] });
    const [resumo, detalhe] = wb.worksheets.map(celulas);
    expect(resumo.slice(1)).toEqual([
      [cen.areaB.nome, 1, 3, 1, 0.333333333333333, 45, 45, 45, 45],
      ['Total geral', 1, 3, 1, 0.333333333333333, 45, 45, 45, 45],
    ]);
    expect(detalhe[1][0]).toBe(cen.areaB.nome);
    expect(detalhe[1].slice(4)).toEqual([
      new Date(Date.UTC(2016, 2, 5)),
      new Date(Date.UTC(2016, 3, 19)),
      45,
      3,
      1,
      0.333333333333333,
    ]);
  });
});

describe('cargo', () => {
  it('filtrarPor needs at least one area (1) or occupational group (2)', async () => {
    expect(await erros('cargo', { ...TRI_2016, filtrarPor: 1, areasIds: [] })).toEqual([
      { field: 'areasIds', message: 'Selecione ao menos uma Área Organizacional' },
    ]);
    expect(await erros('cargo', { ...TRI_2016, filtrarPor: 2, areasIds: [1] })).toEqual([
      { field: 'gruposOcupacionaisIds', message: 'Selecione ao menos um Grupo Ocupacional' },
    ]);
    expect(await erros('cargo', { ...TRI_2016, filtrarPor: 3 })).toEqual(
      expect.arrayContaining([
        { field: 'filtrarPor', message: 'Filtrar por deve ser Área Organizacional ou Grupo Ocupacional' },
      ]),
    );
    esperarSemDados(
      await admin.post(urlRelatorio('cargo'), {
        ...TRI_2016,
        filtrarPor: 2,
        gruposOcupacionaisIds: [999_999],
      }),
    );
  });

  it('PDF by area: the position in each area with that area’s requisitions', async () => {
    const l = await linhasPdf('cargo', {
      ...TRI_2016,
      filtrarPor: 1,
      areasIds: [cen.areaA.id, cen.areaB.id],
    });
    const linhaP = (area: string) =>
      l[l.findIndex((x, i) => i > l.indexOf(`Área organizacional: ${area}`) && x.startsWith(CARGO_TESTE))];
    // A: R1 + R2 (R5 cancelled): 3 vacancies filled, none open, 3 live links; B: R3 + R4: 4, 1 filled, 1 open (R4), 4 links.
    expect(linhaP(cen.areaA.nome)).toBe(`${CARGO_TESTE} 252105 ${cen.grupo.nome} 2 3 3 0 3 2`);
    expect(linhaP(cen.areaB.nome)).toBe(`${CARGO_TESTE} 252105 ${cen.grupo.nome} 2 4 1 1 4 2`);
  });

  it('by occupational group: every requisition of the position; the XLSX cells', async () => {
    const wb = await relatorioXlsx(admin, 'cargo', {
      ...TRI_2016,
      filtrarPor: 2,
      gruposOcupacionaisIds: [cen.grupo.id],
    });
    const [ws] = wb.worksheets.map(celulas);
    expect(ws[0]).toEqual([
      'Grupo ocupacional',
      'Cargo',
      'CBO',
      'Áreas organizacionais',
      'Solicitações',
      'Vagas',
      'Preenchidas',
      'Em aberto',
      'Em seleção',
      'Interessados',
    ]);
    const areas = [cen.areaA.nome, cen.areaB.nome].sort((a, b) => a.localeCompare(b, 'pt-BR')).join(', ');
    expect(ws.find((r) => r[1] === CARGO_TESTE)).toEqual([
      cen.grupo.nome,
      CARGO_TESTE,
      '252105',
      areas,
      4,
      7,
      4,
      1,
      7,
      2,
    ]);
  });
});
