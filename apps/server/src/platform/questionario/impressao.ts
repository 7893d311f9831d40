import {
  agruparPorAspecto,
  COMENTARIO_PADRAO,
  MSG_QUESTIONARIO,
  type Pergunta,
  TIPO_PERGUNTA,
} from '@ipe/domain';
import type { Db } from '../../db/client.ts';
import type { Session } from '../auth/sessions.ts';
import {
  COR,
  cabecalhoEmpresa,
  type Documento,
  FONTE,
  finalizar,
  garantirEspaco,
  larguraUtil,
  margemEsquerda,
  novoDocumento,
  marcado,
  artefato,
  paragrafo,
  secao,
} from '../pdf/index.ts';
import { carregarPerguntas } from './leitura.ts';

/**
 * The blank questionnaire as a PDF (spec 2 §7 'POST /relatorio (avaliacaoId, PDF)'): the company's
 * header, the title, a line for the respondent's name and the date, the observation, then the questions
 * grouped by aspect (aspect name as a heading), numbered 1, 2, … across the document, each with the blank
 * of its type: a circle per option (objective), a square per option (multiple choice), the scale's numbers
 * to circle (nota), ruled lines (subjective), plus the comment prompt and its lines when a justification
 * is required. Required questions carry '*'. A question never splits across pages.
 */
export async function imprimirQuestionario(
  db: Db,
  session: Session,
  questionarioId: number,
  cabecalho: { titulo: string; observacao?: string | null; identificacao?: boolean },
): Promise<Buffer> {
  const perguntas = await carregarPerguntas(db, questionarioId);
  const doc = novoDocumento({
    titulo: cabecalho.titulo,
    empresa: await cabecalhoEmpresa(db, session),
    usuario: session.usuarioNome,
  });
  if (cabecalho.identificacao !== false) identificacao(doc);
  const observacao = cabecalho.observacao?.trim();
  if (observacao) paragrafo(doc, observacao, { tamanho: 9.5, espacoDepois: 8 });
  if (!perguntas.length) {
    paragrafo(doc, MSG_QUESTIONARIO.questionarioSemPerguntas, { cor: COR.secundario });
    return finalizar(doc);
  }
  if (perguntas.some((p) => p.obrigatoria))
    paragrafo(doc, 'As perguntas marcadas com * são obrigatórias.', {
      tamanho: 8.5,
      cor: COR.secundario,
      espacoDepois: 4,
    });
  let numero = 0;
  for (const grupo of agruparPorAspecto(perguntas)) {
    if (grupo.aspecto)
      secao(doc, grupo.aspecto.nome, { manterCom: pergunta(doc, grupo.perguntas[0], numero + 1, false) });
    else doc.y += 6;
    for (const p of grupo.perguntas) {
      numero++;
      garantirEspaco(doc, pergunta(doc, p, numero, false));
      pergunta(doc, p, numero, true);
      doc.y += ESPACO_ENTRE_PERGUNTAS;
    }
  }
  return finalizar(doc);
}

/** Room for the question's number; its text, hint and blanks hang after it. */
const RECUO = 24;
const ESPACO_ENTRE_PERGUNTAS = 12;
const TAM = { pergunta: 10, dica: 8.5, opcao: 9.5 } as const;
const ENTRE_LINHAS_PAUTADAS = 20;
/** Scales with more values than this are answered by writing the number in a box. */
const MAX_CAIXAS_ESCALA = 21;

/**
 * Lays out one block element after another. Measuring (desenhar false) only adds heights; drawing
 * reserves each element's height on the page (a page break happens between elements only when the
 * question is taller than a page) and draws it at the reserved place. Both run the same code, so the
 * measured height is the drawn one.
 */
class Fluxo {
  altura = 0;
  constructor(
    readonly doc: Documento,
    readonly desenhar: boolean,
  ) {}
  reservar(altura: number, desenho: (y: number) => void): void {
    this.altura += altura;
    if (!this.desenhar) return;
    garantirEspaco(this.doc, altura);
    const y = this.doc.y;
    // Each piece (the question, an option line, the scale, a writing line) is a paragraph for screen readers.
    marcado(this.doc, null, 'P', () => desenho(y));
    this.doc.y = y + altura;
  }
}

