/**
 * The one PDF layout of every report: the product's document (platform/pdf: company logo and name, title,
 * filters used, 'Gerado em … por …', 'Página N de M') with hand-drawn tables — column header repeated on
 * every page, group headers, zebra rows, subtotals and a grand total.
 *
 * Fast by construction (DESIGN §11): rows have a fixed height and cells hold one line truncated to the
 * column's measured width (character advances cached per font), so the whole report is laid out in memory
 * as cell text first; the page count is then known and the document is drawn in a single pass, each page
 * flushed to the response as it is finished (no buffered pages).
 */
import type { Readable } from 'node:stream';
import {
  COR,
  type Documento,
  encerrar,
  estruturaRaiz,
  FONTE,
  larguraUtil,
  novoDocumento,
  type OpcoesDocumento,
} from '../pdf/index.ts';
import { alinhamentoPadrao, textoDaCelula } from './formatos.ts';
import { FonteRapida, type Marca, Medidor, Pincel } from './pincel.ts';
import type { Linha, TabelaQualquer, ColunaQualquer } from './tipos.ts';

/** Heights in points; the rows' font size. */
const ALTURA = { secao: 24, cabecalho: 17, cabecalhoDuplo: 25, grupo: 16, linha: 13, total: 15 } as const;
const FONTE_TAMANHO = 7.5;
/** Group headers are a half point larger than the rows; section headings are 11 pt. */
const GRUPO_TAMANHO = FONTE_TAMANHO + 0.5;
const SECAO_TAMANHO = 11;
const CONTINUACAO = ' (continuação)';
const PADDING = 3;
const COR_CABECALHO = '#334e68';
const COR_ZEBRA = '#f1f4f8';
const COR_GRUPO = '#e4eaf1';
/** A4 portrait's useful width (595.28 − 2 × 42): wider tables turn the page. */
const LARGURA_RETRATO = 511;

export const LIMITE_LINHAS_PDF = 50_000;

interface ColunaPronta {
  x: number;
  largura: number;
  alinhamento: 'left' | 'center' | 'right';
  /** The header's one or two lines. */
  titulo: string[];
}
type Item =
  /** `texto` and `continuacao` (with ' (continuação)') are each cut to the table's width. */
  | { k: 'grupo'; texto: string; continuacao: string }
  | { k: 'linha'; celulas: string[]; zebra: boolean }
  | { k: 'subtotal' | 'total'; celulas: string[]; rotulo: string };
interface TabelaPronta {
  titulo: string;
  colunas: ColunaPronta[];
  alturaCabecalho: number;
  itens: Item[];
}
/** What is drawn where: index of the table, and of its item (-1: section heading, -2: column header). */
interface Op {
  t: number;
  i: number;
  y: number;
  continuacao?: boolean;
}

export const larguraNatural = (t: TabelaQualquer) => t.colunas.reduce((s, c) => s + c.largura, 0);

