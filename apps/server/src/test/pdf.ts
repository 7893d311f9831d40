import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * PDF checks for tests, with poppler-utils (installed by .ci/run): the text of a document as a reader
 * would copy it, and a page rendered to PNG to look at.
 */
async function comArquivo<T>(pdf: Buffer, usar: (arquivo: string) => Promise<T>): Promise<T> {
  const pasta = await fs.mkdtemp(path.join(os.tmpdir(), 'ipe-pdf-'));
  const arquivo = path.join(pasta, 'documento.pdf');
  try {
    await fs.writeFile(arquivo, pdf);
    return await usar(arquivo);
  } finally {
    await fs.rm(pasta, { recursive: true, force: true });
  }
}

/** The text of every page (pdftotext, UTF-8, reading order); pages are separated by '\f'. */
export function textoDoPdf(pdf: Buffer, { layout = false } = {}): Promise<string> {
  return comArquivo(pdf, async (arquivo) => {
    const args = ['-enc', 'UTF-8', ...(layout ? ['-layout'] : []), arquivo, '-'];
    const { stdout } = await run('pdftotext', args, { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  });
}

/** The number of pages (pdfinfo). */
export function paginasDoPdf(pdf: Buffer): Promise<number> {
  return comArquivo(pdf, async (arquivo) => {
    const { stdout } = await run('pdfinfo', [arquivo]);
    return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
  });
}

/** Renders one page (1-based) to `<prefixo>.png` at `dpi` (pdftoppm); answers the PNG's path. */
export function paginaPng(pdf: Buffer, pagina: number, prefixo: string, dpi = 80): Promise<string> {
  return comArquivo(pdf, async (arquivo) => {
    await run('pdftoppm', [
      '-png',
      '-r',
      String(dpi),
      '-f',
      String(pagina),
      '-l',
      String(pagina),
      '-singlefile',
      arquivo,
      prefixo,
    ]);
    return `${prefixo}.png`;
  });
}
