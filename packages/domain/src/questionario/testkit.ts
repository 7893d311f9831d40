import { type Pergunta, TIPO_PERGUNTA } from './tipos.ts';

/** Test data of the engine's unit tests (not exported by the package). */

/** A question with the spec's defaults; options get ids id*10+1, id*10+2… */
export function pergunta(id: number, tipo: Pergunta['tipo'], extra: Partial<Pergunta> = {}): Pergunta {
  const comOpcoes = tipo === TIPO_PERGUNTA.OBJETIVA || tipo === TIPO_PERGUNTA.MULTIPLA_ESCOLHA;
  return {
    id,
    texto: `Pergunta ${id}`,
    tipo,
    respostas: comOpcoes
      ? [10, 5, 0].map((peso, i) => ({ id: id * 10 + i + 1, texto: `Opção ${i + 1}`, peso, ordem: i + 1 }))
      : [],
    notaMinima: tipo === TIPO_PERGUNTA.NOTA ? 0 : null,
    notaMaxima: tipo === TIPO_PERGUNTA.NOTA ? 10 : null,
    exigirComentario: false,
    comentario: null,
    peso: 1,
    obrigatoria: true,
    ordem: id,
    aspecto: null,
    perguntasRespondidas: 0,
    ...extra,
  };
}
