import { descricaoHtml } from '@ipe/domain/resources/captacao/anuncios/index';
import { escaparHtml, layoutEmail } from '../../../platform/mail/index.ts';

export interface AnuncioEmail {
  titulo: string;
  descricao: string;
  /** The ad in the candidate area; null when it is not shown there (internal ad). */
  link: string | null;
}
export interface EmpresaEmail {
  nome: string;
  corPrincipal: string | null;
  corSecundaria: string | null;
}

/** The ad's description as the page shows it (paragraphs, line breaks, lists; all text escaped). */
const paragrafos = (texto: string) => descricaoHtml(texto, 'margin:0 0 12px 0');

function blocoAnuncio(a: AnuncioEmail, cor: string | null): string {
  const botao = a.link
    ? `<p style="margin:20px 0 0 0"><a href="${escaparHtml(a.link)}" style="display:inline-block;padding:10px 18px;border-radius:4px;background:${cor && /^#[0-9a-fA-F]{3,6}$/.test(cor) ? cor : '#FF850A'};color:#ffffff;text-decoration:none;font-weight:bold">Ver o anúncio e candidatar-se</a></p><p style="margin:8px 0 0 0;font-size:12px;color:#777">Ou copie o endereço: ${escaparHtml(a.link)}</p>`
    : '';
  return `<div style="border-left:4px solid #ddd;padding:4px 0 4px 12px;margin:12px 0">${paragrafos(a.descricao)}</div>${botao}`;
}

/** The ad sent by HR to a list of addresses ('Enviar por e-mail'). */
export function emailDoAnuncio(empresa: EmpresaEmail, anuncio: AnuncioEmail) {
  return layoutEmail({
    empresa,
    titulo: anuncio.titulo,
    corpoHtml: `<p style="margin:0 0 12px 0">${escaparHtml(empresa.nome)} está com uma vaga aberta e gostaria de compartilhá-la com você.</p>${blocoAnuncio(anuncio, empresa.corPrincipal)}`,
  });
}

/** The ad a visitor sends to a friend ('Enviar para um amigo'). */
export function emailParaAmigo(
  empresa: EmpresaEmail,
  anuncio: AnuncioEmail,
  envio: { nome: string; email: string; nomeAmigo: string },
) {
  const assunto = `${envio.nome} indicou uma vaga para você: ${anuncio.titulo}`;
  const { html, texto } = layoutEmail({
    empresa,
    titulo: anuncio.titulo,
    corpoHtml: `<p style="margin:0 0 12px 0">Olá, ${escaparHtml(envio.nomeAmigo)}!</p><p style="margin:0 0 12px 0">${escaparHtml(envio.nome)} (${escaparHtml(envio.email)}) viu esta vaga em ${escaparHtml(empresa.nome)} e lembrou de você.</p>${blocoAnuncio(anuncio, empresa.corPrincipal)}`,
  });
  return { assunto: assunto.slice(0, 255), html, texto };
}
