/**
 * Internal users (HR and employees) who set a password without the current one (issue 19): the
 * forgotten password from /login and the employee's first access by an e-mailed link. Both end in
 * POST /api/recuperar-senha/confirmar with the link's single-use token.
 */
import { z } from 'zod';
import { defineContrato, respostaMensagem } from './contrato.ts';
import { NOVA_SENHA, novaSenhaConfirmada, SENHA_NAO_CONFIRMADA } from './session.ts';

export const MSG_SENHA_INTERNA = {
  cpfObrigatorio: 'CPF é obrigatório',
  /** The same answer whether the CPF exists or not. */
  recuperacaoEnviada:
    'Se o CPF estiver cadastrado com um e-mail, enviamos um link para criar uma nova senha. Confira sua caixa de entrada.',
  linkInvalido: 'Link inválido ou expirado. Solicite um novo em "Esqueci minha senha".',
  senhaDefinida: 'Senha definida com sucesso. Entre com o seu CPF e a nova senha.',
  /** The right code of a first-access letter, past its validity (the login refuses it). */
  cartaExpirada: 'O código da carta de primeiro acesso expirou. Peça ao RH uma nova carta.',
} as const;

/** Minutes a forgotten-password link stays valid. */
export const RECUPERACAO_INTERNA_MIN = 60;
/** Days an employee's first-access link (e-mailed when the user is created) stays valid. */
export const PRIMEIRO_ACESSO_DIAS = 7;
/**
 * Days the one-time code of a printed first-access letter works: longer than the e-mailed link, since the
 * letter goes through HR's hands and the post; a new letter gives a new code.
 */
export const CARTA_PRIMEIRO_ACESSO_DIAS = 30;
/** What a link is for (usuario_link_senha.finalidade). */
export const FINALIDADES_LINK = ['PRIMEIRO_ACESSO', 'RECUPERACAO'] as const;
export type FinalidadeLink = (typeof FINALIDADES_LINK)[number];

/** The page the e-mailed links open (public): /definir-senha?token=… */
export const ROTA_DEFINIR_SENHA = '/definir-senha';

export const recuperarSenhaInternaSchema = z.object({
  cpf: z
    .string({ error: MSG_SENHA_INTERNA.cpfObrigatorio })
    .trim()
    .min(1, MSG_SENHA_INTERNA.cpfObrigatorio)
    .max(20),
});

export const definirSenhaSchema = z
  .object({
    token: z
      .string({ error: MSG_SENHA_INTERNA.linkInvalido })
      .min(1, MSG_SENHA_INTERNA.linkInvalido)
      .max(200),
    ...NOVA_SENHA,
  })
  .refine(novaSenhaConfirmada, SENHA_NAO_CONFIRMADA);
export type DefinirSenhaInput = z.infer<typeof definirSenhaSchema>;

export const recuperarSenhaInterna = defineContrato('PUT /api/recuperar-senha', {
  summary: 'Envia por e-mail um link para criar nova senha (a resposta não revela se o CPF existe)',
  body: recuperarSenhaInternaSchema,
  response: respostaMensagem,
});

export const definirSenha = defineContrato('POST /api/recuperar-senha/confirmar', {
  summary: 'Define a senha com o link de uso único (primeiro acesso ou senha esquecida)',
  body: definirSenhaSchema,
  response: respostaMensagem,
});
