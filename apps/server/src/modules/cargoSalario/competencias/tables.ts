import type { PartTables } from '../../../db/resource-tables.ts';
import {
  atitude,
  atitudeArea,
  atitudeComportamento,
  configHistoricoNivel,
  configuracaoNivelCompetenciaFaixa,
  conhecimento,
  conhecimentoArea,
  conhecimentoComportamento,
  criterioAvaliacaoCompetencia,
  habilidade,
  habilidadeArea,
  habilidadeComportamento,
  nivelCompetencia,
  nivelCompetenciaColaborador,
  nivelCompetenciaHistorico,
} from './schema.ts';

/** The tables of each kind of competence, by resource name. */
export const COMPETENCIA_TABLES = {
  conhecimentos: {
    tipo: 'C',
    table: conhecimento,
    area: conhecimentoArea,
    comportamento: conhecimentoComportamento,
  },
  habilidades: { tipo: 'H', table: habilidade, area: habilidadeArea, comportamento: habilidadeComportamento },
  atitudes: { tipo: 'A', table: atitude, area: atitudeArea, comportamento: atitudeComportamento },
} as const;

type Kind = (typeof COMPETENCIA_TABLES)[keyof typeof COMPETENCIA_TABLES];
const entries = Object.entries(COMPETENCIA_TABLES) as [string, Kind][];

/** Tables, link tables and child tables of this part's resources (see db/resource-tables.ts). */
export const TABLES_COMPETENCIAS: PartTables = {
  tables: {
    ...Object.fromEntries(entries.map(([name, k]) => [name, k.table])),
    'criterios-avaliacao-competencia': criterioAvaliacaoCompetencia,
    'niveis-competencia': nivelCompetencia,
    'niveis-competencia-historico': nivelCompetenciaHistorico,
    'faixa-salarial': configuracaoNivelCompetenciaFaixa,
    'configuracoes-niveis-competencia-colaborador': nivelCompetenciaColaborador,
  },
  links: Object.fromEntries(
    entries.map(([name, k]) => [
      `${name}.areasOrganizacionaisIds`,
      { table: k.area, owner: k.area.competenciaId, target: k.area.areaOrganizacionalId },
    ]),
  ),
  items: {
    ...Object.fromEntries(
      entries.map(([name, k]) => [
        `${name}.competencias`,
        { table: k.comportamento, owner: k.comportamento.competenciaId },
      ]),
    ),
    'niveis-competencia-historico.configHistoricosNiveis': {
      table: configHistoricoNivel,
      owner: configHistoricoNivel.nivelCompetenciaHistoricoId,
    },
  },
  labels: {
    conhecimento_area: 'Conhecimentos',
    habilidade_area: 'Habilidades',
    atitude_area: 'Atitudes',
    conhecimento_comportamento: 'Comportamentos',
    habilidade_comportamento: 'Comportamentos',
    atitude_comportamento: 'Comportamentos',
    config_historico_nivel: 'Históricos dos Níveis de Competência',
    configuracao_nivel_competencia: 'Competências por Faixa Salarial',
    configuracao_niveis_competencia: 'Configuração dos Níveis de Competência',
    nivel_competencia_colaborador: 'Níveis de Competência dos Talentos',
    nivel_competencia_colaborador_item: 'Níveis de Competência dos Talentos',
  },
};
