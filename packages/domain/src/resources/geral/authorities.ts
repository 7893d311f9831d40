import { autoridade } from '../../module.ts';

/** This module's part of the authority catalogue (see authorities.ts). */
export const AUTHORITIES_GERAL = {
  // geral
  ROLE_CAD_INFO_PESSOAL: autoridade('geral', 'Atualizar os próprios dados pessoais'),
  ROLE_ASSISTENTE_RH: autoridade('geral', 'Usar o assistente de RH (IA)'),
  ROLE_GERAL_ESTADOS: autoridade('geral', 'Estados: consultar'),
  ROLE_GERAL_CIDADES: autoridade('geral', 'Cidades: consultar'),
  ROLE_GERAL_BAIRROS: autoridade('geral', 'Bairros: consultar'),
  ROLE_GERAL_BAIRROS_EDITAR: autoridade('geral', 'Bairros: incluir, alterar e remover'),
  ROLE_GERAL_GERACOES: autoridade('geral', 'Gerações: consultar'),
  ROLE_GERAL_GERACOES_EDITAR: autoridade('geral', 'Gerações: incluir, alterar e remover'),
  ROLE_GERAL_PESSOAS: autoridade('geral', 'Pessoas: consultar'),
  ROLE_GERAL_PESSOAS_EDITAR: autoridade('geral', 'Pessoas: incluir, alterar e remover'),
  ROLE_GERAL_DOCUMENTOS_ANEXOS: autoridade('geral', 'Documentos anexos: consultar e baixar'),
  ROLE_GERAL_DOCUMENTOS_ANEXOS_EDITAR: autoridade('geral', 'Documentos anexos: incluir, alterar e remover'),
} as const;
