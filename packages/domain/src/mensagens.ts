/**
 * The home page's message boxes (spec 3 §2 'Home page', §3 'Message box'/'Message', §7 'Session and home',
 * §9): one box per module type code, the user's order of the boxes, the messages and their read state.
 * Contracts of /api/userinfo/usuario/caixa-mensagens and /api/userinfo/mensagens…, shared by the server
 * (platform/mensagens) and the web (modules/home).
 */
import { z } from 'zod';
import { defineContrato, instante, paramsId, semConteudo } from './contrato.ts';
import { TIPOS_CAIXA, type TipoCaixa } from './mensagensConstantes.ts';

export {
  CAIXAS,
  CAIXAS_PADRAO,
  LIMITE_MENSAGENS_CAIXA,
  MENSAGENS_PATH,
  MSG_MENSAGENS,
  TIPOS_CAIXA,
  type TipoCaixa,
} from './mensagensConstantes.ts';

export const tipoCaixa = z.enum(TIPOS_CAIXA as [TipoCaixa, ...TipoCaixa[]]);

/** A message as one user sees it (spec 3 §3 'Message'). */
export const mensagemUsuario = z.object({
  id: z.number(),
  tipo: tipoCaixa,
  /** The recipient row: what 'Ver', 'Remover' and the read flag act on. */
  usuarioMensagemId: z.number(),
  remetente: z.string(),
  data: instante,
  lida: z.boolean(),
  texto: z.string(),
  /** The first line, at most 100 characters: what the box row shows. */
  textoAbreviado: z.string(),
  link: z.string().nullable(),
  target: z.string().nullable(),
});
export type MensagemUsuario = z.input<typeof mensagemUsuario>;

/** A box as the home page draws it (spec 3 §3 'Message box'). */
export const caixaMensagens = z.object({
  tipo: tipoCaixa,
  titulo: z.string(),
  /** The newest messages, unread first, at most LIMITE_MENSAGENS_CAIXA. */
  mensagens: z.array(mensagemUsuario),
  naoLidas: z.number(),
  minimizado: z.boolean(),
});
export type CaixaMensagens = z.input<typeof caixaMensagens>;

const ordemCaixas = z.object({
  caixasEsquerda: z.array(tipoCaixa),
  caixasDireita: z.array(tipoCaixa),
  caixasMinimizadas: z.array(tipoCaixa),
});
export type OrdemCaixas = z.infer<typeof ordemCaixas>;

export const lerCaixasMensagens = defineContrato('GET /api/userinfo/usuario/caixa-mensagens', {
  summary: 'As caixas de mensagens do usuário, na ordem dele, com as 30 mensagens mais recentes de cada',
  response: z.object({
    caixasEsquerda: z.array(caixaMensagens),
    caixasDireita: z.array(caixaMensagens),
    caixasMinimizadas: z.array(tipoCaixa),
  }),
});

export const salvarCaixasMensagens = defineContrato('PUT /api/userinfo/usuario/caixa-mensagens', {
  summary: 'Guarda a ordem das caixas nas duas colunas e quais estão recolhidas',
  body: z.object({ caixasMensagens: ordemCaixas }),
  response: ordemCaixas,
});

export const filtroMensagens = z.object({
  tipo: tipoCaixa.optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(15),
});

export const listarMensagens = defineContrato('GET /api/userinfo/mensagens', {
  summary: 'Todas as mensagens do usuário na empresa, mais recentes primeiro (filtro por caixa)',
  query: filtroMensagens,
  response: z.object({
    content: z.array(mensagemUsuario),
    totalElements: z.number(),
    totalPages: z.number(),
    number: z.number(),
    size: z.number(),
  }),
});

export const removerMensagem = defineContrato('DELETE /api/userinfo/mensagens/:id', {
  summary: 'Remove uma mensagem da caixa do usuário (id: usuarioMensagemId)',
  params: paramsId,
  response: semConteudo,
});

export const marcarMensagemLida = defineContrato('PATCH /api/userinfo/mensagens/:id/lida/:value', {
  summary: 'Marca uma mensagem como lida ou não lida (id: usuarioMensagemId)',
  params: z.object({ id: z.coerce.number().int().positive(), value: z.enum(['true', 'false']) }),
  response: z.object({ usuarioMensagemId: z.number(), lida: z.boolean() }),
});

/** The text a box row shows: the first line, cut at 100 characters. */
export function abreviar(texto: string, max = 100): string {
  const linha = texto.split(/\r?\n/, 1)[0].trim();
  return linha.length > max ? `${linha.slice(0, max - 1)}…` : linha;
}
