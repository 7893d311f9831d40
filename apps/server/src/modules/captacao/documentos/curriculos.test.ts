import { MSG_ARQUIVOS } from '@ipe/domain/resources/captacao/documentos/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidato } from '../schema.ts';
import { candidatoCurriculo } from './schema.ts';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { mensagem, usuarioCom } from '../../../platform/questionario/testkit.ts';
import { MSG_OCR } from './ocr.ts';
import {
  candidatoDireto,
  enviar,
  multipart,
  novoCandidato,
  pdfComTexto,
  png,
  pngDoPdf,
  solto,
} from './testkit.ts';

/**
 * Résumés: OCR in Portuguese of a real image (a PDF rendered by pdftoppm), text of a PDF, the candidate's
 * ocrTexto set only when reading succeeds, résumé files, and the image check of a name. Company 2.
 */

const LINHAS = [
  'Currículo de João da Conceição',
  'Experiência: Auxiliar de produção na Indústria São José.',
  'Formação: Técnico em Informática.',
];

let t: TestApp;
let admin: Client;
let imagem: Buffer;
let pdf: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 2);
  pdf = await pdfComTexto(LINHAS);
  imagem = await pngDoPdf(pdf);
});
afterAll(() => t?.close());

const ler = (nome: string, bytes: Buffer) =>
  enviar(admin, 'post', '/api/captacao/candidatos/ocr', multipart({ nome, bytes }));

describe('POST /api/captacao/candidatos/ocr', () => {
  it('reads a Portuguese résumé image, accents included', { timeout: 60_000 }, async () => {
    const res = await ler('curriculo.png', imagem);
    expect(res.statusCode, res.body).toBe(200);
    const texto: string = res.json().texto;
    // OCR is compared loosely, but the accented words themselves must come out right.
    expect(texto).toContain('Currículo');
    expect(texto).toMatch(/Experiência|Indústria|Formação|Técnico|Informática/);
    const s = solto(texto);
    for (const palavra of [
      'curriculo de joao da conceicao',
      'auxiliar de producao',
      'industria sao jose',
      'tecnico em informatica',
    ])
      expect(s).toContain(palavra);
  });

  it("gives a PDF's own text", async () => {
    const res = await ler('curriculo.pdf', pdf);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().texto).toBe(LINHAS.join('\n'));
  });

  it('answers 400 with a clear message for a bad image, a broken PDF and a file that is no résumé', async () => {
    const ruim = Buffer.concat([png().subarray(0, 40), Buffer.alloc(200, 7)]);
    expect(mensagem(await ler('curriculo.png', ruim))).toBe(MSG_OCR.imagemIlegivel);
    expect(mensagem(await ler('curriculo.pdf', Buffer.from('%PDF-1.4\nisto não é um PDF')))).toBe(
      MSG_OCR.pdfInvalido,
    );
    expect(mensagem(await ler('curriculo.txt', Buffer.from('texto simples')))).toBe(
      MSG_ARQUIVOS.curriculoTipo,
    );
    expect(mensagem(await ler('curriculo.pdf', imagem))).toBe(
      MSG_ARQUIVOS.extensaoDiferente('pdf', 'imagem PNG'),
    );
  });

  it('keeps serving after a failure (the worker survives a bad image)', { timeout: 60_000 }, async () => {
    const res = await ler('de-novo.png', imagem);
    expect(res.statusCode).toBe(200);
    expect(solto(res.json().texto)).toContain('tecnico em informatica');
  });
});

