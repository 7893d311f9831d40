import { z } from 'zod';
import { MSG } from '../../../messages.ts';
import { MSG_SELECAO as M } from './mensagens.ts';

/** Bodies of the selection process's routes: the screen and the API parse the same schemas. */

const MAX_ID = 2_147_483_647;
/** A required id: missing, empty or not a positive integer answers the field's required message. */
const idObrigatorio = (mensagem: string) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.coerce.number({ error: mensagem }).int(mensagem).positive(mensagem).max(MAX_ID, mensagem),
  );
const listaIds = (mensagem: string) =>
  z.preprocess(
    (v) => (v == null ? [] : v),
    z
      .array(z.coerce.number().int().positive().max(MAX_ID), { error: mensagem })
      .min(1, mensagem)
      .transform((ids) => [...new Set(ids)]),
  );
const texto = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z.string().trim().max(max, MSG.maximo(label, max)).nullish(),
  );
const dataIso = z
  .string({ error: M.dataObrigatoria })
  .regex(/^\d{4}-\d{2}-\d{2}$/, M.dataInvalida)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), M.dataInvalida);

/** Candidate-solicitation link (spec 1 §3, §5): one candidate into one or more requisitions. */
export const vinculoSchema = z.object({
  empresaId: idObrigatorio(M.empresaObrigatoria),
  candidatoId: idObrigatorio(M.candidatoObrigatorio),
  solicitacoesIds: listaIds(M.solicitacoesObrigatorias),
});
export type VinculoInput = z.input<typeof vinculoSchema>;

/** POST /solicitacoes-pessoal/candidato/{id}: several candidates into one requisition. */
export const adicionarCandidatosSchema = z.object({
  candidatosIds: listaIds(M.candidatosObrigatorios),
});

/** Moving a link to a selection step. */
export const moverSchema = z.object({ etapaSeletivaId: idObrigatorio(M.etapaObrigatoria) });

export const RESPONSAVEL_MAX = 100;
export const OBSERVACAO_MAX = 2000;

/** The result of the current step (apto / não apto, date, responsible, notes). */
export const resultadoSchema = z.object({
  apto: z.enum(['S', 'N'], { error: M.resultadoObrigatorio }),
  data: dataIso,
  responsavel: texto('Responsável', RESPONSAVEL_MAX),
  observacao: texto('Observação', OBSERVACAO_MAX),
});
export type ResultadoInput = z.output<typeof resultadoSchema>;

/**
 * PUT /historico-candidatos/{id}/data-hora-expiracao: until when the candidate may answer the step's
 * evaluations in the candidate area (null clears it: no limit).
 */
export const expiracaoSchema = z.object({
  dataHoraExpiracao: z.preprocess(
    (v) => (v === '' ? null : v),
    z.iso.datetime({ offset: true, error: M.dataHoraInvalida }).nullable(),
  ),
});

/** Palographic exam of a candidate (spec 1 §3 'Palographic exam record'). */
export const EXAME_TEXTO_MAX = 20000;
export const EXAME_RESULTADO_MAX = 2000;
export const exameSchema = z.object({
  ocrTexto: texto('Texto do exame digitalizado', EXAME_TEXTO_MAX),
  examePalografico: texto('Exame palográfico', EXAME_TEXTO_MAX),
  resultadoExamePalografico: texto('Resultado do exame palográfico', EXAME_RESULTADO_MAX),
});
export type ExameInput = z.input<typeof exameSchema>;
