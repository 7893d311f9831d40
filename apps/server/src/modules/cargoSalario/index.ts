/** What other modules may use of Cargos & Salários (docs/architecture.md 'Boundaries'). */
export {
  areasDaSessao,
  areasDoGestor,
  escopoDeArea,
  escopoDoColaborador,
  gestorDaSessao,
} from './colaboradores/escopo.ts';
export { valorFaixaEmSql, valorIndiceEmSql } from './faixas/salarioSql.ts';
export { movimentosSql } from './colaboradores/movimentos.ts';
export { competenciasDosTalentos, type LinhaCompetencia } from './relatorios/competenciasSql.ts';
