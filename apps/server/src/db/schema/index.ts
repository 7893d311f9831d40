// Platform tables only: each module's tables live in its own folder (modules/<modulo>/**/schema.ts).
export * from './platform.ts';
export * from './parametros.ts';
export * from './questionario.ts';
export * from './colaboradorQuestionario.ts';
export * from './mail.ts';
export * from './captcha.ts';
export * from './mensagens.ts';
export * from './painel.ts';
