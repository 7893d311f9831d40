/** Default colour of companies without one (spec 3: orange), as in platform/images.ts. */
const COR_PADRAO = '#FF850A';
const COR_SECUNDARIA_PADRAO = '#333333';

/** Escapes text for HTML: use it on every value that came from a person before putting it in corpoHtml. */
export function escaparHtml(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

// Only #rgb/#rrggbb reach the style attributes: a stored colour can never break out of them.
const cor = (c: string | null | undefined, padrao: string) =>
  c && /^#[0-9a-fA-F]{3}([0-9a-fA-F]{3})?$/.test(c) ? c : padrao;

const ESCURO = '#1f2937';

/** Relative luminance (WCAG) of a #rgb/#rrggbb colour. */
function luminancia(hex: string): number {
  const h = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c).slice(1) : hex.slice(1);
  const [r, g, b] = [0, 2, 4].map((i) => {
    const c = Number.parseInt(h.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** White or dark text, whichever reads better on the company's colour (the default orange takes dark). */
export function textoSobre(fundo: string): string {
  const l = luminancia(fundo);
  const contraste = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  return contraste(l, 1) >= contraste(l, luminancia(ESCURO)) ? '#ffffff' : ESCURO;
}

/**
 * Plain-text alternative of a small HTML body, as a reader of the HTML sees it: the source's own line
 * breaks are spaces; paragraphs, headings, lists and tables are blocks with a blank line between them;
 * list items, table rows and <br> are single line breaks; tags dropped.
 */
export function htmlParaTexto(html: string): string {
  return html
    .replace(/\s+/g, ' ')
    .replace(/<(br|hr)\s*\/?>/gi, '\n')
    .replace(/<\/?(p|div|h[1-6]|table|ul|ol)(\s[^>]*)?>/gi, '\n\n')
    .replace(/<\/(li|tr)>/gi, '\n')
    .replace(/<\/t[dh]>/gi, ' ')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href, txt) =>
      txt.trim() === href ? href : `${txt} (${href})`,
    )
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export interface LayoutEmail {
  empresa: { nome: string; corPrincipal?: string | null; corSecundaria?: string | null };
  /** Heading of the mail (plain text: escaped here). */
  titulo: string;
  /** The body as HTML (escape people's values with escaparHtml). */
  corpoHtml: string;
}

/**
 * The product's e-mail template in pt-BR: a band in the company's main colour with its name, the title,
 * the body and a footer saying it was sent automatically. Returns the HTML and a plain-text alternative
 * (pass both to enfileirarEmail). Inline styles and tables only: mail clients ignore <style>.
 */
export function layoutEmail({ empresa, titulo, corpoHtml }: LayoutEmail): { html: string; texto: string } {
  const principal = cor(empresa.corPrincipal, COR_PADRAO);
  const secundaria = cor(empresa.corSecundaria, COR_SECUNDARIA_PADRAO);
  const nome = escaparHtml(empresa.nome);
  const html = `<!DOCTYPE html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escaparHtml(titulo)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f4;font-family:Arial,Helvetica,sans-serif;color:#333">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4;padding:24px 0"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:6px;overflow:hidden">
<tr><td style="background:${principal};color:${textoSobre(principal)};padding:16px 24px;font-size:20px;font-weight:bold">${nome}</td></tr>
<tr><td style="padding:24px 24px 8px 24px;font-size:18px;font-weight:bold;color:${secundaria}">${escaparHtml(titulo)}</td></tr>
<tr><td style="padding:8px 24px 24px 24px;font-size:14px;line-height:1.5">${corpoHtml}</td></tr>
<tr><td style="padding:12px 24px;border-top:3px solid ${principal};font-size:12px;color:#777">Mensagem enviada automaticamente por ${nome} pelo Ipê RH. Por favor, não responda a este e-mail.</td></tr>
</table></td></tr></table></body></html>`;
  const texto = `${empresa.nome}\n\n${titulo}\n\n${htmlParaTexto(corpoHtml)}\n\n--\nMensagem enviada automaticamente por ${empresa.nome} pelo Ipê RH. Por favor, não responda a este e-mail.`;
  return { html, texto };
}
