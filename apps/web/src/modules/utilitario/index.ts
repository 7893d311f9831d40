/** Utilities' public surface on the web: the company configuration other modules read. */
export { configuracaoQuery } from './organizacao/configuracao.ts';
