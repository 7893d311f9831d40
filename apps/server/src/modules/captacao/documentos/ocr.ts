/**
 * Reading a résumé: OCR of an image in Portuguese (tesseract.js with the traineddata of the npm package
 * @tesseract.js-data/por: nothing is downloaded at run time) and the text of a PDF (unpdf, pure JS; a
 * scanned PDF without text is rasterised with pdftoppm when the machine has poppler).
 *
 * OCR is CPU-heavy (a 300 dpi A4 page takes ~1.5 s of one core, a worker ~160 MB): one worker per app,
 * created on first use and reused, one recognition at a time through a queue of bounded length, and a
 * timeout that terminates a stuck worker (the next request starts a fresh one).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { TIPOS_ARQUIVO, type TipoArquivo } from '@ipe/domain/resources/captacao/documentos/index';
import type { Worker } from 'tesseract.js';
import { badRequest, HttpError } from '../../../platform/http/errors.ts';

export const MSG_OCR = {
  imagemIlegivel:
    'Não foi possível ler o texto da imagem. Envie uma imagem nítida do currículo (PNG, JPEG, GIF, WebP, TIFF ou BMP).',
  pdfInvalido: 'Não foi possível ler o PDF. Confira se o arquivo não está corrompido ou protegido por senha.',
  pdfSemTexto:
    'O PDF não contém texto selecionável (é uma digitalização). Envie as páginas como imagem para que o texto seja reconhecido.',
  tempoEsgotado:
    'A leitura do currículo demorou demais e foi interrompida. Tente uma imagem menor ou mais nítida.',
  ocupado: 'O reconhecimento de texto está ocupado com outros currículos. Tente novamente em instantes.',
  indisponivel: 'O reconhecimento de texto não está disponível no momento. Tente novamente mais tarde.',
} as const;

export interface OpcoesOcr {
  /** Longest a recognition may take before the worker is terminated (default 60 s). */
  timeoutMs?: number;
  /** Recognitions waiting beyond the running one (default 8); more answer 503. */
  maxFila?: number;
}

const require = createRequire(import.meta.url);
/** The Portuguese traineddata shipped by the npm package (LSTM 'best_int': good accuracy, small). */
export const PASTA_POR = path.join(
  path.dirname(require.resolve('@tesseract.js-data/por/package.json')),
  '4.0.0_best_int',
);
const INICIO_WORKER_MS = 30_000;
/** Pages of a scanned PDF rasterised for OCR. */
const MAX_PAGINAS_RASTER = 5;

const run = promisify(execFile);

export interface LeitorCurriculo {
  /** The text of a résumé file already checked by verificarArquivo (an image or a PDF). */
  ler(bytes: Buffer, tipo: TipoArquivo): Promise<string>;
  /** OCR of one image. */
  ocr(imagem: Buffer): Promise<string>;
  encerrar(): Promise<void>;
}

