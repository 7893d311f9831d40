/**
 * Filter pieces of the performance evaluation reports (spec 2 §5 'Evaluation reports', §9 'Detailed report:
 * at most 4 evaluators; anonymous: at least 2'). Rules that need the evaluation (anonymous, version 2.0)
 * are checked on the server against the database and answered as field errors with these messages.
 */
import { z } from 'zod';
import { idsAoMenosUm, idsOpcionais } from '../filtros.ts';

export const MAXIMO_AVALIADORES_DETALHADO = 4;
export const MINIMO_AVALIADORES_ANONIMA_RELATORIO = 2;

export const MSG_RELATORIO_DESEMPENHO = {
  avaliacaoObrigatoria: 'Avaliação de Desempenho é obrigatória',
  avaliacaoNaoEncontrada: 'Avaliação de Desempenho não encontrada',
  avaliadoObrigatorio: 'Avaliado é obrigatório',
  // The spec's texts (§5 Evaluation reports).
  anonimaDoisAvaliadores: 'A avaliação é anônima e deve conter pelo menos 2 avaliadores selecionados',
  detalhadoQuatroAvaliadores: 'Relatório detalhado, deve conter no máximo 4 avaliadores selecionados',
  selecioneCandidato: 'Selecione ao menos um candidato',
  selecioneAvaliado: 'Selecione no mínimo 1 avaliado',
  // Ours where the spec names the rule only.
  mediaGeralObrigatoria: 'Informe se o relatório exibe a média geral das competências',
  selecioneAvaliador: 'Selecione ao menos um avaliador',
  situacaoObrigatoria: 'Situação é obrigatória',
  anonimaRespondidas:
    'A avaliação é anônima: selecione no mínimo 2 avaliados e 1 avaliador, ou 2 avaliadores e 1 avaliado',
  anonimaSituacao: 'A avaliação é anônima: a situação das respostas de cada avaliador não é exibida',
} as const;

const M = MSG_RELATORIO_DESEMPENHO;
const idObrigatorio = (mensagem: string) =>
  z.number({ error: mensagem }).int({ error: mensagem }).positive({ error: mensagem });

/** The performance evaluation (one, of the company). */
export const avaliacaoId = idObrigatorio(M.avaliacaoObrigatoria);
/** The evaluated talent of the analysis by talent. */
export const avaliadoId = idObrigatorio(M.avaliadoObrigatorio);
export const avaliadoresIds = idsOpcionais;
export const avaliadosIds = idsOpcionais;
export const candidatosIds = idsAoMenosUm(M.selecioneCandidato);
export const avaliadoresAoMenosUm = idsAoMenosUm(M.selecioneAvaliador);

/** The evaluators' answer situation: all, answered (concluded) or not answered. */
export const SITUACAO_RESPOSTA_OPTIONS = [
  { value: 'T', label: 'Todas' },
  { value: 'R', label: 'Respondidas' },
  { value: 'N', label: 'Não respondidas' },
] as const;
export const situacaoResposta = z.enum(['T', 'R', 'N'], { error: M.situacaoObrigatoria });

/** 'Exibir a média geral das competências': Sim/Não, required on a detailed 1.0 report (server check). */
export const mediaGeral = z.boolean({ error: M.mediaGeralObrigatoria }).nullable().default(null);

/** The detailed layout shows one column per chosen evaluator: at most 4 (checked before the database). */
export const detalhadoNoMaximo4 = (f: { layout?: unknown; avaliadoresIds?: unknown }) =>
  !(
    f.layout === 'DETALHADO' &&
    Array.isArray(f.avaliadoresIds) &&
    f.avaliadoresIds.length > MAXIMO_AVALIADORES_DETALHADO
  );