/** Lays the tables out and draws them; answers the document (a Readable) to pipe, and its page count. */
export async function relatorioPdf(
  opcoes: Omit<OpcoesDocumento, 'totalPaginas'>,
  tabelas: readonly TabelaQualquer[],
  primeirosLotes: readonly (Linha[] | undefined)[],
  iteradores: readonly AsyncIterator<Linha[]>[],
): Promise<{
  doc: Readable;
  paginas: number;
  linhas: number;
  desenhar: (cancelado?: () => boolean) => Promise<void>;
}> {
  const paisagem = opcoes.paisagem ?? tabelas.some((t) => larguraNatural(t) > LARGURA_RETRATO);
  // A throwaway document gives where the content starts and ends under the header, and the fonts for
  // measuring; the real one is created once the page count is known.
  const rascunho = novoDocumento({ ...opcoes, paisagem, totalPaginas: 1 });
  const area = {
    topo: rascunho.page.margins.top,
    fundo: rascunho.page.maxY(),
    largura: larguraUtil(rascunho),
  };
  const medicao = rascunho as unknown as {
    font(n: string): unknown;
    _font: { widthOfString(s: string, size: number): number };
  };
  medicao.font(FONTE.normal);
  const normal = new Medidor(medicao._font, FONTE_TAMANHO);
  medicao.font(FONTE.negrito);
  // Every text is measured in the font and size it is drawn with.
  const negrito = new Medidor(medicao._font, FONTE_TAMANHO);
  const medidores = {
    normal,
    negrito,
    grupo: new Medidor(medicao._font, GRUPO_TAMANHO),
    secao: new Medidor(medicao._font, SECAO_TAMANHO),
  };

  let linhas = 0;
  const prontas: TabelaPronta[] = [];
  for (const [t, tabela] of tabelas.entries()) {
    const pronta = await prepararTabela(
      tabela,
      area.largura,
      medidores,
      primeirosLotes[t],
      iteradores[t],
      () => {
        if (++linhas > LIMITE_LINHAS_PDF) throw new LimitePdfExcedido();
      },
    );
    if (pronta.itens.length) prontas.push(pronta);
  }
  const ops = paginar(prontas, area.topo, area.fundo);
  const paginas = ops.length;
  const doc = novoDocumento({ ...opcoes, paisagem, totalPaginas: paginas });
  const esquerda = doc.page.margins.left;
  const pincel = new Pincel(doc, new FonteRapida(doc, FONTE.normal), new FonteRapida(doc, FONTE.negrito));
  const estruturas: Estrutura[] = prontas.map(() => ({ tabela: null, cabecalho: false }));
  const desenhar = async (cancelado = () => false) => {
    for (const [p, pagina] of ops.entries()) {
      // The client left: stop drawing pages nobody will read.
      if (cancelado()) return void (doc as unknown as Readable).destroy();
      if (p > 0) doc.addPage();
      for (const op of pagina)
        desenharOp(pincel, esquerda, area.largura, prontas[op.t], estruturas[op.t], op, normal, negrito);
      pincel.despejar();
      // Let the response drain every few pages: the pages already written leave memory.
      if (p % 8 === 7) await new Promise((r) => setImmediate(r));
    }
    encerrar(doc);
  };
  return { doc: doc as unknown as Readable, paginas, linhas, desenhar };
}

export class LimitePdfExcedido extends Error {}

