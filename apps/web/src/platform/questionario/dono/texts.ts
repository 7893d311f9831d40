import { MSG } from '@ipe/domain';

/** Texts of the question-set owners' screens (written here: the spec gives none for cloning). */
export const TXT = {
  clonar: 'Clonar',
  clonarTitulo: (titulo: string) => `Clonar modelo: ${titulo}`,
  empresas: 'Empresas',
  selecioneEmpresas: 'Selecione as empresas',
  clonado: 'Modelo clonado com sucesso.',
  cancelar: MSG.cancelar,
} as const;
