/**
 * The product's PDF document: A4, DejaVu Sans embedded (Helvetica turns characters outside WinAnsi into
 * garbage), the company's header on every page and the footer 'Gerado em dd/MM/yyyy HH:mm por <usuário>' /
 * 'Página N de M'. Reports and printable forms start here.
 *
 * ```ts
 * const doc = novoDocumento({
 *   titulo: 'Candidatos por seleção', empresa: await cabecalhoEmpresa(db, session),
 *   usuario: session.usuarioNome, filtros: [['Período', '01/01/2025 a 31/01/2025']],
 * });
 * secao(doc, 'Etapa 1');                        // blocos.ts: headings, paragraphs, ruled lines
 * garantirEspaco(doc, 40);                      // next 40 pt on one page (breaks before when needed)
 * doc.font(FONTE.normal).fontSize(10).text('…', { width: larguraUtil(doc) });
 * reply.type('application/pdf').send(await finalizar(doc));
 * ```
 *
 * - Draw with `doc` (pdfkit 0.20) between `margemEsquerda(doc)` and `+ larguraUtil(doc)`, from `doc.y`;
 *   text that runs past the bottom continues on a new page, and every new page (automatic or
 *   `doc.addPage()`) gets the header and starts below it.
 * - Fonts: `FONTE.normal` and `FONTE.negrito`; colours: `COR`.
 * - Two ways to number pages. Default: pages are kept in memory and `finalizar` writes 'Página N de M'
 *   on each (memory grows with the pages: fine for forms and reports of a few hundred pages). When the
 *   page count is known before drawing (fixed-height rows), pass `totalPaginas`: each page gets its footer
 *   as it is added and is flushed at once, so `doc.pipe(reply.raw)` + `encerrar(doc)` streams it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type PDFKitDocument from 'pdfkit';
import { formatarDataHora } from './datas.ts';
import type { EmpresaCabecalho } from './empresa.ts';

export type Documento = PDFKit.PDFDocument;

// pdfkit (fonts, layout engine, ~0.4 s and several MB to load) is required on the first document, not at
// start-up: a server that prints nothing never loads it.
const require = createRequire(import.meta.url);
let pdfkit: typeof PDFKitDocument | null = null;
const PDFDocument = () => (pdfkit ??= require('pdfkit') as typeof PDFKitDocument);

export interface OpcoesDocumento {
  titulo: string;
  /** The file's own title (Info Title, what a reader's window and tab show) when it differs from `titulo`. */
  tituloArquivo?: string;
  subtitulo?: string | null;
  empresa: EmpresaCabecalho;
  /** Who generated it (the footer's 'por …'): the session's usuarioNome. */
  usuario: string;
  /** The filters used, shown under the title: [['Período', '01/2025 a 03/2025'], ['Status', 'Todos']]. */
  filtros?: readonly (readonly [string, string])[];
  /** Known page count: single pass, pages flushed as they are done (see the top of this file). */
  totalPaginas?: number;
  /** Defaults to now. */
  geradoEm?: Date;
  /** A4 landscape (wide tables). */
  paisagem?: boolean;
}

export const FONTE = { normal: 'normal', negrito: 'negrito' } as const;
export const COR = {
  texto: '#1f2933',
  secundario: '#52606d',
  linha: '#9aa5b1',
  linhaClara: '#d9e2ec',
  /** The product's orange: the header rule of a company without its own colour. */
  destaque: '#FF850A',
} as const;

/** A4 in points, side margins of 15 mm. */
const A4: [number, number] = [595.28, 841.89];
const MARGEM_LATERAL = 42;
const TOPO_CABECALHO = 32;
/** Room kept below the content for the footer. */
const MARGEM_INFERIOR = 54;
const LOGO_MAX: [number, number] = [110, 44];

