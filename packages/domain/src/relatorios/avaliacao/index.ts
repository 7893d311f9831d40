/**
 * The evaluation reports (spec 2 §2 /avaliacao/relatorios, §7 'Evaluation reports (POST)'): the five of the
 * experience follow-up, one declaration per file, each exported from todos.ts. The server part of each is
 * apps/server/src/modules/avaliacao/relatorios/<id>.ts and its screen
 * apps/web/src/modules/avaliacao/relatorios/<id>/.
 */
import type { RelatorioDef } from '../relatorio.ts';
import { menuRelatorios } from '../relatorio.ts';
import * as todos from './todos.ts';

/** Sorted by title (the menu's order). */
export const RELATORIOS_AVALIACAO: readonly RelatorioDef[] = (Object.values(todos) as RelatorioDef[]).sort(
  (a, b) => a.titulo.localeCompare(b.titulo, 'pt-BR'),
);

export const MENU_RELATORIOS_AVALIACAO = menuRelatorios('Avaliação de Desempenho', RELATORIOS_AVALIACAO);
