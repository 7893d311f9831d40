import { z } from 'zod';
import { defineContrato } from '../../contrato.ts';
import { SEXO_OPTIONS } from '../../enums/index.ts';
import { defineResource } from '../../resource.ts';

export const MSG_PESSOAS = {
  cpfRepetido: 'Já existe uma pessoa com este CPF nesta empresa.',
} as const;

/**
 * People (spec 3 §2 /geral/pessoas, §5 'Person'): someone the company deals with who is neither a user
 * nor yet a candidate or talent (a contact, a dependant, a visitor). sexo is required and the CPF passes
 * the check-digit rule ('Cpf inválido.'); one person per CPF in a company.
 */
export const pessoas = defineResource({
  name: 'pessoas',
  path: '/geral/pessoas',
  label: 'Pessoa',
  labelPlural: 'Pessoas',
  feminine: true,
  modulo: 'geral',
  menu: ['Geral', 'Cadastros', 'Pessoas'],
  access: { read: 'ROLE_GERAL_PESSOAS', write: 'ROLE_GERAL_PESSOAS_EDITAR' },
  empresaScoped: true,
  audit: true,
  fields: [
    { name: 'nome', label: 'Nome', kind: 'text', required: true, max: 100, span: 8 },
    { name: 'cpf', label: 'CPF', kind: 'cpf', span: 4 },
    {
      name: 'sexo',
      label: 'Sexo',
      kind: 'enum',
      options: SEXO_OPTIONS.filter((o) => o.value !== 'I'),
      required: true,
      span: 4,
    },
    { name: 'dataNascimento', label: 'Data de nascimento', kind: 'date', feminine: true, span: 4 },
    { name: 'email', label: 'E-mail', kind: 'email', max: 120, span: 4 },
    { name: 'observacao', label: 'Observação', kind: 'textarea', feminine: true, max: 1000, span: 12 },
  ],
  list: { columns: ['nome', 'cpf', 'email'], sort: 'nome', search: ['nome', 'cpf'] },
  resumo: 'nome',
});

const pessoaResumo = z.object({
  id: z.number(),
  nome: z.string(),
  cpf: z.string().nullable(),
  empresaId: z.number(),
});
const cpfQuery = z.string().trim().min(1, 'CPF é obrigatório');

/** The person with this CPF in the session's company, other than `pessoaId` (null when none). */
export const pessoaPorCpf = defineContrato('GET /api/geral/pessoas/cpf', {
  summary: 'Pessoa da empresa com o CPF (exceto pessoaId), ou null',
  query: z.object({ cpf: cpfQuery, pessoaId: z.coerce.number().int().positive().optional() }),
  response: pessoaResumo.nullable(),
});

/** The person with this CPF in a company the session may see (null when none). */
export const pessoaPorCpfEEmpresa = defineContrato('GET /api/geral/pessoas/cpf-e-empresaId', {
  summary: 'Pessoa com o CPF numa empresa visível à sessão, ou null',
  query: z.object({ cpf: cpfQuery, empresaId: z.coerce.number().int().positive() }),
  response: pessoaResumo.nullable(),
});
