/**
 * The selection process of a personnel requisition (spec 1 §3 'Candidate-solicitation link', issue 6).
 *
 * A candidate joins a requisition through a link (candidato_solicitacao). Each selection step the
 * candidate goes through is a history row (historico_candidato: etapa, data, responsável, apto, notes);
 * the link's current step is the newest row. On the board the candidate sits in the column of that step
 * ('Inscritos' before the first one, 'Contratados' once hired). Our rules (the spec leaves them open):
 *
 * - only a requisition in progress (situação A) takes candidates and moves; suspended, closed, cancelled,
 *   waiting or reproved ones are read-only for the process;
 * - a candidate is in a requisition once (a removed link keeps its history; adding again starts anew);
 * - moving to a later step needs 'apto' in the current one; moving back (to repeat a step) is free;
 * - hiring needs a free vacancy and no 'não apto' in the current step; it fills one vacancy;
 * - a hired candidate is neither moved nor removed (undo the hiring first).
 */
import type { Situacao } from '../solicitacoes/status.ts';
import { SITUACAO_LABEL } from '../solicitacoes/status.ts';
import { MSG_SELECAO as M } from './mensagens.ts';

/** Result of a step: S apto, N não apto; null while pending. */
export type Apto = 'S' | 'N';
export const APTO_OPTIONS = [
  { value: 'S', label: 'Apto' },
  { value: 'N', label: 'Não apto' },
] as const satisfies readonly { value: Apto; label: string }[];
export const APTO_LABEL: Record<Apto, string> = { S: 'Apto', N: 'Não apto' };
export const PENDENTE = 'Pendente';

export interface EtapaRef {
  id: number;
  ordem: number;
  nome: string;
}

/** What the rules need to know of a link. */
export interface EstadoVinculo {
  removido: boolean;
  contratado: boolean;
  /** The current step (newest history row) and its result. */
  etapaAtual: (EtapaRef & { apto: Apto | null }) | null;
}

export type Verificacao = { ok: true } | { ok: false; mensagem: string };
const ok: Verificacao = { ok: true };
const recusa = (mensagem: string): Verificacao => ({ ok: false, mensagem });

/** Only a requisition in progress takes candidates and moves them. */
export const aceitaCandidatos = (situacao: Situacao) => situacao === 'A';

function vinculoMovel(situacao: Situacao, v: EstadoVinculo): Verificacao {
  if (!aceitaCandidatos(situacao)) return recusa(M.solicitacaoFechada(SITUACAO_LABEL[situacao]));
  if (v.removido) return recusa(M.vinculoRemovido);
  if (v.contratado) return recusa(M.jaContratadoAqui);
  return ok;
}

/** Moving a candidate to a selection step. */
export function verificarMovimento(situacao: Situacao, v: EstadoVinculo, destino: EtapaRef): Verificacao {
  const base = vinculoMovel(situacao, v);
  if (!base.ok) return base;
  const atual = v.etapaAtual;
  if (atual?.id === destino.id) return recusa(M.mesmaEtapa(destino.nome));
  if (atual && destino.ordem > atual.ordem && atual.apto !== 'S') return recusa(M.avancarSemApto(atual.nome));
  return ok;
}

/** Recording the result of the current step. */
export function verificarResultado(situacao: Situacao, v: EstadoVinculo): Verificacao {
  const base = vinculoMovel(situacao, v);
  if (!base.ok) return base;
  if (!v.etapaAtual) return recusa(M.semEtapa);
  return ok;
}

/** Hiring the candidate for the requisition. */
export function verificarContratacao(
  situacao: Situacao,
  v: EstadoVinculo,
  vagas: { quantidade: number; preenchidas: number },
  candidatoJaContratado: boolean,
): Verificacao {
  const base = vinculoMovel(situacao, v);
  if (!base.ok) return base;
  if (candidatoJaContratado) return recusa(M.jaContratado);
  if (v.etapaAtual?.apto === 'N') return recusa(M.naoAptoNaoContrata(v.etapaAtual.nome));
  if (vagas.preenchidas >= vagas.quantidade) return recusa(M.vagasPreenchidas);
  return ok;
}

/** Undoing a hiring (a mistake): frees the vacancy again. */
export function verificarDesfazerContratacao(situacao: Situacao, v: EstadoVinculo): Verificacao {
  if (!aceitaCandidatos(situacao)) return recusa(M.solicitacaoFechada(SITUACAO_LABEL[situacao]));
  if (v.removido) return recusa(M.vinculoRemovido);
  if (!v.contratado) return recusa(M.naoContratado);
  return ok;
}

/** Removing the candidate from the requisition (the link and its history stay, marked removed). */
export function verificarRemocao(situacao: Situacao, v: EstadoVinculo): Verificacao {
  if (!aceitaCandidatos(situacao)) return recusa(M.solicitacaoFechada(SITUACAO_LABEL[situacao]));
  if (v.removido) return recusa(M.vinculoRemovido);
  if (v.contratado) return recusa(M.contratadoNaoRemove);
  return ok;
}

/** Whether filling one more vacancy completes the requisition (the screen then offers to close it). */
export const completaVagas = (quantidade: number, preenchidas: number) => preenchidas >= quantidade;

/** Board column of a link: 'inscritos', the step's id, or 'contratados'. */
export type Coluna = 'inscritos' | 'contratados' | number;
export function colunaDe(v: Pick<EstadoVinculo, 'contratado' | 'etapaAtual'>): Coluna {
  if (v.contratado) return 'contratados';
  return v.etapaAtual?.id ?? 'inscritos';
}
