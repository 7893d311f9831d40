/**
 * Building blocks of a document's body (see documento.ts): they flow from `doc.y` and break pages
 * cleanly — a heading never ends a page alone, a block that must stay whole moves to the next page.
 * Each is tagged for screen readers: `secao` an H2, `paragrafo` a P, rules and writing lines artifacts.
 */
import {
  artefato,
  COR,
  type Documento,
  espacoRestante,
  FONTE,
  larguraUtil,
  marcado,
  margemEsquerda,
} from './documento.ts';

/**
 * Makes sure the next `altura` points fit on the current page, adding a page otherwise. Answers whether
 * it added one. At the top of a page it never adds another (a block taller than a page just flows).
 */
export function garantirEspaco(doc: Documento, altura: number): boolean {
  if (altura <= espacoRestante(doc) || noTopo(doc)) return false;
  doc.addPage();
  return true;
}

/** Whether nothing has been drawn yet below the header of the current page. */
export const noTopo = (doc: Documento) => doc.y <= doc.page.margins.top + 0.5;

/** Extra space between the lines of a paragraph: body text reads better a little open. */
export const ENTRELINHA = 1.5;

export interface OpcoesTexto {
  tamanho?: number;
  negrito?: boolean;
  cor?: string;
  /** Extra left indentation, in points. */
  recuo?: number;
  /** Space after the block, in points (default 6). */
  espacoDepois?: number;
  align?: 'left' | 'center' | 'right' | 'justify';
}

/** Prepares font, size and colour of a text block; answers its width. */
function estilo(doc: Documento, o: OpcoesTexto): number {
  doc
    .font(o.negrito ? FONTE.negrito : FONTE.normal)
    .fontSize(o.tamanho ?? 10)
    .fillColor(o.cor ?? COR.texto);
  return larguraUtil(doc) - (o.recuo ?? 0);
}

/** Height `texto` takes as `paragrafo` would write it. */
export function alturaTexto(doc: Documento, texto: string, o: OpcoesTexto = {}): number {
  const largura = estilo(doc, o);
  return doc.heightOfString(texto, { width: largura, align: o.align, lineGap: ENTRELINHA });
}

/**
 * A paragraph across the page width. It starts on a new page when not even two lines fit; beyond that,
 * a long text continues line by line on the next pages (under their header).
 */
export function paragrafo(doc: Documento, texto: string, o: OpcoesTexto = {}): void {
  const largura = estilo(doc, o);
  const altura = doc.heightOfString(texto, { width: largura, lineGap: ENTRELINHA });
  garantirEspaco(doc, Math.min(altura, (doc.currentLineHeight(true) + ENTRELINHA) * 2));
  estilo(doc, o);
  const x = margemEsquerda(doc) + (o.recuo ?? 0);
  marcado(doc, null, 'P', () =>
    doc.text(texto, x, doc.y, { width: largura, align: o.align, lineGap: ENTRELINHA }),
  );
  doc.y += o.espacoDepois ?? 6;
}

/**
 * A section heading: bold text over a thin rule. `manterCom` is the height of what follows that must
 * stay on the same page (the first row, the first question): heading and that start move together.
 */
export function secao(doc: Documento, titulo: string, { manterCom = 30 }: { manterCom?: number } = {}): void {
  const antes = noTopo(doc) ? 0 : 8;
  const largura = estilo(doc, { negrito: true, tamanho: 11.5 });
  const altura = antes + doc.heightOfString(titulo, { width: largura }) + 9;
  garantirEspaco(doc, altura + manterCom);
  if (!noTopo(doc)) doc.y += antes;
  estilo(doc, { negrito: true, tamanho: 11.5 });
  const x = margemEsquerda(doc);
  marcado(doc, null, 'H2', () => doc.text(titulo, x, doc.y, { width: largura }));
  const regua = doc.y + 2;
  artefato(doc, () =>
    doc
      .moveTo(x, regua)
      .lineTo(x + largura, regua)
      .lineWidth(0.6)
      .strokeColor(COR.linha)
      .stroke(),
  );
  doc.y = regua + 7;
}

/** Height of `linhasPautadas(doc, n)`. */
export const alturaLinhasPautadas = (n: number, entreLinhas = 20) => n * entreLinhas + 4;

/**
 * `n` ruled lines to write on by hand, from `doc.y`, indented by `recuo`. Kept together on one page.
 */
export function linhasPautadas(doc: Documento, n: number, { recuo = 0, entreLinhas = 20 } = {}): void {
  garantirEspaco(doc, alturaLinhasPautadas(n, entreLinhas));
  const x = margemEsquerda(doc) + recuo;
  const fim = margemEsquerda(doc) + larguraUtil(doc);
  artefato(doc, () => {
    doc.save().lineWidth(0.5).strokeColor(COR.linha);
    for (let i = 1; i <= n; i++) {
      const y = doc.y + i * entreLinhas;
      doc.moveTo(x, y).lineTo(fim, y).stroke();
    }
    doc.restore();
  });
  doc.y += alturaLinhasPautadas(n, entreLinhas);
}
