import { z } from 'zod';
import type { MenuItem } from './menu.ts';
import { MSG } from './messages.ts';

/** Headers every request carries: the current page path (also the CSRF guard) and the company id. */
export const HEADER_PAGE_PATH = 'x-page-path';
export const HEADER_EMPRESA_ID = 'x-empresa-id';
export const SESSION_COOKIE = 'ipe_sessao';

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

export const TIPOS_LOGIN = ['CADASTRO'] as const;

export const loginSchema = z.object({
  cpf: z.string({ error: 'CPF é obrigatório' }).trim().min(1, 'CPF é obrigatório'),
  senha: z.string({ error: MSG.senhaObrigatoria }).min(1, MSG.senhaObrigatoria),
  empresaId: z.number({ error: MSG.selecioneEmpresa }).int().positive(MSG.selecioneEmpresa),
  tipo: z.enum(TIPOS_LOGIN).default('CADASTRO'),
  /** The ALTCHA payload, required after a few failed logins of the CPF (the answer's `captcha` entry). */
  captcha: z.string().max(10_000).nullish(),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const SENHA_MINIMO = 6;

/** The new password and its confirmation, in a body that sets one (with `novaSenhaConfirmada`). */
export const NOVA_SENHA = {
  novaSenha: z
    .string({ error: 'Nova senha é obrigatória' })
    .min(1, 'Nova senha é obrigatória')
    .min(SENHA_MINIMO, `A nova senha deve ter no mínimo ${SENHA_MINIMO} caracteres`),
  confNovaSenha: z
    .string({ error: 'Confirmação da nova senha é obrigatória' })
    .min(1, 'Confirmação da nova senha é obrigatória'),
};
/** `.refine(novaSenhaConfirmada, SENHA_NAO_CONFIRMADA)`: the confirmation matches the new password. */
export const novaSenhaConfirmada = (v: { novaSenha: string; confNovaSenha: string }) =>
  v.novaSenha === v.confNovaSenha;
export const SENHA_NAO_CONFIRMADA = { message: MSG.senhaNaoConfirmada, path: ['confNovaSenha'] };

export const alterarSenhaSchema = z
  .object({
    senha: z.string({ error: 'Senha atual é obrigatória' }).min(1, 'Senha atual é obrigatória'),
    ...NOVA_SENHA,
  })
  .refine(novaSenhaConfirmada, SENHA_NAO_CONFIRMADA);
export type AlterarSenhaInput = z.infer<typeof alterarSenhaSchema>;

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
