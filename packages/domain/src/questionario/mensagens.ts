/**
 * Messages of the questionnaire engine. The spec gives 'Pergunta é obrigatória' and the label 'Opção de
 * resposta'; the others were written here in the same style (spec 2 §5 'Experience period and questions').
 */
export const MSG_QUESTIONARIO = {
  perguntaObrigatoria: 'Pergunta é obrigatória',
  tipoObrigatorio: 'Tipo é obrigatório',
  tipoInvalido: 'Tipo de pergunta inválido',
  opcaoObrigatoria: 'Opção de resposta é obrigatória',
  opcoesMinimas: 'Informe pelo menos duas opções de resposta',
  opcoesMaximas: (n: number) => `Informe no máximo ${n} opções de resposta`,
  comentarioObrigatorio: 'Comentário é obrigatório',
  notaMinimaObrigatoria: 'Nota mínima é obrigatória',
  notaMaximaObrigatoria: 'Nota máxima é obrigatória',
  notaMaximaMenor: 'A nota máxima deve ser maior que a nota mínima',
  pesoInvalido: 'Peso deve ser maior ou igual a 0',
  ordemInvalida: 'Ordem deve ser maior ou igual a 1',
  aspectoObrigatorio: 'Aspecto é obrigatório',
  aspectoDuplicado: 'Já existe um aspecto com este nome',
  aspectoComPerguntas: 'O aspecto possui perguntas e não pode ser removido',
  limitePerguntas: (n: number) => `O questionário pode ter no máximo ${n} perguntas`,
  tipoBloqueado: 'Esta pergunta já foi respondida: o tipo e as opções de resposta não podem ser alterados.',
  perguntaRespondidaRemocao: 'Esta pergunta já foi respondida e não pode ser removida.',
  empresasObrigatorias: 'Selecione pelo menos uma empresa',
  // Answering (spec 2 §5 'Answering')
  respostaObrigatoria: 'Selecione uma opção de resposta',
  respostasObrigatorias: 'Selecione pelo menos uma opção de resposta',
  notaObrigatoria: 'Informe a nota',
  notaForaDaEscala: (min: number, max: number) => `A nota deve estar entre ${min} e ${max}`,
  respostaTextoObrigatoria: 'Resposta é obrigatória',
  justificativaObrigatoria: 'Justificativa é obrigatória',
  perguntaDeOutroQuestionario: 'A pergunta respondida não pertence a este questionário.',
  opcaoDeOutraPergunta: 'A opção de resposta informada não pertence à pergunta.',
  perguntaRepetida: 'A pergunta foi respondida mais de uma vez.',
  avaliacaoConcluida: 'Esta avaliação já foi concluída e não pode ser respondida novamente.',
  questionarioSemPerguntas: 'O questionário não possui perguntas.',
  aspectoNaoEncontrado: 'Aspecto não encontrado',
} as const;
