/**
 * What every request and the session answer share, without zod: the web's entry chunk (session start,
 * API client, login page) imports these and must not load the schemas (docs/architecture.md, 'Page
 * weight'). session.ts re-exports them.
 */
import type { MenuItem } from './menu.ts';

/** Headers every request carries: the current page path (also the CSRF guard) and the company id. */
export const HEADER_PAGE_PATH = 'x-page-path';
export const HEADER_EMPRESA_ID = 'x-empresa-id';
export const SESSION_COOKIE = 'ipe_sessao';
/**
 * The installation's administrator: the user with id 1. Every company, every authority, and alone sees
 * what spans the whole installation (menu entries marked `instalacao`, the scheduled jobs).
 */
export const ADMINISTRADOR_INSTALACAO_ID = 1;

/** Error codes the web reacts to specially. */
export const ERROR_CODES = {
  fieldValidation: 'FIELD_VALIDATION_VIOLATION',
  empresaAlterada: 'EMPRESA_ALTERADA',
  sessaoExpirada: 'SESSAO_EXPIRADA',
  naoAutorizado: 'NAO_AUTORIZADO',
  naoEncontrado: 'NAO_ENCONTRADO',
  dependencias: 'POSSUI_DEPENDENCIAS',
  interno: 'ERRO_INTERNO',
  /** A login refused until the captcha is solved; its entry `captcha` tells the page to show it. */
  captchaObrigatorio: 'CAPTCHA_OBRIGATORIO',
  /** The password was set by a manager: only 'Alterar Minha Senha' is open until the user changes it. */
  trocarSenha: 'TROCAR_SENHA',
  apiUnreachable: 'api-unreachable',
} as const;

export interface ApiErrorBody {
  code: string;
  message: string;
  entries?: { field: string; message: string }[];
  /** Id of a 500 answer, shared by the server log and the error report. */
  id?: string;
}

export interface EmpresaResumo {
  id: number;
  nome: string;
  corPrincipal: string | null;
  corSecundaria: string | null;
}

export interface UserInfo {
  usuario: { id: number; nome: string; cpf: string; email: string | null };
  empresa: EmpresaResumo;
  empresas: EmpresaResumo[];
  authorities: string[];
  menu: MenuItem[];
  parametrosDoSistema: { versao: string; emailSuporte: string; linkChat: string | null };
  usuarioFortes: boolean;
  autenticadoRh: boolean;
  possuiSst: boolean;
  aceitoPoliticaSeguranca: boolean;
  /** ISO instant at which the session expires without activity. */
  horaExpiracao: string;
  /** The password was set by a manager: the web opens 'Alterar Minha Senha' before anything else. */
  trocarSenha?: boolean;
}

export const COR_PADRAO = '#FF850A';
