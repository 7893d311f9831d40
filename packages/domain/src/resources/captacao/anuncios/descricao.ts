/**
 * The ad's description is plain text written in a textarea. Shown to candidates (the public page, the
 * JobPosting, the e-mails) it becomes simple HTML: a blank line starts a paragraph, a line break stays a
 * line break, lines starting with '-', '*' or '•' form a bulleted list and lines starting with '1.' or
 * '1)' a numbered one. Nothing else is markup: every other character is escaped. The web renders the
 * same blocks as React elements, so the page and the structured data say the same thing.
 */
export type BlocoDescricao =
  | { tipo: 'p'; linhas: string[] }
  | { tipo: 'ul'; itens: string[] }
  | { tipo: 'ol'; itens: string[] };

const MARCADOR = /^\s*[-*•]\s+(.*)$/;
const NUMERO = /^\s*\d{1,3}[.)]\s+(.*)$/;

const novoBloco = (tipo: BlocoDescricao['tipo']): BlocoDescricao =>
  tipo === 'p' ? { tipo, linhas: [] } : { tipo, itens: [] };

/** The description's paragraphs and lists, in order; empty lines dropped. */
export function blocosDaDescricao(texto: string): BlocoDescricao[] {
  const blocos: BlocoDescricao[] = [];
  for (const trecho of texto.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let atual: BlocoDescricao | null = null;
    for (const linha of trecho.split('\n')) {
      if (!linha.trim()) continue;
      const item = linha.match(MARCADOR) ?? null;
      const numero = item ? null : linha.match(NUMERO);
      const tipo = item ? 'ul' : numero ? 'ol' : 'p';
      const conteudo = (item?.[1] ?? numero?.[1] ?? linha).trim();
      const bloco: BlocoDescricao = atual && atual.tipo === tipo ? atual : novoBloco(tipo);
      if (bloco !== atual) {
        blocos.push(bloco);
        atual = bloco;
      }
      if (bloco.tipo === 'p') bloco.linhas.push(conteudo);
      else bloco.itens.push(conteudo);
    }
  }
  return blocos;
}

export const escaparHtmlTexto = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** The description as safe HTML: <p> with <br>, <ul>/<ol> with <li>; all text escaped. */
export function descricaoHtml(texto: string, estiloParagrafo = ''): string {
  const p = estiloParagrafo ? `<p style="${estiloParagrafo}">` : '<p>';
  return blocosDaDescricao(texto)
    .map((b) =>
      b.tipo === 'p'
        ? `${p}${b.linhas.map(escaparHtmlTexto).join('<br>')}</p>`
        : `<${b.tipo}>${b.itens.map((i) => `<li>${escaparHtmlTexto(i)}</li>`).join('')}</${b.tipo}>`,
    )
    .join('');
}
