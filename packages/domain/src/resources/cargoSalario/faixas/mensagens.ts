/** Messages of salary bands and indices (spec 2 §5 'Salary band', 'Index and level'). */
export const MSG_FAIXAS = {
  // Spec 2 §5, verbatim.
  quantidadeMinima: 'Quantidade não pode ser 0 (zero) ou menor',
  valorMinimo: 'Valor não pode ser 0 (zero) ou menor',
  // Written here: the spec names the rule, not its text.
  historicoObrigatorio: 'Histórico é obrigatório',
  indiceObrigatorio: 'Índice é obrigatório',
  quantidadeObrigatoria: 'Quantidade é obrigatória',
  valorObrigatorio: 'Valor é obrigatório',
  dataRepetida: 'Já existe um histórico nesta data',
  descricaoFolhaObrigatoria: 'Descrição na folha é obrigatória',
  cboObrigatorio: 'Código CBO é obrigatório',
  cboInvalido: 'Código CBO inválido',
  cargoInvalido: 'Cargo não encontrado nesta empresa',
  indiceInvalido: 'Índice não encontrado nesta empresa',
  faixaInvalida: 'Faixa salarial não encontrada neste cargo',
  ultimoHistorico: 'A faixa salarial precisa ter ao menos um histórico.',
  cargoDestinoIgual: 'O cargo de destino deve ser diferente do cargo de origem',
  selecioneFaixas: 'Selecione ao menos uma faixa salarial',
  transferidas: (n: number) =>
    n === 1 ? '1 faixa salarial transferida com sucesso.' : `${n} faixas salariais transferidas com sucesso.`,
  duplicada: 'Faixa salarial duplicada com sucesso.',
} as const;
