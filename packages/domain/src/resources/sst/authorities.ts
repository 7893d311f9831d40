import { autoridade } from '../../module.ts';

/** This module's part of the authority catalogue (see authorities.ts). */
export const AUTHORITIES_SST = {
  // sst
  ROLE_SST_AMBIENTES: autoridade('sst', 'Ambientes: consultar'),
  ROLE_SST_AMBIENTES_EDITAR: autoridade('sst', 'Ambientes: incluir, alterar e remover'),
  ROLE_SST_FUNCOES: autoridade('sst', 'Funções: consultar'),
  ROLE_SST_FUNCOES_EDITAR: autoridade('sst', 'Funções: incluir, alterar e remover'),
} as const;
