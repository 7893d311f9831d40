import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { empresa } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { estruturaDoPdf, infoDoPdf, paginasDoPdf, textoDoPdf } from '../../test/pdf.ts';
import type { Session } from '../auth/sessions.ts';
import {
  cabecalhoEmpresa,
  espacoRestante,
  FONTE,
  finalizar,
  formatarData,
  formatarDataHora,
  garantirEspaco,
  larguraUtil,
  novoDocumento,
  type OpcoesDocumento,
  paragrafo,
  secao,
} from './index.ts';

// A real 1×1 PNG and a 1×1 GIF (a format PDF cannot embed as it is).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

// 15:07 UTC is 12:07 in Brasília (UTC-3, no daylight saving since 2019).
const GERADO_EM = new Date('2025-03-10T15:07:00Z');

const opcoes = (extra: Partial<OpcoesDocumento> = {}): OpcoesDocumento => ({
  titulo: 'Avaliação de Desempenho',
  subtitulo: 'Período de experiência',
  empresa: { nome: 'Ipê Indústria e Comércio', logo: null },
  usuario: 'José da Conceição',
  filtros: [
    ['Período', '01/01/2025 a 31/03/2025'],
    ['Situação', 'Todas'],
  ],
  geradoEm: GERADO_EM,
  ...extra,
});

/** Fills the current page with lines until the next one would not fit, then writes one more. */
function encherPrimeiraPagina(doc: ReturnType<typeof novoDocumento>) {
  doc.font(FONTE.normal).fontSize(10);
  let i = 0;
  while (espacoRestante(doc) > doc.currentLineHeight(true)) doc.text(`Linha ${++i} de conteúdo`);
  doc.text('Última linha: ação, coração, você');
}

