/** Contracts of the candidate's account in the external area: session, company branding, password, policy. */
import { z } from 'zod';
import {
  arquivo,
  dataIso,
  defineContrato,
  idNome,
  paramsId,
  respostaMensagem,
  respostaOk,
} from '../../../contrato.ts';
import {
  alterarSenhaCandidatoSchema,
  confirmarRecuperacaoSchema,
  loginCandidatoQuerySchema,
  loginCandidatoSchema,
  recuperarSenhaSchema,
} from './index.ts';

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
export const loginCandidato = defineContrato('POST /api/externo/login', {
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
  candidato: idNome,
  empresa: empresaPublicaSchema,
  aceitoPoliticaSeguranca: z.boolean(),
  exigirAceitePsi: z.boolean(),
  politicaSeguranca: z.string().nullable(),
  horaExpiracao: z.string(),
});

export const userInfoCandidato = defineContrato('GET /api/externo/userinfo', {
  summary: 'Sessão do candidato',
  response: userInfoCandidatoSchema,
});

export const logoutCandidato = defineContrato('POST /api/externo/userinfo/logout', {
  summary: 'Sai da área do candidato',
  response: respostaOk,
});

export const empresaPublica = defineContrato('GET /api/externo/empresas/:id', {
  summary: 'Nome, cores e logo da empresa (público)',
  params: paramsId,
  response: empresaPublicaSchema,
});

export const logoEmpresaPublica = defineContrato('GET /api/externo/empresas/:id/logo', {
  summary: 'Logo da empresa (público)',
  params: paramsId,
  response: arquivo('image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/svg+xml'),
});

export const recuperarSenhaCandidato = defineContrato('PUT /api/externo/recuperar-senha', {
  summary: 'Envia por e-mail um link para criar nova senha (a resposta não revela se o CPF existe)',
  body: recuperarSenhaSchema,
  response: respostaMensagem,
});

export const confirmarRecuperacaoCandidato = defineContrato('POST /api/externo/recuperar-senha/confirmar', {
  summary: 'Cria a nova senha com o link recebido (uso único, 1 hora)',
  body: confirmarRecuperacaoSchema,
  response: respostaMensagem,
});

export const alterarSenhaCandidato = defineContrato('PATCH /api/externo/candidatos/:id/alterar-senha', {
  summary: 'Altera a senha do candidato da sessão',
  params: paramsId,
  body: alterarSenhaCandidatoSchema,
  response: respostaMensagem,
});

export const aceitarTermoCandidato = defineContrato('PATCH /api/externo/candidatos/:id/aceita-termo', {
  summary: 'Registra o aceite da política de privacidade vigente da empresa',
  params: paramsId,
  response: z.object({ message: z.string(), dataAceitePolitica: dataIso, versaoPolitica: z.string() }),
});
