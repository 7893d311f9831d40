/**
 * The message boxes' titles, layout, limit and texts (mensagens.ts re-exports them with the contracts). A
 * file that builds no schema: the home page shows the boxes without loading zod
 * (docs/arquitetura/build-peso.md, 'Route tables without declarations').
 */

/** Box titles by type code (spec 3 §2), in the default order: the first four on the left. */
export const CAIXAS = {
  R: 'Recrutamento & Seleção',
  C: 'Cargos & Salários',
  P: 'Pesquisas',
  A: 'Aval. Desempenho',
  T: 'Desenvolvimento de Talentos',
  F: 'Gestão de Talentos',
  S: 'SST',
  U: 'Utilitários',
} as const;
export type TipoCaixa = keyof typeof CAIXAS;
export const TIPOS_CAIXA = Object.keys(CAIXAS) as TipoCaixa[];

/** The layout of a user who never moved a box. */
export const CAIXAS_PADRAO = {
  caixasEsquerda: ['R', 'C', 'P', 'A'] as TipoCaixa[],
  caixasDireita: ['T', 'F', 'S', 'U'] as TipoCaixa[],
  caixasMinimizadas: [] as TipoCaixa[],
};

/** A box shows at most this many messages (spec 3 §9). */
export const LIMITE_MENSAGENS_CAIXA = 30;

/** The full message list: a route of the web (`/mensagens?tipo=R`). */
export const MENSAGENS_PATH = '/mensagens';

export const MSG_MENSAGENS = {
  naoLidas: (n: number) => `${n} não lida(s)`,
  limitada: '1-30 de muitas',
  limitadaDica:
    'Quantidade de mensagens foi limitada para 30. Clique em ver todas para visualizar todas as mensagens.',
  vazia: 'Parabéns! Você leu todas as mensagens da caixa.',
  verTodas: 'Ver todas',
  ver: 'Ver',
  remover: 'Remover',
  dialogo: 'Visualizar Mensagem',
  de: 'De',
  data: 'Data',
  mensagem: 'Mensagem',
  lida: 'Mensagem Lida',
  confirmaExclusao: 'Confirma exclusão?',
  /** Written here: the full list's title and empty text. */
  titulo: 'Mensagens',
  nenhuma: 'Nenhuma mensagem.',
  /** Written here: a box order naming a box twice or an unknown one. */
  ordemInvalida: 'Cada caixa deve aparecer uma única vez, na coluna esquerda ou na direita.',
  /** Written here: the sender of messages the product posts by itself. */
  sistema: 'Sistema',
} as const;
