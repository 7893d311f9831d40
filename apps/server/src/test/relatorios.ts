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

export async function relatorioXlsx(
  c: Client,
  id: string,
  filtro: Record<string, unknown>,
): Promise<ExcelJS.Workbook> {
  const res = await c.post(urlRelatorio(id), { ...filtro, pdf: false });
  esperarArquivo(res, id, 'xlsx');
  expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return wb;
}

/** A sheet's values, row by row (1-based rows and columns dropped: `[0]` is the header row). */
export function celulas(ws: ExcelJS.Worksheet): unknown[][] {
  const linhas: unknown[][] = [];
  ws.eachRow({ includeEmpty: false }, (row) => {
    linhas.push((row.values as unknown[]).slice(1));
  });
  return linhas;
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
