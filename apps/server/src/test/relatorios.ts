import { inflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Client } from './harness.ts';
import { textoDoPdf } from './pdf.ts';

/**
 * Report checks for API tests: ask a report, assert the file's headers, read the PDF's text or the
 * XLSX's cells back.
 *
 * ```ts
 * const pdf = await relatorioPdf(c, 'vaga-motivo', filtro);      // text of every page ('\f' between)
 * const wb = await relatorioXlsx(c, 'vaga-motivo', filtro);      // an exceljs Workbook
 * expect(celulas(wb.worksheets[0])[1]).toEqual(['Reposição', 3]);
 * ```
 */
export const urlRelatorio = (id: string) => `/api/captacao/relatorios/${id}`;

const hoje = () => {
  const d = new Date();
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};

/** Asserts a file answer: 200, its type and `attachment; filename="<id>-<today>.<ext>"`. */
export function esperarArquivo(res: LightMyRequestResponse, id: string, ext: 'pdf' | 'xlsx') {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toContain(ext === 'pdf' ? 'application/pdf' : 'spreadsheetml');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${id}-${hoje()}.${ext}"`);
}

export async function relatorioPdfBytes(
  c: Client,
  id: string,
  filtro: Record<string, unknown>,
): Promise<Buffer> {
  const res = await c.post(urlRelatorio(id), { ...filtro, pdf: true });
  esperarArquivo(res, id, 'pdf');
  expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  return res.rawPayload;
}

/** The PDF's text (pdftotext, reading order), pages separated by '\f'. */
export async function relatorioPdf(c: Client, id: string, filtro: Record<string, unknown>, layout = false) {
  return textoDoPdf(await relatorioPdfBytes(c, id, filtro), { layout });
}

export async function relatorioXlsxBytes(c: Client, id: string, filtro: Record<string, unknown>) {
  const res = await c.post(urlRelatorio(id), { ...filtro, pdf: false });
  esperarArquivo(res, id, 'xlsx');
  expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  return res.rawPayload;
}

export async function relatorioXlsx(
  c: Client,
  id: string,
  filtro: Record<string, unknown>,
): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await relatorioXlsxBytes(c, id, filtro)) as unknown as ArrayBuffer);
  return wb;
}

/** Inline strings (t="inlineStr") read back by exceljs as rich text: their plain text. */
const simples = (v: unknown) =>
  v && typeof v === 'object' && 'richText' in v
    ? (v as ExcelJS.CellRichTextValue).richText.map((r) => r.text).join('')
    : v;

/** A sheet's values, row by row (1-based rows and columns dropped: `[0]` is the header row). */
export function celulas(ws: ExcelJS.Worksheet): unknown[][] {
  const linhas: unknown[][] = [];
  ws.eachRow({ includeEmpty: false }, (row) => {
    linhas.push((row.values as unknown[]).slice(1).map(simples));
  });
  return linhas;
}

/**
 * The text of one part of a zip (an XLSX's `xl/worksheets/sheet1.xml`), read as other tools read it: the
 * central directory's entry, its local header, raw deflate.
 */
export function parteDoZip(zip: Buffer, nome: string): string {
  const fim = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entradas = zip.readUInt16LE(fim + 10);
  let p = zip.readUInt32LE(fim + 16);
  for (let i = 0; i < entradas; i++) {
    const [metodo, tamanho] = [zip.readUInt16LE(p + 10), zip.readUInt32LE(p + 20)];
    const [n, extra, comentario] = [
      zip.readUInt16LE(p + 28),
      zip.readUInt16LE(p + 30),
      zip.readUInt16LE(p + 32),
    ];
    if (zip.toString('utf8', p + 46, p + 46 + n) === nome) {
      const local = zip.readUInt32LE(p + 42);
      const ini = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const dados = zip.subarray(ini, ini + tamanho);
      return (metodo === 8 ? inflateRawSync(dados) : dados).toString('utf8');
    }
    p += 46 + n + extra + comentario;
  }
  throw new Error(`${nome} não está no arquivo`);
}

/** Asserts the no-data answer: 200 JSON with the info message. */
export function esperarSemDados(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('application/json');
  expect(res.json()).toEqual({
    code: 'RELATORIO_SEM_DADOS',
    message: 'Não existem dados para o filtro informado.',
    severity: 'info',
  });
}
