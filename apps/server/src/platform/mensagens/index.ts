/** Messages of the home-page boxes: post them from any module (postar.ts), the user's own routes. */
export {
  type Destinatarios,
  definirResponsaveisDeArea,
  type NovaMensagem,
  postarMensagem,
  type ResponsaveisDeArea,
  resolverDestinatarios,
} from './postar.ts';
export { registerMensagensRoutes } from './routes.ts';
