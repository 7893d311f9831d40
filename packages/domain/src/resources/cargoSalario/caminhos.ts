/**
 * Screen paths of Cargos & Salários that the web's route table needs. A file that builds no schema, so
 * the first screen does not load the contracts (docs/arquitetura/build-peso.md, 'Route tables without
 * declarations').
 */
export const COLABORADORES_HISTORICOS_PATH = '/cargo-salario/colaboradores/historicos';
export const COMPETENCIAS_PATH = '/cargo-salario/competencias';
