/** The candidate area's public surface: what recruitment shows of it (ad pages, application progress). */
export { progressoDasCandidaturas, progressoDosAnuncios } from './avaliacoes/consultas.ts';
export { logoUrlDe } from './conta/sessao.ts';
/** The candidate logged in to the candidate area, for the routes recruitment serves to it. */
export { candidatoDe, candidatoOf } from './conta/sessoesCandidato.ts';
/** The demo candidates with the candidate area's password (recruitment's demo asks one for documents). */
export { candidatosComSenhaDemo } from './demo/contaCandidatos.ts';