// Resolved from this module, so it works from any cwd (tests, `npm start`, the production start).
const PASTA_FONTES = path.resolve(import.meta.dirname, '../../../assets/fonts');
let fontes: { normal: Buffer; negrito: Buffer } | undefined;
const lerFontes = () =>
  (fontes ??= {
    normal: fs.readFileSync(path.join(PASTA_FONTES, 'DejaVuSans.ttf')),
    negrito: fs.readFileSync(path.join(PASTA_FONTES, 'DejaVuSans-Bold.ttf')),
  });

interface Estado {
  opcoes: OpcoesDocumento;
  /** The structure tree's 'Document' element: headings, paragraphs and tables hang from it. */
  raiz: PDFKit.PDFStructureElement;
  geradoEm: string;
  logo: { imagem: unknown; largura: number; altura: number } | null;
  cor: string;
  paginas: number;
}
const estados = new WeakMap<Documento, Estado>();

export const margemEsquerda = (doc: Documento) => doc.page.margins.left;
export const larguraUtil = (doc: Documento) =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;
/** Height left on the current page below `doc.y`. */
export const espacoRestante = (doc: Documento) => doc.page.maxY() - doc.y;

/** A new document with its first page (header drawn); finish it with `finalizar` or `encerrar`. */
export function novoDocumento(opcoes: OpcoesDocumento): Documento {
  const { normal, negrito } = lerFontes();
  const doc = new (PDFDocument())({
    size: opcoes.paisagem ? [A4[1], A4[0]] : A4,
    margins: { top: TOPO_CABECALHO, bottom: MARGEM_INFERIOR, left: MARGEM_LATERAL, right: MARGEM_LATERAL },
    bufferPages: opcoes.totalPaginas === undefined,
    autoFirstPage: false,
    displayTitle: true,
    lang: 'pt-BR',
    // Tagged PDF: a structure tree (headings, paragraphs, tables) for screen readers; headers, footers
    // and decorations are artifacts.
    tagged: true,
    info: {
      Title: opcoes.tituloArquivo ?? opcoes.titulo,
      Author: opcoes.empresa.nome,
      Creator: 'Ipê RH',
      Producer: 'Ipê RH',
    },
  });
  doc.registerFont(FONTE.normal, normal);
  doc.registerFont(FONTE.negrito, negrito);
  const cor = opcoes.empresa.cor && /^#[0-9a-f]{6}$/i.test(opcoes.empresa.cor) ? opcoes.empresa.cor : null;
  const raiz = doc.struct('Document');
  doc.addStructure(raiz);
  const estado: Estado = {
    opcoes,
    raiz,
    geradoEm: formatarDataHora(opcoes.geradoEm ?? new Date()),
    logo: abrirLogo(doc, opcoes.empresa.logo),
    cor: cor ?? COR.destaque,
    paginas: 0,
  };
  estados.set(doc, estado);
  doc.on('pageAdded', () => {
    estado.paginas++;
    const inicio = preservandoEstado(doc, () => {
      // The first page's header is the document's heading; the next pages repeat it as an artifact.
      const fim = desenharCabecalho(doc, estado, estado.paginas === 1);
      if (opcoes.totalPaginas !== undefined) desenharRodape(doc, estado, estado.paginas, opcoes.totalPaginas);
      return fim;
    });
    doc.page.margins.top = inicio;
    doc.x = doc.page.margins.left;
    doc.y = inicio;
  });
  doc.addPage();
  doc.font(FONTE.normal).fontSize(10).fillColor(COR.texto);
  return doc;
}

/** Writes the footers (buffered mode) and ends the document; for streaming, after `doc.pipe(...)`. */
export function encerrar(doc: Documento): void {
  const estado = estados.get(doc);
  if (!estado) throw new Error('encerrar: documento não criado por novoDocumento');
  const total = estado.opcoes.totalPaginas;
  if (total === undefined) {
    const { start, count } = doc.bufferedPageRange();
    for (let i = 0; i < count; i++) {
      doc.switchToPage(start + i);
      preservandoEstado(doc, () => desenharRodape(doc, estado, i + 1, count));
    }
  } else if (estado.paginas !== total) {
    throw new Error(`encerrar: ${estado.paginas} páginas escritas, ${total} anunciadas no rodapé`);
  }
  estado.raiz.end();
  doc.end();
}

