import { respondida } from './respostas.ts';
import { NOTA_MAXIMA_PADRAO, type Pergunta, type RespostaPergunta, TIPO_PERGUNTA } from './tipos.ts';

export interface Pontuacao {
  /** Points earned, Σ of each question's points. */
  pontuacao: number;
  /** Points available, Σ of each scored question's maximum. */
  pontuacaoMaxima: number;
  /** pontuacao / pontuacaoMaxima × 100 with two decimals; null when nothing is scored. */
  percentual: number | null;
  /** Points of each question by id (null for subjective questions, which are not scored). */
  pontos: Map<number, number | null>;
}

/** Two decimals, half up. toPrecision drops binary noise first: 1.005 × 100 is 100.49999999999999. */
const arred = (n: number) => Math.round(Number((n * 100).toPrecision(12))) / 100;

/**
 * Scores answers by weight (docs/questionario.md 'Respostas e pontuação' has a worked example). For a question of
 * weight P (peso):
 * - Objetiva: P × the chosen option's peso, out of P × the highest option peso;
 * - Múltipla Escolha: P × Σ chosen options' pesos (each option once), out of P × Σ all option pesos;
 * - Nota: P × (nota − notaMinima), out of P × (notaMaxima − notaMinima), so the lowest score is 0 %;
 * - Subjetiva: not scored.
 * An unanswered required question (only possible in a draft) earns 0 and counts in the maximum; an
 * unanswered optional question is not scored, so skipping it never lowers the result.
 * percentual = points / maximum × 100.
 */
export function calcularPontuacao(
  perguntas: readonly Pergunta[],
  respostas: readonly RespostaPergunta[],
): Pontuacao {
  const porPergunta = new Map(respostas.map((r) => [r.perguntaId, r]));
  const pontos = new Map<number, number | null>();
  let total = 0;
  let maximo = 0;
  for (const p of perguntas) {
    const r = porPergunta.get(p.id);
    if (!p.obrigatoria && !respondida(p, r)) {
      pontos.set(p.id, null);
      continue;
    }
    const pesoDe = new Map(p.respostas.map((o) => [o.id, o.peso]));
    let ganho: number | null = 0;
    let max = 0;
    switch (p.tipo) {
      case TIPO_PERGUNTA.OBJETIVA:
        max = Math.max(0, ...p.respostas.map((o) => o.peso));
        ganho = r?.respostaId != null ? (pesoDe.get(r.respostaId) ?? 0) : 0;
        break;
      case TIPO_PERGUNTA.MULTIPLA_ESCOLHA:
        max = p.respostas.reduce((s, o) => s + o.peso, 0);
        ganho = [...new Set(r?.respostasIds ?? [])].reduce((s, o) => s + (pesoDe.get(o) ?? 0), 0);
        break;
      case TIPO_PERGUNTA.NOTA: {
        const min = p.notaMinima ?? 0;
        max = (p.notaMaxima ?? NOTA_MAXIMA_PADRAO) - min;
        ganho = r?.nota != null ? r.nota - min : 0;
        break;
      }
      default:
        ganho = null;
    }
    if (ganho === null) {
      pontos.set(p.id, null);
      continue;
    }
    pontos.set(p.id, arred(ganho * p.peso));
    total += ganho * p.peso;
    maximo += max * p.peso;
  }
  return {
    pontuacao: arred(total),
    pontuacaoMaxima: arred(maximo),
    percentual: maximo > 0 ? arred((total / maximo) * 100) : null,
    pontos,
  };
}
