/**
 * Extra fields (campos extras, spec 1 §3): free fields a company names and switches on for its
 * candidates and talents: texto1-8, textolongo1-2, data1-3, valor1-2 and numero1. The company decides each
 * one's label and whether it is visible and required; the whole set shows only when the company parameter
 * campoExtraCandidato / campoExtraColaborador is on.
 */
import { z } from 'zod';
import { MSG_ORG } from './mensagens.ts';

export type EntidadeCampoExtra = 'candidato' | 'colaborador';
export const ENTIDADES_CAMPO_EXTRA: readonly EntidadeCampoExtra[] = ['candidato', 'colaborador'];
export const ENTIDADE_CAMPO_EXTRA_LABEL: Record<EntidadeCampoExtra, string> = {
  candidato: 'Candidatos',
  colaborador: 'Talentos',
};

/** Kind of value: short text (100), long text, date, money value, whole number. */
export type TipoCampoExtra = 'texto' | 'textolongo' | 'data' | 'valor' | 'numero';

export interface CampoExtraDef {
  campo: string;
  tipo: TipoCampoExtra;
  /** Label while the company has not named it. */
  labelPadrao: string;
}

const serie = (prefix: TipoCampoExtra, n: number, nome: string): CampoExtraDef[] =>
  Array.from({ length: n }, (_, i) => ({
    campo: `${prefix}${i + 1}`,
    tipo: prefix,
    labelPadrao: `${nome} ${i + 1}`,
  }));

/** The 16 extra fields, in screen order. */
export const CAMPOS_EXTRAS: readonly CampoExtraDef[] = [
  ...serie('texto', 8, 'Texto'),
  ...serie('textolongo', 2, 'Texto longo'),
  ...serie('data', 3, 'Data'),
  ...serie('valor', 2, 'Valor'),
  ...serie('numero', 1, 'Número'),
];
export const CAMPOS_EXTRAS_NOMES = CAMPOS_EXTRAS.map((c) => c.campo);
/** Longest value of a short-text extra field. */
export const CAMPO_EXTRA_TEXTO_MAXIMO = 100;
export const CAMPO_EXTRA_LABEL_MAXIMO = 60;

/** One extra field's configuration in a company, for one entity. */
export interface CampoExtraConfig {
  campo: string;
  tipo: TipoCampoExtra;
  label: string;
  visivel: boolean;
  obrigatorio: boolean;
}

/** Body of PUT /utilitario/empresas/{id}/campos-extras and its answer to GET. */
export interface CamposExtrasEmpresa {
  candidato: CampoExtraConfig[];
  colaborador: CampoExtraConfig[];
}

/** The configuration of one field: label required (max 60); a required field must be visible. */
export const campoExtraConfigSchema = z
  .object({
    campo: z.enum(CAMPOS_EXTRAS_NOMES as [string, ...string[]], {
      error: (iss) => MSG_ORG.campoDesconhecido(String(iss.input)),
    }),
    label: z
      .string({ error: MSG_ORG.labelCampoExtraObrigatorio })
      .trim()
      .min(1, MSG_ORG.labelCampoExtraObrigatorio)
      .max(CAMPO_EXTRA_LABEL_MAXIMO, MSG_ORG.labelCampoExtraMaximo),
    visivel: z.boolean().default(false),
    obrigatorio: z.boolean().default(false),
  })
  .superRefine((v, ctx) => {
    if (v.obrigatorio && !v.visivel)
      ctx.addIssue({
        code: 'custom',
        path: ['obrigatorio'],
        message: MSG_ORG.campoExtraInvisivelObrigatorio,
      });
  });

/** PUT body: an entity left out keeps its configuration; one sent replaces it (missing fields hidden). */
export const camposExtrasEmpresaSchema = z.object({
  candidato: z.array(campoExtraConfigSchema).optional(),
  colaborador: z.array(campoExtraConfigSchema).optional(),
});

/** Every field of the catalogue, with the stored configuration where there is one. */
export function completarCamposExtras(
  stored: readonly { campo: string; label: string; visivel: boolean; obrigatorio: boolean }[],
): CampoExtraConfig[] {
  const byCampo = new Map(stored.map((s) => [s.campo, s]));
  return CAMPOS_EXTRAS.map((d) => {
    const s = byCampo.get(d.campo);
    return {
      campo: d.campo,
      tipo: d.tipo,
      label: s?.label ?? d.labelPadrao,
      visivel: s?.visivel ?? false,
      obrigatorio: s?.obrigatorio ?? false,
    };
  });
}

/** A visible extra field as forms receive it (GET …/campos-extras-visiveis-obrigatorios/{entidade}). */
export interface CampoExtraVisivel {
  campo: string;
  tipo: TipoCampoExtra;
  label: string;
  obrigatorio: boolean;
}

/**
 * The schema of the extra-field values of a candidate or talent under a company's configuration: only
 * visible fields are kept, required ones must be filled ('{label} é obrigatório'), short texts up to 100.
 */
export function camposExtrasValoresSchema(visiveis: readonly CampoExtraVisivel[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const f of visiveis) {
    const req = `${f.label} é obrigatório`;
    let s: z.ZodType;
    switch (f.tipo) {
      case 'texto':
        s = z.string().trim().max(CAMPO_EXTRA_TEXTO_MAXIMO, `${f.label} deve ter no máximo 100 caracteres`);
        break;
      case 'textolongo':
        s = z.string().trim();
        break;
      case 'data':
        s = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida');
        break;
      case 'valor':
        s = z.number({ error: 'Informe um número' });
        break;
      case 'numero':
        s = z.number({ error: 'Informe um número' }).int('Informe um número inteiro');
        break;
    }
    const empty = (v: unknown) => (v === '' || v === undefined ? null : v);
    shape[f.campo] = f.obrigatorio
      ? z.preprocess(empty, s.nullable()).refine((v) => v !== null, req)
      : z.preprocess(empty, s.nullable());
  }
  return z.object(shape);
}
