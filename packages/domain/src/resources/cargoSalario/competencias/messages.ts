/**
 * pt-BR messages of competences, levels and the salary-band configuration. The legacy product's wording
 * is kept where it had one (the percentual rules); the others follow the spec's style.
 */
export const MSG_COMPETENCIA = {
  /** Spec 2 §4: behaviours cannot be added while levels lack a minimum percentage. */
  comportamentosSemPercentual:
    'Não é possível adicionar comportamentos a esta competência, pois existem níveis de competência sem percentual mínimo configurado.',
  percentualObrigatorio: 'Percentual mínimo é obrigatório',
  /** A level without percentual while the company evaluates competences by criteria (legacy wording). */
  percentualObrigatorioCriterios:
    'Não é permitido inserir ou editar o nível de competência sem o percentual mínimo, pois existem critérios de avaliação das competências.',
  percentualMaximo: 'Percentual mínimo deve ser no máximo 100',
  percentualCasas: 'Percentual mínimo deve ter no máximo 2 casas decimais',
  percentualRepetido: 'Percentual informado já está cadastrado em outro nível de competência.',
  pesoRepetido: 'Peso informado já está cadastrado em outro nível de competência.',
  pesoMaximo: 'Peso deve ter no máximo 5 dígitos',
  nivelRepetidoHistorico: 'Nível de competência repetido no histórico',
  historicoNiveisObrigatorio: 'Informe ao menos um nível de competência',
  historicoDataRepetida: 'Já existe um histórico dos níveis de competência nesta data.',
  configuracaoDataRepetida: 'Já existe uma configuração de competências desta faixa salarial nesta data.',
  configuracaoSemCompetencias: 'Selecione o nível de ao menos uma competência',
  competenciaRepetida: 'Competência repetida na configuração',
  /** A competence name is unique in the company across the three kinds; the message names the holder. */
  nomeRepetido: {
    C: 'Já existe um conhecimento com este nome.',
    H: 'Já existe uma habilidade com este nome.',
    A: 'Já existe uma atitude com este nome.',
  },
  competenciaInexistente: 'Competência não encontrada',
  nivelInexistente: 'Nível de competência não encontrado',
  faixaInexistente: 'Faixa salarial não encontrada',
  nivelObrigatorio: 'Nível é obrigatório',
  pesoCompetenciaObrigatorio: 'Peso é obrigatório',
} as const;