describe('PUT /api/captacao/candidatos/:id/ocr', () => {
  it("stores the résumé and sets the candidate's ocrTexto", async () => {
    const id = await novoCandidato(admin);
    const res = await enviar(
      admin,
      'put',
      `/api/captacao/candidatos/${id}/ocr`,
      multipart({ nome: 'cv.pdf', bytes: pdf }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().texto).toBe(LINHAS.join('\n'));
    expect((await admin.get(`/api/captacao/candidatos/${id}`)).json().ocrTexto).toBe(LINHAS.join('\n'));
    const lista = (await admin.get(`/api/captacao/candidatos/${id}/candidato-curriculo`)).json();
    expect(lista).toMatchObject([
      { nomeArquivo: 'cv.pdf', contentType: 'application/pdf', ocrTexto: LINHAS.join('\n') },
    ]);
  });

  it('leaves the candidate untouched when the image cannot be read', async () => {
    const id = await novoCandidato(admin);
    const db = t.database.db;
    await db.update(candidato).set({ ocrTexto: 'texto anterior' }).where(eq(candidato.id, id));
    const ruim = Buffer.concat([png().subarray(0, 40), Buffer.alloc(100, 3)]);
    const res = await enviar(
      admin,
      'put',
      `/api/captacao/candidatos/${id}/ocr`,
      multipart({ nome: 'cv.png', bytes: ruim }),
    );
    expect(mensagem(res)).toBe(MSG_OCR.imagemIlegivel);
    const [c] = await db
      .select({ ocrTexto: candidato.ocrTexto, nome: candidato.nome })
      .from(candidato)
      .where(eq(candidato.id, id));
    expect(c.ocrTexto).toBe('texto anterior');
    expect(await db.select().from(candidatoCurriculo).where(eq(candidatoCurriculo.candidatoId, id))).toEqual(
      [],
    );
  });

  it("answers 404 for another company's candidate and 403 without the editing authority", async () => {
    const deles = await candidatoDireto(t, 1);
    const m = multipart({ nome: 'cv.pdf', bytes: pdf });
    expect((await enviar(admin, 'put', `/api/captacao/candidatos/${deles}/ocr`, m)).statusCode).toBe(404);
    const leitor = await usuarioCom(t, admin, ['ROLE_CAP_CANDIDATOS'], 2);
    const id = await novoCandidato(admin);
    expect((await enviar(leitor, 'put', `/api/captacao/candidatos/${id}/ocr`, m)).statusCode).toBe(403);
    expect((await enviar(leitor, 'post', '/api/captacao/candidatos/ocr', m)).statusCode).toBe(403);
    // Who records palographic exams reads the scanned exam's text, without touching candidates.
    const exames = await usuarioCom(t, admin, ['ROLE_CAP_EXAMES_PALOGRAFICO_EDITAR'], 2);
    expect((await enviar(exames, 'post', '/api/captacao/candidatos/ocr', m)).statusCode).toBe(200);
    expect((await enviar(exames, 'put', `/api/captacao/candidatos/${id}/ocr`, m)).statusCode).toBe(403);
  });
});

describe('candidato-curriculo', () => {
  it('attaches résumé files (PUT and POST), lists, downloads and removes them', async () => {
    const id = await novoCandidato(admin);
    const put = await enviar(
      admin,
      'put',
      `/api/captacao/candidatos/${id}/candidato-curriculo`,
      multipart({ nome: 'página 1.png', bytes: imagem }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      nomeArquivo: 'página 1.png',
      contentType: 'image/png',
      ocrTexto: null,
    });
    const post = await enviar(
      admin,
      'post',
      '/api/captacao/candidatos/candidato-curriculo',
      multipart({ nome: 'cv.pdf', bytes: pdf }, { candidatoId: String(id) }),
    );
    expect(post.statusCode, post.body).toBe(201);
    const lista = (await admin.get(`/api/captacao/candidatos/${id}/candidato-curriculo`)).json();
    expect(lista.map((c: { nomeArquivo: string }) => c.nomeArquivo).sort()).toEqual([
      'cv.pdf',
      'página 1.png',
    ]);
    const down = await admin.get(
      `/api/captacao/candidatos/${id}/candidato-curriculo/${put.json().id}/download`,
    );
    expect(down.rawPayload.equals(imagem)).toBe(true);
    expect(down.headers['content-type']).toBe('image/png');
    expect(down.headers['content-disposition']).toContain("filename*=UTF-8''p%C3%A1gina%201.png");
    expect(
      (await admin.delete(`/api/captacao/candidatos/${id}/candidato-curriculo/${put.json().id}`)).statusCode,
    ).toBe(204);
    expect((await admin.get(`/api/captacao/candidatos/${id}/candidato-curriculo`)).json()).toHaveLength(1);
    // The candidate's text is not touched by attaching files.
    expect((await admin.get(`/api/captacao/candidatos/${id}`)).json().ocrTexto ?? null).toBeNull();
    const semId = await enviar(
      admin,
      'post',
      '/api/captacao/candidatos/candidato-curriculo',
      multipart({ nome: 'cv.pdf', bytes: pdf }),
    );
    expect(mensagem(semId)).toBe('Informe o candidato (candidatoId).');
  });

  it('GET /verificaSeCurriculoHeImagem tells image names apart', async () => {
    const q = async (nome: string) =>
      (
        await admin.get(
          `/api/captacao/candidatos/verificaSeCurriculoHeImagem?nomeImg=${encodeURIComponent(nome)}`,
        )
      ).json();
    expect(await q('Currículo.JPG')).toBe(true);
    expect(await q('scan.tiff')).toBe(true);
    expect(await q('curriculo.pdf')).toBe(false);
    expect(await q('')).toBe(false);
  });
});
