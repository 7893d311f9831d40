/** Contract of the candidate form's notice: the CPF belongs to a talent of the company (issue 24 §4). */
import { z } from 'zod';
import { defineContrato } from '../../../contrato.ts';
import { cpfQuery } from './contratos.ts';

/**
 * HR's read (candidate editor authority, the session's company): the talent with this CPF, active first,
 * or null. Never asked by the candidate area, which must learn nothing about talents.
 */
export const talentoPorCpf = defineContrato('GET /api/captacao/candidatos/talento-por-cpf', {
  summary: 'Talento da empresa com o CPF (aviso no cadastro de candidato)',
  query: z.object({ cpf: cpfQuery }),
  response: z.object({
    talento: z.object({ id: z.number(), nome: z.string(), situacao: z.string() }).nullable(),
  }),
});

/** The form's notice, e.g. 'Este CPF pertence ao talento Fulano (Desligado).' */
export const avisoTalentoPorCpf = (nome: string, situacao: string) =>
  `Este CPF pertence ao talento ${nome} (${situacao}).`;
