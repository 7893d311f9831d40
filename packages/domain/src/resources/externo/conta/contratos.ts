/** Contracts of the candidate's account in the external area: session, company branding, password, policy. */
import { z } from 'zod';
import { arquivo, dataIso, defineContrato, paramsId } from '../../../contrato.ts';
import {
  alterarSenhaCandidatoSchema,
  confirmarRecuperacaoSchema,
  loginCandidatoQuerySchema,
  loginCandidatoSchema,
  recuperarSenhaSchema,
} from './index.ts';

const mensagem = z.object({ message: z.string() });

/** A company's public branding (login page before any session, and the candidate's own company). */
export const empresaPublicaSchema = z.object({
  id: z.number(),
  nome: z.string(),
  corPrincipal: z.string().nullable(),
  corSecundaria: z.string().nullable(),
  /** Address of the company's logo, or null without one. */
  logoUrl: z.string().nullable(),
});

/** Form-encoded on the wire (spec 1 §7): the web posts it with fetch, not `chamar`. */
export const loginCandidato = defineContrato({
  method: 'POST',
  path: '/api/externo/login',
  summary: 'Entra na área do candidato (CPF, senha e empresa, form-encoded)',
  query: loginCandidatoQuerySchema,
  body: loginCandidatoSchema,
  response: z.object({
    ok: z.boolean(),
    candidatoId: z.number(),
    /** The ad the candidate came from, echoed back. */
    solicitacaoId: z.number().nullable(),
  }),
});

export const userInfoCandidatoSchema = z.object({
  candidato: z.object({ id: z.number(), nome: z.string() }),
  empresa: empresaPublicaSchema,
  aceitoPoliticaSeguranca: z.boolean(),
  exigirAceitePsi: z.boolean(),
  politicaSeguranca: z.string().nullable(),
  horaExpiracao: z.string(),
});

export const userInfoCandidato = defineContrato({
  method: 'GET',
  path: '/api/externo/userinfo',
  summary: 'Sessão do candidato',
  response: userInfoCandidatoSchema,
});

export const logoutCandidato = defineContrato({
  method: 'POST',
  path: '/api/externo/userinfo/logout',
  summary: 'Sai da área do candidato',
  response: z.object({ ok: z.boolean() }),
});

export const empresaPublica = defineContrato({
  method: 'GET',
  path: '/api/externo/empresas/:id',
  summary: 'Nome, cores e logo da empresa (público)',
  params: paramsId,
  response: empresaPublicaSchema,
});

export const logoEmpresaPublica = defineContrato({
  method: 'GET',
  path: '/api/externo/empresas/:id/logo',
  summary: 'Logo da empresa (público)',
  params: paramsId,
  response: arquivo('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'),
});

export const recuperarSenhaCandidato = defineContrato({
  method: 'PUT',
  path: '/api/externo/recuperar-senha',
  summary: 'Envia por e-mail um link para criar nova senha (a resposta não revela se o CPF existe)',
  body: recuperarSenhaSchema,
  response: mensagem,
});

export const confirmarRecuperacaoCandidato = defineContrato({
  method: 'POST',
  path: '/api/externo/recuperar-senha/confirmar',
  summary: 'Cria a nova senha com o link recebido (uso único, 1 hora)',
  body: confirmarRecuperacaoSchema,
  response: mensagem,
});

export const alterarSenhaCandidato = defineContrato({
  method: 'PATCH',
  path: '/api/externo/candidatos/:id/alterar-senha',
  summary: 'Altera a senha do candidato da sessão',
  params: paramsId,
  body: alterarSenhaCandidatoSchema,
  response: mensagem,
});

export const aceitarTermoCandidato = defineContrato({
  method: 'PATCH',
  path: '/api/externo/candidatos/:id/aceita-termo',
  summary: 'Registra o aceite da política de privacidade vigente da empresa',
  params: paramsId,
  response: z.object({ message: z.string(), dataAceitePolitica: dataIso, versaoPolitica: z.string() }),
});
