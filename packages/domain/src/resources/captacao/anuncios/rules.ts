/**
 * Rules of job ads that the server's queries and the screens share. The requisition's status letters
 * (spec 1 §3 requisition filter): I awaiting release, A open in progress (released), S suspended,
 * E closed, C cancelled.
 */

/** Only a released requisition (open, in progress) receives a new ad. */
export const STATUS_SOLICITACAO_COM_ANUNCIO = ['A'] as const;

/** A closed or cancelled requisition ends its ad at once, whatever the ad's own expiry date. */
export const STATUS_SOLICITACAO_ENCERRA_ANUNCIO = ['E', 'C'] as const;

/** A requisition in one of these states shows its ad in the candidate area (when not expired). */
export const STATUS_SOLICITACAO_ANUNCIO_PUBLICO = ['A'] as const;

export const solicitacaoPermiteAnuncio = (status: string | null | undefined) =>
  (STATUS_SOLICITACAO_COM_ANUNCIO as readonly string[]).includes(status ?? '');

/**
 * An ad expires by itself: the day after its `previsaoEncerramento` (the ad runs through that whole
 * day), or as soon as its requisition is closed or cancelled. `hoje` is 'YYYY-MM-DD'.
 */
export function anuncioExpirado(
  anuncio: { previsaoEncerramento?: string | null; statusSolicitacao?: string | null },
  hoje: string,
): boolean {
  if ((STATUS_SOLICITACAO_ENCERRA_ANUNCIO as readonly string[]).includes(anuncio.statusSolicitacao ?? ''))
    return true;
  return !!anuncio.previsaoEncerramento && anuncio.previsaoEncerramento < hoje;
}

/** Filter of the ads list: only current ads (default), only expired ones, or all. */
export const SITUACAO_ANUNCIO_OPTIONS = [
  { value: 'VIGENTES', label: 'Vigentes' },
  { value: 'EXPIRADOS', label: 'Expirados' },
  { value: 'TODOS', label: 'Todos' },
] as const;
export type SituacaoAnuncio = (typeof SITUACAO_ANUNCIO_OPTIONS)[number]['value'];
export const SITUACAO_ANUNCIO_PADRAO: SituacaoAnuncio = 'VIGENTES';
