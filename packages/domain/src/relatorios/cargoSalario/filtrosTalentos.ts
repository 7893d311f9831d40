/**
 * Filter pieces of the talent reports of Cargos & Salários (promotions, projections, competences, changes;
 * spec 2 §3 enumerations, §5 'Position and salary report filters'): establishments ≥ 1, reference date
 * required, 'agrupar por' required, months without adjustment 0..12 (0 = all), the projection's multiplier
 * (months 1, years 12), cargos ≥ 1 and the employee status A/D/T. Messages are the spec's rules in our words.
 */
import { z } from 'zod';
import { MSG } from '../../messages.ts';
import { idsAoMenosUm, isoLocal } from '../filtros.ts';

export const DATA_REFERENCIA = 'Data de Referência';

export const MSG_FILTRO_TALENTOS = {
  selecioneEstabelecimento: 'Selecione ao menos um Estabelecimento',
  selecioneCargo: 'Selecione ao menos um Cargo',
  dataReferenciaObrigatoria: MSG.obrigatoria(DATA_REFERENCIA),
  dataInvalida: 'Data inválida',
  agruparPorObrigatorio: 'Agrupar por é obrigatório',
  mesesInvalido: 'Meses sem promoção deve estar entre 0 e 12',
  quantidadeInvalida: 'Quantidade deve estar entre 1 e 120',
  multiplicadorInvalido: 'Período deve ser em Meses ou Anos',
  situacaoInvalida: 'Situação inválida',
  alteracaoInvalida: 'Alteração deve ser de Cargo, de Área ou de Cargo e/ou Área',
} as const;

const M = MSG_FILTRO_TALENTOS;

export const estabelecimentosIds = idsAoMenosUm(M.selecioneEstabelecimento);
export const cargosIds = idsAoMenosUm(M.selecioneCargo);

/** The reference date (the day the report looks at), required. */
export const dataReferencia = z.iso.date({
  error: (iss) => (iss.input == null || iss.input === '' ? M.dataReferenciaObrigatoria : M.dataInvalida),
});
export const dataReferenciaPadrao = (hoje = new Date()) => isoLocal(hoje);

/** 'Agrupar por' (spec 2 §3 Grouping). */
export const AGRUPAR_POR_OPTIONS = [
  { value: 'AREA_ORGANIZACIONAL', label: 'Área Organizacional' },
  { value: 'MES_ANO', label: 'Mês/Ano' },
  { value: 'TALENTO', label: 'Talento' },
] as const;
export const agruparPor = z.enum(['AREA_ORGANIZACIONAL', 'MES_ANO', 'TALENTO'], {
  error: M.agruparPorObrigatorio,
});
export type AgruparPor = z.output<typeof agruparPor>;

/** Months without promotion (spec 2 §3 Month: 0 for all, then 1 to 12); default 0. */
export const MESES_OPTIONS = [
  { value: 0, label: 'Todos' },
  ...Array.from({ length: 12 }, (_, i) => ({ value: i + 1, label: i ? `${i + 1} meses` : '1 mês' })),
] as const;
export const mesesSemPromocao = z
  .number({ error: M.mesesInvalido })
  .int({ error: M.mesesInvalido })
  .min(0, M.mesesInvalido)
  .max(12, M.mesesInvalido)
  .default(0);

/** The projection's unit (spec 2 §3 Multiplier options: months 1, years 12). */
export const MULTIPLICADOR_MESES = 1;
export const MULTIPLICADOR_ANOS = 12;
export const MULTIPLICADOR_OPTIONS = [
  { value: MULTIPLICADOR_MESES, label: 'Meses' },
  { value: MULTIPLICADOR_ANOS, label: 'Anos' },
] as const;
export const multiplicador = z.union([z.literal(MULTIPLICADOR_MESES), z.literal(MULTIPLICADOR_ANOS)], {
  error: M.multiplicadorInvalido,
});
export const quantidadeProjecao = z
  .number({ error: M.quantidadeInvalida })
  .int({ error: M.quantidadeInvalida })
  .min(1, M.quantidadeInvalida)
  .max(120, M.quantidadeInvalida);

/** Employee status (spec 2 §3): A active, D dismissed, T all; default T. */
export const SITUACAO_TALENTO_OPTIONS = [
  { value: 'T', label: 'Todos' },
  { value: 'A', label: 'Ativos' },
  { value: 'D', label: 'Desligados' },
] as const;
export const situacaoTalento = z.enum(['T', 'A', 'D'], { error: M.situacaoInvalida }).default('T');
export type SituacaoTalento = z.output<typeof situacaoTalento>;

/** Default period of these reports (spec 2 §9 'default report period 6 months back'): 6 months ago → today. */
export function seisMesesPadrao(hoje = new Date()): { dataIni: string; dataFim: string } {
  const ini = new Date(hoje.getFullYear(), hoje.getMonth() - 6, 1);
  const ultimoDia = new Date(ini.getFullYear(), ini.getMonth() + 1, 0).getDate();
  ini.setDate(Math.min(hoje.getDate(), ultimoDia));
  return { dataIni: isoLocal(ini), dataFim: isoLocal(hoje) };
}

/** Which changes 'Alterações de cargos e/ou áreas' lists. */
export const ALTERACAO_OPTIONS = [
  { value: 'CARGO_OU_AREA', label: 'Cargo e/ou Área' },
  { value: 'CARGO', label: 'Cargo' },
  { value: 'AREA', label: 'Área Organizacional' },
] as const;
export const alteracao = z
  .enum(['CARGO_OU_AREA', 'CARGO', 'AREA'], { error: M.alteracaoInvalida })
  .default('CARGO_OU_AREA');
