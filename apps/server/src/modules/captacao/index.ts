/**
 * Recruitment's public surface: what other modules (the candidate area, analytics) may use. Anything not
 * exported here is the module's own (the boundary checker, `npm run lint`, enforces it).
 */
export {
  avaliacaoDoModelo,
  idDoCaminho,
  modeloDaEmpresa,
  questionarioDoModelo,
} from './avaliacoes/avaliacoesConsultas.ts';
export { responderAvaliacao } from './avaliacoes/responderAvaliacao.ts';
export { lerFormulario, versaoPolitica } from './candidatos/configuracao.ts';
export { lerCompleto } from './candidatos/leitura.ts';
export {
  candidatoDaSessao,
  type SessaoCandidato,
  sessaoComoCandidato,
} from './candidatos/sessaoCandidato.ts';
export { arquivoCurriculo, guardarCurriculo } from './documentos/curriculos.ts';
export { registerDocumentosAnexos } from './documentos/documentosAnexos.ts';
export { leitorCurriculoDe } from './documentos/routes.ts';
export { solicitacoesContadas } from './estatisticas/base.ts';
