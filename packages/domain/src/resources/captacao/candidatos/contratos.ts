/** Contracts of the candidate form's checks (duplicate CPF, the CPF's other companies, homonyms). */
import { z } from 'zod';
import { dataIso, defineContrato } from '../../../contrato.ts';
import { onlyDigits } from '../../../validators/only-digits.ts';
import { configuracaoCampoCandidato, configuracaoCamposSchema } from './configuracao.ts';

const BASE = '/api/captacao/candidatos';

/** The company's required fields of the candidate form (same storage as the company screen's checklist). */
export const configuracaoCamposCandidato = defineContrato(`GET ${BASE}/configuracao-campos`, {
  summary: 'Campos obrigatórios do formulário de candidato da empresa',
  response: z.array(configuracaoCampoCandidato),
});

export const alterarConfiguracaoCamposCandidato = defineContrato(`PUT ${BASE}/configuracao-campos`, {
  summary: 'Altera os campos obrigatórios do formulário de candidato',
  body: configuracaoCamposSchema.optional(),
  response: z.array(configuracaoCampoCandidato),
});

/** A CPF in the query, digits only (the mask's dots and dash dropped). */
export const cpfQuery = z.string({ error: 'CPF é obrigatório' }).transform(onlyDigits);
const optId = z.coerce.number().int().positive().optional();
const bool = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

/** Duplicate CPF check of the form: another candidate of the company with this CPF (optionally hired). */
export const validaCpf = defineContrato(`GET ${BASE}/valida-cpf`, {
  summary: 'CPF válido e já usado por outro candidato da empresa',
  query: z.object({ cpf: cpfQuery, candidatoId: optId, contratado: bool }),
  response: z.object({
    cpfValido: z.boolean(),
    existe: z.boolean(),
    candidato: z.object({ id: z.number(), nome: z.string(), contratado: z.boolean() }).nullable(),
  }),
});

/** Companies (among those the user may see) where this CPF is a candidate; the form asks at 11 digits. */
export const empresasPorCpf = defineContrato(`GET ${BASE}/empresas-por-cpf`, {
  summary: 'Empresas em que o CPF é candidato',
  query: z.object({ cpf: cpfQuery }),
  response: z.array(z.object({ id: z.number(), nome: z.string(), candidatoId: z.number() })),
});

/** Homonyms: same name ignoring case and accents (a warning in the form, never an error). */
export const candidatosHomonimos = defineContrato(`GET ${BASE}/candidatos-homonimos`, {
  summary: 'Candidatos da empresa com o mesmo nome',
  query: z.object({ nome: z.string().trim().max(100).default(''), candidatoId: optId }),
  response: z.array(
    z.object({
      id: z.number(),
      nome: z.string(),
      cpf: z.string().nullable(),
      dataNascimento: dataIso.nullable(),
    }),
  ),
});

/** A CPF's person in a company: a talent wins over a candidate (the form shows "já é talento" first). */
const pessoaPorCpf = z.object({
  existe: z.boolean(),
  tipo: z.enum(['COLABORADOR', 'CANDIDATO']).nullable(),
  id: z.number().nullable(),
  nome: z.string().nullable(),
});
const cpfOpcional = z.string().default('').transform(onlyDigits);

export const pessoaPorCpfNaEmpresa = defineContrato('GET /api/pessoas/cpf', {
  summary: 'CPF de candidato ou talento da empresa da sessão',
  query: z.object({ cpf: cpfOpcional, pessoaId: optId }),
  response: pessoaPorCpf,
});

export const pessoaPorCpfEEmpresa = defineContrato('GET /api/pessoas/cpf-e-empresaId', {
  summary: 'CPF de candidato ou talento de uma empresa',
  query: z.object({ cpf: cpfOpcional, empresaId: z.coerce.number().int().positive() }),
  response: pessoaPorCpf,
});
