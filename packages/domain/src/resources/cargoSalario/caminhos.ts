/**
 * Screen paths and access rules of Cargos & Salários that the web's route table needs. A file that builds
 * no schema, so the first screen does not load the contracts (docs/arquitetura/build-peso.md, 'Route
 * tables without declarations').
 */
export const COLABORADORES_HISTORICOS_PATH = '/cargo-salario/colaboradores/historicos';
export const COMPETENCIAS_PATH = '/cargo-salario/competencias';

/** The organisation chart screen (a special screen, not a resource). */
export const ORGANOGRAMA_PATH = '/cargo-salario/areas-organizacionais/organograma';

/** Who creates employee users and prints their letters: edits talents and users. */
export const ACESSO_USUARIOS_COLABORADORES = {
  allOf: ['ROLE_CS_COLABORADORES_EDITAR', 'ROLE_UTI_USUARIOS_EDITAR'],
} as const;
export const USUARIOS_COLABORADORES_PATH = '/cargo-salario/colaboradores/usuarios';

/** A talent's documents (issue 24 §4: the candidate's files carried over, and any sent later). */
export const documentosDoColaboradorPath = (colaboradorId: number | string) =>
  `/cargo-salario/colaboradores/${colaboradorId}/documentos`;
