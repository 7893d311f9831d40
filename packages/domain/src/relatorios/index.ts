/** Report framework (issue 8): declarations, shared filter pieces and the registries per module. */
export * from './filtros.ts';
export * from './relatorio.ts';
export { MENU_RELATORIOS_AVALIACAO, RELATORIOS_AVALIACAO } from './avaliacao/index.ts';
export { MENU_RELATORIOS_CAPTACAO, RELATORIOS_CAPTACAO } from './captacao/index.ts';
export { MENU_RELATORIOS_CARGO_SALARIO, RELATORIOS_CARGO_SALARIO } from './cargoSalario/index.ts';
