import type { z } from 'zod';
import { filtroRelatorio, idsOpcionais } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import { dataReferencia, dataReferenciaPadrao, estabelecimentosIds } from './filtrosTalentos.ts';

/**
 * Talents and their competences (spec 2 §7 /talentos-competencias): per talent active on the reference
 * date, the competences its salary band requires then (the band's competence configuration in force:
 * kind, weight, required level) beside the level recorded for the talent. Talents' levels are recorded by
 * the talent-management screen of issue 23; until then the recorded column says 'Não registrado'.
 */
export const talentosCompetencias = defineRelatorio({
  id: 'talentos-competencias',
  rota: 'talentos-competencias',
  modulo: 'cargo-salario',
  titulo: 'Competências dos Talentos',
  descricao:
    'As competências que a faixa salarial de cada talento exige, com o nível exigido e o registrado.',
  filtro: filtroRelatorio({
    dataReferencia,
    estabelecimentosIds,
    areasIds: idsOpcionais,
    cargosIds: idsOpcionais,
  }),
  padrao: () => ({
    dataReferencia: dataReferenciaPadrao(),
    estabelecimentosIds: [],
    areasIds: [],
    cargosIds: [],
  }),
  xlsx: true,
  access: 'ROLE_CS_RELATORIOS',
});
export type FiltroTalentosCompetencias = z.output<typeof talentosCompetencias.filtro>;
