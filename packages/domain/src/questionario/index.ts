export * from './mensagens.ts';
export * from './esquemas.ts';
export * from './pergunta.ts';
export * from './pontuacao.ts';
export * from './respostas.ts';
export * from './tipos.ts';
export * from './agrupar.ts';
