/**
 * The candidate's account in the external area (spec 1 §4, §5 'Password change', §7 'Session' External and
 * 'Candidate'): login, session description, password recovery and change, privacy policy acceptance.
 * Server and web share these schemas and messages.
 */
import { z } from 'zod';
import { MSG } from '../../../messages.ts';
import {
  alterarSenhaSchema,
  NOVA_SENHA,
  novaSenhaConfirmada,
  SENHA_NAO_CONFIRMADA,
} from '../../../session.ts';

/** Cookie of the candidate session: never the internal one (a candidate session never passes an internal rule). */
export const CANDIDATO_COOKIE = 'ipe_candidato';

export const MSG_CONTA = {
  /** Generic on purpose: never tells which of CPF, password or company was wrong. */
  loginInvalido: 'CPF ou senha inválidos.',
  senhaAtualIncorreta: 'Senha atual incorreta.',
  novaSenhaIgual: 'A nova senha deve ser diferente da atual.',
  senhaAlterada: 'Senha alterada com sucesso.',
  muitasLeiturasCurriculo:
    'Muitas leituras de currículo em pouco tempo. Aguarde alguns minutos e tente novamente.',
  /** The same answer whether the CPF exists or not. */
  recuperacaoEnviada:
    'Se o CPF estiver cadastrado nesta empresa com um e-mail, enviamos um link para criar uma nova senha. Confira sua caixa de entrada.',
  linkInvalido: 'Link de recuperação inválido ou expirado. Solicite um novo.',
  senhaRedefinida: 'Senha redefinida com sucesso. Entre com a nova senha.',
  termoAceito: 'Política de privacidade aceita.',
  semPolitica: 'A empresa não possui política de privacidade para aceitar.',
  cpfObrigatorio: 'CPF é obrigatório',
} as const;

/** Minutes a password-reset link stays valid. */
export const RECUPERACAO_VALIDADE_MIN = 60;

const empresaIdSchema = z.coerce
  .number({ error: MSG.empresaIdInvalido })
  .int(MSG.empresaIdInvalido)
  .positive(MSG.empresaIdInvalido);

/** POST /api/externo/login, form-encoded (every value arrives as text). */
export const loginCandidatoSchema = z.object({
  cpf: z.string({ error: MSG_CONTA.cpfObrigatorio }).trim().min(1, MSG_CONTA.cpfObrigatorio),
  senha: z.string({ error: MSG.senhaObrigatoria }).min(1, MSG.senhaObrigatoria),
  empresaId: empresaIdSchema,
  /** The ALTCHA payload, required after a few failed logins of the CPF (as in the internal login). */
  captcha: z.string().max(10_000).nullish(),
});
export type LoginCandidatoInput = z.infer<typeof loginCandidatoSchema>;

/** Optional query of the login: the ad the candidate came from, echoed back so the web lands on it. */
export const loginCandidatoQuerySchema = z.object({
  solicitacaoId: z.coerce.number().int().positive().optional(),
});

export const recuperarSenhaSchema = z.object({
  cpf: z.string({ error: MSG_CONTA.cpfObrigatorio }).trim().min(1, MSG_CONTA.cpfObrigatorio),
  empresaId: empresaIdSchema,
});
export type RecuperarSenhaInput = z.infer<typeof recuperarSenhaSchema>;

export const confirmarRecuperacaoSchema = z
  .object({
    token: z.string({ error: MSG_CONTA.linkInvalido }).min(1, MSG_CONTA.linkInvalido).max(200),
    ...NOVA_SENHA,
  })
  .refine(novaSenhaConfirmada, SENHA_NAO_CONFIRMADA);
export type ConfirmarRecuperacaoInput = z.infer<typeof confirmarRecuperacaoSchema>;

/** PATCH /api/externo/candidatos/{id}/alterar-senha: the internal users' rules and messages. */
export const alterarSenhaCandidatoSchema = alterarSenhaSchema;

// The candidate area's shell reads these without loading zod (sessao.ts builds no schema).
export { nomeNoMenu, precisaAceitarPolitica, type UserInfoCandidato } from './sessao.ts';
