import { colaboradores } from '@ipe/domain/resources/cargoSalario/colaboradores/index';

/** Texts of the talent screens that the spec leaves to us. */
export const TXT = {
  todas: 'Todas',
  foto: 'Foto',
  cargoFaixa: 'Cargo / Faixa',
  pesquisaNomeCpf: 'Nome ou CPF',
  salarioAtual: 'Salário atual',
  salarioEm: (data: string) => `Salário vigente em ${data}`,
  salarioDesconhecido: 'Não calculado (faixa ou índice sem valor na data)',
  fotoDe: (nome: string) => `Foto de ${nome}`,
  novoHistorico: 'Novo histórico',
  removerHistorico: (titulo: string) => `Remover histórico ${titulo}`,
  posicaoAtual: 'Posição atual (do histórico mais recente)',
} as const;

/** The photo of a talent (the initials avatar when it has none). */
export const fotoUrl = (id: number) => `/api${colaboradores.path}/${id}/foto`;
