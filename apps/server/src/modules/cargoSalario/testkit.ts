/** What other modules' tests may use of Cargos & Salários: the demo area manager's login. */
export { DEMO_PERFIL_GESTOR, DEMO_SENHA_COLABORADOR } from './demo/usuarios-colaboradores.ts';
/** The salary of a talent on a date as SQL (tests checking set-based figures against it). */
export { salarioColaboradorEmSql } from './faixas/salarioSql.ts';
