/**
 * The three collective movement screens (spec 2 §2). A file that builds no schema: the web's route table
 * imports it (docs/arquitetura/build-peso.md, 'Route tables without declarations').
 */
export const ROTAS_REAJUSTE_COLETIVO = {
  C: '/cargo-salario/movimentacao-reajuste-coletivo-colaborador',
  F: '/cargo-salario/movimentacao-reajuste-coletivo-faixas-salariais',
  I: '/cargo-salario/movimentacao-reajuste-coletivo-indices',
} as const;
