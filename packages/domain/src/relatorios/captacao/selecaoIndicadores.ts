/**
 * Calculations of the selection reports (candidatos em seleção, análise das etapas seletivas, avaliações
 * e indicações de candidatos), pure so the unit tests pin the formulas the user guide documents.
 */

/** Whole days from `de` to `ate` (ISO dates 'YYYY-MM-DD'); negative when `ate` comes first. */
export function diasEntre(de: string, ate: string): number {
  return Math.round((Date.parse(`${ate}T00:00:00Z`) - Date.parse(`${de}T00:00:00Z`)) / 86_400_000);
}

/**
 * A share in percent, exact (33.333… for 1 of 3): the PDF prints it with one decimal ('33,3 %') and the
 * XLSX keeps the exact value under a percent format. null when there is nothing to divide by (the report
 * prints '–' rather than a misleading 0 %).
 */
export function percentual(parte: number, todo: number): number | null {
  if (!todo) return null;
  return (parte * 100) / todo;
}

/**
 * Approval rate of a selection step: aptos ÷ (aptos + não aptos). Candidates still waiting for a result
 * are left out: they have not been approved nor rejected yet.
 */
export function percentualAprovacao(aptos: number, naoAptos: number): number | null {
  return percentual(aptos, aptos + naoAptos);
}

/** Running mean that never holds the values (a report reads its rows in batches). */
export class Media {
  private soma = 0;
  private n = 0;

  /** Adds a value; null/undefined (not measurable) is ignored. */
  somar(valor: number | null | undefined, peso = 1): this {
    if (valor == null || !Number.isFinite(valor)) return this;
    this.soma += valor * peso;
    this.n += peso;
    return this;
  }

  get quantidade(): number {
    return this.n;
  }

  /** Mean with one decimal, null when nothing was added. */
  get valor(): number | null {
    return this.n ? Math.round((this.soma / this.n) * 10) / 10 : null;
  }
}

/** Mean with one decimal from a sum and a count (null for none): averages kept as SQL sums. */
export function mediaDaSoma(soma: number, quantidade: number): number | null {
  return quantidade ? Math.round((soma / quantidade) * 10) / 10 : null;
}

/** Mean of `valores` with one decimal (nulls ignored), null for none. */
export function media(valores: readonly (number | null | undefined)[]): number | null {
  const m = new Media();
  for (const v of valores) m.somar(v);
  return m.valor;
}

/** Where a candidate stands in one requisition's selection, as the reports print it. */
export type SituacaoCandidatoSelecao = 'Contratado' | 'Removido' | 'Não contratado' | 'Em seleção';

/**
 * Hired wins (even after the requisition closed); then removed from the requisition; a requisition
 * closed or cancelled without hiring the candidate ends as 'Não contratado'; otherwise still in selection.
 */
export function situacaoCandidatoSelecao(v: {
  contratado: boolean | null;
  removido: boolean | null;
  solicitacaoFechada: boolean | null;
}): SituacaoCandidatoSelecao {
  if (v.contratado) return 'Contratado';
  if (v.removido) return 'Removido';
  if (v.solicitacaoFechada) return 'Não contratado';
  return 'Em seleção';
}
