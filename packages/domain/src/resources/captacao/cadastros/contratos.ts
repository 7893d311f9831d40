/** Contracts of the recruitment registers' lookups beside the generic routes (spec 1 §7 'Related'). */
import { z } from 'zod';
import { defineContrato } from '../../../contrato.ts';
import { linhaContagem, periodoOpcional } from './contagem.ts';

/** '1,2,3' → [1, 2, 3] (query arrays travel comma-separated, spec 1 §7). */
const listaIds = z
  .string()
  .regex(/^\s*\d+(\s*,\s*\d+)*\s*$/, 'Lista de ids inválida')
  .transform((v) => v.split(',').map((x) => Number(x.trim())));

/** A new step goes after the company's last one; capped at the limit, where the user picks a free one. */
export const proximaOrdemEtapa = defineContrato('GET /api/captacao/etapas-seletivas/proxima-ordem', {
  summary: 'Próxima ordem',
  response: z.object({ ordem: z.number() }),
});

/** The requisition form's dropdown: every reason with the flags the form reacts to. */
export const opcoesMotivoSolicitacao = defineContrato('GET /api/captacao/motivos-solicitacao/options', {
  summary: 'Opções de motivo',
  response: z.array(
    z.object({
      id: z.number(),
      descricao: z.string(),
      turnover: z.boolean(),
      considerarQtdColaboradoresPorCargo: z.boolean(),
    }),
  ),
});

/** The positions related to formation areas (all the company's relations without a filter). */
export const cargosDasAreasFormacao = defineContrato('GET /api/captacao/areas-formacao/cargos', {
  summary: 'Cargos relacionados às áreas de formação',
  query: z.object({ areasFormacaoIds: listaIds.optional() }),
  response: z.array(
    z.object({
      id: z.number(),
      nome: z.string(),
      nomenclatura: z.string(),
      areasFormacaoIds: z.array(z.number()),
    }),
  ),
});

/** How many candidates heard of openings through each source (registered in the period), with shares. */
export const contagemPorOrigem = defineContrato('GET /api/captacao/como-ficou-sabendo-vaga/contagem', {
  summary: 'Contagem por origem',
  query: periodoOpcional,
  response: z.array(linhaContagem),
});
