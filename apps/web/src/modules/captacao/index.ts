/** Recruitment's public surface on the web: the candidate form and document screens the candidate area reuses. */
export { CandidatoForm } from './candidatos/formulario/index.ts';
export { NovoDocumento } from './documentos/DocumentoAnexoNovoPage.tsx';
export { Documentos } from './documentos/DocumentosAnexosPage.tsx';
