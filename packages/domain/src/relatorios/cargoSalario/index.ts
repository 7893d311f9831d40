/**
 * The position-and-salary reports (spec 2 §2 /cargo-salario/relatorios, §7 'Position and salary reports'):
 * one declaration per file, each exported from todos.ts. The server part of each is
 * apps/server/src/modules/cargoSalario/relatorios/<id>.ts and its screen
 * apps/web/src/modules/cargoSalario/relatorios/<id>/.
 */
import type { RelatorioDef } from '../relatorio.ts';
import { menuRelatorios } from '../relatorio.ts';
import * as todos from './todos.ts';

/** Sorted by title (the menu's order), so adding a report never reorders the others' lines. */
export const RELATORIOS_CARGO_SALARIO: readonly RelatorioDef[] = (
  Object.values(todos) as RelatorioDef[]
).sort((a, b) => a.titulo.localeCompare(b.titulo, 'pt-BR'));

export const MENU_RELATORIOS_CARGO_SALARIO = menuRelatorios('Cargos & Salários', RELATORIOS_CARGO_SALARIO);
