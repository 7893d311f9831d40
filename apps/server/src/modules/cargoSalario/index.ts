/** What other modules may use of Cargos & Salários (docs/architecture.md 'Boundaries'). */
export { areasDoGestor } from './colaboradores/escopo.ts';