async function prepararTabela(
  tabela: TabelaQualquer,
  largura: number,
  { normal, negrito, grupo, secao }: Record<'normal' | 'negrito' | 'grupo' | 'secao', Medidor>,
  primeiro: Linha[] | undefined,
  iterador: AsyncIterator<Linha[]>,
  contar: () => void,
): Promise<TabelaPronta> {
  const escala = largura / larguraNatural(tabela);
  let x = 0;
  const colunas: ColunaPronta[] = tabela.colunas.map((c) => {
    const w = c.largura * escala;
    const col = {
      x,
      largura: w,
      alinhamento: c.alinhamento ?? alinhamentoPadrao(c.formato),
      titulo: negrito.quebrar(c.titulo, w - 2 * PADDING),
    };
    x += w;
    return col;
  });
  const itens: Item[] = [];
  const comTotais =
    (tabela.totais ?? true) && (tabela.contagem !== undefined || tabela.colunas.some((c) => c.total));
  const geral = novoAcumulador();
  let doGrupo = novoAcumulador();
  let grupoAtual: string | undefined;
  let grupos = 0;
  let zebra = false;
  const linhaDeTotal = (k: 'subtotal' | 'total', a: Acumulador) => {
    const nome = k === 'total' ? (tabela.rotuloTotal ?? 'Total geral') : 'Subtotal';
    const valores = tabela.colunas.map((c) => totalDaColuna(c, a));
    // The label spans the leading columns without a total.
    let span = valores.findIndex((v) => v != null);
    if (span < 0) span = valores.length;
    const larguraRotulo = colunas.slice(0, Math.max(span, 1)).reduce((w, c) => w + c.largura, 0);
    const rotulo = negrito.caber(
      tabela.contagem ? `${nome}: ${tabela.contagem(a.linhas)}` : nome,
      larguraRotulo - 2 * PADDING,
    );
    const celulas = tabela.colunas.map((c, i) =>
      i < span || valores[i] == null
        ? ''
        : negrito.caber(textoDaCelula(valores[i], c.formato), colunas[i].largura - 2 * PADDING),
    );
    itens.push({ k, celulas, rotulo });
  };
  const processar = (lote: Linha[]) => {
    for (const linha of lote) {
      contar();
      if (tabela.grupo) {
        const g = tabela.grupo.valor(linha);
        if (g !== grupoAtual) {
          if (grupoAtual !== undefined && comTotais) linhaDeTotal('subtotal', doGrupo);
          grupoAtual = g;
          grupos++;
          doGrupo = novoAcumulador();
          zebra = false;
          const texto = `${tabela.grupo.titulo}: ${g}`;
          const max = largura - 2 * PADDING;
          itens.push({
            k: 'grupo',
            texto: grupo.caber(texto, max),
            continuacao: grupo.caber(texto, max - grupo.largura(CONTINUACAO)) + CONTINUACAO,
          });
        }
      }
      const celulas = tabela.colunas.map((c, i) =>
        normal.caber(textoDaCelula(linha[c.campo], c.formato), colunas[i].largura - 2 * PADDING),
      );
      itens.push({ k: 'linha', celulas, zebra });
      zebra = !zebra;
      if (comTotais) {
        acumular(geral, tabela.colunas, linha);
        if (tabela.grupo) acumular(doGrupo, tabela.colunas, linha);
      }
    }
  };
  if (primeiro) {
    processar(primeiro);
    for (let r = await iterador.next(); !r.done; r = await iterador.next()) processar(r.value);
  }
  if (comTotais && itens.length) {
    // One group only: its subtotal would repeat the grand total.
    if (tabela.grupo && grupos > 1) linhaDeTotal('subtotal', doGrupo);
    linhaDeTotal('total', geral);
  }
  const alturaCabecalho = colunas.some((c) => c.titulo.length > 1) ? ALTURA.cabecalhoDuplo : ALTURA.cabecalho;
  return { titulo: secao.caber(tabela.titulo, largura), colunas, itens, alturaCabecalho };
}

interface Acumulador {
  somas: Record<string, number>;
  linhas: number;
}
const novoAcumulador = (): Acumulador => ({ somas: {}, linhas: 0 });
function acumular(a: Acumulador, colunas: readonly ColunaQualquer[], linha: Linha) {
  a.linhas++;
  for (const c of colunas)
    if (c.total === 'soma' || typeof c.total === 'function') {
      const v = linha[c.campo];
      if (typeof v === 'number') a.somas[c.campo] = (a.somas[c.campo] ?? 0) + v;
    }
}
function totalDaColuna(c: ColunaQualquer, a: Acumulador): number | null {
  if (c.total === 'soma') return a.somas[c.campo] ?? 0;
  if (typeof c.total === 'function') return c.total(a.somas, a.linhas);
  return null;
}

/**
 * Pages as lists of ops with their y. A section heading keeps its column header and first row; a group
 * header keeps its first row; every page a table continues on starts with the column header (and the
 * group's header marked '(continuação)').
 */
