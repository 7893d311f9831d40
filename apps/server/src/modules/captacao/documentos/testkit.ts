import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import PDFDocument from 'pdfkit';
import { expect } from 'vitest';
import { candidato } from '../schema.ts';
import type { Client, TestApp } from '../../../test/harness.ts';
import { logoPng } from '../../../test/pdf.ts';

const run = promisify(execFile);
const FONTE = path.resolve(import.meta.dirname, '../../../../assets/fonts/DejaVuSans.ttf');

/** A multipart/form-data body with text fields and one file, as a browser's FormData sends it. */
export function multipart(
  file: { nome: string; bytes: Buffer; tipo?: string } | null,
  campos: Record<string, string> = {},
): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----ipe${Math.random().toString(16).slice(2)}`;
  const partes: Buffer[] = [];
  for (const [k, v] of Object.entries(campos))
    partes.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file)
    partes.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="${file.nome}"\r\n` +
          `Content-Type: ${file.tipo ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  partes.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(partes),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const enviar = (c: Client, metodo: 'post' | 'put', url: string, m: ReturnType<typeof multipart>) =>
  c[metodo](url, m.body, m.headers);

let seq = 0;
/** A candidate with only a name (the simplest valid body). */
export async function novoCandidato(c: Client, nome = `Candidato documentos ${++seq}`): Promise<number> {
  const res = await c.post('/api/captacao/candidatos', { nome });
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { id: number }).id;
}

/** A candidate written straight to the table (companies whose form requires more than a name). */
export async function candidatoDireto(t: TestApp, empresaId: number, nome = `Candidato direto ${++seq}`) {
  const [c] = await t.database.db
    .insert(candidato)
    .values({ empresaId, nome })
    .returning({ id: candidato.id });
  return c.id;
}

/** A PDF with these lines of text (DejaVu, so accents are real text). */
export function pdfComTexto(linhas: string[], tamanho = 14): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56 });
    const partes: Buffer[] = [];
    doc.on('data', (b: Buffer) => partes.push(b));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
    doc.registerFont('dejavu', FONTE);
    doc.font('dejavu').fontSize(tamanho);
    for (const l of linhas) doc.text(l).moveDown(0.5);
    doc.end();
  });
}

/** The first page of a PDF as a PNG (pdftoppm), to give OCR a real scanned-looking image. */
export async function pngDoPdf(pdf: Buffer, dpi = 150): Promise<Buffer> {
  const pasta = await fs.mkdtemp(path.join(os.tmpdir(), 'ipe-ocr-'));
  try {
    await fs.writeFile(path.join(pasta, 'a.pdf'), pdf);
    await run('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-singlefile',
      path.join(pasta, 'a.pdf'),
      path.join(pasta, 'a'),
    ]);
    return await fs.readFile(path.join(pasta, 'a.png'));
  } finally {
    await fs.rm(pasta, { recursive: true, force: true });
  }
}

/** Lower case without accents and with single spaces: OCR output compared loosely. */
export const solto = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ');

/** A small valid PNG. */
export const png = () => logoPng(60, 20);
/** A Windows executable's first bytes. */
export const exe = () =>
  Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0'), Buffer.alloc(200, 1)]);
