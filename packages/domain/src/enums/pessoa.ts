import type { EnumOption } from './option.ts';

// Personal-data enumerations of candidates and talents (spec 1 §3). Codes are stored as strings, leading
// zeros kept.

export const SEXO_OPTIONS = [
  { value: 'I', label: 'Indiferente' },
  { value: 'M', label: 'Masculino' },
  { value: 'F', label: 'Feminino' },
] as const satisfies readonly EnumOption[];
export type Sexo = (typeof SEXO_OPTIONS)[number]['value'];
export const SEXO_PADRAO: Sexo = 'I';

/**
 * Schooling, 15 codes. 01 to 12 are the eSocial grauInstr table (S-1.3 XSD, TS_grauInstr), labels
 * verbatim, so codes 01-12 go to eSocial unchanged. The product has 15 codes and eSocial stops at 12; the
 * three extra ones are the unfinished post-graduate levels, which eSocial has no code for (it is declared as
 * the highest completed level instead).
 */
export const ESCOLARIDADE_OPTIONS = [
  { value: '01', label: 'Analfabeto, inclusive o que, embora tenha recebido instrução, não se alfabetizou' },
  {
    value: '02',
    label:
      'Até o 5º ano incompleto do ensino fundamental (antiga 4ª série) ou que se tenha alfabetizado sem ter frequentado escola regular',
  },
  { value: '03', label: '5º ano completo do ensino fundamental' },
  { value: '04', label: 'Do 6º ao 9º ano do ensino fundamental incompleto (antiga 5ª a 8ª série)' },
  { value: '05', label: 'Ensino fundamental completo' },
  { value: '06', label: 'Ensino médio incompleto' },
  { value: '07', label: 'Ensino médio completo' },
  { value: '08', label: 'Educação superior incompleta' },
  { value: '09', label: 'Educação superior completa' },
  { value: '10', label: 'Pós-graduação completa' },
  { value: '11', label: 'Mestrado completo' },
  { value: '12', label: 'Doutorado completo' },
  { value: '13', label: 'Pós-graduação incompleta' },
  { value: '14', label: 'Mestrado incompleto' },
  { value: '15', label: 'Doutorado incompleto' },
] as const satisfies readonly EnumOption[];
export type Escolaridade = (typeof ESCOLARIDADE_OPTIONS)[number]['value'];

/**
 * Marital status, 10 codes. The spec gives only the count; eSocial (estCiv) has 5 values (1 Solteiro,
 * 2 Casado, 3 Divorciado, 4 Separado, 5 Viúvo), too coarse for HR, which needs the property regime of a
 * marriage. The list keeps the common order (single, married by regime, stable union, then the ends of a
 * marriage) and ends with 'Outros'; ESTADO_CIVIL_ESOCIAL maps each code to the eSocial value.
 */
export const ESTADO_CIVIL_OPTIONS = [
  { value: '01', label: 'Solteiro(a)' },
  { value: '02', label: 'Casado(a) - comunhão universal de bens' },
  { value: '03', label: 'Casado(a) - comunhão parcial de bens' },
  { value: '04', label: 'Casado(a) - separação total de bens' },
  { value: '05', label: 'Casado(a) - participação final nos aquestos' },
  { value: '06', label: 'União estável' },
  { value: '07', label: 'Divorciado(a)' },
  { value: '08', label: 'Separado(a) judicialmente' },
  { value: '09', label: 'Viúvo(a)' },
  { value: '10', label: 'Outros' },
] as const satisfies readonly EnumOption[];
export type EstadoCivil = (typeof ESTADO_CIVIL_OPTIONS)[number]['value'];

/**
 * eSocial estCiv of each marital status (1 Solteiro, 2 Casado, 3 Divorciado, 4 Separado, 5 Viúvo). A stable
 * union is declared as 'Solteiro' (it does not change the civil status); 'Outros' has no eSocial value.
 */
export const ESTADO_CIVIL_ESOCIAL: Readonly<Record<EstadoCivil, '1' | '2' | '3' | '4' | '5' | null>> = {
  '01': '1',
  '02': '2',
  '03': '2',
  '04': '2',
  '05': '2',
  '06': '1',
  '07': '3',
  '08': '4',
  '09': '5',
  '10': null,
};

/** Ethnicity/race with the IBGE/RAIS codes the spec gives (not the eSocial racaCor numbering). */
export const ETNIA_RACA_OPTIONS = [
  { value: '1', label: 'Indígena' },
  { value: '2', label: 'Branca' },
  { value: '4', label: 'Preta' },
  { value: '6', label: 'Amarela' },
  { value: '8', label: 'Parda' },
  { value: '9', label: 'Não Informado' },
] as const satisfies readonly EnumOption[];
export type EtniaRaca = (typeof ETNIA_RACA_OPTIONS)[number]['value'];
export const ETNIA_NAO_INFORMADO: EtniaRaca = '9';

/** The ethnicity options to offer: '9 Não Informado' is hidden unless it is the value already selected. */
export function etniaOptions(selected?: string | number | null): readonly EnumOption<EtniaRaca>[] {
  if (selected !== null && selected !== undefined && String(selected) === ETNIA_NAO_INFORMADO) {
    return ETNIA_RACA_OPTIONS;
  }
  return ETNIA_RACA_OPTIONS.filter((o) => o.value !== ETNIA_NAO_INFORMADO);
}

/** Disability, 0 (none) to 6, the RAIS numbering. */
export const DEFICIENCIA_OPTIONS = [
  { value: '0', label: 'Nenhuma' },
  { value: '1', label: 'Física' },
  { value: '2', label: 'Auditiva' },
  { value: '3', label: 'Visual' },
  { value: '4', label: 'Mental' },
  { value: '5', label: 'Múltipla' },
  { value: '6', label: 'Reabilitado' },
] as const satisfies readonly EnumOption[];
export type Deficiencia = (typeof DEFICIENCIA_OPTIONS)[number]['value'];