export function criarLeitorCurriculo({ timeoutMs = 60_000, maxFila = 8 }: OpcoesOcr = {}): LeitorCurriculo {
  let worker: Promise<Worker> | null = null;
  let fila: Promise<unknown> = Promise.resolve();
  let pendentes = 0;
  let encerrado = false;

  const novoWorker = () => {
    // tesseract.js is imported with the first worker, not at start-up.
    const criando = import('tesseract.js').then(({ createWorker, OEM }) =>
      createWorker('por', OEM.LSTM_ONLY, {
        langPath: PASTA_POR,
        gzip: true,
        cacheMethod: 'none',
        // Without it, an error inside the worker is thrown at the process level and kills the server.
        errorHandler: () => {},
      }),
    );
    // When the language cannot load, createWorker never settles: give up after a while.
    return comTempo(criando, INICIO_WORKER_MS, () => {
      criando.then((w) => w.terminate()).catch(() => {});
      return new HttpError(503, 'OCR_INDISPONIVEL', MSG_OCR.indisponivel);
    });
  };

  const descartar = async () => {
    const w = worker;
    worker = null;
    if (w) await w.then((x) => x.terminate()).catch(() => {});
  };

  async function reconhecer(imagem: Buffer): Promise<string> {
    if (encerrado) throw new HttpError(503, 'OCR_INDISPONIVEL', MSG_OCR.indisponivel);
    worker ??= novoWorker();
    let w: Worker;
    try {
      w = await worker;
    } catch (e) {
      worker = null;
      throw e;
    }
    let esgotou = false;
    try {
      const r = await comTempo(w.recognize(imagem), timeoutMs, () => {
        esgotou = true;
        return new HttpError(503, 'OCR_TEMPO_ESGOTADO', MSG_OCR.tempoEsgotado);
      });
      return limparTexto(r.data.text);
    } catch (e) {
      // A stuck worker is killed; the next recognition starts a fresh one.
      if (esgotou) await descartar();
      if (e instanceof HttpError) throw e;
      throw badRequest(MSG_OCR.imagemIlegivel, 'OCR_IMAGEM_INVALIDA');
    }
  }

  /** One recognition at a time (one worker); a long queue answers 503 instead of piling up. */
  function naFila(imagem: Buffer): Promise<string> {
    // The running recognition plus up to maxFila waiting ones.
    if (pendentes > maxFila) return Promise.reject(new HttpError(503, 'OCR_OCUPADO', MSG_OCR.ocupado));
    pendentes++;
    const vez = fila.then(() => reconhecer(imagem)).finally(() => pendentes--);
    fila = vez.catch(() => {});
    return vez;
  }

  return {
    ocr: naFila,
    async ler(bytes, tipo) {
      if (tipo.imagem) return naFila(bytes);
      if (tipo === TIPOS_ARQUIVO.pdf) return textoDoPdf(bytes, naFila);
      throw badRequest(MSG_OCR.imagemIlegivel, 'OCR_IMAGEM_INVALIDA');
    },
    async encerrar() {
      encerrado = true;
      await descartar();
    },
  };
}

/** The PDF's own text; a scanned PDF (no text) is rasterised and read by OCR when pdftoppm exists. */
export async function textoDoPdf(bytes: Buffer, ocr?: (png: Buffer) => Promise<string>): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  let texto: string;
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    texto = limparTexto((await extractText(pdf, { mergePages: true })).text);
    // pdf.js keeps the document's worker-side state until told otherwise.
    await (pdf as unknown as { destroy?: () => Promise<void> }).destroy?.();
  } catch {
    throw badRequest(MSG_OCR.pdfInvalido, 'PDF_INVALIDO');
  }
  if (texto || !ocr) return texto || naoDigitalizado();
  const paginas = await rasterizar(bytes);
  if (!paginas) return naoDigitalizado();
  const textos: string[] = [];
  for (const p of paginas) textos.push(await ocr(p));
  return limparTexto(textos.join('\n\n')) || naoDigitalizado();
}

function naoDigitalizado(): never {
  throw badRequest(MSG_OCR.pdfSemTexto, 'PDF_SEM_TEXTO');
}

/** The first pages as 200 dpi PNGs, or null without poppler (pdftoppm) on this machine. */
async function rasterizar(pdf: Buffer): Promise<Buffer[] | null> {
  const pasta = await fs.mkdtemp(path.join(os.tmpdir(), 'ipe-curriculo-'));
  try {
    const arquivo = path.join(pasta, 'curriculo.pdf');
    await fs.writeFile(arquivo, pdf);
    try {
      await run(
        'pdftoppm',
        ['-png', '-r', '200', '-l', String(MAX_PAGINAS_RASTER), arquivo, path.join(pasta, 'p')],
        {
          timeout: 60_000,
        },
      );
    } catch {
      return null;
    }
    const nomes = (await fs.readdir(pasta)).filter((n) => n.endsWith('.png')).sort();
    return Promise.all(nomes.map((n) => fs.readFile(path.join(pasta, n))));
  } finally {
    await fs.rm(pasta, { recursive: true, force: true });
  }
}

/** Lines trimmed, runs of blank lines folded into one, no trailing space. */
export function limparTexto(t: string): string {
  return t
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/[ \t\f\v]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** `p`, or the error of `falha()` when it takes longer than `ms`. */
function comTempo<T>(p: Promise<T>, ms: number, falha: () => Error): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limite = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(falha()), ms);
  });
  return Promise.race([p, limite]).finally(() => clearTimeout(timer));
}
