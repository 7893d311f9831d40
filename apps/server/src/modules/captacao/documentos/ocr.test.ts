import { readFileSync } from 'node:fs';
import { lerCurriculo } from '@ipe/domain/resources/captacao/candidatos/curriculo/lerCurriculo';
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

  // The phone registration's extraction path (issue 24 §1) on files kept in the repository: the text
  // of a résumé PDF (unpdf) and the OCR of a photo of one, each parsed by the domain's lerCurriculo.
  const fixture = (nome: string) =>
    readFileSync(
      new URL(
        `../../../../../../packages/domain/src/resources/captacao/candidatos/curriculo/fixtures/${nome}`,
        import.meta.url,
      ),
    );

  it('pre-fills from a PDF résumé', async () => {
    const r = lerCurriculo(await leitor.ler(fixture('01-maria-oliveira.pdf'), TIPOS_ARQUIVO.pdf));
    expect(r).toMatchObject({
      nome: 'Maria Aparecida de Oliveira',
      email: 'maria.oliveira88@gmail.com',
      cpf: '40693260653',
      celular: { ddd: '85', numero: '988123456' },
      cidade: { nome: 'Fortaleza', uf: 'CE' },
      escolaridade: '09',
    });
    expect(r.experiencias.map((e) => [e.empresa, e.cargo, e.inicio, e.fim])).toEqual([
      ['Grupo Jereissati Comércio Ltda', 'Assistente Administrativo', '2020-03-01', '2023-07-01'],
      ['Escritório Contábil Nogueira', 'Auxiliar Administrativo', '2017-02-01', '2019-12-01'],
    ]);
  });

  it('pre-fills from a photo of a résumé', { timeout: 60_000 }, async () => {
    const r = lerCurriculo(await leitor.ler(fixture('10-pedro-henrique-araujo.jpg'), TIPOS_ARQUIVO.jpeg));
    expect(r).toMatchObject({
      nome: 'Pedro Henrique Araújo',
      email: 'pedro.araujo.eletro@gmail.com',
      cpf: '45913241681',
      celular: { ddd: '92', numero: '991456677' },
      cidade: { nome: 'Manaus', uf: 'AM' },
      escolaridade: '07',
    });
    expect(r.experiencias.map((e) => [e.empresa, e.cargo, e.inicio, e.fim])).toEqual([
      ['Samsung Eletrônica da Amazônia Ltda', 'Técnico de Manutenção Elétrica', '2019-09-01', null],
      ['Moto Honda da Amazônia Ltda', 'Eletricista Industrial', '2018-01-01', '2019-08-01'],
    ]);
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
