/**
 * 'Utilitários > Enviar mensagem' (issue 19): HR posts a message to the boxes of chosen users, or of every
 * user holding chosen profiles in the session's company, among the users the sender manages (the user
 * register's reach, docs/architecture.md 'User management').
 */
import { z } from 'zod';
import { defineContrato, idNome } from '../../contrato.ts';
import { tipoCaixa } from '../../mensagens.ts';
import type { MenuEntry } from '../../menu.ts';
import { ENVIAR_MENSAGEM_ACCESS, ENVIAR_MENSAGEM_PATH } from './rotas.ts';

export { ENVIAR_MENSAGEM_ACCESS, ENVIAR_MENSAGEM_PATH } from './rotas.ts';

/** Written here (the spec has no such screen). */
export const MSG_ENVIAR_MENSAGEM = {
  titulo: 'Enviar mensagem',
  caixa: 'Caixa',
  usuarios: 'Usuários',
  perfis: 'Perfis',
  texto: 'Mensagem',
  enviar: 'Enviar',
  textoObrigatorio: 'Mensagem é obrigatória',
  textoMax: 'Mensagem deve ter no máximo 4000 caracteres',
  semDestinatario: 'Escolha ao menos um usuário ou perfil.',
  ninguem: 'Nenhum usuário que você gerencia recebe mensagens por esta escolha.',
  foraDoAlcance: 'Você não gerencia um dos usuários escolhidos.',
  enviada: (n: number) => `Mensagem enviada para ${n} usuário(s).`,
} as const;

export const corpoEnviarMensagem = z.object({
  tipo: tipoCaixa.default('U'),
  texto: z
    .string({ error: MSG_ENVIAR_MENSAGEM.textoObrigatorio })
    .trim()
    .min(1, MSG_ENVIAR_MENSAGEM.textoObrigatorio)
    .max(4000, MSG_ENVIAR_MENSAGEM.textoMax),
  usuariosIds: z.array(z.number().int().positive()).max(5000).default([]),
  perfisIds: z.array(z.number().int().positive()).max(500).default([]),
});
export type CorpoEnviarMensagem = z.input<typeof corpoEnviarMensagem>;

export const destinatariosMensagem = defineContrato(`GET /api${ENVIAR_MENSAGEM_PATH}/destinatarios`, {
  summary: 'Usuários que o remetente gerencia e perfis da empresa, para escolher os destinatários',
  response: z.object({ usuarios: z.array(idNome), perfis: z.array(idNome) }),
});

export const enviarMensagem = defineContrato(`POST /api${ENVIAR_MENSAGEM_PATH}`, {
  summary: 'Envia uma mensagem às caixas dos usuários ou perfis escolhidos',
  body: corpoEnviarMensagem,
  response: z.object({ message: z.string(), destinatarios: z.number() }),
});

export const MENU_ENVIAR_MENSAGEM: MenuEntry[] = [
  {
    breadcrumb: ['Utilitários', 'Enviar mensagem'],
    spaUrl: ENVIAR_MENSAGEM_PATH,
    access: ENVIAR_MENSAGEM_ACCESS,
  },
];
