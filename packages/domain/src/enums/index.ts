export * from './option.ts';
export * from './pessoa.ts';
export * from './vinculo.ts';
export * from './captacao.ts';
export * from './formacao.ts';
