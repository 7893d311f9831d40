/** Reading the candidate-area addresses' query parameters. */

/** A positive integer parameter, or null. */
export const idDoParametro = (v: string | null) => {
  const n = Number(v);
  return v !== null && Number.isInteger(n) && n > 0 ? n : null;
};

/** utilizarAvaliacoesEtapaSeletiva=true|false, or null when absent (the ad's setting). */
export const etapaDoParametro = (v: string | null) => (v === 'true' ? true : v === 'false' ? false : null);

/** The query of the evaluation pages of one application. */
export function enderecoAvaliacoes(
  pagina: 'solicitacao-avaliacao' | 'avaliacoes',
  vinculo: number,
  etapa: boolean | null,
  modelo?: number,
) {
  const q = new URLSearchParams({ candidatoSolicitacaoId: String(vinculo) });
  if (modelo !== undefined) q.set('avaliacaoId', String(modelo));
  if (etapa !== null) q.set('utilizarAvaliacoesEtapaSeletiva', String(etapa));
  return `/externo/${pagina}?${q}`;
}
