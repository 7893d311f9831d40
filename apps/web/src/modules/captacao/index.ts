/** Recruitment's public surface on the web: the candidate form and document screens the candidate area reuses. */
export { CandidatoForm } from './candidatos/formulario/index.ts';
export { NovoDocumento } from './documentos/DocumentoAnexoNovoPage.tsx';
export { Documentos } from './documentos/DocumentosAnexosPage.tsx';
/** The document requests' parts the candidate area's page shares (issue 24 §4). */
export { PrazoPedido, Progresso, StatusItemTag } from './documentos/pedidos/partes.tsx';
export { TXT_PEDIDOS } from './documentos/pedidos/texts.ts';
