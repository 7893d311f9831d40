/** Recruitment's test helpers that other modules' tests use (the candidate area builds on recruitment). */
export { contagem, modeloQuatroTipos, respostas } from './avaliacoes/avaliacoesTestkit.ts';
export { type Cadastros, cadastros, candidatoCompleto, entries } from './candidatos/testkit.ts';
export { enviar, multipart, pdfComTexto, png } from './documentos/testkit.ts';
export { etapas, mover, resultado, solicitacaoAberta, vincular } from './selecao/testkit.ts';
