import {
  calcularPontuacao,
  NOTA_MAXIMA_PADRAO,
  type Pergunta,
  type RespostaPergunta,
  TIPO_PERGUNTA,
} from '@ipe/domain';

/** The answers being edited, by question id. */
export type Respostas = Record<number, RespostaPergunta>;
/** Errors shown on screen, by field path ('respostas.<perguntaId>.<campo>'). */
export type Erros = Record<string, string>;

export type CampoResposta = 'respostaId' | 'respostasIds' | 'nota' | 'comentario';

/** Above this many points on a scale, the row of score buttons becomes a number input. */
export const MAX_BOTOES_NOTA = 11;

/** The field holding a question's answer. */
export function campoPrincipal(p: Pick<Pergunta, 'tipo'>): CampoResposta {
  switch (p.tipo) {
    case TIPO_PERGUNTA.OBJETIVA:
      return 'respostaId';
    case TIPO_PERGUNTA.MULTIPLA_ESCOLHA:
      return 'respostasIds';
    case TIPO_PERGUNTA.NOTA:
      return 'nota';
    default:
      return 'comentario';
  }
}

/** Path of a question's field, which is also the id of its control (focus of the first failing one). */
export const campo = (perguntaId: number, nome?: CampoResposta) =>
  nome ? `respostas.${perguntaId}.${nome}` : `respostas.${perguntaId}`;

/** The scale of a 'Nota' question, with the engine's defaults. */
export function escala(p: Pick<Pergunta, 'notaMinima' | 'notaMaxima'>) {
  const min = p.notaMinima ?? 0;
  const max = p.notaMaxima ?? NOTA_MAXIMA_PADRAO;
  return { min, max };
}

export const respostasIniciais = (inicial: readonly RespostaPergunta[] = []): Respostas =>
  Object.fromEntries(inicial.map((r) => [r.perguntaId, { ...r }]));

const texto = (s: string | null | undefined) => (s?.trim() ? s : null);

/**
 * The request's answers: one per question that holds anything, with only the fields of its type (the
 * justification only when the question asks for one). Unanswered questions are left out.
 */
export function corpoRespostas(perguntas: readonly Pergunta[], respostas: Respostas): RespostaPergunta[] {
  const out: RespostaPergunta[] = [];
  for (const p of perguntas) {
    const r = respostas[p.id];
    if (!r) continue;
    const comentario = texto(r.comentario);
    const item: RespostaPergunta = { perguntaId: p.id };
    if (p.tipo === TIPO_PERGUNTA.OBJETIVA && r.respostaId != null) item.respostaId = r.respostaId;
    if (p.tipo === TIPO_PERGUNTA.MULTIPLA_ESCOLHA && r.respostasIds?.length)
      // In the order the options are shown, whatever order they were ticked in.
      item.respostasIds = p.respostas.map((o) => o.id).filter((id) => r.respostasIds?.includes(id));
    if (p.tipo === TIPO_PERGUNTA.NOTA && r.nota != null) item.nota = r.nota;
    if ((p.tipo === TIPO_PERGUNTA.SUBJETIVA || p.exigirComentario) && comentario)
      item.comentario = comentario;
    if (Object.keys(item).length > 1) out.push(item);
  }
  return out;
}

/** The most points a question is worth (null for subjective questions, which are not scored). */
export function pontosMaximos(p: Pergunta): number | null {
  if (p.tipo === TIPO_PERGUNTA.SUBJETIVA) return null;
  return calcularPontuacao([p], []).pontuacaoMaxima;
}

/**
 * Keeps the entries that point at a question of this set ('respostas.<id>' or 'respostas.<id>.<campo>'),
 * the first message of each field, in the order given.
 */
export function errosDasPerguntas(
  perguntas: readonly Pick<Pergunta, 'id'>[],
  entries: readonly { field: string; message: string }[],
): Erros {
  const ids = new Set(perguntas.map((p) => String(p.id)));
  const out: Erros = {};
  for (const { field, message } of entries) {
    const [raiz, id] = field.split('.');
    if (raiz === 'respostas' && ids.has(id)) out[field] ??= message;
  }
  return out;
}

/** Drops the errors of one question (all its fields), after its answer changed. */
export function semErrosDe(erros: Erros, perguntaId: number, nome: CampoResposta): Erros {
  const prefixo = campo(perguntaId);
  const out: Erros = {};
  for (const [k, v] of Object.entries(erros)) if (k !== prefixo && k !== campo(perguntaId, nome)) out[k] = v;
  return out;
}
