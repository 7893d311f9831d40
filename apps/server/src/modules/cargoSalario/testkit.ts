/** What other modules' tests may use of Cargos & Salários: the demo area manager's login. */
export { DEMO_PERFIL_GESTOR, DEMO_SENHA_COLABORADOR } from './demo/usuarios-colaboradores.ts';