/** Ends the document and answers its bytes. */
export function finalizar(doc: Documento): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const partes: Buffer[] = [];
    doc.on('data', (b: Buffer) => partes.push(b));
    doc.on('end', () => resolve(Buffer.concat(partes)));
    doc.on('error', reject);
    encerrar(doc);
  });
}

/** The logo, embedded once and reused on every page; an unreadable image is left out. */
function abrirLogo(doc: Documento, bytes: Buffer | null | undefined): Estado['logo'] {
  if (!bytes?.length) return null;
  try {
    // openImage is public in pdfkit but missing from @types/pdfkit.
    const imagem = (doc as unknown as { openImage(b: Buffer): { width: number; height: number } }).openImage(
      bytes,
    );
    const escala = Math.min(LOGO_MAX[0] / imagem.width, LOGO_MAX[1] / imagem.height, 1);
    return { imagem, largura: imagem.width * escala, altura: imagem.height * escala };
  } catch {
    return null;
  }
}

/**
 * Runs `desenhar` without disturbing the text being laid out: the header is drawn in the middle of a
 * paragraph when it breaks onto a new page, and pdfkit keeps font, size and colour on the document.
 */
function preservandoEstado<T>(doc: Documento, desenhar: () => T): T {
  const interno = doc as unknown as Record<
    '_font' | '_fontSize' | '_fontSource' | '_fontFamily' | '_fillColor',
    unknown
  >;
  const salvo = { ...interno };
  const { x, y } = doc;
  doc.save();
  try {
    return desenhar();
  } finally {
    doc.restore();
    interno._font = salvo._font;
    interno._fontSize = salvo._fontSize;
    interno._fontSource = salvo._fontSource;
    interno._fontFamily = salvo._fontFamily;
    interno._fillColor = salvo._fillColor;
    doc.x = x;
    doc.y = y;
  }
}

/**
 * Logo, company, title, subtitle, filters and the coloured rule; answers where the content starts. On the
 * first page (`estrutura`) the texts are the document's P/H1/P/P; elsewhere, like the logo and the rule,
 * an artifact.
 */
function desenharCabecalho(doc: Documento, e: Estado, estrutura: boolean): number {
  const marcar = (tipo: string, desenhar: () => void) =>
    estrutura ? marcado(doc, e.raiz, tipo, desenhar) : artefato(doc, desenhar);
  const esquerda = doc.page.margins.left;
  const largura = larguraUtil(doc);
  const topo = TOPO_CABECALHO;
  let xTexto = esquerda;
  let fimLogo = topo;
  if (e.logo) {
    const logo = e.logo;
    artefato(doc, () =>
      doc.image(logo.imagem as Buffer, esquerda, topo, { width: logo.largura, height: logo.altura }),
    );
    xTexto += e.logo.largura + 14;
    fimLogo = topo + e.logo.altura;
  }
  const larguraTexto = esquerda + largura - xTexto;
  let y = topo;
  if (e.opcoes.empresa.nome) {
    doc.font(FONTE.negrito).fontSize(9).fillColor(COR.secundario);
    marcar('P', () => doc.text(e.opcoes.empresa.nome, xTexto, y, { width: larguraTexto, lineBreak: true }));
    y = doc.y + 2;
  }
  doc.font(FONTE.negrito).fontSize(15).fillColor(COR.texto);
  marcar('H1', () => doc.text(e.opcoes.titulo, xTexto, y, { width: larguraTexto }));
  y = doc.y;
  const subtitulo = e.opcoes.subtitulo;
  if (subtitulo) {
    doc.font(FONTE.normal).fontSize(10).fillColor(COR.secundario);
    marcar('P', () => doc.text(subtitulo, xTexto, y + 1, { width: larguraTexto }));
    y = doc.y;
  }
  y = Math.max(y, fimLogo);
  const filtros = e.opcoes.filtros ?? [];
  if (filtros.length) {
    doc.fontSize(8.5).fillColor(COR.secundario);
    marcar('P', () =>
      filtros.forEach(([rotulo, valor], i) => {
        const ultimo = i === filtros.length - 1;
        doc.font(FONTE.negrito);
        if (i === 0) doc.text(`${rotulo}: `, esquerda, y + 5, { width: largura, continued: true });
        else doc.text(`${rotulo}: `, { continued: true });
        doc.font(FONTE.normal).text(ultimo ? valor : `${valor}     `, { continued: !ultimo });
      }),
    );
    y = doc.y;
  }
  const regua = y + 6;
  artefato(doc, () =>
    doc
      .moveTo(esquerda, regua)
      .lineTo(esquerda + largura, regua)
      .lineWidth(1.2)
      .strokeColor(e.cor)
      .stroke(),
  );
  return regua + 14;
}

