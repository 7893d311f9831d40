/**
 * Shared pieces of the position-and-salary report filters (spec 2 §3 enumerations, §5 Realignment's last
 * bullet: cargos min 1, reference date required, establishments min 1, origem and agrupar por required,
 * months without adjustment defaults to 0). Every report of /cargo-salario/relatorios builds its filter
 * from these with `filtroRelatorio` (../filtros.ts), so the screen and the API say the same messages.
 *
 * ```ts
 * filtro: filtroRelatorio({ dataReferencia, estabelecimentosIds, cargosIds: cargosAoMenosUm, situacao })
 * padrao: () => ({ dataReferencia: isoLocal(new Date()), estabelecimentosIds: [], cargosIds: [], situacao: 'A' })
 * ```
 */
import { z } from 'zod';
import { MSG } from '../../messages.ts';
import { idsAoMenosUm, idsOpcionais } from '../filtros.ts';

export const MSG_FILTRO_CS = {
  dataReferenciaObrigatoria: MSG.obrigatoria('Data de Referência'),
  dataInvalida: 'Data inválida',
  selecioneCargo: 'Selecione ao menos um Cargo',
  selecioneEstabelecimento: 'Selecione ao menos um Estabelecimento',
  selecioneArea: 'Selecione ao menos uma Área Organizacional',
  selecioneGrupoOcupacional: 'Selecione ao menos um Grupo Ocupacional',
  selecioneFaixa: 'Selecione ao menos uma Faixa Salarial',
  origemObrigatoria: MSG.obrigatoria('Origem'),
  agruparPorObrigatorio: MSG.obrigatorio('Agrupar por'),
  situacaoInvalida: 'Situação inválida',
  mesesInvalido: 'Meses sem reajuste deve ser um número inteiro entre 0 e 999',
  multiplicadorInvalido: 'Multiplicador deve ser Meses ou Anos',
  mesInvalido: 'Mês inválido',
} as const;

/** A required calendar date: 'Data de Referência é obrigatória' when missing, 'Data inválida' when not a date. */
export const dataReferencia = z.iso.date({
  error: (iss) =>
    iss.input == null || iss.input === ''
      ? MSG_FILTRO_CS.dataReferenciaObrigatoria
      : MSG_FILTRO_CS.dataInvalida,
});

/** At least one position / establishment / area / group / band (spec 2 §5). */
export const cargosAoMenosUm = idsAoMenosUm(MSG_FILTRO_CS.selecioneCargo);
export const estabelecimentosAoMenosUm = idsAoMenosUm(MSG_FILTRO_CS.selecioneEstabelecimento);
export const areasAoMenosUma = idsAoMenosUm(MSG_FILTRO_CS.selecioneArea);
export const gruposAoMenosUm = idsAoMenosUm(MSG_FILTRO_CS.selecioneGrupoOcupacional);
export const faixasAoMenosUma = idsAoMenosUm(MSG_FILTRO_CS.selecioneFaixa);
/** Left out or empty: all of them. */
export { idsOpcionais };

/** Where a talent's history row came from (spec 2 §3 'Reporting origin'). */
export const ORIGEM_OPTIONS = [
  { value: 'TODOS', label: 'Todas' },
  { value: 'FORTES_RH', label: 'Registradas no RH' },
  { value: 'FORTES_PESSOAL', label: 'Vindas da folha de pagamento' },
] as const;
export type OrigemRelatorio = (typeof ORIGEM_OPTIONS)[number]['value'];
export const origem = z.enum(['TODOS', 'FORTES_RH', 'FORTES_PESSOAL'], {
  error: MSG_FILTRO_CS.origemObrigatoria,
});

/** How a history report groups its rows (spec 2 §3 'Grouping'). */
export const AGRUPAR_POR_OPTIONS = [
  { value: 'AREA_ORGANIZACIONAL', label: 'Área Organizacional' },
  { value: 'MES_ANO', label: 'Mês/Ano' },
  { value: 'TALENTO', label: 'Talento' },
] as const;
export type AgruparPor = (typeof AGRUPAR_POR_OPTIONS)[number]['value'];
export const agruparPor = z.enum(['AREA_ORGANIZACIONAL', 'MES_ANO', 'TALENTO'], {
  error: MSG_FILTRO_CS.agruparPorObrigatorio,
});

/** Talents by status on the report's date (spec 2 §3 'Employee status': A active, D dismissed, T all). */
export const STATUS_TALENTO_OPTIONS = [
  { value: 'A', label: 'Ativos' },
  { value: 'D', label: 'Desligados' },
  { value: 'T', label: 'Todos' },
] as const;
export type StatusTalento = (typeof STATUS_TALENTO_OPTIONS)[number]['value'];
export const statusTalento = z.enum(['A', 'D', 'T'], { error: MSG_FILTRO_CS.situacaoInvalida });

/** Month of a report: 0 for all, then 1 to 12 (spec 2 §3 'Month'). */
export const MESES_OPTIONS = [
  { value: 0, label: 'Todos' },
  ...[
    'Janeiro',
    'Fevereiro',
    'Março',
    'Abril',
    'Maio',
    'Junho',
    'Julho',
    'Agosto',
    'Setembro',
    'Outubro',
    'Novembro',
    'Dezembro',
  ].map((label, i) => ({ value: i + 1, label })),
] as const;
export const mes = z
  .number({ error: MSG_FILTRO_CS.mesInvalido })
  .int()
  .min(0)
  .max(12, MSG_FILTRO_CS.mesInvalido);

/** Months without adjustment: a whole number, 0 by default (spec 2 §5). */
export const mesesSemReajuste = z
  .number({ error: MSG_FILTRO_CS.mesesInvalido })
  .int(MSG_FILTRO_CS.mesesInvalido)
  .min(0, MSG_FILTRO_CS.mesesInvalido)
  .max(999, MSG_FILTRO_CS.mesesInvalido)
  .default(0);

/** A time unit in months (spec 2 §3 'Multiplier options': months 1, years 12). */
export const MULTIPLICADOR_OPTIONS = [
  { value: 1, label: 'Meses' },
  { value: 12, label: 'Anos' },
] as const;
export const multiplicador = z.union([z.literal(1), z.literal(12)], {
  error: MSG_FILTRO_CS.multiplicadorInvalido,
});