describe('documento PDF', () => {
  it('writes header on every page and the footer "Página N de M" with date, time and user', async () => {
    const doc = novoDocumento(opcoes());
    encherPrimeiraPagina(doc);
    const pdf = await finalizar(doc);

    expect(await paginasDoPdf(pdf)).toBe(2);
    const paginas = (await textoDoPdf(pdf)).split('\f');
    for (const [i, pagina] of paginas.slice(0, 2).entries()) {
      expect(pagina).toContain('Ipê Indústria e Comércio');
      expect(pagina).toContain('Avaliação de Desempenho');
      expect(pagina).toContain('Período de experiência');
      expect(pagina).toMatch(/Período: 01\/01\/2025 a 31\/03\/2025\s+Situação: Todas/);
      expect(pagina).toContain(`Página ${i + 1} de 2`);
      expect(pagina).toContain('Gerado em 10/03/2025 12:07 por José da Conceição');
    }
    expect(paginas[0]).toContain('Linha 1 de conteúdo');
    // The overflowing line went to page 2, in the body font (not in the header's bold/size).
    expect(paginas[1]).toContain('Última linha: ação, coração, você');
    expect(paginas[0]).not.toContain('Última linha');
  });

  it('is a tagged PDF: the header once as P/H1/P/P, sections as H2, paragraphs as P; pages repeat the header as artifacts', async () => {
    const doc = novoDocumento(opcoes());
    secao(doc, 'Dados do candidato');
    paragrafo(doc, 'Primeiro parágrafo. '.repeat(300));
    secao(doc, 'Conclusão');
    paragrafo(doc, 'Aprovado.');
    const pdf = await finalizar(doc);
    expect(await paginasDoPdf(pdf)).toBe(2);
    const info = await infoDoPdf(pdf);
    expect(info.Tagged).toBe('yes');
    const estrutura = (await estruturaDoPdf(pdf)).split('\n').map((l) => l.trim());
    // Reading order for a screen reader: the header's texts once (not per page), then the body.
    expect(estrutura.filter((l) => !l.startsWith('"'))).toEqual([
      'Document',
      'P (block)',
      'H1 (block)',
      'P (block)',
      'P (block)',
      'H2 (block)',
      'P (block)',
      'H2 (block)',
      'P (block)',
      '',
    ]);
    expect(estrutura).toContain('"Avaliação de Desempenho"');
    expect(estrutura).toContain('"Conclusão"');
    expect(estrutura.join(' ')).not.toContain('Página');
  });

  it('keeps accents and characters outside WinAnsi (embedded DejaVu Sans)', async () => {
    const doc = novoDocumento(opcoes({ titulo: 'Relatório de Avaliação' }));
    paragrafo(doc, 'Ação, coração, você, é, ô, ã, ç — “aspas” • ≥ 2 ½ €');
    const pdf = await finalizar(doc);
    const texto = await textoDoPdf(pdf);
    expect(texto).toContain('Relatório de Avaliação');
    expect(texto).toContain('Ação, coração, você, é, ô, ã, ç — “aspas” • ≥ 2 ½ €');
    expect(await paginasDoPdf(pdf)).toBe(1);
    expect(texto).toContain('Página 1 de 1');
    // Only the two embedded DejaVu subsets: no standard font sneaks in.
    const fontes = pdf.toString('latin1').match(/\/BaseFont \/[A-Z]{6}\+[\w-]+/g) ?? [];
    expect(new Set(fontes.map((f) => f.split('+')[1]))).toEqual(new Set(['DejaVuSans', 'DejaVuSans-Bold']));
    expect(pdf.toString('latin1')).not.toContain('Helvetica');
  });

  it('embeds the logo once and reuses it on every page', async () => {
    const imagens = (pdf: Buffer) => pdf.toString('latin1').match(/\/Subtype \/Image/g)?.length;
    const uma = await finalizar(novoDocumento(opcoes({ empresa: { nome: 'Ipê', logo: PNG } })));
    const doc = novoDocumento(opcoes({ empresa: { nome: 'Ipê', logo: PNG } }));
    doc.addPage().addPage();
    const pdf = await finalizar(doc);
    expect(await paginasDoPdf(pdf)).toBe(3);
    // The PNG has an alpha channel: image + soft mask, the same two objects for one page or three.
    expect(imagens(uma)).toBe(2);
    expect(imagens(pdf)).toBe(2);
    // Each page's resources point at the logo.
    expect(pdf.toString('latin1').match(/\/I1 \d+ 0 R/g)?.length).toBe(3);
  });

  it('leaves out a logo it cannot read instead of failing', async () => {
    const doc = novoDocumento(opcoes({ empresa: { nome: 'Ipê', logo: Buffer.from('não é imagem') } }));
    const pdf = await finalizar(doc);
    expect(pdf.toString('latin1')).not.toContain('/Subtype /Image');
    expect(await textoDoPdf(pdf)).toContain('Página 1 de 1');
  });

  it('garantirEspaco breaks before a block that does not fit, never at the top of a page', async () => {
    const doc = novoDocumento(opcoes());
    expect(garantirEspaco(doc, 5000)).toBe(false); // at the top: the block just flows
    doc.y += 100;
    expect(garantirEspaco(doc, 100)).toBe(false);
    expect(doc.bufferedPageRange().count).toBe(1);
    doc.y = doc.page.maxY() - 20;
    expect(garantirEspaco(doc, 21)).toBe(true);
    expect(doc.bufferedPageRange().count).toBe(2);
    expect(doc.y).toBe(doc.page.margins.top);
    // Below the header, not over it: the page's top margin is where the header ends.
    expect(doc.page.margins.top).toBeGreaterThan(90);
    expect(larguraUtil(doc)).toBeCloseTo(595.28 - 84, 1);
    await finalizar(doc);
  });

  it('secao moves to the next page with the content it must keep', async () => {
    const doc = novoDocumento(opcoes());
    doc.y = doc.page.maxY() - 50;
    secao(doc, 'Comunicação', { manterCom: 60 });
    paragrafo(doc, 'Primeiro item da seção');
    const paginas = (await textoDoPdf(await finalizar(doc))).split('\f');
    expect(paginas[0]).not.toContain('Comunicação');
    expect(paginas[1]).toMatch(/Comunicação\s+Primeiro item da seção/);
  });

  it('single pass with a known page count: footers written as pages are added', async () => {
    const doc = novoDocumento(opcoes({ totalPaginas: 2 }));
    encherPrimeiraPagina(doc);
    const pdf = await finalizar(doc);
    const paginas = (await textoDoPdf(pdf)).split('\f');
    expect(paginas[0]).toContain('Página 1 de 2');
    expect(paginas[1]).toContain('Página 2 de 2');
    expect(await paginasDoPdf(pdf)).toBe(2);

    const errado = novoDocumento(opcoes({ totalPaginas: 3 }));
    await expect(finalizar(errado)).rejects.toThrow('encerrar: 1 páginas escritas, 3 anunciadas no rodapé');
  });

  it('formats dates in Brasília time', () => {
    expect(formatarDataHora(new Date('2025-01-01T02:30:00Z'))).toBe('31/12/2024 23:30');
    expect(formatarData(new Date('2025-01-01T02:30:00Z'))).toBe('31/12/2024');
    expect(formatarDataHora(new Date('2025-06-05T13:04:00Z'))).toBe('05/06/2025 10:04');
    expect(formatarData(new Date('x'))).toBe('');
  });
});

describe('cabecalhoEmpresa', () => {
  let t: TestApp;
  const session = { empresaId: 1, usuarioId: 1, usuarioNome: 'Admin' } as Session;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("reads the session's company name, colour and an embeddable logo", async () => {
    const db = t.database.db;
    await db.update(empresa).set({ logo: PNG, corPrincipal: '#123456' }).where(eq(empresa.id, 1));
    const [{ nome }] = await db.select({ nome: empresa.nome }).from(empresa).where(eq(empresa.id, 1));
    const cab = await cabecalhoEmpresa(db, session);
    expect(cab).toEqual({ nome, logo: PNG, cor: '#123456' });

    await db.update(empresa).set({ logo: GIF }).where(eq(empresa.id, 1));
    expect((await cabecalhoEmpresa(db, session)).logo).toBeNull();
    await db.update(empresa).set({ logo: null, corPrincipal: null }).where(eq(empresa.id, 1));
    expect(await cabecalhoEmpresa(db, session)).toEqual({ nome, logo: null, cor: null });
  });
});
