import { TIPOS_ARQUIVO } from '@ipe/domain/resources/captacao/documentos/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../../../platform/http/errors.ts';
import { criarLeitorCurriculo, limparTexto, MSG_OCR, PASTA_POR } from './ocr.ts';
import { pdfComTexto, pngDoPdf, solto } from './testkit.ts';

/** The OCR service on its own: the shipped Portuguese data, one worker, the queue and the timeout. */

let imagem: Buffer;
beforeAll(async () => {
  imagem = await pngDoPdf(await pdfComTexto(['Declaração de experiência profissional']));
});

const erro = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => (e instanceof HttpError ? { status: e.status, message: e.message } : String(e)),
  );

describe('criarLeitorCurriculo', () => {
  const leitor = criarLeitorCurriculo({ maxFila: 1 });
  afterAll(() => leitor.encerrar());

  it('reads with the traineddata of the npm package, not a download', () => {
    expect(PASTA_POR).toMatch(/node_modules\/@tesseract\.js-data\/por\/4\.0\.0_best_int$/);
  });

  it('runs one recognition at a time and refuses beyond the queue with 503', {
    timeout: 60_000,
  }, async () => {
    const a = leitor.ocr(imagem);
    const b = leitor.ocr(imagem);
    const c = leitor.ocr(imagem);
    expect(await erro(c)).toEqual({ status: 503, message: MSG_OCR.ocupado });
    for (const texto of await Promise.all([a, b]))
      expect(solto(texto)).toContain('declaracao de experiencia profissional');
  });

  it('stops a recognition past the timeout and serves the next one with a fresh worker', {
    timeout: 60_000,
  }, async () => {
    const apressado = criarLeitorCurriculo({ timeoutMs: 1 });
    try {
      expect(await erro(apressado.ler(imagem, TIPOS_ARQUIVO.png))).toEqual({
        status: 503,
        message: MSG_OCR.tempoEsgotado,
      });
    } finally {
      await apressado.encerrar();
    }
    expect(solto(await leitor.ler(imagem, TIPOS_ARQUIVO.png))).toContain('experiencia profissional');
  });

  it('refuses after being closed', async () => {
    const fechado = criarLeitorCurriculo();
    await fechado.encerrar();
    expect(await erro(fechado.ocr(imagem))).toEqual({ status: 503, message: MSG_OCR.indisponivel });
  });
});

describe('limparTexto', () => {
  it('trims lines and folds blank runs', () => {
    expect(limparTexto('  Nome:\t João  \r\n\r\n\r\n\fCargo  ')).toBe('Nome: João\n\nCargo');
  });
});
