import { defineRelatorio, FILTRAR_POR, filtroRelatorio, PERIODO } from '@ipe/domain/relatorios/index';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ADMIN, DEMO_CONSULTA, type Client, type TestApp } from '../../test/harness.ts';
import { estruturaDoPdf, paginasDoPdf, palavrasDoPdf, textoDoPdf } from '../../test/pdf.ts';
import {
  celulas,
  esperarArquivo,
  esperarSemDados,
  parteDoZip,
  relatorioPdf,
  relatorioXlsx,
  relatorioXlsxBytes,
  urlRelatorio,
} from '../../test/relatorios.ts';
import {
  defineRelatorioServidor,
  type Linha,
  lotesPorChave,
  periodoTexto,
  registerRelatorios,
} from './index.ts';

/**
 * The engine through a test report registered beside the real ones: 'teste-motor' answers `quantidade`
 * generated rows in two groups (or none, or fails), so every answer of the contract is exercised.
 */
const defTeste = defineRelatorio({
  id: 'teste-motor',
  rota: 'teste-motor',
  modulo: 'captacao',
  titulo: 'Relatório de Teste do Motor',
  filtro: filtroRelatorio({
    ...PERIODO,
    ...FILTRAR_POR,
    quantidade: z.number().int().min(0).default(3),
    falhar: z.enum(['nao', 'antes']).default('nao'),
    /** Group names as long as the page: the '(continuação)' header must still fit. */
    grupoLongo: z.boolean().default(false),
  }),
  padrao: () => ({ dataIni: '2026-01-01', dataFim: '2026-01-31', filtrarPor: 1 as const, areasIds: [1] }),
  xlsx: true,
  access: 'ROLE_CAP_RELATORIOS',
});
const defSemXlsx = defineRelatorio({ ...defTeste, id: 'teste-motor-pdf', xlsx: false });

interface LinhaTeste extends Linha {
  id: number;
  grupo: string;
  nome: string;
  valor: number;
  data: string;
  taxa: number;
}
const linhaDe = (i: number): LinhaTeste => ({
  id: i,
  grupo: i <= 2 ? 'Área Ação' : 'Área Conceição',
  nome: `Candidato ${String(i).padStart(5, '0')} João Ávila`,
  valor: i * 1000.5,
  data: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
  taxa: i === 1 ? 100 / 3 : 12.3,
});

const servidor = (def: typeof defTeste) =>
  defineRelatorioServidor({
    def,
    async gerar(f) {
      if (f.falhar === 'antes') throw new Error('banco fora do ar');
      return {
        filtrosUsados: [['Período', periodoTexto(f)]],
        tabelas: [
          {
            titulo: 'Linhas geradas',
            planilha: 'Linhas',
            colunas: [
              { campo: 'nome', titulo: 'Nome', largura: 200 },
              { campo: 'data', titulo: 'Data', largura: 60, formato: 'data' },
              { campo: 'valor', titulo: 'Valor', largura: 80, formato: 'moeda', total: 'soma' },
              { campo: 'taxa', titulo: 'Taxa', largura: 60, formato: 'percentual' },
            ],
            grupo: {
              titulo: 'Área',
              valor: (l: LinhaTeste) =>
                f.grupoLongo ? `${l.grupo} ${'Recursos Humanos '.repeat(12)}` : l.grupo,
            },
            contagem: (n: number) => `${n} linha(s)`,
            linhas: lotesPorChave(
              async (depois: number | null, limite) => {
                const ini = (depois ?? 0) + 1;
                return Array.from({ length: Math.max(0, Math.min(limite, f.quantidade - ini + 1)) }, (_, k) =>
                  linhaDe(ini + k),
                );
              },
              (l) => l.id,
              500,
            ),
          },
        ],
      };
    },
  });

let t: TestApp;
let admin: Client;
const filtro = { dataIni: '2026-01-01', dataFim: '2026-01-31', filtrarPor: 1, areasIds: [1] };

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      beforeReady: (app, database) =>
        registerRelatorios(app, database.db, [servidor(defTeste), servidor(defSemXlsx)]),
    },
  );
  admin = await t.login(DEMO_ADMIN, 1);
});
afterAll(() => t?.close());

