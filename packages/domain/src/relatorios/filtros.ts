/**
 * Shared pieces of report filters (spec 1 §5 'Recruitment report filters', §9 report defaults). A report's
 * filter schema is a `z.object({...})` built from these shapes, with the shared rules added
 * by `filtroRelatorio`, so the screen and the API apply the same rules with the same messages.
 *
 * ```ts
 * export const filtro = filtroRelatorio({ ...PERIODO, ...FILTRAR_POR, status: statusSolicitacao.default('T') });
 * // = z.object(shape) + 'Data final inferior a data inicial.' + filtrarPor's ≥ 1 area / group rule
 * padrao: () => ({ ...periodoPadrao(), ...filtrarPorPadrao(), status: 'T' })
 * ```
 */
import { z } from 'zod';
import { MSG } from '../messages.ts';

/** Labels of the main period (spec 1 §5 'Both dates are required in the main range'). */
export const DATA_INICIAL = 'Data Inicial';
export const DATA_FIM = 'Data Fim';
export const ANO_MINIMO = 1900;

/** Messages of the report filters; the spec names the rules, these texts are ours where it is silent. */
export const MSG_FILTRO = {
  dataInicialObrigatoria: MSG.obrigatoria(DATA_INICIAL),
  dataFimObrigatoria: MSG.obrigatoria(DATA_FIM),
  dataInvalida: 'Data inválida',
  dataFinalInferior: MSG.dataFinalInferior,
  anoObrigatorio: 'Ano é obrigatório',
  anoForaDoIntervalo: (atual: number) => `Ano deve estar entre ${ANO_MINIMO} e ${atual}`,
  selecioneArea: 'Selecione ao menos uma Área Organizacional',
  selecioneGrupoOcupacional: 'Selecione ao menos um Grupo Ocupacional',
  selecioneEtapa: 'Selecione ao menos uma Etapa Seletiva',
  selecioneEmpresa: 'Selecione ao menos uma Empresa',
  filtrarPorInvalido: 'Filtrar por deve ser Área Organizacional ou Grupo Ocupacional',
  statusInvalido: 'Status inválido',
} as const;

