/**
 * The three 'talents on a date' reports (spec 2 §7 /talentos-cargos, /talentos-areas-organizacionais,
 * /talentos-grupos-ocupacionais): the company's talents as their history says they were on the reference
 * date (establishment, area, position and band of the row in force), in the chosen establishments, grouped
 * by position, area or occupational group.
 */
import { z } from 'zod';
import { filtroRelatorio, idsOpcionais, isoLocal } from '../filtros.ts';
import { defineRelatorio } from '../relatorio.ts';
import { areasAoMenosUma, gruposAoMenosUm, situacaoNaData } from './filtros.ts';
import { cargosIds, dataReferencia, estabelecimentosIds } from './filtrosTalentos.ts';

const base = {
  dataReferencia,
  estabelecimentosIds,
  situacao: situacaoNaData,
};
const padraoBase = () => ({
  dataReferencia: isoLocal(new Date()),
  estabelecimentosIds: [] as number[],
  situacao: 'A' as const,
});

export const talentosCargos = defineRelatorio({
  id: 'talentos-cargos',
  rota: 'talentos-cargos',
  modulo: 'cargo-salario',
  titulo: 'Talentos por Cargo',
  descricao: 'Os talentos de cada cargo na data de referência, com área, faixa e, se pedido, o salário.',
  filtro: filtroRelatorio({
    ...base,
    cargosIds,
    areasIds: idsOpcionais,
    exibirSalario: z.boolean({ error: 'Exibir salário deve ser verdadeiro ou falso' }).default(false),
  }),
  padrao: () => ({ ...padraoBase(), cargosIds: [], areasIds: [], exibirSalario: false }),
  xlsx: true,
  access: 'ROLE_CS_RELATORIOS',
});
export type FiltroTalentosCargos = z.output<typeof talentosCargos.filtro>;

export const talentosAreasOrganizacionais = defineRelatorio({
  id: 'talentos-areas-organizacionais',
  rota: 'talentos-areas-organizacionais',
  modulo: 'cargo-salario',
  titulo: 'Talentos por Área Organizacional',
  descricao: 'Os talentos de cada área organizacional na data de referência, com cargo e faixa salarial.',
  filtro: filtroRelatorio({ ...base, areasIds: areasAoMenosUma }),
  padrao: () => ({ ...padraoBase(), areasIds: [] }),
  xlsx: true,
  access: 'ROLE_CS_RELATORIOS',
});
export type FiltroTalentosAreas = z.output<typeof talentosAreasOrganizacionais.filtro>;

export const talentosGruposOcupacionais = defineRelatorio({
  id: 'talentos-grupos-ocupacionais',
  rota: 'talentos-grupos-ocupacionais',
  modulo: 'cargo-salario',
  titulo: 'Talentos por Grupo Ocupacional',
  descricao: 'Os talentos de cada grupo ocupacional na data de referência, com cargo, área e faixa salarial.',
  filtro: filtroRelatorio({ ...base, gruposOcupacionaisIds: gruposAoMenosUm }),
  padrao: () => ({ ...padraoBase(), gruposOcupacionaisIds: [] }),
  xlsx: true,
  access: 'ROLE_CS_RELATORIOS',
});
export type FiltroTalentosGrupos = z.output<typeof talentosGruposOcupacionais.filtro>;
