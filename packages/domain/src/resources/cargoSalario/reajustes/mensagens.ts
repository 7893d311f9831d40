/** Messages of salary realignment planning (spec 2 §5 'Realignment'). */
export const MSG_REAJUSTE = {
  // Spec 2 §5, verbatim.
  valorZero: 'O valor não pode ser 0 (zero)',
  indiceRequerido: 'Índice é requerido',
  valorObrigatorio: 'Valor é obrigatório',
  // Written here: the spec names the rule, not its text.
  valorMaximo: 'O valor não pode ser maior que 999.999,99',
  percentualZero: 'O percentual não pode ser 0 (zero)',
  percentualMaximo: 'O percentual não pode ser maior que 999,999%',
  modoObrigatorio: 'Modo de reajuste é obrigatório',
  formaObrigatoria: 'Forma de reajuste é obrigatória',
  quantidadeObrigatoria: 'Quantidade é obrigatória',
  quantidadeInvalida: 'Quantidade não pode ser 0 (zero) ou menor',
  estabelecimentosObrigatorios: 'Selecione ao menos um estabelecimento',
  areasObrigatorias: 'Selecione ao menos uma área organizacional',
  faixasObrigatorias: 'Selecione ao menos uma faixa salarial',
  indicesObrigatorios: 'Selecione ao menos um índice',
  ambienteObrigatorio: 'Ambiente é obrigatório',
  funcaoObrigatoria: 'Função é obrigatória',
  colaboradorDuplicado: 'Este talento já está neste planejamento de realinhamento',
  faixaDuplicada: 'Esta faixa salarial já está neste planejamento de realinhamento',
  indiceDuplicado: 'Este índice já está neste planejamento de realinhamento',
  indiceSemValor: 'O índice não tem valor na data do planejamento',
  naoPertenceEmpresa: 'Registro não encontrado nesta empresa',
  areaForaDoEscopo: 'Área organizacional não está entre as áreas sob sua responsabilidade',
  tabelaOutroTipo: (tipo: string) => `Este planejamento é de reajuste de ${tipo}`,
  tabelaAplicada: 'Este planejamento já foi aplicado e não pode ser alterado',
  tipoComReajustes: 'O tipo não pode ser alterado: o planejamento já possui reajustes',
  semReajustes: 'O planejamento não possui reajustes para aplicar',
  naoAplicada: 'Este planejamento não foi aplicado',
  naoEhUltimo: 'Somente o último planejamento aplicado deste tipo pode ser cancelado',
  dataFutura: 'Um reajuste de talentos só pode ser aplicado a partir da data do planejamento',
  foraDoEscopo: 'O planejamento possui talentos de áreas que não estão sob sua responsabilidade',
  historicoPosterior: (nomes: string) =>
    `Existem históricos na data do planejamento ou depois dela: ${nomes}`,
  desligados: (nomes: string) => `Talentos desligados não podem ser reajustados: ${nomes}`,
  semSalario: (nomes: string) => `Não foi possível calcular o salário proposto: ${nomes}`,
  criados: (n: number, existentes: number) =>
    `${n === 1 ? '1 reajuste incluído' : `${n} reajustes incluídos`}` +
    (existentes ? `; ${existentes} já estava(m) no planejamento` : '') +
    '.',
  aplicado: (n: number) => `Planejamento aplicado: ${n} histórico(s) incluído(s).`,
  cancelado: (n: number) => `Reajuste cancelado: ${n} histórico(s) removido(s).`,
} as const;