/** Draws (or measures, answering its height) one question. */
function pergunta(doc: Documento, p: Pergunta, numero: number, desenhar: boolean): number {
  const f = new Fluxo(doc, desenhar);
  const x = margemEsquerda(doc);
  const xTexto = x + RECUO;
  const largura = larguraUtil(doc) - RECUO;

  const marca = p.obrigatoria ? ' *' : '';
  const enunciado = p.texto.trim();
  doc.font(FONTE.negrito).fontSize(TAM.pergunta);
  const alturaTexto = doc.heightOfString(enunciado + marca, { width: largura, lineGap: 1 });
  f.reservar(alturaTexto + 3, (y) => {
    doc.fillColor(COR.texto).text(`${numero}.`, x, y, { width: RECUO - 4, lineBreak: false });
    doc.text(enunciado, xTexto, y, { width: largura, lineGap: 1, continued: !!marca });
    if (marca) doc.fillColor(COR.destaque).text(marca);
  });

  const dica = dicaDe(p);
  if (dica) texto(f, dica, xTexto, largura, { tamanho: TAM.dica, cor: COR.secundario, depois: 4 });

  if (p.tipo === TIPO_PERGUNTA.OBJETIVA || p.tipo === TIPO_PERGUNTA.MULTIPLA_ESCOLHA)
    opcoes(f, p, xTexto, largura);
  else if (p.tipo === TIPO_PERGUNTA.NOTA) escala(f, p, xTexto, largura);
  else linhas(f, 4, xTexto, largura);

  if (p.exigirComentario) {
    f.reservar(4, () => {});
    texto(f, p.comentario?.trim() || COMENTARIO_PADRAO, xTexto, largura, {
      tamanho: TAM.opcao,
      cor: COR.secundario,
      depois: 0,
    });
    linhas(f, 2, xTexto, largura);
  }
  return f.altura;
}

/** The instruction under the question's text, by type. */
function dicaDe(p: Pergunta): string | null {
  if (p.tipo === TIPO_PERGUNTA.OBJETIVA) return '(marque uma opção)';
  if (p.tipo === TIPO_PERGUNTA.MULTIPLA_ESCOLHA) return '(marque uma ou mais opções)';
  if (p.tipo === TIPO_PERGUNTA.NOTA) {
    const { min, max } = limites(p);
    return max - min + 1 > MAX_CAIXAS_ESCALA
      ? `(escreva uma nota de ${min} a ${max})`
      : `(circule uma nota de ${min} a ${max})`;
  }
  return null;
}

const limites = (p: Pergunta) => ({ min: p.notaMinima ?? 0, max: p.notaMaxima ?? 10 });

/** A wrapped text element in normal weight. */
function texto(
  f: Fluxo,
  t: string,
  x: number,
  largura: number,
  o: { tamanho: number; cor: string; depois: number },
): void {
  const { doc } = f;
  doc.font(FONTE.normal).fontSize(o.tamanho);
  const altura = doc.heightOfString(t, { width: largura });
  f.reservar(altura + o.depois, (y) => {
    doc.fillColor(o.cor).text(t, x, y, { width: largura });
  });
}

/** One mark (circle or square) per option: side by side when they all fit on a line, else one per line. */
function opcoes(f: Fluxo, p: Pergunta, x: number, largura: number): void {
  const { doc } = f;
  const quadrado = p.tipo === TIPO_PERGUNTA.MULTIPLA_ESCOLHA;
  const LADO = 9;
  const xTexto = LADO + 7;
  const ENTRE = 22;
  doc.font(FONTE.normal).fontSize(TAM.opcao);
  const linha = doc.currentLineHeight();
  const marca = (mx: number, y: number) => {
    // Centred on the text's lowercase letters.
    const cy = y + linha * 0.52;
    doc.lineWidth(0.8).strokeColor(COR.texto);
    if (quadrado) doc.rect(mx, cy - LADO / 2, LADO, LADO).stroke();
    else doc.circle(mx + LADO / 2, cy, LADO / 2).stroke();
  };
  const larguras = p.respostas.map((r) => xTexto + doc.widthOfString(r.texto));
  const emLinha = larguras.reduce((s, w) => s + w, 0) + ENTRE * (larguras.length - 1) <= largura;
  if (emLinha) {
    f.reservar(linha + 6, (y) => {
      let mx = x;
      p.respostas.forEach((r, i) => {
        marca(mx, y);
        doc.font(FONTE.normal).fontSize(TAM.opcao).fillColor(COR.texto);
        doc.text(r.texto, mx + xTexto, y, { lineBreak: false });
        mx += larguras[i] + ENTRE;
      });
    });
    return;
  }
  for (const r of p.respostas) {
    doc.font(FONTE.normal).fontSize(TAM.opcao);
    const altura = doc.heightOfString(r.texto, { width: largura - xTexto });
    f.reservar(altura + 5, (y) => {
      marca(x, y);
      doc.font(FONTE.normal).fontSize(TAM.opcao).fillColor(COR.texto);
      doc.text(r.texto, x + xTexto, y, { width: largura - xTexto });
    });
  }
}

