import { z } from 'zod';
import { MSG_SELECAO as M } from './mensagens.ts';

/**
 * The board's bulk actions (issue 24 §3): several selected candidates moved to a step, given a result or
 * rejected at once. One transaction; each candidate is checked by the same rule as the single action, and
 * the answer says which were done and which were refused, with the rule's message.
 */

/** The most cards one bulk action takes (a requisition's board rarely holds more). */
export const LOTE_MAX = 200;

export const MSG_LOTE = {
  acaoObrigatoria: 'Ação é obrigatória',
  maximo: `Selecione no máximo ${LOTE_MAX} candidatos por vez.`,
  foraDaSolicitacao: 'O candidato não participa desta solicitação.',
} as const;

const id = z.coerce.number().int().positive().max(2_147_483_647);

export const loteSchema = z
  .discriminatedUnion(
    'acao',
    [
      z.object({ acao: z.literal('mover'), etapaSeletivaId: id, vinculosIds: z.array(id) }),
      z.object({
        acao: z.literal('resultado'),
        apto: z.enum(['S', 'N'], { error: M.resultadoObrigatorio }),
        vinculosIds: z.array(id),
      }),
      /** Not fit ('não apto') in the current step, with an optional note. */
      z.object({
        acao: z.literal('reprovar'),
        observacao: z.string().trim().max(2000).nullish(),
        vinculosIds: z.array(id),
      }),
    ],
    { error: MSG_LOTE.acaoObrigatoria },
  )
  .superRefine((v, ctx) => {
    if (!v.vinculosIds.length)
      ctx.addIssue({ code: 'custom', path: ['vinculosIds'], message: M.candidatosObrigatorios });
    if (v.vinculosIds.length > LOTE_MAX)
      ctx.addIssue({ code: 'custom', path: ['vinculosIds'], message: MSG_LOTE.maximo });
  });
export type LoteInput = z.output<typeof loteSchema>;

const candidatoNoLote = z.object({ id: z.number(), nome: z.string() });
export const resultadoLote = z.object({
  feitos: z.array(candidatoNoLote),
  recusados: z.array(candidatoNoLote.extend({ motivo: z.string() })),
});
export type ResultadoLote = z.output<typeof resultadoLote>;

/**
 * '***.982.247-**': the CPF as the board, the candidate lists and the managers' reports show it (LGPD:
 * only the candidate record and the exports that need it carry the full number). Masked on the server,
 * so the full number never leaves it there. Null or not 11 digits: null.
 */
export function mascararCpf(cpf: string | null | undefined): string | null {
  const d = (cpf ?? '').replace(/\D/g, '');
  if (d.length !== 11) return null;
  return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
}
