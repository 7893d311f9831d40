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
} as const;

/** The photo of a talent (the initials avatar when it has none). */
export const fotoUrl = (id: number) => `/api${colaboradores.path}/${id}/foto`;
