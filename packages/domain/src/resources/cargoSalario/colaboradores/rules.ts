import type { z } from 'zod';
import {
  calcularSalario,
  type HistoricoSalarial,
  type HistoricosIndices,
  hojeIso,
  salarioEmVigor,
  vigenteEm,
} from '../../../salario.ts';
import { isValidCelular, isValidDdd, isValidPis } from '../../../validators/index.ts';
import {
  SITUACOES_DESLIGAMENTO,
  TIPO_SALARIO_FAIXA,
  TIPO_SALARIO_INDICE,
  TIPO_SALARIO_VALOR,
} from './enums.ts';
import { MSG_COLABORADOR as M } from './messages.ts';

/** The parts of a history row the rules look at (the form's and the API's row). */
export interface HistoricoDatado {
  id?: number | null;
  data: string;
}

/** Later than any real date: the row "in force" on it is the latest row of all. */
const FIM_DOS_TEMPOS = '9999-12-31';

/**
 * The history row in force on `data`: the latest dated on or before it. Without `data`, the latest row
 * of all (the talent's current establishment, area and band). Null when no row qualifies.
 */
export function historicoVigente<T extends HistoricoDatado>(rows: readonly T[], data?: string): T | null {
  return vigenteEm(rows, data ?? FIM_DOS_TEMPOS);
}

/**
 * The salary of a talent on `data`, from the talent's history: the row in force on that date, valued on
 * that date. Type 1 follows the band (its own history, `faixas` by band id), types 2 and 3 are computed
 * from the row itself (index × quantity, fixed value). Null before the admission or when a value is
 * unknown (a band without history, an index without value on the date).
 */
export function salarioColaboradorEm(
  historicos: readonly HistoricoColaborador[],
  faixas: ReadonlyMap<number, readonly HistoricoSalarial[]>,
  indices: HistoricosIndices,
  data: string,
): number | null {
  const h = vigenteEm(historicos, data);
  if (!h) return null;
  if (String(h.tipoSalario) === TIPO_SALARIO_FAIXA)
    return salarioEmVigor(faixas.get(h.faixaSalarialId) ?? [], indices, data);
  return calcularSalario(
    { tipo: h.tipoSalario, indiceId: h.indiceId, quantidade: h.quantidade, valor: h.valor },
    indices,
    data,
  );
}

/** A talent's history row as the salary needs it. */
export interface HistoricoColaborador extends HistoricoDatado {
  faixaSalarialId: number;
  tipoSalario: string;
  indiceId?: number | null;
  quantidade?: number | null;
  valor?: number | null;
}

/** The admission row: the earliest one (on a repeated date, the first given). */
export function historicoAdmissao<T extends HistoricoDatado>(rows: readonly T[]): T | null {
  let first: T | null = null;
  for (const r of rows) if (!first || r.data < first.data) first = r;
  return first;
}

type Ctx = z.RefinementCtx;
const issue = (ctx: Ctx, path: (string | number)[], message: string) =>
  ctx.addIssue({ code: 'custom', path, message });
const filled = (v: unknown) => v !== null && v !== undefined && v !== '';

/** Salary rules of one history row: an index and a quantity for type 2, a value for type 3. */
export function validarHistorico(row: Record<string, unknown>, ctx: Ctx) {
  if (row.tipoSalario === TIPO_SALARIO_INDICE) {
    if (!filled(row.indiceId)) issue(ctx, ['indiceId'], M.indiceObrigatorio);
    if (!filled(row.quantidade)) issue(ctx, ['quantidade'], M.quantidadeObrigatoria);
    else if (Number(row.quantidade) <= 0) issue(ctx, ['quantidade'], M.quantidadeInvalida);
  }
  if (row.tipoSalario === TIPO_SALARIO_VALOR) {
    if (!filled(row.valor)) issue(ctx, ['valor'], M.valorObrigatorio);
    else if (Number(row.valor) <= 0) issue(ctx, ['valor'], M.valorInvalido);
  }
}