const pad2 = (n: number) => String(n).padStart(2, '0');
/** Local calendar date as 'YYYY-MM-DD' (the screen's and the server's today). */
export const isoLocal = (d: Date) => `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
export const anoAtual = (hoje = new Date()) => hoje.getFullYear();

/** Default window 'last month to today' (spec 1 §9): the same day one month ago (clamped) → today. */
export function periodoPadrao(hoje = new Date()): { dataIni: string; dataFim: string } {
  const ini = new Date(hoje.getFullYear(), hoje.getMonth() - 1, 1);
  const ultimoDia = new Date(ini.getFullYear(), ini.getMonth() + 1, 0).getDate();
  ini.setDate(Math.min(hoje.getDate(), ultimoDia));
  return { dataIni: isoLocal(ini), dataFim: isoLocal(hoje) };
}

/** Default window 'start and end of the current year' (spec 1 §9). */
export function anoCorrentePadrao(hoje = new Date()): { dataIni: string; dataFim: string } {
  const y = anoAtual(hoje);
  return { dataIni: `${y}-01-01`, dataFim: `${y}-12-31` };
}

const data = (obrigatoria: string) =>
  z.iso.date({
    error: (iss) => (iss.input == null || iss.input === '' ? obrigatoria : MSG_FILTRO.dataInvalida),
  });

/** The main period: both dates required; `filtroRelatorio` adds the order rule. */
export const PERIODO = {
  dataIni: data(MSG_FILTRO.dataInicialObrigatoria),
  dataFim: data(MSG_FILTRO.dataFimObrigatoria),
};

/** A year from 1900 to the current year (read when validating, so a long-running server follows the calendar). */
export const ano = z
  .number({ error: MSG_FILTRO.anoObrigatorio })
  .int({ error: MSG_FILTRO.anoForaDoIntervalo(anoAtual()) })
  .superRefine((v, ctx) => {
    const atual = anoAtual();
    if (v < ANO_MINIMO || v > atual)
      ctx.addIssue({ code: 'custom', message: MSG_FILTRO.anoForaDoIntervalo(atual) });
  });

const ids = z.array(z.number().int().positive());
/** A list of ids a report may narrow to; left out or empty, it means all of them. */
export const idsOpcionais = ids.default([]);

/** 1 = filter by organisational areas, 2 = by occupational groups; the chosen list needs ≥ 1 id. */
export const FILTRAR_POR_AREAS = 1;
export const FILTRAR_POR_GRUPOS = 2;
export const FILTRAR_POR_OPTIONS = [
  { value: FILTRAR_POR_AREAS, label: 'Área Organizacional' },
  { value: FILTRAR_POR_GRUPOS, label: 'Grupo Ocupacional' },
] as const;
export const FILTRAR_POR = {
  filtrarPor: z.union([z.literal(FILTRAR_POR_AREAS), z.literal(FILTRAR_POR_GRUPOS)], {
    error: MSG_FILTRO.filtrarPorInvalido,
  }),
  areasIds: idsOpcionais,
  gruposOcupacionaisIds: idsOpcionais,
};
export const filtrarPorPadrao = () => ({
  filtrarPor: FILTRAR_POR_AREAS as 1 | 2,
  areasIds: [] as number[],
  gruposOcupacionaisIds: [] as number[],
});

/** At least one id: etapasIds in the selection-step report, empresasIds in the qualification report. */
export const idsAoMenosUm = (mensagem: string) =>
  // A missing list gets the same message as an empty one (zod's own would be a type error in jargon).
  z.array(z.number().int().positive(), { error: mensagem }).min(1, mensagem);
export const etapasIds = idsAoMenosUm(MSG_FILTRO.selecioneEtapa);
export const empresasIds = idsAoMenosUm(MSG_FILTRO.selecioneEmpresa);

/**
 * Runs a refinement even when other fields failed (zod skips object refinements after a field error), so
 * one answer lists every failing field. Predicates must tolerate missing fields.
 */
const SEMPRE = { when: () => true } as const;
type Parcial = Record<string, unknown>;
/** A real calendar date (2015-13-01 or 2015-02-30 are not: they get their own field message, not the order's). */
const ehData = (v: unknown): v is string =>
  typeof v === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().slice(0, 10) === v;
const lista = (v: unknown) => (Array.isArray(v) ? v : []);

/**
 * A report filter: `z.object(shape)` plus the shared rules for the pieces it uses — the period's order
 * (when it has dataIni/dataFim) and filtrarPor's selection (when it has filtrarPor). Chain `.refine(…, {
 * path, message, when: () => true })` for a report's own rules.
 */
export function filtroRelatorio<S extends z.core.$ZodLooseShape>(shape: S) {
  let s = z.object(shape);
  if ('dataIni' in shape && 'dataFim' in shape)
    s = s.refine((f: Parcial) => !(ehData(f.dataIni) && ehData(f.dataFim) && f.dataFim < f.dataIni), {
      path: ['dataFim'],
      message: MSG_FILTRO.dataFinalInferior,
      ...SEMPRE,
    });
  if ('filtrarPor' in shape)
    s = s
      .refine((f: Parcial) => f.filtrarPor !== FILTRAR_POR_AREAS || lista(f.areasIds).length > 0, {
        path: ['areasIds'],
        message: MSG_FILTRO.selecioneArea,
        ...SEMPRE,
      })
      .refine(
        (f: Parcial) => f.filtrarPor !== FILTRAR_POR_GRUPOS || lista(f.gruposOcupacionaisIds).length > 0,
        {
          path: ['gruposOcupacionaisIds'],
          message: MSG_FILTRO.selecioneGrupoOcupacional,
          ...SEMPRE,
        },
      );
  return s;
}
