export * from './areas.ts';
export * from './colaboradores.ts';
export * from './competencias.ts';
export * from './faixas.ts';
export * from './geral.ts';
export * from './platform.ts';
export * from './utilitario.ts';
