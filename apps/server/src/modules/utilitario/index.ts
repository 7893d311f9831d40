/** Utilities' public surface: the company's configuration and candidate-form fields other modules read. */
export { gravarEscolhaCandidato, lerCamposCandidato, visiveis } from './organizacao/campos.ts';
export { configuracaoDa } from './organizacao/empresas.ts';
