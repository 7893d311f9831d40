/**
 * The server parts of the position-and-salary reports (one file per report, its default export, listed in
 * todos.ts); the engine (platform/relatorios) serves POST /api/cargo-salario/relatorios/<id> for each.
 * The declarations are in packages/domain/src/relatorios/cargoSalario/.
 */
import type { RelatorioServidor } from '../../../platform/relatorios/index.ts';
import * as todos from './todos.ts';

// biome-ignore lint/suspicious/noExplicitAny: each report has its own filter type; the engine takes any.
export const RELATORIOS_CARGO_SALARIO_SERVIDOR: readonly RelatorioServidor<any>[] = Object.values(todos);
