/**
 * 'Inserir Talento' (issue 24 §4): hiring a candidate offers the talent form pre-filled from the candidate
 * and the requisition; saving it (the generic POST /api/colaboradores with `candidatoSolicitacaoId`)
 * creates the talent, hires the candidate when not yet hired and carries the candidate's documents and
 * résumé over to the talent, in one transaction.
 */
import { z } from 'zod';
import { defineContrato } from '../../../contrato.ts';

/** The body key the talent form adds when the talent comes from a hiring. */
export const CAMPO_VINCULO_CONTRATACAO = 'candidatoSolicitacaoId';

/** The talent form's query parameter naming the hiring link, and the form's address with it. */
export const PARAM_CONTRATACAO = 'candidatoSolicitacao';
/** The talents' new-record form (resource colaboradores, path /cargo-salario/colaboradores). */
export const inserirTalentoUrl = (vinculoId: number) =>
  `/cargo-salario/colaboradores/new?${PARAM_CONTRATACAO}=${vinculoId}`;

export const MSG_CONTRATACAO = {
  talentoJaInserido: 'O talento deste candidato já foi inserido a partir desta contratação.',
  somenteNovoTalento: 'Um talento existente não pode ser vinculado a uma contratação.',
  semPermissaoContratar: 'Você não tem permissão para contratar candidatos.',
  vinculoInvalido: 'Candidato da solicitação inválido.',
} as const;

const texto = z.string().nullable();
const id = z.number().nullable();
/** The talent form's values (colaboradores declaration); the history holds the admission row. */
const valoresTalento = z.object({
  nome: z.string(),
  cpf: texto,
  pis: texto,
  dataNascimento: texto,
  sexo: texto,
  estadoCivil: texto,
  escolaridade: texto,
  etnia: texto,
  email: texto,
  dddCelular: texto,
  celular: texto,
  cep: texto,
  logradouro: texto,
  numero: texto,
  complemento: texto,
  bairro: texto,
  estadoId: id,
  cidadeId: id,
  dataAdmissao: z.string(),
  vinculo: z.string(),
  historicos: z.array(
    z.object({
      data: z.string(),
      motivo: z.string(),
      estabelecimentoId: z.number(),
      areaOrganizacionalId: z.number(),
      faixaSalarialId: z.number(),
      tipoSalario: z.string(),
    }),
  ),
});
export type ValoresTalento = z.output<typeof valoresTalento>;

const situacaoTalento = z.object({ id: z.number(), nome: z.string(), situacao: z.string() });

export const previaTalento = defineContrato('GET /api/captacao/candidato-solicitacoes/:id/talento', {
  summary:
    'Valores do formulário de talento preenchidos a partir do candidato e da solicitação (Inserir Talento)',
  params: z.object({ id: z.string() }),
  response: z.object({
    valores: valoresTalento,
    candidato: z.object({ id: z.number(), nome: z.string() }),
    solicitacao: z.object({ id: z.number(), descricao: z.string() }),
    /** A former talent with the candidate's CPF: the form starts from their record (re-hiring). */
    talentoAnterior: situacaoTalento.nullable(),
    /** Files that will be carried over to the talent (documents and résumés). */
    arquivos: z.number(),
  }),
});