const ENDERECO = ['cep', 'logradouro', 'numero', 'complemento', 'bairro', 'estadoId', 'cidadeId'];

/** The address is optional; once any part is given, the spec's address rules apply (spec 3 §5 Address). */
function validarEndereco(v: Record<string, unknown>, ctx: Ctx) {
  if (typeof v.numero === 'string' && v.numero.length > 10) issue(ctx, ['numero'], M.numeroMaximo);
  if (typeof v.complemento === 'string' && v.complemento.length > 30)
    issue(ctx, ['complemento'], M.complementoMaximo);
  if (!ENDERECO.some((k) => filled(v[k]))) return;
  const required: [string, string][] = [
    ['estadoId', M.estadoObrigatorio],
    ['cidadeId', M.cidadeObrigatoria],
    ['logradouro', M.logradouroObrigatorio],
    ['numero', M.numeroObrigatorio],
    ['bairro', M.bairroObrigatorio],
  ];
  for (const [k, msg] of required) if (!filled(v[k])) issue(ctx, [k], msg);
}

/** Dates of the history: the first row is the admission, none in the future, after a dismissal or repeated. */
function validarHistoricos(v: Record<string, unknown>, ctx: Ctx, hoje: string, desligamento: string | null) {
  const rows = (Array.isArray(v.historicos) ? v.historicos : []) as HistoricoDatado[];
  const datados = rows.map((r, i) => ({ ...r, i })).filter((r) => typeof r.data === 'string' && r.data);
  const vistas = new Set<string>();
  for (const r of datados) {
    if (r.data > hoje) issue(ctx, ['historicos', r.i, 'data'], M.historicoFuturo);
    else if (desligamento && r.data > desligamento)
      issue(ctx, ['historicos', r.i, 'data'], M.historicoAposDesligamento);
    if (vistas.has(r.data)) issue(ctx, ['historicos', r.i, 'data'], M.historicoDataRepetida);
    vistas.add(r.data);
  }
  const admissao = historicoAdmissao(datados);
  if (admissao && typeof v.dataAdmissao === 'string' && admissao.data !== v.dataAdmissao)
    issue(ctx, ['historicos', admissao.i, 'data'], M.primeiroHistoricoNaAdmissao);
}

/** Cross-field rules of a talent (the resource's `refine`). `hoje` is injectable for tests. */
export function validarColaborador(v: Record<string, unknown>, ctx: Ctx, hoje: string = hojeIso()) {
  if (filled(v.pis) && !isValidPis(String(v.pis))) issue(ctx, ['pis'], M.pisInvalido);
  if (filled(v.dddCelular) && !isValidDdd(String(v.dddCelular))) issue(ctx, ['dddCelular'], M.invalido);
  if (filled(v.celular) && !isValidCelular(String(v.celular))) issue(ctx, ['celular'], M.invalido);

  const admissao = typeof v.dataAdmissao === 'string' ? v.dataAdmissao : null;
  if (admissao && admissao > hoje) issue(ctx, ['dataAdmissao'], M.dataAdmissaoFutura);
  if (admissao && typeof v.dataNascimento === 'string' && v.dataNascimento >= admissao)
    issue(ctx, ['dataNascimento'], M.nascimentoAposAdmissao);

  // Dismissal data counts only in the dismissal situations (the server clears it in the others).
  const desligado = SITUACOES_DESLIGAMENTO.includes(v.situacao as never);
  const desligamento = desligado && typeof v.dataDesligamento === 'string' ? v.dataDesligamento : null;
  if (desligado) {
    if (!desligamento) issue(ctx, ['dataDesligamento'], M.dataDesligamentoObrigatoria);
    if (v.situacao === 'D' && !filled(v.motivoDesligamento))
      issue(ctx, ['motivoDesligamento'], M.motivoDesligamentoObrigatorio);
  }
  if (admissao && desligamento && desligamento < admissao)
    issue(ctx, ['dataDesligamento'], M.desligamentoAntesAdmissao);

  validarEndereco(v, ctx);
  validarHistoricos(v, ctx, hoje, desligamento);
}
