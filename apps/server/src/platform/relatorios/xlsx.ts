/**
 * Reports as XLSX with exceljs's streaming WorkbookWriter (DESIGN §11): rows are committed batch by batch
 * into a zip stream piped to the response, so memory holds one batch, never the report. One sheet per
 * table; typed cells (numbers as numbers with a pt-BR-friendly format, calendar dates as dates); the
 * header row bold, frozen and with an autofilter over the data; column widths from the declaration. The
 * group of a grouped table is its first column (flat rows filter and sort well; totals are left to the
 * spreadsheet).
 */
import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import type { Formato, Linha, Valor, TabelaQualquer, ColunaQualquer } from './tipos.ts';

const FORMATO_NUMERO: Partial<Record<Formato, string>> = {
  inteiro: '#,##0',
  decimal: '#,##0.0#',
  percentual: '0.0%',
  moeda: '"R$" #,##0.00',
  data: 'dd/mm/yyyy',
  dataHora: 'dd/mm/yyyy hh:mm',
};
const DATA_ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A cell's typed value: a calendar date at UTC midnight (what spreadsheets read as that day). */
function valorDaCelula(v: Valor, formato: Formato | undefined): ExcelJS.CellValue {
  if (v == null || v === '') return null;
  switch (formato) {
    case 'data': {
      const m = typeof v === 'string' ? DATA_ISO.exec(v) : null;
      return m
        ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
        : v instanceof Date
          ? v
          : textoInline(String(v));
    }
    case 'dataHora':
      return v instanceof Date ? v : new Date(String(v));
    case 'percentual':
      // Reports give exact percentages (33.333…): 0.333333333333333, Excel's 15 significant digits (which
      // also drops the float noise of 12.3 / 100), shown by the cell's percent format.
      return typeof v === 'number' ? Number((v / 100).toPrecision(15)) : textoInline(String(v));
    case 'inteiro':
    case 'decimal':
    case 'moeda':
      return typeof v === 'number' ? v : textoInline(String(v));
    default:
      return textoInline(typeof v === 'string' ? v : String(v));
  }
}

/**
 * Waits while the zip has not taken what the sheet wrote. exceljs writes each committed row into the
 * sheet's buffer and on into the zip's input without waiting, so rows made faster than zlib compresses them
 * (or than the client downloads) would pile up in memory — 85 MB of XML for 100,000 rows. The sheet's
 * stream (exceljs StreamBuf) pipes into archiver's input: when that refused a write (over its high-water
 * mark), wait for its 'drain'.
 */
async function aliviar(ws: ExcelJS.Worksheet): Promise<void> {
  // archiver's input is a readable-stream 2 PassThrough: its state is in _writableState.
  const destino = (
    ws as unknown as { stream?: { pipes?: (Writable & { _writableState?: { needDrain: boolean } })[] } }
  ).stream?.pipes?.[0];
  if (destino?._writableState?.needDrain) await once(destino, 'drain');
}

/** Excel's sheet names: 1 to 31 characters, none of : \\ / ? * [ ], unique ignoring case. */
export function validarPlanilhas(tabelas: readonly TabelaQualquer[]): void {
  const usados = new Set<string>();
  for (const t of tabelas) {
    const nome = t.planilha;
    if (!nome || nome.length > 31 || /[:\\/?*[\]]/.test(nome) || usados.has(nome.toLowerCase()))
      throw new Error(`planilha inválida ou repetida: '${nome}' (${t.titulo})`);
    usados.add(nome.toLowerCase());
  }
}

/**
 * Text as an inline string (t="inlineStr"): exceljs writes a plain string as t="str", the type of a
 * formula's cached result, which other tools read as a formula without one. Shared strings would keep
 * every distinct text of the report in memory until the end.
 */
const textoInline = (s: string): ExcelJS.CellRichTextValue => ({ richText: [{ text: s }] });

/**
 * Starts the workbook; `escrever` fills it from the tables (the first batch of each already read) and
 * ends the stream. Errors after the first byte destroy the stream (the download fails visibly).
 */
export function relatorioXlsx(
  tabelas: readonly TabelaQualquer[],
  primeirosLotes: readonly (Linha[] | undefined)[],
  iteradores: readonly AsyncIterator<Linha[]>[],
  { titulo, autor }: { titulo: string; autor: string },
): { stream: PassThrough; escrever: (cancelado?: () => boolean) => Promise<void> } {
  validarPlanilhas(tabelas);
  const stream = new PassThrough();
  const escrever = async (cancelado = () => false) => {
    // Loaded on the first export: exceljs adds ~27 MB to a server's resident memory.
    const { default: Excel } = await import('exceljs');
    const wb = new Excel.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
    wb.creator = autor;
    wb.title = titulo;
    wb.created = new Date();
    for (const [t, tabela] of tabelas.entries()) {
      const colunas: ColunaQualquer[] = tabela.grupo
        ? [{ campo: '\u0000grupo', titulo: tabela.grupo.titulo, largura: 140 }, ...tabela.colunas]
        : [...tabela.colunas];
      const ws = wb.addWorksheet(tabela.planilha, {
        views: [{ state: 'frozen', ySplit: 1 }],
      });
      ws.columns = colunas.map((c) => ({
        key: c.campo,
        width: Math.max(8, Math.min(60, Math.round(c.largura / 5))),
        style: FORMATO_NUMERO[c.formato ?? 'texto'] ? { numFmt: FORMATO_NUMERO[c.formato ?? 'texto'] } : {},
      }));
      const cabecalho = ws.addRow(colunas.map((c) => textoInline(c.titulo)));
      cabecalho.font = { bold: true };
      cabecalho.commit();
      let ultima = 1;
      const escreverLote = async (lote: Linha[]) => {
        for (const [i, linha] of lote.entries()) {
          const valores = colunas.map((c, i) =>
            i === 0 && tabela.grupo
              ? textoInline(tabela.grupo.valor(linha))
              : valorDaCelula(linha[c.campo], c.formato),
          );
          ws.addRow(valores).commit();
          ultima++;
          if (i % 500 === 499) await aliviar(ws);
        }
        await aliviar(ws);
      };
      const primeiro = primeirosLotes[t];
      if (primeiro) {
        await escreverLote(primeiro);
        for (let r = await iteradores[t].next(); !r.done; r = await iteradores[t].next()) {
          // The client left: stop reading the database (ends the row generators).
          if (cancelado()) {
            await Promise.all(iteradores.map((it) => it.return?.()));
            stream.destroy();
            return;
          }
          await escreverLote(r.value);
        }
      }
      ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: ultima, column: colunas.length } };
      ws.commit();
    }
    await wb.commit();
  };
  return { stream, escrever };
}
