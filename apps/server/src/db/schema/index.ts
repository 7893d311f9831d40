export * from './geral.ts';
export * from './platform.ts';
