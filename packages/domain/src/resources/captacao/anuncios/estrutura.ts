import { formatMoney } from '../../../format.ts';

/**
 * The structured facts of a job ad (issue 24 §2): where (city/UF or remote), how (work model), which
 * contract, how much (a salary range, or 'a combinar'), whether it is open to people with disabilities
 * (PcD) and which benefits. They are shown on the public page, filter the candidate area's list and
 * feed the schema.org JobPosting (server: anuncios/paginaAnuncio.ts).
 */

export const MODELO_TRABALHO_OPTIONS = [
  { value: 'PRESENCIAL', label: 'Presencial' },
  { value: 'HIBRIDO', label: 'Híbrido' },
  { value: 'REMOTO', label: 'Remoto' },
] as const;
export type ModeloTrabalho = (typeof MODELO_TRABALHO_OPTIONS)[number]['value'];

export const TIPO_CONTRATO_OPTIONS = [
  { value: 'CLT', label: 'CLT' },
  { value: 'PJ', label: 'PJ' },
  { value: 'ESTAGIO', label: 'Estágio' },
  { value: 'TEMPORARIO', label: 'Temporário' },
  { value: 'APRENDIZ', label: 'Aprendiz' },
] as const;
export type TipoContrato = (typeof TIPO_CONTRATO_OPTIONS)[number]['value'];

/**
 * schema.org / Google employmentType of each contract. PJ is a service contract (CONTRACTOR); an
 * apprentice works at most 6 hours a day (Lei 10.097/2000), so PART_TIME.
 */
export const EMPLOYMENT_TYPE_POR_CONTRATO: Record<TipoContrato, string> = {
  CLT: 'FULL_TIME',
  PJ: 'CONTRACTOR',
  ESTAGIO: 'INTERN',
  TEMPORARIO: 'TEMPORARY',
  APRENDIZ: 'PART_TIME',
};

/** The contract an existing ad gets from its requisition's vínculo (the migration does the same in SQL). */
export const CONTRATO_POR_VINCULO: Record<string, TipoContrato> = {
  E: 'CLT',
  S: 'ESTAGIO',
  A: 'APRENDIZ',
  T: 'TEMPORARIO',
  O: 'PJ',
};

/** The benefits most Brazilian ads list; stored as their codes (a text array). */
export const BENEFICIO_OPTIONS = [
  { value: 'VR', label: 'Vale-refeição' },
  { value: 'VA', label: 'Vale-alimentação' },
  { value: 'VT', label: 'Vale-transporte' },
  { value: 'SAUDE', label: 'Plano de saúde' },
  { value: 'ODONTO', label: 'Plano odontológico' },
  { value: 'VIDA', label: 'Seguro de vida' },
  { value: 'PLR', label: 'Participação nos lucros (PLR)' },
  { value: 'CRECHE', label: 'Auxílio-creche' },
  { value: 'ACADEMIA', label: 'Auxílio academia' },
  { value: 'EDUCACAO', label: 'Auxílio educação' },
  { value: 'HOME_OFFICE', label: 'Auxílio home office' },
  { value: 'FLEXIVEL', label: 'Horário flexível' },
] as const;

const rotulo = (opcoes: readonly { value: string; label: string }[], v: string | null | undefined) =>
  opcoes.find((o) => o.value === v)?.label ?? '';
export const rotuloModeloTrabalho = (v: string | null | undefined) => rotulo(MODELO_TRABALHO_OPTIONS, v);
export const rotuloTipoContrato = (v: string | null | undefined) => rotulo(TIPO_CONTRATO_OPTIONS, v);
export const rotuloBeneficio = (v: string) => rotulo(BENEFICIO_OPTIONS, v) || v;

/** The salary an ad shows: its range, else the requisition's pay; none when 'a combinar'. */
export interface SalarioAnuncio {
  salarioMinimo: number | null;
  salarioMaximo: number | null;
  salarioACombinar: boolean;
}

/** 'R$ 3.000,00 a R$ 4.500,00', 'A partir de R$ 3.000,00', 'Até R$ 4.500,00', 'A combinar' or ''. */
export function textoSalario(s: SalarioAnuncio): string {
  if (s.salarioACombinar) return 'A combinar';
  const { salarioMinimo: min, salarioMaximo: max } = s;
  if (min != null && max != null)
    return min === max ? formatMoney(min) : `${formatMoney(min)} a ${formatMoney(max)}`;
  if (min != null) return `A partir de ${formatMoney(min)}`;
  if (max != null) return `Até ${formatMoney(max)}`;
  return '';
}

/** What the public page says about a job, in order, each with its label ('Local: Fortaleza/CE'). */
export interface FatoDaVaga {
  chave: 'local' | 'modelo' | 'contrato' | 'salario' | 'pcd' | 'beneficios';
  rotulo: string;
  texto: string;
}

export interface VagaEstruturada extends SalarioAnuncio {
  modeloTrabalho: string;
  tipoContrato: string;
  pcd: boolean;
  cidade: string | null;
  uf: string | null;
  beneficios: readonly string[];
}

/**
 * The job's facts as the public page shows them (the web's AnuncioConteudo and the server's HTML for
 * search engines): the place ('Todo o Brasil' for a remote job without a city), the work model, the
 * contract, the salary, the PcD flag and the benefits; those without a value are left out.
 */
export function fatosDaVaga(a: VagaEstruturada): FatoDaVaga[] {
  const lugar = a.cidade
    ? `${a.cidade}${a.uf ? `/${a.uf}` : ''}`
    : a.modeloTrabalho === 'REMOTO'
      ? 'Todo o Brasil'
      : '';
  const fatos: FatoDaVaga[] = [
    { chave: 'local', rotulo: 'Local', texto: lugar },
    { chave: 'modelo', rotulo: 'Modelo de trabalho', texto: rotuloModeloTrabalho(a.modeloTrabalho) },
    { chave: 'contrato', rotulo: 'Contrato', texto: rotuloTipoContrato(a.tipoContrato) },
    { chave: 'salario', rotulo: 'Salário', texto: textoSalario(a) },
    { chave: 'pcd', rotulo: 'PcD', texto: a.pcd ? 'Vaga aberta a pessoas com deficiência' : '' },
    { chave: 'beneficios', rotulo: 'Benefícios', texto: a.beneficios.map(rotuloBeneficio).join(', ') },
  ];
  return fatos.filter((f) => f.texto);
}
