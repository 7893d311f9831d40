import { describe, expect, it } from 'vitest';
import { escaparHtml, htmlParaTexto, layoutEmail, textoSobre } from './layout.ts';

describe('layoutEmail', () => {
  it('writes the company name and colours, escaping the title and name', () => {
    const { html, texto } = layoutEmail({
      empresa: { nome: 'Souza & Filhos <Ltda>', corPrincipal: '#2E7D32', corSecundaria: '#123456' },
      titulo: 'Vaga <script>',
      corpoHtml: '<p>Olá</p>',
    });
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('Souza &amp; Filhos &lt;Ltda&gt;');
    expect(html).toContain('Vaga &lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('background:#2E7D32;color:#ffffff');
    expect(html).toContain('color:#123456');
    expect(texto).toBe(
      'Souza & Filhos <Ltda>\n\nVaga <script>\n\nOlá\n\n--\nMensagem enviada automaticamente por Souza & Filhos <Ltda> pelo Ipê RH. Por favor, não responda a este e-mail.',
    );
  });

  it('uses the default orange (with dark text) when the company has no colour or an invalid one', () => {
    for (const corPrincipal of [null, undefined, '', 'red;background:url(http://x)', '#12345']) {
      const { html } = layoutEmail({ empresa: { nome: 'X', corPrincipal }, titulo: 't', corpoHtml: '' });
      expect(html).toContain('background:#FF850A;color:#1f2937');
      expect(html).not.toContain('url(');
    }
  });
});

describe('helpers', () => {
  it('escapes the five HTML characters', () => {
    expect(escaparHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });

  it('turns a small HTML body into text with paragraphs, list items and links', () => {
    expect(
      htmlParaTexto(
        '<p>Um&nbsp;<b>dois</b></p><ul><li>a</li><li>b</li></ul><a href="https://x.io">ver</a><br>fim',
      ),
    ).toBe('Um dois\n\n- a\n- b\n\nver (https://x.io)\nfim');
    // Paragraphs keep a blank line between them; the source's line breaks are spaces, as in the HTML.
    expect(htmlParaTexto('<p style="margin:0">Olá,\n  Ana.</p><p>Sua vaga</p>\n<p>Fim</p>')).toBe(
      'Olá, Ana.\n\nSua vaga\n\nFim',
    );
  });

  it('picks the more readable text colour for a background', () => {
    expect(textoSobre('#FF850A')).toBe('#1f2937');
    expect(textoSobre('#2E7D32')).toBe('#ffffff');
    expect(textoSobre('#fff')).toBe('#1f2937');
    expect(textoSobre('#000000')).toBe('#ffffff');
  });
});
