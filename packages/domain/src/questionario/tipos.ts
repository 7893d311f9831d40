/**
 * The questionnaire engine's shared vocabulary: a question set (questionário) is a list of questions,
 * grouped by aspects, that people answer. Evaluation models, surveys, interviews, course evaluations and
 * recruitment's candidate evaluation models all own one. Spec 2 §3 'Question' and 'Answer'.
 */

/** Question types (spec 2 §3 enumerations): the ids are the spec's, 2 is not used. */
export const TIPO_PERGUNTA = { OBJETIVA: 1, SUBJETIVA: 3, NOTA: 4, MULTIPLA_ESCOLHA: 5 } as const;
export type TipoPergunta = (typeof TIPO_PERGUNTA)[keyof typeof TIPO_PERGUNTA];

export const TIPO_PERGUNTA_OPTIONS = [
  { value: '1', label: 'Objetiva' },
  { value: '3', label: 'Subjetiva' },
  { value: '4', label: 'Nota' },
  { value: '5', label: 'Múltipla Escolha' },
] as const;

export const tipoPerguntaLabel = (tipo: number) =>
  TIPO_PERGUNTA_OPTIONS.find((o) => o.value === String(tipo))?.label ?? String(tipo);

/** Types whose answer is chosen among options (respostas). */
export const temOpcoes = (tipo: number) =>
  tipo === TIPO_PERGUNTA.OBJETIVA || tipo === TIPO_PERGUNTA.MULTIPLA_ESCOLHA;

/** Default prompt of the comment when exigirComentario is set. */
export const COMENTARIO_PADRAO = 'Justifique a sua resposta:';
/** Score scale defaults: 1-10 in evaluation forms; the evaluation-model question starts at 0. */
export const NOTA_MINIMA_FORMULARIO = 1;
export const NOTA_MINIMA_MODELO = 0;
export const NOTA_MAXIMA_PADRAO = 10;
export const PESO_PADRAO = 1;
/** Limits of a question set (one page of the answering screen stays usable). */
export const MAX_PERGUNTAS = 300;
export const MAX_OPCOES = 20;

/** One answer option of an objective or multiple-choice question. */
export interface OpcaoResposta {
  id: number;
  texto: string;
  /** Points this option is worth (0 when it is not a right/good answer). */
  peso: number;
  ordem: number;
}

export interface Aspecto {
  id: number;
  nome: string;
}

/** A question as the editor and the answering screen read it. */
export interface Pergunta {
  id: number;
  texto: string;
  tipo: TipoPergunta;
  /** Options: only for types 1 and 5 (empty otherwise). */
  respostas: OpcaoResposta[];
  notaMinima: number | null;
  notaMaxima: number | null;
  exigirComentario: boolean;
  comentario: string | null;
  peso: number;
  obrigatoria: boolean;
  ordem: number;
  aspecto: Aspecto | null;
  /** How many answers this question has received: once > 0, tipo and options are locked. */
  perguntasRespondidas: number;
}

/** A question set ready to be answered: aspects in order of their first question, questions by ordem. */
export interface QuestionarioParaResponder {
  questionarioId: number;
  titulo: string;
  observacao: string | null;
  perguntas: Pergunta[];
}

/** One answer as sent by the answering screen (spec 2 §3 'Answer'). */
export interface RespostaPergunta {
  perguntaId: number;
  /** Chosen option of an objective question. */
  respostaId?: number | null;
  /** Chosen options of a multiple-choice question. */
  respostasIds?: number[] | null;
  /** Score of a 'Nota' question. */
  nota?: number | null;
  /** Text of a subjective question, or the justification when exigirComentario. */
  comentario?: string | null;
  observacao?: string | null;
}

/** What the server keeps of one answering (an evaluation applied to a candidate, a survey reply…). */
export interface ResultadoQuestionario {
  id: number;
  questionarioId: number;
  /** A: em andamento (saved partially), C: concluída (closed: cannot be answered again). */
  status: 'A' | 'C';
  respondidoParcialmente: boolean;
  pontuacao: number;
  pontuacaoMaxima: number;
  /** pontuacao / pontuacaoMaxima × 100, two decimals; null when nothing in the set is scored. */
  percentual: number | null;
  respostas: (RespostaPergunta & { pontos: number | null })[];
  iniciadoEm: string;
  concluidoEm: string | null;
}
