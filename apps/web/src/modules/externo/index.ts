/** The candidate area's public surface on the web: what an ad looks like to candidates (the editor previews it). */
export { AnuncioConteudo } from './anuncios/AnuncioConteudo.tsx';