describe('motor de relatórios', () => {
  it('answers every failing filter field with the schema messages (400 FIELD_VALIDATION_VIOLATION)', async () => {
    const res = await admin.post(urlRelatorio('teste-motor'), { filtrarPor: 2, pdf: 'sim' });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('FIELD_VALIDATION_VIOLATION');
    expect(body.entries).toEqual(
      expect.arrayContaining([
        { field: 'pdf', message: 'pdf deve ser verdadeiro ou falso' },
        { field: 'dataIni', message: 'Data Inicial é obrigatória' },
        { field: 'dataFim', message: 'Data Fim é obrigatória' },
        { field: 'gruposOcupacionaisIds', message: 'Selecione ao menos um Grupo Ocupacional' },
      ]),
    );
    const invertido = await admin.post(urlRelatorio('teste-motor'), {
      ...filtro,
      dataIni: '2026-02-01',
      areasIds: [],
    });
    expect(invertido.json().entries).toEqual([
      { field: 'dataFim', message: 'Data final inferior a data inicial.' },
      { field: 'areasIds', message: 'Selecione ao menos uma Área Organizacional' },
    ]);
  });

  it('answers the no-data info as JSON when the tables are empty', async () => {
    esperarSemDados(await admin.post(urlRelatorio('teste-motor'), { ...filtro, quantidade: 0 }));
    esperarSemDados(await admin.post(urlRelatorio('teste-motor'), { ...filtro, quantidade: 0, pdf: false }));
  });

  it('answers "Não foi possível gerar o relatório." (500 JSON with an id) when generation fails', async () => {
    const res = await admin.post(urlRelatorio('teste-motor'), { ...filtro, falhar: 'antes' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json()).toMatchObject({
      code: 'RELATORIO_FALHOU',
      message: 'Não foi possível gerar o relatório.',
    });
    expect(res.json().id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('checks the authority (403) and the session (401)', async () => {
    const consulta = await t.login(DEMO_CONSULTA, 1);
    expect((await consulta.post(urlRelatorio('teste-motor'), filtro)).statusCode).toBe(403);
    expect((await t.anonymous().post(urlRelatorio('teste-motor'), filtro)).statusCode).toBe(401);
  });

  it('refuses a PDF beyond 50,000 rows with a message that points to the XLSX (400, no file)', async () => {
    const res = await admin.post(urlRelatorio('teste-motor'), { ...filtro, quantidade: 50_001 });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.json()).toEqual({
      code: 'RELATORIO_GRANDE_DEMAIS',
      message: 'O relatório em PDF está limitado a 50.000 linhas. Refine o filtro ou use Exportar para XLS.',
    });
  });

  it('refuses XLSX for a report declared without it', async () => {
    const res = await admin.post(urlRelatorio('teste-motor-pdf'), { ...filtro, pdf: false });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Este relatório não é exportado para XLS.');
    esperarArquivo(await admin.post(urlRelatorio('teste-motor-pdf'), filtro), 'teste-motor-pdf', 'pdf');
  });

  it('writes the PDF: header, filters, groups, pt-BR formats, totals and "Página N de M" on every page', async () => {
    const texto = await relatorioPdf(admin, 'teste-motor', { ...filtro, quantidade: 120 });
    const paginas = texto.split('\f').filter((p) => p.trim());
    expect(paginas.length).toBeGreaterThan(1);
    for (const [i, p] of paginas.entries()) {
      expect(p).toContain('Ipê Demonstração Ltda');
      expect(p).toContain('Relatório de Teste do Motor');
      expect(p).toContain('Período: 01/01/2026 a 31/01/2026');
      expect(p).toContain(`Página ${i + 1} de ${paginas.length}`);
      expect(p).toMatch(/Gerado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} por Administrador/);
      expect(p).toMatch(/Nome\s+Data\s+Valor\s+Taxa/); // the column header on every page
    }
    expect(texto).toContain('Área: Área Ação');
    expect(texto).toContain('Área: Área Conceição (continuação)');
    expect(texto).toContain('Candidato 00001 João Ávila');
    expect(texto).toContain('Candidato 00120 João Ávila');
    expect(texto).toContain('R$ 1.000,50');
    expect(texto).toContain('12,3 %');
    expect(texto).toContain('02/01/2026');
    // Subtotals per group and the grand total: 1.000,50 + 2.001,00 = 3.001,50; Σ 1..120 × 1000,5 = 7.263.630,00.
    expect(texto).toMatch(/Subtotal: 2 linha\(s\)\s+R\$ 3\.001,50/);
    expect(texto).toMatch(/Total geral: 120 linha\(s\)\s+R\$ 7\.263\.630,00/);
  });

  it('keeps every word of the PDF inside the page and streams a real document', async () => {
    const res = await admin.post(urlRelatorio('teste-motor'), { ...filtro, quantidade: 60 });
    esperarArquivo(res, 'teste-motor', 'pdf');
    expect(res.headers['x-relatorio-linhas']).toBe('60');
    const { largura, altura, palavras } = await palavrasDoPdf(res.rawPayload);
    for (const p of palavras) {
      expect(p.xMin).toBeGreaterThanOrEqual(30);
      expect(p.xMax).toBeLessThanOrEqual(largura - 30);
      expect(p.yMax).toBeLessThanOrEqual(altura - 10);
    }
    expect(await paginasDoPdf(res.rawPayload)).toBe(2);
    expect(await textoDoPdf(res.rawPayload)).toContain('Página 2 de 2');
  });

  it('tags the PDF: H1, the table heading as H2, a Table with a TH row, one TR per row, repeats as artifacts', async () => {
    const res = await admin.post(urlRelatorio('teste-motor'), { ...filtro, quantidade: 60 });
    const linhas = (await estruturaDoPdf(res.rawPayload)).split('\n');
    const texto = linhas.join('\n');
    expect(texto).toMatch(/^ {2}H1 \(block\)\n {4}"Relatório de Teste do Motor"$/m);
    expect(texto).toMatch(
      /^ {2}H2 \(block\)\n {4}"Linhas geradas"\n {2}Table \(block\)\n {4}TR\n {6}TH\n {8}"Nome"$/m,
    );
    // The header row once, though the table spans two pages; each data row one TR in column order.
    expect(linhas.filter((l) => l === '      TH')).toHaveLength(4);
    expect(texto).toMatch(/^ {4}TR\n {6}"Candidato 00001 João Ávila 02\/01\/2026 R\$ 1\.000,50 33,3 % ?"$/m);
    expect(texto).toMatch(/"Candidato 00060 João Ávila/);
    expect(texto).not.toContain('(continuação)');
    expect(texto).not.toContain('Página');
  });

  it('fits a long group header, and its "(continuação)" on the next pages, inside the margins', async () => {
    const res = await admin.post(urlRelatorio('teste-motor'), {
      ...filtro,
      quantidade: 120,
      grupoLongo: true,
    });
    esperarArquivo(res, 'teste-motor', 'pdf');
    const { largura, palavras } = await palavrasDoPdf(res.rawPayload);
    expect(palavras.filter((p) => p.xMax > largura - 42 || p.xMin < 42)).toEqual([]);
    const texto = await textoDoPdf(res.rawPayload);
    expect(texto).toMatch(/Área: Área Conceição Recursos Humanos .*… \(continuação\)/);
  });

  it('writes the XLSX: typed cells, bold frozen header, autofilter, the group as first column', async () => {
    const wb = await relatorioXlsx(admin, 'teste-motor', { ...filtro, quantidade: 1201 });
    const ws = wb.worksheets[0];
    expect(ws.name).toBe('Linhas');
    const linhas = celulas(ws);
    expect(linhas[0]).toEqual(['Área', 'Nome', 'Data', 'Valor', 'Taxa']);
    expect(linhas).toHaveLength(1202); // header + every row (three batches of 500)
    expect(linhas[1]).toEqual([
      'Área Ação',
      'Candidato 00001 João Ávila',
      new Date(Date.UTC(2026, 0, 2)),
      1000.5,
      // The exact share (1 of 3) under a percent format, not 33,3 % stored.
      0.333333333333333,
    ]);
    expect(linhas[2][4]).toBe(0.123);
    expect(ws.getCell('E2').numFmt).toBe('0.0%');
    expect(linhas[1201][1]).toBe('Candidato 01201 João Ávila');
    expect(ws.getRow(1).font?.bold).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.autoFilter).toBe('A1:E1202');
    expect(ws.getCell('D2').numFmt).toBe('"R$" #,##0.00');
    expect(ws.getCell('C2').numFmt).toBe('dd/mm/yyyy');
  });

  it('writes text as inline strings, never as a formula result (t="str")', async () => {
    const xml = parteDoZip(
      await relatorioXlsxBytes(admin, 'teste-motor', { ...filtro, quantidade: 3 }),
      'xl/worksheets/sheet1.xml',
    );
    expect(xml).not.toContain('t="str"');
    expect(xml).toMatch(
      /<c r="B2"[^>]* t="inlineStr"><is><r><t>Candidato 00001 João Ávila<\/t><\/r><\/is><\/c>/,
    );
    expect(xml).toMatch(/<c r="D2"[^>]*><v>1000.5<\/v><\/c>/);
  });
});
