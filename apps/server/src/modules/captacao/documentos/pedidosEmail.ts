/** The e-mails of a document request (issue 24 §4): asked, refused; queued in the caller's transaction. */
import { PEDIDOS_DOCUMENTOS_PATH_EXTERNO } from '@ipe/domain/resources/captacao/documentos/pedidos';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import {
  enfileirarEmail,
  escaparHtml,
  LINK_INDISPONIVEL,
  layoutEmail,
} from '../../../platform/mail/index.ts';
import { configuracaoDa } from '../../utilitario/index.ts';
import { candidato } from '../schema.ts';

/** The candidate's name (the social name when there is one), e-mail and company, for the e-mails. */
export async function destinatario(tx: Db, empresaId: number, candidatoId: number) {
  const [c] = await tx
    .select({
      nome: sql<string>`coalesce(nullif(${candidato.nomeSocial}, ''), ${candidato.nome})`,
      email: candidato.email,
    })
    .from(candidato)
    .where(and(eq(candidato.id, candidatoId), eq(candidato.empresaId, empresaId)));
  return c?.email?.trim() ? { nome: c.nome, email: c.email.trim() } : null;
}

const paragrafo = (t: string) => `<p>${escaparHtml(t).replace(/\n/g, '<br>')}</p>`;

/** Link to the candidate area's page of the request (APP_URL only: see baseDosLinks). */
export function linkDoPedido(base: string | null, empresaId: number, pedidoId: number) {
  return base ? `${base}${PEDIDOS_DOCUMENTOS_PATH_EXTERNO}?empresaId=${empresaId}&pedido=${pedidoId}` : null;
}

/** The candidate's e-mail in the company's layout, queued in the caller's transaction. */
export async function enviarEmail(
  tx: Db,
  s: Session,
  para: { nome: string; email: string },
  link: string | null,
  e: {
    assunto: (empresa: string) => string;
    corpo: string[];
    lista?: string[];
    depois?: string[];
    origem: string;
  },
) {
  const empresa = await configuracaoDa(tx, s.empresaId);
  const assunto = e.assunto(empresa.nome);
  const alvo = link ?? LINK_INDISPONIVEL;
  const corpoHtml = [
    paragrafo(`Olá, ${para.nome}.`),
    ...e.corpo.map(paragrafo),
    e.lista?.length ? `<ul>${e.lista.map((l) => `<li>${escaparHtml(l)}</li>`).join('')}</ul>` : '',
    ...(e.depois ?? []).map(paragrafo),
    link
      ? `<p><a href="${escaparHtml(link)}">Enviar os documentos na área do candidato</a></p><p style="font-size:12px;color:#777">${escaparHtml(link)}</p>`
      : paragrafo(alvo),
  ].join('');
  const { html, texto } = layoutEmail({ empresa, titulo: assunto, corpoHtml });
  await enfileirarEmail(tx, {
    empresaId: s.empresaId,
    para: [para.email],
    assunto,
    html,
    texto,
    origem: e.origem,
    usuarioId: s.usuarioId || null,
    semAppUrl: !link,
  });
}