/** The scale's numbers in boxes, to circle; a box to write in when the scale is too wide. */
function escala(f: Fluxo, p: Pergunta, x: number, largura: number): void {
  const { doc } = f;
  const { min, max } = limites(p);
  const ALTURA = 18;
  const ENTRE = 5;
  doc.font(FONTE.normal).fontSize(TAM.opcao);
  if (max - min + 1 > MAX_CAIXAS_ESCALA) {
    f.reservar(ALTURA + 6, (y) => {
      doc.fillColor(COR.texto).text('Nota:', x, y + 4, { lineBreak: false });
      const bx = x + doc.widthOfString('Nota:') + 8;
      doc.lineWidth(0.8).strokeColor(COR.linha).roundedRect(bx, y, 70, ALTURA, 3).stroke();
    });
    return;
  }
  const valores = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const caixa = Math.max(19, doc.widthOfString(String(max)) + 8);
  // Tighter gaps before a second row: a 0-20 scale still fits on one line.
  const n = valores.length;
  const entre = n > 1 ? Math.min(ENTRE, Math.max(2.5, (largura - n * caixa) / (n - 1))) : ENTRE;
  const porLinha = Math.max(1, Math.floor((largura + entre) / (caixa + entre)));
  for (let i = 0; i < valores.length; i += porLinha) {
    const fileira = valores.slice(i, i + porLinha);
    f.reservar(ALTURA + 6, (y) => {
      fileira.forEach((v, j) => {
        const bx = x + j * (caixa + entre);
        doc.lineWidth(0.8).strokeColor(COR.linha).roundedRect(bx, y, caixa, ALTURA, 3).stroke();
        doc.font(FONTE.normal).fontSize(TAM.opcao).fillColor(COR.texto);
        doc.text(String(v), bx, y + (ALTURA - doc.currentLineHeight()) / 2 + 0.5, {
          width: caixa,
          align: 'center',
          lineBreak: false,
        });
      });
    });
  }
}

/** `n` ruled lines to write on, one element each. */
function linhas(f: Fluxo, n: number, x: number, largura: number): void {
  const { doc } = f;
  for (let i = 0; i < n; i++)
    f.reservar(ENTRE_LINHAS_PAUTADAS, (y) => {
      const ly = y + ENTRE_LINHAS_PAUTADAS - 2;
      doc
        .lineWidth(0.5)
        .strokeColor(COR.linha)
        .moveTo(x, ly)
        .lineTo(x + largura, ly)
        .stroke();
    });
}

/** 'Nome' and 'Data' with lines to fill in, before the questions. */
function identificacao(doc: Documento): void {
  const x = margemEsquerda(doc);
  const largura = larguraUtil(doc);
  const y = doc.y + 4;
  doc.font(FONTE.negrito).fontSize(TAM.opcao).fillColor(COR.texto);
  const base = y + doc.currentLineHeight();
  const fimNome = x + largura * 0.68;
  const xData = fimNome + 18;
  marcado(doc, null, 'P', () => doc.text('Nome:', x, y, { lineBreak: false }));
  marcado(doc, null, 'P', () => doc.text('Data:', xData, y, { lineBreak: false }));
  doc.lineWidth(0.5).strokeColor(COR.linha);
  doc
    .moveTo(x + doc.widthOfString('Nome:') + 6, base)
    .lineTo(fimNome, base)
    .stroke();
  const inicioData = xData + doc.widthOfString('Data:') + 6;
  doc
    .moveTo(inicioData, base)
    .lineTo(x + largura, base)
    .stroke();
  doc.font(FONTE.normal).fillColor(COR.linha);
  const terco = (x + largura - inicioData) / 3;
  artefato(doc, () => {
    for (const k of [1, 2]) doc.text('/', inicioData + terco * k - 2, y, { lineBreak: false });
  });
  doc.y = base + 14;
}
