/** Contracts of the audit log screen (/utilitario/log, spec 3 §2 'Utilities'): list, filter options, detail. */
import { z } from 'zod';
import { defineContrato, instante, opcao } from '../../../contrato.ts';

const dia = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida');

/** Filters of the list: a period of calendar days (server's zone), the entity, the user. */
export const filtrosLog = z.object({
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(15),
  dataIni: dia.optional(),
  dataFim: dia.optional(),
  entidade: z.string().max(80).optional(),
  usuarioId: z.coerce.number().int().positive().optional(),
});

/** A row of the list (the shape of `LogLinha`). */
const logLinha = z.object({
  id: z.number(),
  data: instante,
  usuarioId: z.number().nullable(),
  usuarioNome: z.string().nullable(),
  entidade: z.string(),
  /** The entity's name for people ('Estabelecimentos'), or the key itself. */
  entidadeLabel: z.string(),
  entidadeId: z.number().nullable(),
  acao: z.string(),
  descricao: z.string().nullable(),
});

export const listarLog = defineContrato('GET /api/utilitario/log', {
  summary: 'Log de alterações (mais recentes primeiro)',
  query: filtrosLog,
  response: z.object({
    content: z.array(logLinha),
    totalElements: z.number(),
    totalPages: z.number(),
    number: z.number(),
    size: z.number(),
  }),
});

/** Options of the filters: the entities and users that appear in the company's log. */
export const filtrosDoLog = defineContrato('GET /api/utilitario/log/filtros', {
  summary: 'Opções dos filtros do log',
  response: z.object({
    entidades: z.array(opcao),
    usuarios: z.array(z.object({ value: z.number(), label: z.string() })),
  }),
});

/** One entry with the record before and after, and the labels of its fields. */
export const detalheDoLog = defineContrato('GET /api/utilitario/log/:id', {
  summary: 'Detalhe de um registro do log',
  params: z.object({ id: z.coerce.number().int() }),
  response: logLinha.extend({
    antes: z.record(z.string(), z.unknown()).nullable(),
    depois: z.record(z.string(), z.unknown()).nullable(),
    labels: z.record(z.string(), z.string()),
  }),
});