function paginar(tabelas: TabelaPronta[], topo: number, fundo: number): Op[][] {
  const paginas: Op[][] = [[]];
  let y = topo;
  const pagina = () => paginas[paginas.length - 1];
  const novaPagina = () => {
    paginas.push([]);
    y = topo;
  };
  const cabe = (h: number) => y + h <= fundo + 0.01;
  for (const [t, tabela] of tabelas.entries()) {
    const primeiro = tabela.itens[0];
    const inicio =
      ALTURA.secao + tabela.alturaCabecalho + (primeiro?.k === 'grupo' ? ALTURA.grupo : 0) + ALTURA.linha;
    if (!cabe(inicio) && y > topo) novaPagina();
    pagina().push({ t, i: -1, y });
    y += ALTURA.secao;
    pagina().push({ t, i: -2, y });
    y += tabela.alturaCabecalho;
    let grupo = -1;
    for (const [i, item] of tabela.itens.entries()) {
      const h = altura(item);
      const precisa = item.k === 'grupo' ? h + ALTURA.linha : h;
      if (!cabe(precisa)) {
        novaPagina();
        pagina().push({ t, i: -2, y });
        y += tabela.alturaCabecalho;
        if (item.k !== 'grupo' && grupo >= 0) {
          pagina().push({ t, i: grupo, y, continuacao: true });
          y += ALTURA.grupo;
        }
      }
      if (item.k === 'grupo') grupo = i;
      pagina().push({ t, i, y });
      y += h;
    }
    y += 8;
  }
  return paginas;
}

const altura = (item: Item) =>
  item.k === 'grupo' ? ALTURA.grupo : item.k === 'linha' ? ALTURA.linha : ALTURA.total;

/**
 * A table's place in the structure tree: its Table element (created with its heading) and whether its
 * column header was tagged (the header repeated on later pages is an artifact).
 */
interface Estrutura {
  tabela: PDFKit.PDFStructureElement | null;
  cabecalho: boolean;
}

/** One cell per column, to collect the marked contents of a row's texts. */
const marcasDaLinha = (n: number, tag: 'TD' | 'TH') =>
  Array.from({ length: n }, () => ({ tag, conteudos: [] as PDFKit.PDFStructureContent[] }));

/** A TR of these cells in the table, once the page is written (when the cells' contents are known). */
function linhaNaEstrutura(pincel: Pincel, est: Estrutura, marcas: Exclude<Marca, 'artefato'>[]) {
  pincel.aoDespejar(() => {
    const doc = pincel.doc;
    est.tabela?.add(
      doc.struct(
        'TR',
        {},
        marcas.map((m) => doc.struct(m.tag, {}, m.conteudos)),
      ),
    );
  });
}

function celulas(
  pincel: Pincel,
  fonte: FonteRapida,
  cor: string,
  esquerda: number,
  colunas: ColunaPronta[],
  textos: string[],
  y: number,
  altura: number,
  medidor: Medidor,
  marcas: readonly Marca[] | 'artefato',
) {
  const base = y + (altura - FONTE_TAMANHO) / 2 - 1;
  for (let c = 0; c < colunas.length; c++) {
    const texto = textos[c];
    if (!texto) continue;
    const col = colunas[c];
    let x = esquerda + col.x + PADDING;
    if (col.alinhamento !== 'left') {
      const livre = col.largura - 2 * PADDING - medidor.largura(texto);
      x += col.alinhamento === 'right' ? livre : livre / 2;
    }
    const marca = marcas === 'artefato' ? marcas : marcas[c];
    // Cells sharing one row's marked content are read as one text: a trailing space (blank, inside the
    // cell's padding) keeps them apart, 'João 02/01/2026', not 'João02/01/2026'.
    const separado = marca !== 'artefato' && marca.tag === 'TR' ? `${texto} ` : texto;
    pincel.texto(fonte, FONTE_TAMANHO, cor, x, base, separado, marca);
  }
}

