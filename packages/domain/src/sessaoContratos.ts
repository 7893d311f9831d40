/**
 * Contracts of the session routes (platform/auth: login, logout, password, userinfo), the captcha
 * challenge and the 500 page's error report.
 */
import { z } from 'zod';
import { defineContrato, idNome, paramsId, respostaMensagem, respostaOk } from './contrato.ts';
import type { MenuItem } from './menu.ts';
import { alterarSenhaSchema, loginSchema } from './session.ts';

const empresaResumo = z.object({
  id: z.number(),
  nome: z.string(),
  corPrincipal: z.string().nullable(),
  corSecundaria: z.string().nullable(),
});
// Recursive: named, so that the OpenAPI document refers to it as a component (docs/architecture.md).
const menuItem: z.ZodType<MenuItem, MenuItem> = z
  .object({
    label: z.string(),
    spaUrl: z.string().optional(),
    url: z.string().optional(),
    externalUrl: z.string().optional(),
    icon: z.string().optional(),
    get items() {
      return z.array(menuItem).optional();
    },
  })
  .meta({ id: 'ItemMenu' });

export const empresasDoLogin = defineContrato('GET /api/login/empresas', {
  summary: 'Empresas para escolher no login',
  response: z.array(idNome),
});

export const login = defineContrato('POST /api/login', {
  summary: 'Entra com CPF, senha e empresa; a sessão vai no cookie',
  body: loginSchema,
  response: z.object({ ok: z.boolean(), trocarSenha: z.boolean().optional() }),
});

export const logout = defineContrato('POST /api/logout', {
  summary: 'Encerra a sessão',
  response: respostaOk,
});

export const alterarSenha = defineContrato('PATCH /api/userinfo/senha', {
  summary: 'Altera a própria senha (confere a atual)',
  body: alterarSenhaSchema,
  response: respostaMensagem,
});

export const empresaValida = defineContrato('GET /api/userinfo/empresa/:id/valid', {
  summary: 'O usuário pode trocar para esta empresa',
  params: z.object({ id: z.coerce.number().int() }),
  response: z.object({ valid: z.boolean() }),
});

export const userinfo = defineContrato('GET /api/userinfo', {
  summary: 'A sessão: usuário, empresa, autoridades, menu e parâmetros',
  response: z.object({
    usuario: z.object({ id: z.number(), nome: z.string(), cpf: z.string(), email: z.string().nullable() }),
    empresa: empresaResumo,
    empresas: z.array(empresaResumo),
    authorities: z.array(z.string()),
    menu: z.array(menuItem),
    parametrosDoSistema: z.object({
      versao: z.string(),
      emailSuporte: z.string(),
      linkChat: z.string().nullable(),
    }),
    usuarioFortes: z.boolean(),
    autenticadoRh: z.boolean(),
    possuiSst: z.boolean(),
    aceitoPoliticaSeguranca: z.boolean(),
    horaExpiracao: z.string(),
    trocarSenha: z.boolean().optional(),
  }),
});

export const trocarEmpresa = defineContrato('PUT /api/userinfo/empresa/:id', {
  summary: 'Troca a empresa da sessão',
  params: paramsId,
  response: z.object({ empresaId: z.number() }),
});

export const desafioCaptcha = defineContrato('GET /api/captcha/desafio', {
  summary: 'Novo desafio do captcha (ALTCHA)',
  // ALTCHA v2's challenge, as altcha-lib creates it and the widget reads it.
  response: z.object({
    codeChallenge: z
      .object({ image: z.string(), audio: z.string().optional(), length: z.number().optional() })
      .optional(),
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      memoryCost: z.number().optional(),
      parallelism: z.number().optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    }),
    signature: z.string().optional(),
  }),
});

export const relatarErro = defineContrato('POST /api/erros', {
  summary: 'Relata um erro inesperado (página 500, botão Enviar)',
  body: z.object({
    erroId: z
      .string({ error: 'Identificador do erro é obrigatório' })
      .trim()
      .min(1, 'Identificador do erro é obrigatório')
      .max(64),
    mensagem: z.string().max(2000).nullish(),
    detalhes: z.string().max(20000).nullish(),
    url: z.string().max(2000).nullish(),
  }),
  status: 201,
  response: z.object({ id: z.number(), message: z.string() }),
});
