import { z } from 'zod';
import { MSG } from './messages.ts';

// The protocol's constants and the session's shape live in protocolo.ts (no zod: the web's entry chunk
// imports them); re-exported here so `@ipe/domain` and './session.ts' keep offering them.
export {
  ADMINISTRADOR_INSTALACAO_ID,
  type ApiErrorBody,
  COR_PADRAO,
  ERROR_CODES,
  type EmpresaResumo,
  HEADER_EMPRESA_ID,
  HEADER_PAGE_PATH,
  SESSION_COOKIE,
  type UserInfo,
} from './protocolo.ts';

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