function desenharOp(
  pincel: Pincel,
  esquerda: number,
  largura: number,
  tabela: TabelaPronta,
  est: Estrutura,
  op: Op,
  normal: Medidor,
  negrito: Medidor,
) {
  const { y } = op;
  const doc: Documento = pincel.doc;
  if (op.i === -1) {
    // The section heading (an H2), then the table's element beside it under the document.
    const titulo = { tag: 'H2', conteudos: [] as PDFKit.PDFStructureContent[] };
    const h2 = doc.struct('H2');
    estruturaRaiz(doc).add(h2);
    est.tabela = doc.struct('Table');
    estruturaRaiz(doc).add(est.tabela);
    pincel.texto(pincel.negrito, SECAO_TAMANHO, COR.texto, esquerda, y + 5, tabela.titulo, titulo);
    pincel.aoDespejar(() => {
      for (const c of titulo.conteudos) h2.add(c);
      h2.end();
    });
    return;
  }
  if (op.i === -2) {
    const h = tabela.alturaCabecalho;
    pincel.retangulo(COR_CABECALHO, esquerda, y, largura, h);
    // The first header is the table's row of TH; the one repeated on each later page is an artifact.
    const marcas = est.cabecalho ? 'artefato' : marcasDaLinha(tabela.colunas.length, 'TH');
    if (marcas !== 'artefato') {
      est.cabecalho = true;
      linhaNaEstrutura(pincel, est, marcas);
    }
    // One-line titles centred vertically; two-line ones 8.5 pt apart around the middle.
    const cols = tabela.colunas;
    const linha = (f: (t: string[]) => string, dy: number) =>
      celulas(
        pincel,
        pincel.negrito,
        '#ffffff',
        esquerda,
        cols,
        cols.map((c) => f(c.titulo)),
        y + dy,
        h,
        negrito,
        marcas,
      );
    linha((t) => (t.length === 1 ? t[0] : ''), 0);
    if (h !== ALTURA.cabecalho) {
      linha((t) => (t.length > 1 ? t[0] : ''), -4.25);
      linha((t) => t[1] ?? '', 4.25);
    }
    return;
  }
  const item = tabela.itens[op.i];
  if (item.k === 'grupo') {
    pincel.retangulo(COR_GRUPO, esquerda, y + 2, largura, ALTURA.grupo - 2);
    // A group header is a row of one cell; its '(continuação)' on the next page an artifact.
    let marca: Marca = 'artefato';
    if (!op.continuacao) {
      const [celula] = marcasDaLinha(1, 'TD');
      marca = celula;
      linhaNaEstrutura(pincel, est, [celula]);
    }
    const texto = op.continuacao ? item.continuacao : item.texto;
    pincel.texto(pincel.negrito, GRUPO_TAMANHO, COR.texto, esquerda + PADDING, y + 5.5, texto, marca);
  } else if (item.k === 'linha') {
    if (item.zebra) pincel.retangulo(COR_ZEBRA, esquerda, y, largura, ALTURA.linha);
    // A data row is one TR holding its cells' text in column order, without a TD element per cell: a
    // structure element is a PDF object, and one per cell made 10,000 rows 12 times larger and 8 times
    // slower (see docs/architecture.md, Reports).
    const linha = { tag: 'TR', conteudos: [] as PDFKit.PDFStructureContent[] };
    pincel.aoDespejar(() => est.tabela?.add(doc.struct('TR', {}, linha.conteudos)));
    const marcas = tabela.colunas.map(() => linha);
    celulas(
      pincel,
      pincel.normal,
      COR.texto,
      esquerda,
      tabela.colunas,
      item.celulas,
      y,
      ALTURA.linha,
      normal,
      marcas,
    );
  } else {
    pincel.traco(esquerda, esquerda + largura, y + 1, item.k === 'total' ? 1 : 0.5);
    // The label spans the leading empty cells: it is the first cell's content.
    const marcas = marcasDaLinha(tabela.colunas.length, 'TD');
    linhaNaEstrutura(pincel, est, marcas);
    celulas(
      pincel,
      pincel.negrito,
      COR.texto,
      esquerda,
      tabela.colunas,
      item.celulas,
      y + 1,
      ALTURA.total,
      negrito,
      marcas,
    );
    pincel.texto(
      pincel.negrito,
      FONTE_TAMANHO,
      COR.texto,
      esquerda + PADDING,
      y + 1 + (ALTURA.total - FONTE_TAMANHO) / 2 - 1,
      item.rotulo,
      marcas[0],
    );
  }
}
