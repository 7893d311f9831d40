import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { deflateSync } from 'node:zlib';

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

/** pdfinfo's fields ('Title', 'Tagged', 'Pages', …), values trimmed. */
export function infoDoPdf(pdf: Buffer): Promise<Record<string, string>> {
  return comArquivo(pdf, async (arquivo) => {
    const { stdout } = await run('pdfinfo', ['-enc', 'UTF-8', arquivo]);
    return Object.fromEntries(
      stdout
        .split('\n')
        .map((l) => /^([^:]+):\s*(.*)$/.exec(l))
        .filter((m) => m !== null)
        .map((m) => [m[1].trim(), m[2].trim()]),
    );
  });
}

/**
 * The structure tree of a tagged PDF with its text (pdfinfo -struct-text): one element per line, indented
 * by depth ('Document', '  H1 (block)', '    "Título"', '  Table (block)', '    TR', '      TH'…).
 */
export function estruturaDoPdf(pdf: Buffer): Promise<string> {
  return comArquivo(pdf, async (arquivo) => {
    const { stdout } = await run('pdfinfo', ['-struct-text', arquivo], { maxBuffer: 64 * 1024 * 1024 });
    return stdout;
  });
}

/**
 * Words a reader sees (pdftotext) that the structure tree does not hold: text left untagged, which a
 * screen reader following the tags skips. The footer ('Gerado em … por …', 'Página N de M') and the
 * header repeated on later pages are artifacts, so pass their words in `artefatos` to ignore them.
 */
export async function palavrasSemEstrutura(
  pdf: Buffer,
  artefatos: readonly string[] = [],
): Promise<string[]> {
  const estrutura = (await estruturaDoPdf(pdf)).replace(/\s+/g, '');
  const ignorar = new Set(artefatos.flatMap((a) => a.split(/\s+/)));
  const rodape = /^(Gerado|em|por|Página|de|\d+|\d{2}\/\d{2}\/\d{4}|\d{2}:\d{2})$/;
  return (await textoDoPdf(pdf))
    .split(/\s+/)
    .filter((p) => p && !rodape.test(p) && !ignorar.has(p) && !estrutura.includes(p));
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

/** A word of a page and its box, in points from the top-left corner. */
export interface PalavraPdf {
  pagina: number;
  texto: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

/** Every word with its position (pdftotext -bbox): to check that text stays inside the margins. */
export function palavrasDoPdf(
  pdf: Buffer,
): Promise<{ largura: number; altura: number; palavras: PalavraPdf[] }> {
  return comArquivo(pdf, async (arquivo) => {
    const { stdout } = await run('pdftotext', ['-bbox', '-enc', 'UTF-8', arquivo, '-'], {
      maxBuffer: 64 * 1024 * 1024,
    });
    const palavras: PalavraPdf[] = [];
    let pagina = 0;
    let largura = 0;
    let altura = 0;
    const re =
      /<page width="([\d.]+)" height="([\d.]+)">|<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g;
    for (const m of stdout.matchAll(re)) {
      if (m[1]) {
        pagina++;
        largura = Number(m[1]);
        altura = Number(m[2]);
      } else
        palavras.push({
          pagina,
          texto: m[7],
          xMin: Number(m[3]),
          yMin: Number(m[4]),
          xMax: Number(m[5]),
          yMax: Number(m[6]),
        });
    }
    return { largura, altura, palavras };
  });
}

/** A striped RGB PNG of w×h pixels (green and orange): a company logo for documents' headers. */
export function logoPng(w: number, h: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const bloco = (tipo: string, dados: Buffer) => {
    const td = Buffer.concat([Buffer.from(tipo), dados]);
    const tam = Buffer.alloc(4);
    tam.writeUInt32BE(dados.length);
    const c = Buffer.alloc(4);
    c.writeUInt32BE(crc(td));
    return Buffer.concat([tam, td, c]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const linhas = Array.from({ length: h }, () =>
    Buffer.from([
      0,
      ...Array.from({ length: w }, (_, x) =>
        Math.floor(x / 30) % 2 ? [255, 133, 10] : [46, 125, 50],
      ).flat(),
    ]),
  );
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    bloco('IHDR', ihdr),
    bloco('IDAT', deflateSync(Buffer.concat(linhas))),
    bloco('IEND', Buffer.alloc(0)),
  ]);
}
