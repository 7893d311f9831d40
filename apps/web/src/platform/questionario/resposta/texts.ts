/** Texts of the answering screen (the spec leaves them to us; the rules' messages are MSG_QUESTIONARIO). */
const numero = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** '7,5' — points and percentages with at most two decimals, no trailing zeros. */
export const fmt = (n: number) => numero.format(n);

export const TXT = {
  salvarRascunho: 'Salvar rascunho',
  concluir: 'Concluir avaliação',
  progresso: (n: number, m: number) => `${n} de ${m} respondidas`,
  obrigatoria: '(obrigatória)',
  semResposta: 'Sem resposta',
  semPerguntas: 'Este questionário não possui perguntas.',
  pontos: (p: number, max: number) => `Pontos: ${fmt(p)} de ${fmt(max)}`,
  naoPontuada: 'Pergunta não pontuada',
  resultado: 'Resultado',
  pontuacao: 'Pontuação',
  pontuacaoValor: (p: number, max: number) => `${fmt(p)} de ${fmt(max)}`,
  percentual: 'Percentual',
  percentualMinimo: 'Percentual mínimo para aprovação',
  percentualValor: (p: number) => `${fmt(p)}%`,
  situacao: 'Situação',
  aprovado: 'Aprovado',
  reprovado: 'Reprovado',
  emAndamento: 'Em andamento',
  concluida: 'Concluída',
  concluidaEm: 'Concluída em',
  notaEscala: (min: number, max: number) => `Nota de ${min} a ${max}`,
} as const;
