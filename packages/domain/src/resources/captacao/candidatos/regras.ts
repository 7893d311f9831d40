/**
 * Cross-field rules of the candidate and of its rows (spec 1 §5), shared by the form and the API through
 * the declaration's `refine`s. Issue paths are relative to the record (or to the row for row rules).
 */
import type { z } from 'zod';
import { hojeIso } from '../../../salario.ts';
import { isValidCelular, isValidDdd, isValidFoneFixo, isValidPis } from '../../../validators/index.ts';
import { validarEstrangeiro } from './estrangeiro.ts';
import { MSG_CANDIDATO as M } from './mensagens.ts';

type Row = Record<string, unknown>;
const vazio = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '');
const add = (ctx: z.RefinementCtx, path: string, message: string) =>
  ctx.addIssue({ code: 'custom', path: [path], message });

/**
 * Work experience: cargo required unless the other-role box is ticked, and then its name is required;
 * admission not after today; the end not before admission (dates are ISO, so strings compare).
 */
export function validarExperiencia(r: Row, ctx: z.RefinementCtx, hoje = hojeIso()) {
  if (r.checkNomeCargo === true) {
    if (vazio(r.nomeMercado)) add(ctx, 'nomeMercado', M.nomeCargoObrigatorio);
  } else if (vazio(r.cargoId)) add(ctx, 'cargoId', M.obrigatorio('Cargo'));
  const adm = r.dataAdmissao as string | null | undefined;
  const fim = r.dataDesligamento as string | null | undefined;
  if (adm && adm > hoje) add(ctx, 'dataAdmissao', M.dataAdmissaoFutura);
  if (adm && fim && fim < adm) add(ctx, 'dataDesligamento', M.dataFinalInferior);
}

/** Certificate: the end date not before the start. */
export function validarCertificado(r: Row, ctx: z.RefinementCtx) {
  const ini = r.dataInicio as string | null | undefined;
  const fim = r.dataFim as string | null | undefined;
  if (ini && fim && fim < ini) add(ctx, 'dataFim', M.dataFinalInferior);
}

/** Phone rules of spec 1 §5: ddd exactly 2 digits, landline 8-9 digits, mobile 9, else 'Inválido'. */
export function validarTelefones(v: Row, ctx: z.RefinementCtx) {
  const check = (field: string, ok: (x: string) => boolean) => {
    const x = v[field];
    if (!vazio(x) && !ok(String(x))) add(ctx, field, M.invalido);
  };
  check('ddd', isValidDdd);
  check('dddCelular', isValidDdd);
  // The phone kind already holds 8 or 9 digits: a mobile needs 9 (an 8-digit one is a landline).
  check('foneCelular', (x) => !isValidFoneFixo(x) || isValidCelular(x));
  // A number needs its area code.
  if (!vazio(v.foneFixo) && vazio(v.ddd)) add(ctx, 'ddd', M.invalido);
  if (!vazio(v.foneCelular) && vazio(v.dddCelular)) add(ctx, 'dddCelular', M.invalido);
}

/** The candidate's own cross-field rules (the configurable required fields are in configuracao.ts). */
export function validarCandidato(v: Row, ctx: z.RefinementCtx) {
  validarTelefones(v, ctx);
  if (!vazio(v.pis) && !isValidPis(String(v.pis))) add(ctx, 'pis', M.pisInvalido);
  if (v.possuiParentes === 'S' && vazio(v.parentesAmigos))
    add(ctx, 'parentesAmigos', M.parentesAmigosObrigatorio);
  const exps = (v.experiencias as unknown[] | undefined) ?? [];
  if (v.primeiroEmprego === true && exps.length) add(ctx, 'experiencias', M.primeiroEmpregoComExperiencias);
  validarEstrangeiro(v, ctx);
}

/**
 * Length of a work experience in whole months, up to today when it has no end: 'tempoExperiencia' of
 * spec 1 §3, computed, never stored.
 */
export function tempoExperienciaMeses(
  dataAdmissao: string | null,
  dataDesligamento: string | null,
  hoje = hojeIso(),
) {
  if (!dataAdmissao) return null;
  const fim = dataDesligamento ?? hoje;
  const [y1, m1, d1] = dataAdmissao.split('-').map(Number);
  const [y2, m2, d2] = fim.split('-').map(Number);
  const meses = (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
  return Math.max(0, meses);
}

/** '2 anos e 3 meses', '1 ano', '5 meses', 'Menos de 1 mês'. */
export function tempoExperienciaTexto(meses: number | null): string | null {
  if (meses === null) return null;
  const anos = Math.floor(meses / 12);
  const resto = meses % 12;
  const parte = (n: number, um: string, varios: string) => (n === 1 ? `1 ${um}` : `${n} ${varios}`);
  const partes = [anos ? parte(anos, 'ano', 'anos') : null, resto ? parte(resto, 'mês', 'meses') : null];
  const txt = partes.filter(Boolean).join(' e ');
  return txt || 'Menos de 1 mês';
}
