/**
 * 'Transferir candidatos' (issue 24 §4): candidates of one requisition's board moved to another's, each
 * link keeping its history (the link itself changes requisition). One transaction; each candidate is
 * checked apart and refusals are reported as the board's bulk actions do (ResultadoLote).
 */
import { z } from 'zod';
import { defineContrato } from '../../../contrato.ts';
import { LOTE_MAX, MSG_LOTE, resultadoLote } from './lote.ts';
import { MSG_SELECAO as M } from './mensagens.ts';

export const MSG_TRANSFERENCIA = {
  destinoObrigatorio: 'Solicitação de destino é obrigatória',
  mesmaSolicitacao: 'A solicitação de destino deve ser diferente da de origem.',
  contratadoNaoTransfere: 'Candidato contratado não pode ser transferido.',
} as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const transferenciaSchema = z
  .object({
    destinoId: id.nullish(),
    vinculosIds: z.array(id),
  })
  .superRefine((v, ctx) => {
    if (v.destinoId == null)
      ctx.addIssue({ code: 'custom', path: ['destinoId'], message: MSG_TRANSFERENCIA.destinoObrigatorio });
    if (!v.vinculosIds.length)
      ctx.addIssue({ code: 'custom', path: ['vinculosIds'], message: M.candidatosObrigatorios });
    if (v.vinculosIds.length > LOTE_MAX)
      ctx.addIssue({ code: 'custom', path: ['vinculosIds'], message: MSG_LOTE.maximo });
  });
export type TransferenciaInput = z.output<typeof transferenciaSchema>;

export const transferirCandidatos = defineContrato(
  'POST /api/captacao/solicitacoes-pessoal/:id/candidatos/transferir',
  {
    summary: 'Transfere candidatos do quadro para o de outra solicitação, com o histórico',
    params: z.object({ id: z.string() }),
    body: transferenciaSchema,
    response: resultadoLote,
  },
);
