/**
 * Drawing primitives of the report PDF (pdf.ts lays out, these draw): string measuring with per-character
 * advances, the document's fonts with glyphs cached per character, and a page buffer written as raw PDF
 * operators, tagged: fills and rules are artifacts, each text is either an artifact or a marked-content
 * sequence of a structure element (a table cell, a heading).
 */
import { COR, type Documento } from '../pdf/index.ts';

/** Measures strings in one font and size with cached per-character advances (no shaping). */
export class Medidor {
  private larguras = new Map<number, number>();
  constructor(
    private readonly fonte: { widthOfString(s: string, size: number): number },
    private readonly tamanho: number,
  ) {}
  largura(s: string): number {
    let w = 0;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      let a = this.larguras.get(c);
      if (a === undefined) {
        a = this.fonte.widthOfString(s[i], this.tamanho);
        this.larguras.set(c, a);
      }
      w += a;
    }
    return w;
  }
  /** At most two lines of `max` points, split between words (the second cut with '…' when needed). */
  quebrar(s: string, max: number): string[] {
    if (this.largura(s) <= max) return [s];
    const palavras = s.split(' ');
    let primeira = palavras[0];
    let i = 1;
    while (i < palavras.length && this.largura(`${primeira} ${palavras[i]}`) <= max)
      primeira += ` ${palavras[i++]}`;
    if (i >= palavras.length) return [this.caber(primeira, max)];
    return [this.caber(primeira, max), this.caber(palavras.slice(i).join(' '), max)];
  }
  /** `s` cut with '…' to fit `max` points. */
  caber(s: string, max: number): string {
    if (this.largura(s) <= max) return s;
    const reticencias = this.largura('…');
    let w = 0;
    let i = 0;
    for (; i < s.length; i++) {
      const a = this.largura(s[i]);
      if (w + a + reticencias > max) break;
      w += a;
    }
    return `${s.slice(0, i).trimEnd()}…`;
  }
}

/** A font of the document with its glyphs cached per character: one encode per distinct character. */
export class FonteRapida {
  private glifos = new Map<number, string>();
  readonly id: string;
  readonly ascendente: number;
  private readonly fonte: {
    id: string;
    ascender: number;
    ref(): unknown;
    encode(s: string): [string[], unknown];
  };
  constructor(doc: Documento, nome: string) {
    doc.font(nome);
    this.fonte = (doc as unknown as { _font: FonteRapida['fonte'] })._font;
    this.id = this.fonte.id;
    this.ascendente = this.fonte.ascender / 1000;
  }
  /** The text as hex glyph ids (no kerning or ligatures: table cells read and copy as typed). */
  hex(s: string): string {
    let h = '';
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      let g = this.glifos.get(c);
      if (g === undefined) {
        g = this.fonte.encode(s[i])[0].join('');
        this.glifos.set(c, g);
      }
      h += g;
    }
    return h;
  }
  /** Registers the font in the page's resources (what pdfkit's text() does on each call). */
  naPagina(doc: Documento) {
    const page = doc.page as unknown as { fonts: Record<string, unknown> };
    page.fonts[this.id] ??= this.fonte.ref();
  }
}

/**
 * What a text is for a screen reader: an artifact (a column header repeated on a later page), or content
 * of a structure element of type `tag`; `conteudos` receives its marked content when the page is written.
 */
export type Marca = 'artefato' | { tag: string; conteudos: PDFKit.PDFStructureContent[] };

const n2 = (v: number) => Math.round(v * 100) / 100;
const rgb = (hex: string) =>
  [1, 3, 5].map((i) => n2(Number.parseInt(hex.slice(i, i + 2), 16) / 255)).join(' ');

/**
 * One page's table drawing, written as few PDF operators as possible: the fills of each colour as one
 * path, the rules, then all text of each colour in one text object (a Tm and a Tj per cell), instead of
 * pdfkit's text() per cell (state save, transform, font lookup, shaping: ~5x slower on 10,000 rows).
 */
export class Pincel {
  private fundos = new Map<string, string[]>();
  private tracos: string[] = [];
  private textos = new Map<
    string,
    { fonte: FonteRapida; tamanho: number; x: number; y: number; s: string; marca: Marca }[]
  >();
  private depois: (() => void)[] = [];
  constructor(
    readonly doc: Documento,
    readonly normal: FonteRapida,
    readonly negrito: FonteRapida,
  ) {}
  retangulo(cor: string, x: number, y: number, w: number, h: number) {
    const l = this.fundos.get(cor) ?? [];
    this.fundos.set(cor, l);
    l.push(`${n2(x)} ${n2(y)} ${n2(w)} ${n2(h)} re`);
  }
  traco(x1: number, x2: number, y: number, espessura: number) {
    this.tracos.push(`${espessura} w ${n2(x1)} ${n2(y)} m ${n2(x2)} ${n2(y)} l S`);
  }
  /** Text whose box starts at (x, y) from the top-left, like pdfkit's text(s, x, y). */
  texto(fonte: FonteRapida, tamanho: number, cor: string, x: number, y: number, s: string, marca: Marca) {
    if (!s) return;
    const l = this.textos.get(cor) ?? [];
    this.textos.set(cor, l);
    l.push({ fonte, tamanho, x, y, s, marca });
  }
  /** Runs `f` once this page's content is written (its texts' marked contents are known then). */
  aoDespejar(f: () => void) {
    this.depois.push(f);
  }
  despejar() {
    const doc = this.doc;
    const altura = doc.page.height;
    let partes: string[] = ['q', '/Artifact BMC'];
    for (const [cor, rets] of this.fundos) partes.push(`${rgb(cor)} rg`, ...rets, 'f');
    if (this.tracos.length) partes.push(`${rgb(COR.linha)} RG`, ...this.tracos);
    partes.push('EMC');
    // pdfkit's pages are flipped (origin top-left): text is written in an unflipped frame.
    partes.push(`1 0 0 -1 0 ${n2(altura)} cm`);
    // Consecutive texts with the same mark share one marked-content sequence (a table row's cells).
    let aberta: Marca | null = null;
    const fechar = () => {
      if (aberta === 'artefato') partes.push('EMC');
      else if (aberta) {
        doc.addContent(partes.join('\n'));
        doc.endMarkedContent();
        partes = [];
      }
      aberta = null;
    };
    for (const [cor, textos] of this.textos) {
      partes.push(`${rgb(cor)} rg`, 'BT');
      let atual = '';
      for (const t of textos) {
        if (t.marca !== aberta) {
          fechar();
          if (t.marca === 'artefato') partes.push('/Artifact BMC');
          else {
            // pdfkit numbers the page's marked contents (MCID) and writes BDC/EMC itself: flush around it.
            doc.addContent(partes.join('\n'));
            partes = [];
            t.marca.conteudos.push(doc.markStructureContent(t.marca.tag));
          }
          aberta = t.marca;
        }
        const tf = `/${t.fonte.id} ${t.tamanho} Tf`;
        if (tf !== atual) {
          partes.push(tf);
          atual = tf;
        }
        t.fonte.naPagina(doc);
        partes.push(
          `1 0 0 1 ${n2(t.x)} ${n2(altura - t.y - t.fonte.ascendente * t.tamanho)} Tm <${t.fonte.hex(t.s)}> Tj`,
        );
      }
      fechar();
      partes.push('ET');
    }
    partes.push('Q');
    doc.addContent(partes.join('\n'));
    for (const f of this.depois) f();
    this.depois = [];
    this.fundos.clear();
    this.tracos = [];
    this.textos.clear();
  }
}
