/** Texts of the band screens the spec leaves to us (pt-BR). */
export const TXT = {
  salarioAtual: 'Salário atual',
  salario: 'Salário',
  cargo: 'Cargo',
  todos: 'Todos',
  duplicar: 'Duplicar faixa',
  transferir: 'Transferir faixas',
  cargoOrigem: 'Cargo de origem',
  faixaOrigem: 'Faixa salarial de origem',
  cargoDestino: 'Cargo de destino',
  novoNome: 'Nome da nova faixa',
  faixas: 'Faixas salariais',
  mesmoCargo: 'O mesmo cargo de origem',
  todasDoCargo: 'Todas as faixas do cargo',
  confirmar: 'Confirmar',
  cancelar: 'Cancelar',
  duplicada: 'Faixa salarial duplicada com sucesso.',
  historico: 'Histórico',
  inserirHistorico: 'Inserir Histórico',
  nenhumHistorico: 'Nenhum histórico.',
  cbo: 'Código CBO',
  pendente: 'pendente',
  desabilitado: 'desabilitado',
  linha: (label: string, i: number) => `${label} (linha ${i + 1})`,
} as const;

/** '212405' → '2124-05'. */
export const formatarCbo = (codigo: string | null | undefined) =>
  codigo && /^\d{6}$/.test(codigo) ? `${codigo.slice(0, 4)}-${codigo.slice(4)}` : (codigo ?? '');
