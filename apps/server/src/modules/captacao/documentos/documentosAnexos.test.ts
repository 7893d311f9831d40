import { MSG_ARQUIVOS } from '@ipe/domain/resources/captacao/documentos/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, DEMO_ADMIN, type TestApp } from '../../../test/harness.ts';
import { mensagem, usuarioCom } from '../../../platform/questionario/testkit.ts';
import { candidatoDireto, enviar, exe, multipart, novoCandidato, pdfComTexto, png } from './testkit.ts';

/**
 * Candidate documents: upload, list, describe, download (same bytes, type and original name), remove;
 * refusals by content, size and authority; another company's candidate is out of reach. Company 2.
 */

let t: TestApp;
let admin: Client;
let candidatoId: number;
let url: string;
let pdf: Buffer;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login(DEMO_ADMIN, 2);
  candidatoId = await novoCandidato(admin);
  url = `/api/captacao/candidatos/${candidatoId}/documentos-anexos`;
  pdf = await pdfComTexto(['Carteira de trabalho digitalizada']);
});
afterAll(() => t?.close());

const anexar = (nome: string, bytes: Buffer, descricao = 'Documento', c = admin, u = url) =>
  enviar(c, 'post', u, multipart({ nome, bytes }, descricao === '' ? {} : { descricao }));