/** 'Gerado em … por …' on the left, 'Página N de M' on the right, under a thin rule. */
function desenharRodape(doc: Documento, e: Estado, pagina: number, total: number): void {
  const esquerda = doc.page.margins.left;
  const largura = larguraUtil(doc);
  const regua = doc.page.height - MARGEM_INFERIOR + 14;
  const margemInferior = doc.page.margins.bottom;
  // Text below the bottom margin would make pdfkit add a page: lift the margin while writing.
  doc.page.margins.bottom = 0;
  doc.markContent('Artifact', { type: 'Pagination' });
  try {
    doc
      .moveTo(esquerda, regua)
      .lineTo(esquerda + largura, regua)
      .lineWidth(0.5)
      .strokeColor(COR.linha)
      .stroke();
    doc.font(FONTE.normal).fontSize(7.5).fillColor(COR.secundario);
    const y = regua + 6;
    doc.text(`Gerado em ${e.geradoEm} por ${e.opcoes.usuario}`, esquerda, y, {
      width: largura * 0.7,
      lineBreak: false,
      ellipsis: true,
      height: 10,
    });
    doc.text(`Página ${pagina} de ${total}`, esquerda + largura * 0.7, y, {
      width: largura * 0.3,
      align: 'right',
      lineBreak: false,
    });
  } finally {
    doc.endMarkedContent();
    doc.page.margins.bottom = margemInferior;
  }
}

/** The structure tree's root ('Document') of a document made by novoDocumento. */
export function estruturaRaiz(doc: Documento): PDFKit.PDFStructureElement {
  const estado = estados.get(doc);
  if (!estado) throw new Error('estruturaRaiz: documento não criado por novoDocumento');
  return estado.raiz;
}

/**
 * Draws with pdfkit inside a new structure element `tipo` ('P', 'H2', 'Table'…) under `pai` (default: the
 * document's root). Text that flows onto a new page stays in the element (pdfkit reopens it there).
 */
export function marcado(
  doc: Documento,
  pai: PDFKit.PDFStructureElement | null,
  tipo: string,
  desenhar: () => void,
): void {
  const elemento = doc.struct(tipo);
  (pai ?? estruturaRaiz(doc)).add(elemento);
  const conteudo = doc.markStructureContent(tipo);
  try {
    desenhar();
  } finally {
    doc.endMarkedContent();
  }
  elemento.add(conteudo);
  elemento.end();
}

/** Draws something that is not content (a rule, a background, a repeated header) as an artifact. */
export function artefato(doc: Documento, desenhar: () => void): void {
  doc.markContent('Artifact');
  try {
    desenhar();
  } finally {
    doc.endMarkedContent();
  }
}
