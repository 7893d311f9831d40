import { randomBytes } from 'node:crypto';
import {
  type FinalidadeLink,
  PRIMEIRO_ACESSO_DIAS,
  RECUPERACAO_INTERNA_MIN,
  ROTA_DEFINIR_SENHA,
} from '@ipe/domain/senhaInterna';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { usuarioLinkSenha } from '../../db/schema/index.ts';
import { escaparHtml, layoutEmail } from '../mail/layout.ts';
import { enfileirarEmail, LINK_INDISPONIVEL } from '../mail/outbox.ts';
import { hashToken } from './sessions.ts';

export interface DestinoLink {
  usuario: { id: number; nome: string; email: string };
  empresa: { id: number; nome: string; corPrincipal: string | null; corSecundaria: string | null };
  finalidade: FinalidadeLink;
  /** APP_URL (baseDosLinks); null: the mail is kept unsent and no token is made. */
  base: string | null;
  /** Who caused it (HR creating the user); absent when the user asked for it. */
  solicitanteId?: number | null;
}

const VALIDADE_MS: Record<FinalidadeLink, number> = {
  PRIMEIRO_ACESSO: PRIMEIRO_ACESSO_DIAS * 24 * 60 * 60_000,
  RECUPERACAO: RECUPERACAO_INTERNA_MIN * 60_000,
};

function textoDo(finalidade: FinalidadeLink, nome: string, empresa: string, link: string) {
  const ola = `<p>Olá, ${escaparHtml(nome)}.</p>`;
  const copie = `<p style="font-size:12px;color:#777">Se o botão não abrir, copie este endereço no navegador: ${escaparHtml(link)}</p>`;
  const botao = (texto: string) => `<p><a href="${escaparHtml(link)}">${texto}</a></p>`;
  if (finalidade === 'PRIMEIRO_ACESSO')
    return {
      assunto: `${empresa}: seu acesso ao Ipê RH`,
      titulo: 'Seu acesso ao Ipê RH',
      corpoHtml: `${ola}
<p>${escaparHtml(empresa)} criou o seu usuário no Ipê RH. Para entrar você usará o seu CPF e uma senha que você mesmo cria agora:</p>
${botao('Criar minha senha')}
<p>O link vale por ${PRIMEIRO_ACESSO_DIAS} dias e pode ser usado uma única vez. Depois, se esquecer a senha, use "Esqueci minha senha" na página de entrada.</p>
${copie}`,
    };
  return {
    assunto: `${empresa}: nova senha do Ipê RH`,
    titulo: 'Nova senha',
    corpoHtml: `${ola}
<p>Recebemos um pedido para criar uma nova senha do seu usuário no Ipê RH.</p>
${botao('Criar nova senha')}
<p>O link vale por ${RECUPERACAO_INTERNA_MIN} minutos e pode ser usado uma única vez. Se você não fez o pedido, ignore este e-mail: sua senha continua a mesma.</p>
${copie}`,
  };
}

/**
 * Queues, inside the caller's transaction, the e-mail with a single-use link to /definir-senha
 * (the first access of an employee, a forgotten password). Only the newest link of a user works:
 * earlier unused ones are dropped. The caller wakes `app.mailer` after the commit.
 */
export async function enviarLinkSenha(tx: Db, d: DestinoLink): Promise<void> {
  const token = d.base ? randomBytes(32).toString('base64url') : null;
  const link = token ? `${d.base}${ROTA_DEFINIR_SENHA}?token=${token}` : LINK_INDISPONIVEL;
  if (token) {
    await tx
      .delete(usuarioLinkSenha)
      .where(and(eq(usuarioLinkSenha.usuarioId, d.usuario.id), isNull(usuarioLinkSenha.usadaEm)));
    await tx.insert(usuarioLinkSenha).values({
      tokenHash: hashToken(token),
      usuarioId: d.usuario.id,
      finalidade: d.finalidade,
      expiraEm: new Date(Date.now() + VALIDADE_MS[d.finalidade]),
    });
  }
  const t = textoDo(d.finalidade, d.usuario.nome, d.empresa.nome, link);
  const corpo = layoutEmail({ empresa: d.empresa, titulo: t.titulo, corpoHtml: t.corpoHtml });
  await enfileirarEmail(tx, {
    empresaId: d.empresa.id,
    para: [d.usuario.email],
    assunto: t.assunto,
    html: corpo.html,
    texto: corpo.texto,
    origem: d.finalidade === 'PRIMEIRO_ACESSO' ? 'usuario-primeiro-acesso' : 'usuario-recuperar-senha',
    usuarioId: d.solicitanteId ?? null,
    semAppUrl: !token,
  });
}
