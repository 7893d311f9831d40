/**
 * Hands a file to the browser: a link the browser follows itself, so a download streams to disk (the
 * server's Content-Disposition names it; `nome` is the fallback).
 */
export function abrirDownload(href: string, nome?: string) {
  const a = document.createElement('a');
  a.href = href;
  if (nome !== undefined) a.download = nome;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}
