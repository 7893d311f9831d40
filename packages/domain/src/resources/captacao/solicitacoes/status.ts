/**
 * Status workflow of a personnel requisition (spec 1 §4 leaves the graph open; this is our design).
 *
 * A requisition keeps the legacy shape: a release status letter (`status`: I aguardando liberação,
 * L liberada, R reprovada) plus three flags (suspensa, encerrada, cancelada). `situacaoDe` folds them
 * into one situation, the letters of the list filter (spec 1 §3) plus I and R:
 *
 *   I aguardando liberação --libera--> A em andamento
 *   I aguardando liberação --reprova--> R reprovada --libera--> A (the releaser may reconsider)
 *   A em andamento --suspende--> S suspensa --reabre--> A
 *   A, S --encerra (dataEncerramento)--> E encerrada
 *   I, A, S, R --cancela (obsCancelamento)--> C cancelada
 *   E, C --reabre--> A (or I when never released), only when the company's
 *                    solPessoalReabrirSolicitacao allows
 *
 * Everything else is refused with a message naming the current situation.
 */

export type StatusLiberacao = 'I' | 'L' | 'R';
export type Situacao = 'I' | 'A' | 'R' | 'S' | 'E' | 'C';
export type AcaoSolicitacao = 'libera' | 'reprova' | 'suspende' | 'reabre' | 'encerra' | 'cancela';

export const STATUS_LIBERACAO_OPTIONS = [
  { value: 'I', label: 'Aguardando liberação' },
  { value: 'L', label: 'Liberada' },
  { value: 'R', label: 'Reprovada' },
] as const;

export const SITUACAO_OPTIONS = [
  { value: 'I', label: 'Aguardando liberação' },
  { value: 'A', label: 'Em andamento' },
  { value: 'R', label: 'Reprovada' },
  { value: 'S', label: 'Suspensa' },
  { value: 'E', label: 'Encerrada' },
  { value: 'C', label: 'Cancelada' },
] as const satisfies readonly { value: Situacao; label: string }[];

export const SITUACAO_LABEL: Record<Situacao, string> = Object.fromEntries(
  SITUACAO_OPTIONS.map((o) => [o.value, o.label]),
) as Record<Situacao, string>;

export interface EstadoSolicitacao {
  status: StatusLiberacao;
  suspensa: boolean;
  encerrada: boolean;
  cancelada: boolean;
}

/** The one situation shown to users, from the release status and the flags. */
export function situacaoDe(e: EstadoSolicitacao): Situacao {
  if (e.cancelada) return 'C';
  if (e.encerrada) return 'E';
  if (e.suspensa) return 'S';
  if (e.status === 'L') return 'A';
  return e.status;
}

export const ACAO_LABEL: Record<AcaoSolicitacao, string> = {
  libera: 'liberar',
  reprova: 'reprovar',
  suspende: 'suspender',
  reabre: 'reabrir',
  encerra: 'encerrar',
  cancela: 'cancelar',
};

/** Situations each action may start from (before the company parameter for reopening). */
const ORIGENS: Record<AcaoSolicitacao, readonly Situacao[]> = {
  libera: ['I', 'R'],
  reprova: ['I'],
  suspende: ['A'],
  reabre: ['S', 'E', 'C'],
  encerra: ['A', 'S'],
  cancela: ['I', 'A', 'S', 'R'],
};

export interface Transicao {
  ok: true;
  de: Situacao;
  para: Situacao;
  /** The new state to store (the caller adds dates, notes and who). */
  estado: EstadoSolicitacao;
}
export interface TransicaoRecusada {
  ok: false;
  mensagem: string;
}

/**
 * Applies an action to a state: the new state, or the pt-BR reason it is not allowed.
 * `reabrirPermitido` is the company's solPessoalReabrirSolicitacao.
 */
export function transicao(
  atual: EstadoSolicitacao,
  acao: AcaoSolicitacao,
  opcoes: { reabrirPermitido: boolean },
): Transicao | TransicaoRecusada {
  const de = situacaoDe(atual);
  const recusa = (mensagem: string): TransicaoRecusada => ({ ok: false, mensagem });
  if (!ORIGENS[acao].includes(de))
    return recusa(`Não é possível ${ACAO_LABEL[acao]} uma solicitação com situação "${SITUACAO_LABEL[de]}".`);
  if (acao === 'reabre' && (de === 'E' || de === 'C') && !opcoes.reabrirPermitido)
    return recusa(
      `A empresa não permite reabrir solicitação com situação "${SITUACAO_LABEL[de]}" (parâmetro "Reabrir solicitação").`,
    );
  const estado: EstadoSolicitacao = { ...atual };
  switch (acao) {
    case 'libera':
      estado.status = 'L';
      break;
    case 'reprova':
      estado.status = 'R';
      break;
    case 'suspende':
      estado.suspensa = true;
      break;
    case 'reabre':
      estado.suspensa = false;
      estado.encerrada = false;
      estado.cancelada = false;
      break;
    case 'encerra':
      estado.suspensa = false;
      estado.encerrada = true;
      break;
    case 'cancela':
      estado.suspensa = false;
      estado.cancelada = true;
      break;
  }
  return { ok: true, de, para: situacaoDe(estado), estado };
}

/** Actions offered for a situation (the screen shows only these). */
export function acoesPermitidas(
  atual: EstadoSolicitacao,
  opcoes: { reabrirPermitido: boolean },
): AcaoSolicitacao[] {
  return (Object.keys(ORIGENS) as AcaoSolicitacao[]).filter((a) => transicao(atual, a, opcoes).ok);
}

/**
 * The action that leads to a target situation (PUT /{id}/status names the target): A from I or R is
 * a release, from S/E/C a reopening; S suspends; E closes; C cancels; R rejects.
 */
export function acaoParaSituacao(de: Situacao, para: Situacao): AcaoSolicitacao | null {
  switch (para) {
    case 'A':
      return de === 'I' || de === 'R' ? 'libera' : 'reabre';
    case 'I':
      return 'reabre';
    case 'R':
      return 'reprova';
    case 'S':
      return 'suspende';
    case 'E':
      return 'encerra';
    case 'C':
      return 'cancela';
  }
  return null;
}
