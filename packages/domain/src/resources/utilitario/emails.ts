/**
 * The outbox screen (/utilitario/emails, 'E-mails enviados'): every e-mail the product sent or tried to
 * send, with its status. Types and filters of its special routes, shared by the server and the web.
 */
import { z } from 'zod';
import { defineContrato, paramsId } from '../../contrato.ts';
import type { MenuEntry } from '../../menu.ts';
import { EMAILS_ACCESS, EMAILS_PATH } from './rotas.ts';

export { EMAILS_ACCESS, EMAILS_PATH } from './rotas.ts';

export const EMAILS_EDIT_ACCESS = 'ROLE_UTI_EMAILS_EDITAR';

/**
 * Status of an outbox row. SEM_SMTP: stored only, the installation has no SMTP server (SMTP_URL).
 * SEM_APP_URL: a mail with a link, never sent because the public address (APP_URL) is not configured.
 */
export const STATUS_EMAIL = {
  PENDENTE: 'Pendente',
  ENVIADO: 'Enviado',
  ERRO: 'Erro',
  SEM_SMTP: 'Não enviado (SMTP não configurado)',
  SEM_APP_URL: 'Não enviado (APP_URL não configurado)',
} as const;
/** The error of a SEM_APP_URL row, shown in 'E-mails enviados'. */
export const ERRO_SEM_APP_URL =
  'Este e-mail tem um link e o endereço público do sistema não está configurado: defina a variável APP_URL (por exemplo https://rh.suaempresa.com.br) e reinicie o servidor; depois, peça o envio de novo.';
export type StatusEmail = keyof typeof STATUS_EMAIL;
export const STATUS_EMAIL_OPTIONS = (Object.keys(STATUS_EMAIL) as StatusEmail[]).map((value) => ({
  value,
  label: STATUS_EMAIL[value],
}));
/** Statuses 'Reenviar' applies to: the mail did not go out and nothing will retry it. */
export const STATUS_REENVIAVEIS: readonly StatusEmail[] = ['ERRO', 'SEM_SMTP'];

/** What caused a mail (`origem`, given by the module that enqueued it), as people read it. */
export const ORIGENS_EMAIL: Record<string, string> = {
  'solicitacao-liberada': 'Solicitação de pessoal liberada',
  'anuncio-email': 'Anúncio de vaga enviado por e-mail',
  'anuncio-enviar-amigo': 'Anúncio de vaga indicado a um amigo',
  'usuario-primeiro-acesso': 'Primeiro acesso de colaborador',
  'usuario-recuperar-senha': 'Nova senha de usuário',
};
export const origemEmailLabel = (origem: string) => ORIGENS_EMAIL[origem] ?? origem;

const dia = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida');
/** Query of GET /utilitario/emails: page, status, creation period and a text (recipient or subject). */
export const filtrosEmails = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(15),
  status: z.enum(Object.keys(STATUS_EMAIL) as [StatusEmail, ...StatusEmail[]]).optional(),
  dataIni: dia.optional(),
  dataFim: dia.optional(),
  q: z.string().trim().max(100).optional(),
});
export type FiltrosEmails = z.infer<typeof filtrosEmails>;

/** A row of GET /utilitario/emails (newest first). */
const emailLinha = z.object({
  id: z.number(),
  para: z.array(z.string()),
  assunto: z.string(),
  status: z.enum(Object.keys(STATUS_EMAIL) as [StatusEmail, ...StatusEmail[]]),
  origem: z.string(),
  usuarioNome: z.string().nullable(),
  tentativas: z.number(),
  ultimoErro: z.string().nullable(),
  createdAt: z.string(),
  enviadoAt: z.string().nullable(),
});
export type EmailLinha = z.infer<typeof emailLinha>;

/** GET /utilitario/emails/{id}: the row with its bodies. */
const emailDetalhe = emailLinha.extend({
  cc: z.array(z.string()).nullable(),
  html: z.string().nullable(),
  texto: z.string().nullable(),
});
export type EmailDetalhe = z.infer<typeof emailDetalhe>;

export const listarEmails = defineContrato('GET /api/utilitario/emails', {
  summary: 'E-mails enviados (caixa de saída), mais recentes primeiro',
  query: filtrosEmails,
  response: z.object({
    content: z.array(emailLinha),
    totalElements: z.number(),
    totalPages: z.number(),
    number: z.number(),
    size: z.number(),
  }),
});
export const detalheEmail = defineContrato('GET /api/utilitario/emails/:id', {
  summary: 'Um e-mail com o corpo',
  params: paramsId,
  response: emailDetalhe,
});
export const reenviarEmail = defineContrato('POST /api/utilitario/emails/:id/reenviar', {
  summary: 'Reenviar um e-mail com erro ou não enviado',
  params: paramsId,
  response: emailDetalhe,
});

export const MENU_EMAILS: MenuEntry[] = [
  { breadcrumb: ['Utilitários', 'E-mails enviados'], spaUrl: EMAILS_PATH, access: EMAILS_ACCESS },
];
