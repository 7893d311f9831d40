/**
 * Paths and access rules of the Recruitment screens that the web's route table needs (the declaring files
 * re-export them). A file that builds no schema, so the first internal screen loads no zod
 * (docs/arquitetura/build-peso.md, 'Route tables without declarations').
 */

/** Who may see a candidate's evaluations, and who may apply and fill them in. */
export const AVALIACOES_CANDIDATO_ACCESS = {
  read: { anyOf: ['ROLE_CAP_CANDIDATOS', 'ROLE_CAP_AVALIACOES_CANDIDATO'] },
  write: 'ROLE_CAP_AVALIACOES_CANDIDATO',
} as const;
/** Every candidate evaluation applied in the company (spec 1 §2 /captacao/avaliacoes). */
export const AVALIACOES_PATH = '/captacao/avaliacoes';

export const CONFIGURACAO_CANDIDATO_PATH = '/captacao/candidatos/configuracao';
export const CONFIGURACAO_CANDIDATO_ACCESS = 'ROLE_CAP_CANDIDATOS_CONFIGURACAO' as const;

/** Authorities of the selection process (packages/domain/src/authorities.ts). */
export const SELECAO_READ = 'ROLE_CAP_SELECAO' as const;
export const SELECAO_WRITE = 'ROLE_CAP_SELECAO_EDITAR' as const;
export const SELECAO_CONTRATAR = 'ROLE_CAP_SELECAO_CONTRATAR' as const;
export const EXAMES_READ = 'ROLE_CAP_EXAMES_PALOGRAFICO' as const;
export const EXAMES_WRITE = 'ROLE_CAP_EXAMES_PALOGRAFICO_EDITAR' as const;

/** Selection screens (spec 1 §2 'Route roots': historico, exames-palografico). */
export const HISTORICO_PATH = '/captacao/historico';
/** The company's rejection-feedback e-mails (issue 24 §3). */
export const DEVOLUTIVA_PATH = '/captacao/devolutiva';
export const EXAMES_PATH = '/captacao/exames-palografico';
export const candidatosDaSolicitacaoPath = (solicitacaoId: number | string) =>
  `/captacao/solicitacoes-pessoal/${solicitacaoId}/candidatos`;
export const historicoDoCandidatoPath = (candidatoId: number | string) =>
  `/captacao/candidatos/${candidatoId}/historico`;

/** Candidate documents and résumés: who reads and who writes them (the candidate's own authorities). */
export const DOCUMENTOS_ACCESS = {
  read: { anyOf: ['ROLE_CAP_CANDIDATOS', 'ROLE_CAP_CANDIDATOS_EDITAR'] },
  write: 'ROLE_CAP_CANDIDATOS_EDITAR',
} as const;
/** Documents asked of a candidate (issue 24 §4): who sees the requests and who asks, accepts and refuses. */
export const PEDIDOS_DOCUMENTOS_ACCESS = {
  read: { anyOf: ['ROLE_CAP_CANDIDATOS', 'ROLE_CAP_CANDIDATOS_EDITAR', 'ROLE_CAP_DOCUMENTOS_SOLICITAR'] },
  write: 'ROLE_CAP_DOCUMENTOS_SOLICITAR',
} as const;
/**
 * The files candidates sent that wait for HR's review, across candidates (the home's pending work links
 * here): whoever accepts and refuses them.
 */
export const DOCUMENTOS_A_CONFERIR_PATH = '/captacao/documentos-a-conferir';
export const DOCUMENTOS_A_CONFERIR_ACCESS = PEDIDOS_DOCUMENTOS_ACCESS.write;
/** The checklist of document types: whoever asks for documents reads it. */
export const TIPOS_DOCUMENTO_ACCESS = {
  read: { anyOf: ['ROLE_CAP_TIPOS_DOCUMENTO', 'ROLE_CAP_DOCUMENTOS_SOLICITAR'] },
  write: 'ROLE_CAP_TIPOS_DOCUMENTO_EDITAR',
} as const;
/** The candidate area's page of the documents asked of the candidate (the e-mail links to it). */
export const PEDIDOS_DOCUMENTOS_PATH_EXTERNO = '/externo/documentos-solicitados';
/** Screen and API paths of a candidate's documents. */
export const documentosUrl = (candidatoId: number | string) =>
  `/captacao/candidatos/${candidatoId}/documentos-anexos`;

/** Vacancy statistics (estatisticas/index.ts). */
export const ESTATISTICAS_PATH = '/captacao/estatisticas-preenchimento-vaga';
export const ESTATISTICAS_ACCESS = {
  anyOf: ['ROLE_CAP_ESTATISTICAS_VAGA', 'ROLE_CAP_SOLICITACOES'],
} as const;
