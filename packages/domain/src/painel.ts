/**
 * The home page's own calls (spec 3 §2 Home page, §3, §7 Session and home): the user's pending work
 * (the registry every module contributes to, docs/architecture.md 'Pending work'), the recent screens,
 * the news notices and the system notices. The message boxes are in their own file.
 */
import { z } from 'zod';
import { defineContrato, instante, paramsId, respostaOk } from './contrato.ts';
import type { MenuEntry } from './menu.ts';
import { MINHAS_PENDENCIAS_PATH } from './painelConstantes.ts';

export { CRITICIDADES_QUE_ABREM, MINHAS_PENDENCIAS_PATH } from './painelConstantes.ts';

export const MENU_MINHAS_PENDENCIAS: readonly MenuEntry[] = [
  {
    breadcrumb: ['Utilitários', 'Minhas pendências'],
    spaUrl: MINHAS_PENDENCIAS_PATH,
    access: 'authenticated',
  },
];

/**
 * 'acompanhar': work the user follows up (the home strip); 'responder': something addressed to the user
 * to answer (an evaluation, a survey), also listed on 'Minhas pendências'.
 */
export const TIPOS_PENDENCIA = ['acompanhar', 'responder'] as const;
export type TipoPendencia = (typeof TIPOS_PENDENCIA)[number];

export const pendencia = z.object({
  /** Stable kebab-case code of the contributor ('solicitacoes-aguardando-liberacao'). */
  codigo: z.string(),
  titulo: z.string(),
  quantidade: z.number().int(),
  /** The screen that lists these items (an internal path). */
  link: z.string(),
  tipo: z.enum(TIPOS_PENDENCIA),
});
export type Pendencia = z.infer<typeof pendencia>;

export const pendencias = defineContrato('GET /api/userinfo/pendencias', {
  summary: 'Pendências do usuário na empresa da sessão (só dos módulos e autoridades que ele tem)',
  response: z.object({ itens: z.array(pendencia) }),
});

/** Screens kept in 'Recentes' (spec: last 8 screens visited). */
export const MAX_RECENTES = 8;

export const recente = z.object({ url: z.string(), titulo: z.string(), em: instante });

export const recentes = defineContrato('GET /api/userinfo/usuario/recentes', {
  summary: 'As últimas telas do menu visitadas pelo usuário (até 8, a mais recente primeiro)',
  response: z.array(recente),
});

export const registrarRecente = defineContrato('PUT /api/userinfo/usuario/recentes', {
  summary: 'Registra a visita a uma tela do menu do usuário e devolve a lista de recentes',
  // A path of the user's menu; anything else is ignored (the list comes back unchanged).
  body: z.object({ url: z.string().max(300) }),
  response: z.array(recente),
});

export const noticia = z.object({
  id: z.number(),
  texto: z.string(),
  link: z.string().nullable(),
  lida: z.boolean(),
  criticidade: z.number().int(),
});
export type Noticia = z.infer<typeof noticia>;

export const noticias = defineContrato('GET /api/userinfo/usuario/noticias', {
  summary: 'As últimas notícias do produto, com o estado de leitura do usuário',
  response: z.array(noticia),
});

export const marcarNoticiaLida = defineContrato('PUT /api/userinfo/usuario/noticias/:id/lida', {
  summary: 'Marca a notícia como lida pelo usuário',
  params: paramsId,
  response: respostaOk,
});

/** The spec's system notice codes (spec 3 §3 'System notice'); which conditions produce them: docs/usuario. */
export const CODIGOS_AVISO_SISTEMA = [
  'atualizacao-sistema-java',
  'atualizacao-sistema',
  'cadastro-funcao',
  'cadastro-obra',
  'cadastro-psst',
  'relacionador-psst',
  'cadastro-ambiente',
] as const;

/**
 * The spec's notice codes that nothing produces yet, each with what will produce it. A notice is never made
 * up: until its source exists the code is simply never sent. The contributor that comes with the source
 * removes the code from here (platform/painel/avisos.test.ts: every code is produced or listed here, not both).
 */
export const AVISOS_SEM_FONTE = {
  'atualizacao-sistema':
    'an update channel (the installation asking which product versions are published): no such service exists',
  'atualizacao-sistema-java':
    'the same update channel, for the legacy Java 11 / Tomcat 9 requirement, which this product does not have',
  'cadastro-obra': 'SST: the construction-works register (obras, CNO) of the payroll integration',
  'cadastro-psst': 'SST: the health and safety professionals register (incomplete professionals)',
  'relacionador-psst': 'SST: linking health and safety professionals to the payroll product',
  'cadastro-ambiente': 'SST: exporting environments to the payroll product from their list',
} as const satisfies Partial<Record<(typeof CODIGOS_AVISO_SISTEMA)[number], string>>;

export const avisoSistema = z.object({
  gravidade: z.enum(['info', 'warn', 'error']),
  codigo: z.string(),
  /** Details (names of the records concerned); shown as raw text for a code the web does not know. */
  mensagens: z.array(z.string()),
});
export type AvisoSistema = z.infer<typeof avisoSistema>;

export const avisosSistema = defineContrato('GET /api/userinfo/avisos-sistema', {
  summary: 'Avisos do sistema para o usuário na empresa da sessão (mostrados fixos ao carregar)',
  response: z.array(avisoSistema),
});
