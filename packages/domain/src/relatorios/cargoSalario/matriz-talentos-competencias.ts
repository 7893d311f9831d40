import type { z } from 'zod';
import { filtroRelatorio, idsOpcionais } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import { cargosIds, dataReferencia, dataReferenciaPadrao, estabelecimentosIds } from './filtrosTalentos.ts';

/**
 * Talents × competences matrix (spec 2 §7 /matriz-talentos-competencias): one table per chosen position
 * (cargosIds ≥ 1), a row per talent of it active on the reference date and a column per competence that
 * any of the position's bands configures then; each cell the level the talent's band requires and the
 * level recorded for the talent ('exigido / registrado', '–' while none is recorded, see issue 23).
 */
export const matrizTalentosCompetencias = defineRelatorio({
  id: 'matriz-talentos-competencias',
  rota: 'matriz-talentos-competencias',
  modulo: 'cargo-salario',
  titulo: 'Matriz de Talentos × Competências',
  descricao:
    'Para cada cargo, seus talentos nas linhas e as competências nas colunas: nível exigido e registrado.',
  filtro: filtroRelatorio({
    dataReferencia,
    estabelecimentosIds,
    cargosIds,
    areasIds: idsOpcionais,
  }),
  padrao: () => ({
    dataReferencia: dataReferenciaPadrao(),
    estabelecimentosIds: [],
    cargosIds: [],
    areasIds: [],
  }),
  xlsx: true,
  access: 'ROLE_CS_RELATORIOS',
});
export type FiltroMatrizCompetencias = z.output<typeof matrizTalentosCompetencias.filtro>;
