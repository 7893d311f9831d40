import { zodResolver } from '@hookform/resolvers/zod';
import {
  COMENTARIO_PADRAO,
  NOTA_MAXIMA_PADRAO,
  normalizarPergunta,
  type Pergunta,
  type PerguntaDados,
  perguntaPadrao,
  perguntaSchema,
  temOpcoes,
} from '@ipe/domain';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** One row of the options table: `id` when the option already exists (the server upserts by id). */
export interface OpcaoForm {
  id?: number | null;
  texto: string;
  peso: number | null;
}

/** The question dialog's values. The aspect is an existing one ({id, nome}) or a name to create ({nome}). */
export interface PerguntaForm {
  texto: string;
  tipo: number | null;
  respostas: OpcaoForm[];
  notaMinima: number | null;
  notaMaxima: number | null;
  exigirComentario: boolean;
  comentario: string | null;
  peso: number | null;
  obrigatoria: boolean;
  aspecto: { id: number | null; nome: string } | null;
}

/**
 * Ids of the dialog's controls: the form path with a prefix, so that they never clash with the fields of
 * the owner's form on the same page ('tipo', 'peso'…), which would steal the labels and the focus.
 */
export const idDe = (path: string) => `pergunta-${path}`;

/** Field paths in screen order: the invalid-form alert focuses the first failing one. */
export const ORDEM_CAMPOS = [
  'texto',
  'tipo',
  'aspecto',
  'peso',
  'obrigatoria',
  'exigirComentario',
  'comentario',
  'notaMinima',
  'notaMaxima',
  'respostas',
];

const opcaoVazia = (): OpcaoForm => ({ texto: '', peso: 0 });
export const novaOpcao = opcaoVazia;

/** A new question: the spec's defaults (notaMinima is the owner's). */
export function valoresNovos(notaMinimaPadrao: number): PerguntaForm {
  const p = perguntaPadrao(notaMinimaPadrao);
  return {
    texto: '',
    tipo: p.tipo ?? null,
    respostas: [opcaoVazia(), opcaoVazia()],
    notaMinima: notaMinimaPadrao,
    notaMaxima: NOTA_MAXIMA_PADRAO,
    exigirComentario: false,
    comentario: COMENTARIO_PADRAO,
    peso: p.peso ?? 1,
    obrigatoria: p.obrigatoria ?? true,
    aspecto: null,
  };
}

/**
 * The dialog's values of a stored question. Parts its type does not use get the defaults, so switching
 * the type shows sensible values (two empty options, the default scale and comment prompt).
 */
export function valoresDe(p: Pergunta, notaMinimaPadrao: number): PerguntaForm {
  return {
    texto: p.texto,
    tipo: p.tipo,
    respostas: p.respostas.length
      ? p.respostas.map((r) => ({ id: r.id, texto: r.texto, peso: r.peso }))
      : [opcaoVazia(), opcaoVazia()],
    notaMinima: p.notaMinima ?? notaMinimaPadrao,
    notaMaxima: p.notaMaxima ?? NOTA_MAXIMA_PADRAO,
    exigirComentario: p.exigirComentario,
    comentario: p.comentario ?? COMENTARIO_PADRAO,
    peso: p.peso,
    obrigatoria: p.obrigatoria,
    aspecto: p.aspecto ? { id: p.aspecto.id, nome: p.aspecto.nome } : null,
  };
}

/** Only what the chosen type uses is validated: options left from another type are not the user's concern. */
function paraValidar(v: PerguntaForm) {
  return {
    ...v,
    respostas: v.tipo != null && temOpcoes(v.tipo) ? v.respostas : [],
    aspecto: v.aspecto && (v.aspecto.id || v.aspecto.nome.trim()) ? v.aspecto : null,
  };
}

// The schema reads the dialog's values (its input type is the body's, stricter than the form's).
const base: Resolver<PerguntaForm, unknown, PerguntaDados> = zodResolver(
  perguntaSchema as z.ZodType<PerguntaDados, PerguntaForm>,
);

/** perguntaSchema (@ipe/domain, the server's rules and messages) over the parts the type uses. */
export const resolverPergunta: Resolver<PerguntaForm, unknown, PerguntaDados> = (values, ctx, opts) =>
  base(paraValidar(values) as PerguntaForm, ctx, opts);

/**
 * The request body of a valid question: `normalizarPergunta` keeps options only for types 1 and 5, the
 * scale only for type 4 and the comment prompt only when required; the aspect goes by id, or by name
 * (the server finds or creates it). The position is left to the server (new questions go last).
 */
export function corpo(d: PerguntaDados, notaMinimaPadrao: number) {
  const { ordem: _ordem, ...n } = normalizarPergunta(d, notaMinimaPadrao);
  const a = d.aspecto;
  return {
    ...n,
    respostas: n.respostas.map((r) => ({ ...(r.id ? { id: r.id } : {}), texto: r.texto, peso: r.peso })),
    aspecto: a?.id ? { id: a.id } : a?.nome?.trim() ? { nome: a.nome.trim() } : null,
  };
}
