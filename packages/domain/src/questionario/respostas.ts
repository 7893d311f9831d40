import { z } from 'zod';
import { MSG_QUESTIONARIO as M } from './mensagens.ts';
import { NOTA_MAXIMA_PADRAO, type Pergunta, type RespostaPergunta, TIPO_PERGUNTA } from './tipos.ts';

const id = z.number().int().positive();

/** The shape of one answer (spec 2 §3 'Answer'); the rules that need the questions are in validarRespostas. */
export const respostaPerguntaSchema = z.object({
  perguntaId: id,
  respostaId: id.nullable().optional(),
  respostasIds: z.array(id).nullable().optional(),
  nota: z.number().finite().nullable().optional(),
  comentario: z.string().max(5000, 'Resposta deve ter no máximo 5000 caracteres').nullable().optional(),
  observacao: z.string().max(5000).nullable().optional(),
});

/** What the answering screen sends: the answers and whether they are a draft (saved partially). */
export const respostasSchema = z.object({
  respostas: z.array(respostaPerguntaSchema).max(1000),
  respondidoParcialmente: z.boolean().default(false),
});
export type RespostasInput = z.input<typeof respostasSchema>;

export interface ErroResposta {
  /** 'respostas.<perguntaId>.<campo>': the answering screen shows it under that question. */
  field: string;
  message: string;
  /**
   * true for answers no honest screen can send (a question of another set, an option of another
   * question): the server refuses the whole request with them.
   */
  estrangeira?: boolean;
}

const vazio = (s: string | null | undefined) => !s?.trim();

/** Whether an answer says anything (a blank answer to an optional question is no answer). */
export function respondida(p: Pergunta, r: RespostaPergunta | undefined): boolean {
  if (!r) return false;
  switch (p.tipo) {
    case TIPO_PERGUNTA.OBJETIVA:
      return r.respostaId != null;
    case TIPO_PERGUNTA.MULTIPLA_ESCOLHA:
      return (r.respostasIds?.length ?? 0) > 0;
    case TIPO_PERGUNTA.NOTA:
      return r.nota != null;
    default:
      return !vazio(r.comentario);
  }
}

/**
 * The answering rules (spec 2 §5 'Answering'). Always: each answer names a question of this set once,
 * chosen options belong to their question, a score lies within the question's scale. Unless `parcial`
 * (a draft): a question marked obrigatoria is answered — an option for objective questions, at least one
 * for multiple choice, a score for 'Nota', a text for subjective ones — and an answered question with
 * exigirComentario carries its justification.
 */
export function validarRespostas(
  perguntas: readonly Pergunta[],
  respostas: readonly RespostaPergunta[],
  parcial: boolean,
): ErroResposta[] {
  const erros: ErroResposta[] = [];
  const porId = new Map(perguntas.map((p) => [p.id, p]));
  const vistas = new Set<number>();
  for (const r of respostas) {
    const p = porId.get(r.perguntaId);
    const campo = `respostas.${r.perguntaId}`;
    if (!p) {
      erros.push({ field: campo, message: M.perguntaDeOutroQuestionario, estrangeira: true });
      continue;
    }
    if (vistas.has(p.id)) {
      erros.push({ field: campo, message: M.perguntaRepetida, estrangeira: true });
      continue;
    }
    vistas.add(p.id);
    const opcoes = new Set(p.respostas.map((o) => o.id));
    const escolhidas =
      p.tipo === TIPO_PERGUNTA.OBJETIVA
        ? r.respostaId == null
          ? []
          : [r.respostaId]
        : p.tipo === TIPO_PERGUNTA.MULTIPLA_ESCOLHA
          ? (r.respostasIds ?? [])
          : [];
    if (escolhidas.some((o) => !opcoes.has(o)))
      erros.push({
        field: `${campo}.${p.tipo === TIPO_PERGUNTA.OBJETIVA ? 'respostaId' : 'respostasIds'}`,
        message: M.opcaoDeOutraPergunta,
        estrangeira: true,
      });
    if (p.tipo === TIPO_PERGUNTA.NOTA && r.nota != null) {
      const min = p.notaMinima ?? 0;
      const max = p.notaMaxima ?? NOTA_MAXIMA_PADRAO;
      if (r.nota < min || r.nota > max)
        erros.push({ field: `${campo}.nota`, message: M.notaForaDaEscala(min, max) });
      else if (!Number.isInteger(r.nota)) erros.push({ field: `${campo}.nota`, message: M.notaInteira });
    }
  }
  if (parcial) return erros;
  const porPergunta = new Map(respostas.map((r) => [r.perguntaId, r]));
  for (const p of perguntas) {
    const r = porPergunta.get(p.id);
    const campo = `respostas.${p.id}`;
    const ok = respondida(p, r);
    if (!ok && p.obrigatoria) {
      if (p.tipo === TIPO_PERGUNTA.OBJETIVA)
        erros.push({ field: `${campo}.respostaId`, message: M.respostaObrigatoria });
      else if (p.tipo === TIPO_PERGUNTA.MULTIPLA_ESCOLHA)
        erros.push({ field: `${campo}.respostasIds`, message: M.respostasObrigatorias });
      else if (p.tipo === TIPO_PERGUNTA.NOTA)
        erros.push({ field: `${campo}.nota`, message: M.notaObrigatoria });
      else erros.push({ field: `${campo}.comentario`, message: M.respostaTextoObrigatoria });
    }
    if (ok && p.exigirComentario && p.tipo !== TIPO_PERGUNTA.SUBJETIVA && vazio(r?.comentario))
      erros.push({ field: `${campo}.comentario`, message: M.justificativaObrigatoria });
  }
  return erros;
}

/**
 * What is stored of one answer: only the part its question's type uses (an option for objective
 * questions, distinct options for multiple choice, the score for 'Nota'), the texts trimmed. A stray
 * respostaId on a score question, say, is dropped rather than kept pointing at some other option.
 */
export function normalizarResposta(p: Pergunta, r: RespostaPergunta): Required<RespostaPergunta> {
  const texto = (s: string | null | undefined) => s?.trim() || null;
  return {
    perguntaId: p.id,
    respostaId: p.tipo === TIPO_PERGUNTA.OBJETIVA ? (r.respostaId ?? null) : null,
    respostasIds:
      p.tipo === TIPO_PERGUNTA.MULTIPLA_ESCOLHA && r.respostasIds?.length
        ? [...new Set(r.respostasIds)]
        : null,
    nota: p.tipo === TIPO_PERGUNTA.NOTA ? (r.nota ?? null) : null,
    comentario: texto(r.comentario),
    observacao: texto(r.observacao),
  };
}