describe('documentos-anexos', () => {
  it('stores a PDF and downloads the same bytes with its type and original name', async () => {
    const nome = 'Carteira de Trabalho – São João (2025).pdf';
    const res = await anexar(nome, pdf, 'CTPS');
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc).toMatchObject({
      candidatoId,
      descricao: 'CTPS',
      nomeArquivo: nome,
      contentType: 'application/pdf',
      tamanho: pdf.length,
    });
    expect(doc).not.toHaveProperty('conteudo');

    const lista = await admin.get(url);
    expect(lista.statusCode).toBe(200);
    expect(lista.json().map((d: { id: number }) => d.id)).toContain(doc.id);

    const down = await admin.get(`${url}/${doc.id}/download`);
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload.equals(pdf)).toBe(true);
    expect(down.headers['content-type']).toBe('application/pdf');
    expect(down.headers['content-length']).toBe(String(pdf.length));
    expect(down.headers['x-content-type-options']).toBe('nosniff');
    const disp = String(down.headers['content-disposition']);
    expect(disp).toMatch(/^attachment; filename="Carteira de Trabalho _ Sao Joao \(2025\)\.pdf"; /);
    expect(disp).toContain(
      `filename*=UTF-8''${encodeURIComponent(nome).replace(/[()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`,
    );
    expect(decodeURIComponent(disp.split("UTF-8''")[1])).toBe(nome);
  });

  it('streams a file larger than one database chunk byte for byte', async () => {
    // A PNG signature followed by 1.3 MB of varied bytes: three 512 KB chunks, the last one partial.
    const grande = Buffer.concat([
      png(),
      Buffer.from(Array.from({ length: 1_300_000 }, (_, i) => (i * 31 + 7) % 256)),
    ]);
    const res = await anexar('digitalização.png', grande, 'RG frente e verso');
    expect(res.statusCode, res.body).toBe(201);
    const down = await admin.get(`${url}/${res.json().id}/download`);
    expect(down.headers['content-type']).toBe('image/png');
    expect(down.rawPayload.length).toBe(grande.length);
    expect(down.rawPayload.equals(grande)).toBe(true);
  });

  it('changes the description (PUT) and reads one document (GET)', async () => {
    const { id } = (
      await anexar('comprovante.txt', Buffer.from('Rua das Flores, 10 – Centro\n'), 'Endereço')
    ).json();
    const put = await admin.put(`${url}/${id}`, { descricao: '  Comprovante de endereço  ' });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      id,
      descricao: 'Comprovante de endereço',
      contentType: 'text/plain; charset=utf-8',
    });
    expect((await admin.get(`${url}/${id}`)).json()).toMatchObject({ descricao: 'Comprovante de endereço' });
    const vazio = await admin.put(`${url}/${id}`, { descricao: ' ' });
    expect(vazio.statusCode).toBe(400);
    expect(vazio.json().entries).toEqual([{ field: 'descricao', message: 'Descrição é obrigatória' }]);
  });

  it('removes a document', async () => {
    const { id } = (await anexar('a.pdf', pdf)).json();
    expect((await admin.delete(`${url}/${id}`)).statusCode).toBe(204);
    expect((await admin.get(`${url}/${id}`)).statusCode).toBe(404);
    expect((await admin.get(`${url}/${id}/download`)).statusCode).toBe(404);
    expect((await admin.delete(`${url}/${id}`)).statusCode).toBe(404);
  });

  it('refuses files by their content, whatever the name says', async () => {
    const antes = (await admin.get(url)).json().length;
    // Image bytes named .pdf, and PDF bytes named .png.
    expect(mensagem(await anexar('curriculo.pdf', png()))).toBe(
      MSG_ARQUIVOS.extensaoDiferente('pdf', 'imagem PNG'),
    );
    expect(mensagem(await anexar('foto.png', pdf))).toBe(MSG_ARQUIVOS.extensaoDiferente('png', 'PDF'));
    // An executable, under its own name or disguised.
    expect(mensagem(await anexar('programa.exe', exe()))).toBe(MSG_ARQUIVOS.tipoNaoPermitido);
    expect(mensagem(await anexar('documento.pdf', exe()))).toBe(MSG_ARQUIVOS.tipoNaoPermitido);
    // A shell script and an HTML page are not text documents.
    expect(mensagem(await anexar('leia.txt', Buffer.from('#!/bin/sh\nrm -rf /\n')))).toBe(
      MSG_ARQUIVOS.tipoNaoPermitido,
    );
    expect(mensagem(await anexar('pagina.txt', Buffer.from('<html><script>alert(1)</script></html>')))).toBe(
      MSG_ARQUIVOS.tipoNaoPermitido,
    );
    expect(mensagem(await anexar('vazio.pdf', Buffer.alloc(0)))).toBe(MSG_ARQUIVOS.arquivoVazio);
    expect((await admin.get(url)).json().length).toBe(antes);
  });

  it('refuses a file of 10 MB or more and a missing description or file', async () => {
    const enorme = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)]);
    expect(mensagem(await anexar('grande.pdf', enorme))).toBe('O arquivo deve ser menor que 10 MB');
    const semDescricao = await anexar('a.pdf', pdf, '');
    expect(semDescricao.json().entries).toEqual([{ field: 'descricao', message: 'Descrição é obrigatória' }]);
    expect(mensagem(await enviar(admin, 'post', url, multipart(null, { descricao: 'x' })))).toBe(
      'Nenhum arquivo enviado.',
    );
    expect(mensagem(await admin.post(url, { descricao: 'x' }))).toBe('Nenhum arquivo enviado.');
  });

  it('asks for the candidate authorities: reading with ROLE_CAP_CANDIDATOS, writing with …_EDITAR', async () => {
    const { id } = (await anexar('a.pdf', pdf)).json();
    const leitor = await usuarioCom(t, admin, ['ROLE_CAP_CANDIDATOS'], 2);
    expect((await leitor.get(url)).statusCode).toBe(200);
    expect((await leitor.get(`${url}/${id}/download`)).statusCode).toBe(200);
    expect((await anexar('b.pdf', pdf, 'x', leitor)).statusCode).toBe(403);
    expect((await leitor.put(`${url}/${id}`, { descricao: 'x' })).statusCode).toBe(403);
    expect((await leitor.delete(`${url}/${id}`)).statusCode).toBe(403);
    const outro = await usuarioCom(t, admin, ['ROLE_CAP_SOLICITACOES'], 2);
    expect((await outro.get(url)).statusCode).toBe(403);
    expect((await outro.get(`${url}/${id}/download`)).statusCode).toBe(403);
    expect((await t.anonymous().get(`${url}/${id}/download`)).statusCode).toBe(401);
  });

  it("does not reach another company's candidate or document", async () => {
    const { id } = (await anexar('a.pdf', pdf)).json();
    const matriz = await t.login(DEMO_ADMIN, 1);
    expect((await matriz.get(url)).statusCode).toBe(404);
    expect((await matriz.get(`${url}/${id}`)).statusCode).toBe(404);
    expect((await matriz.get(`${url}/${id}/download`)).statusCode).toBe(404);
    expect((await matriz.put(`${url}/${id}`, { descricao: 'x' })).statusCode).toBe(404);
    expect((await matriz.delete(`${url}/${id}`)).statusCode).toBe(404);
    expect((await anexar('b.pdf', pdf, 'x', matriz)).statusCode).toBe(404);
    // Its own candidate with another company's document id.
    const deles = await candidatoDireto(t, 1);
    expect(
      (await matriz.get(`/api/captacao/candidatos/${deles}/documentos-anexos/${id}/download`)).statusCode,
    ).toBe(404);
    expect((await admin.get(`${url}/${id}`)).statusCode).toBe(200);
  });
});
