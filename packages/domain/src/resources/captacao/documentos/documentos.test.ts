import { describe, expect, it } from 'vitest';
import {
  acaoExpurgo,
  extensaoDe,
  limiteInatividade,
  MSG_ARQUIVOS,
  nomeEhImagem,
  nomeSeguro,
  TIPOS_ARQUIVO,
  tipoPorConteudo,
  verificarArquivo,
} from './index.ts';

const b = (...partes: (string | number[])[]) =>
  new Uint8Array(partes.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const utf16 = (s: string) => [...s].flatMap((c) => [c.charCodeAt(0), 0]);
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** A ZIP of stored entries (local headers only, as file-type reads them). */
function zip(...entradas: [string, string][]): Uint8Array {
  const u16 = (n: number) => [n & 0xff, n >> 8];
  const u32 = (n: number) => [...u16(n & 0xffff), ...u16(n >>> 16)];
  return b(
    ...entradas.flatMap(([nome, dados]): (string | number[])[] => [
      [0x50, 0x4b, 0x03, 0x04, ...u16(20), ...u16(0), ...u16(0), ...u16(0), ...u16(0), ...u32(0)],
      [...u32(dados.length), ...u32(dados.length), ...u16(nome.length), ...u16(0)],
      nome,
      dados,
    ]),
  );
}
const tiposOoxml = (principal: string) =>
  `<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/x" ContentType="application/vnd.openxmlformats-officedocument.${principal}.main+xml"/></Types>`;
// A real 1×1 PNG.
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

describe('tipoPorConteudo', () => {
  it('recognises each accepted kind by its content', async () => {
    expect(await tipoPorConteudo(b('%PDF-1.7\n'))).toBe(TIPOS_ARQUIVO.pdf);
    expect(await tipoPorConteudo(PNG)).toBe(TIPOS_ARQUIVO.png);
    expect(await tipoPorConteudo(b([0xff, 0xd8, 0xff, 0xe0]))).toBe(TIPOS_ARQUIVO.jpeg);
    expect(await tipoPorConteudo(b('GIF89a', [1, 0]))).toBe(TIPOS_ARQUIVO.gif);
    expect(await tipoPorConteudo(b('RIFF', [0, 0, 0, 0], 'WEBPVP8 '))).toBe(TIPOS_ARQUIVO.webp);
    expect(await tipoPorConteudo(b([0x49, 0x49, 0x2a, 0x00, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe(
      TIPOS_ARQUIVO.tiff,
    );
    expect(await tipoPorConteudo(b('BM', [0x3a, 0, 0, 0, 0, 0, 0, 0, 0x36], Array(30).fill(0)))).toBe(
      TIPOS_ARQUIVO.bmp,
    );
    expect(await tipoPorConteudo(b('{\\rtf1\\ansi Olá}'))).toBe(TIPOS_ARQUIVO.rtf);
    expect(await tipoPorConteudo(b('Nome;CPF\r\nJoão;123\r\n'))).toBe(TIPOS_ARQUIVO.txt);
  });

  it('keeps text that starts like a signature as text', async () => {
    expect(await tipoPorConteudo(b('BMW: relatório de frota\n'))).toBe(TIPOS_ARQUIVO.txt);
    expect(await tipoPorConteudo(b('MZ e outras siglas\n'))).toBe(TIPOS_ARQUIVO.txt);
  });

  it('tells Word from Excel inside an OLE file, and DOCX/XLSX/ODT/ODS inside a ZIP', async () => {
    expect(await tipoPorConteudo(b(OLE, Array(504).fill(0), utf16('WordDocument')))).toBe(TIPOS_ARQUIVO.doc);
    expect(await tipoPorConteudo(b(OLE, Array(504).fill(0), utf16('Workbook')))).toBe(TIPOS_ARQUIVO.xls);
    expect(
      await tipoPorConteudo(
        zip(['[Content_Types].xml', tiposOoxml('wordprocessingml.document')], ['word/document.xml', '<w/>']),
      ),
    ).toBe(TIPOS_ARQUIVO.docx);
    expect(
      await tipoPorConteudo(
        zip(['[Content_Types].xml', tiposOoxml('spreadsheetml.sheet')], ['xl/workbook.xml', '<w/>']),
      ),
    ).toBe(TIPOS_ARQUIVO.xlsx);
    const odf = (tipo: string) => zip(['mimetype', `application/vnd.oasis.opendocument.${tipo}`]);
    expect(await tipoPorConteudo(odf('text'))).toBe(TIPOS_ARQUIVO.odt);
    expect(await tipoPorConteudo(odf('spreadsheet'))).toBe(TIPOS_ARQUIVO.ods);
  });

  it('refuses executables, scripts, markup, other archives and binary junk', async () => {
    expect(await tipoPorConteudo(b('MZ', [0x90, 0, 3, 0]))).toBeNull();
    expect(await tipoPorConteudo(b([0x7f], 'ELF', [2, 1, 1, 0]))).toBeNull();
    expect(await tipoPorConteudo(b('#!/bin/bash\necho oi\n'))).toBeNull();
    expect(await tipoPorConteudo(b('  <!DOCTYPE html><html></html>'))).toBeNull();
    expect(await tipoPorConteudo(b('<svg onload="x()"/>'))).toBeNull();
    expect(await tipoPorConteudo(zip(['virus.exe', 'MZ']))).toBeNull();
    expect(await tipoPorConteudo(zip(['[Content_Types].xml', '<Types/>'], ['virus.exe', 'MZ']))).toBeNull();
    expect(await tipoPorConteudo(b([0, 1, 2, 3, 4, 5]))).toBeNull();
  });
});

describe('verificarArquivo', () => {
  const pdf = b('%PDF-1.4 ...');
  const png = PNG;

  it('accepts a file whose extension agrees with its content, or has none', async () => {
    expect(await verificarArquivo(pdf, 'Currículo.PDF')).toEqual({ ok: true, tipo: TIPOS_ARQUIVO.pdf });
    expect(await verificarArquivo(pdf, 'sem-extensao')).toMatchObject({ ok: true });
    expect(await verificarArquivo(b([0xff, 0xd8, 0xff]), 'foto.jpeg')).toMatchObject({ ok: true });
  });

  it('refuses a name that lies about the content, an empty file and an unknown kind', async () => {
    expect(await verificarArquivo(png, 'cv.pdf')).toEqual({
      ok: false,
      mensagem: MSG_ARQUIVOS.extensaoDiferente('pdf', 'imagem PNG'),
    });
    expect(await verificarArquivo(pdf, 'cv.png')).toEqual({
      ok: false,
      mensagem: MSG_ARQUIVOS.extensaoDiferente('png', 'PDF'),
    });
    expect(await verificarArquivo(new Uint8Array(), 'a.pdf')).toEqual({
      ok: false,
      mensagem: MSG_ARQUIVOS.arquivoVazio,
    });
    expect(await verificarArquivo(b('MZ', [0]), 'a.exe')).toEqual({
      ok: false,
      mensagem: MSG_ARQUIVOS.tipoNaoPermitido,
    });
  });

  it('takes only images and PDFs as résumés', async () => {
    expect(await verificarArquivo(b('texto'), 'cv.txt', { somenteCurriculo: true })).toEqual({
      ok: false,
      mensagem: MSG_ARQUIVOS.curriculoTipo,
    });
    expect(await verificarArquivo(png, 'cv.png', { somenteCurriculo: true })).toMatchObject({ ok: true });
  });
});

describe('file names', () => {
  it('extensaoDe, nomeEhImagem and nomeSeguro', () => {
    expect(extensaoDe('C:\\docs\\CV.Final.JPG')).toBe('jpg');
    expect(extensaoDe('.bashrc')).toBe('');
    expect(nomeEhImagem('curriculo.JPEG')).toBe(true);
    expect(nomeEhImagem('curriculo.pdf')).toBe(false);
    expect(nomeEhImagem('')).toBe(false);
    expect(nomeSeguro('../../etc/passwd')).toBe('passwd');
    expect(nomeSeguro('a"b\u0000c.pdf')).toBe('abc.pdf');
    expect(nomeSeguro('')).toBe('arquivo');
    const longo = nomeSeguro(`${'x'.repeat(300)}.pdf`);
    expect(longo).toHaveLength(255);
    expect(longo.endsWith('.pdf')).toBe(true);
  });
});

describe('LGPD', () => {
  it('keeps hired candidates and open selections, anonymises participants, deletes the rest', () => {
    expect(acaoExpurgo({ contratado: true, emSelecaoAberta: false, participouDeSelecao: true })).toBeNull();
    expect(acaoExpurgo({ contratado: false, emSelecaoAberta: true, participouDeSelecao: true })).toBeNull();
    expect(acaoExpurgo({ contratado: false, emSelecaoAberta: false, participouDeSelecao: true })).toBe(
      'ANONIMIZADO',
    );
    expect(acaoExpurgo({ contratado: false, emSelecaoAberta: false, participouDeSelecao: false })).toBe(
      'EXCLUIDO',
    );
  });

  it('counts calendar months back, clamping to the end of shorter months', () => {
    const iso = (d: Date) => d.toISOString().slice(0, 10);
    expect(iso(limiteInatividade(new Date('2026-11-25T10:00:00Z'), 24))).toBe('2024-11-25');
    expect(iso(limiteInatividade(new Date('2026-03-31T10:00:00Z'), 1))).toBe('2026-02-28');
    expect(iso(limiteInatividade(new Date('2026-01-15T10:00:00Z'), 13))).toBe('2024-12-15');
  });
});
