/**
 * Foreign candidates (issue 24 §4): nationality, visa type and date of arrival in Brazil. The visa and the
 * arrival are asked (and required) only when the nationality is not Brazilian; an empty nationality is
 * Brazilian (candidates registered before the field existed).
 */
import type { z } from 'zod';
import { hojeIso } from '../../../salario.ts';

export const NACIONALIDADE_PADRAO = 'Brasileira';

/** Visa or residence of a foreigner (Lei de Migração, Lei 13.445/2017). */
export const TIPO_VISTO_OPTIONS = [
  { value: 'VT', label: 'Visto temporário' },
  { value: 'AR', label: 'Autorização de residência' },
  { value: 'RP', label: 'Residência por prazo indeterminado' },
  { value: 'MC', label: 'Residência pelo Acordo do Mercosul' },
  { value: 'RF', label: 'Refugiado ou solicitante de refúgio' },
  { value: 'AH', label: 'Acolhida humanitária' },
  { value: 'VV', label: 'Visto de visita' },
  { value: 'OU', label: 'Outro' },
] as const;

export const MSG_ESTRANGEIRO = {
  tipoVistoObrigatorio: 'Tipo de visto é obrigatório para candidato estrangeiro',
  chegadaObrigatoria: 'Data de chegada ao Brasil é obrigatória para candidato estrangeiro',
  chegadaFutura: 'A data de chegada ao Brasil deve ser igual ou anterior a data atual',
  chegadaAntesDoNascimento: 'A data de chegada ao Brasil não pode ser anterior à data de nascimento',
} as const;

const normal = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();

/** Not Brazilian: a nationality filled and not 'Brasileira'/'Brasileiro'/'Brasil' (any case or accent). */
export function ehEstrangeiro(nacionalidade: unknown): boolean {
  if (typeof nacionalidade !== 'string' || !nacionalidade.trim()) return false;
  return !normal(nacionalidade).startsWith('brasil');
}

/** The candidate's rules for a foreigner (the declaration's refine). */
export function validarEstrangeiro(v: Record<string, unknown>, ctx: z.RefinementCtx, hoje = hojeIso()) {
  if (!ehEstrangeiro(v.nacionalidade)) return;
  const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (!v.tipoVisto) add('tipoVisto', MSG_ESTRANGEIRO.tipoVistoObrigatorio);
  const chegada = v.dataChegadaBrasil as string | null | undefined;
  if (!chegada) add('dataChegadaBrasil', MSG_ESTRANGEIRO.chegadaObrigatoria);
  else if (chegada > hoje) add('dataChegadaBrasil', MSG_ESTRANGEIRO.chegadaFutura);
  else if (typeof v.dataNascimento === 'string' && chegada < v.dataNascimento)
    add('dataChegadaBrasil', MSG_ESTRANGEIRO.chegadaAntesDoNascimento);
}
