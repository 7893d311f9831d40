/**
 * Paths and access rules of the Utilities screens that the web's route table needs (the declaring files
 * re-export them). A file that builds no schema, so the first internal screen loads no zod
 * (docs/arquitetura/build-peso.md, 'Route tables without declarations').
 */

export const EMAILS_PATH = '/utilitario/emails';
export const EMAILS_ACCESS = 'ROLE_UTI_EMAILS';

export const ENVIAR_MENSAGEM_PATH = '/utilitario/enviar-mensagem';
export const ENVIAR_MENSAGEM_ACCESS = 'ROLE_UTI_ENVIAR_MENSAGEM' as const;

export const TAREFAS_AGENDADAS_PATH = '/utilitario/tarefas-agendadas';
export const TAREFAS_AGENDADAS_ACCESS = 'ROLE_UTI_TAREFAS_AGENDADAS';

/** The installation's parameters (organizacao/parametrosSistema.ts: a singleton, not in the registry). */
export const PARAMETROS_SISTEMA_PATH = '/utilitario/parametros-sistema';
export const PARAMETROS_SISTEMA_ACCESS = {
  read: 'ROLE_UTI_PARAMETROS',
  write: 'ROLE_UTI_PARAMETROS_EDITAR',
} as const;

/** The screen of one menu's links (spec 3 §2 /utilitario/menu-extra/{menuExtraId}/links). */
export const linksDoMenuPath = (menuExtraId: number | string) =>
  `/utilitario/menu-extra/${menuExtraId}/links`;
