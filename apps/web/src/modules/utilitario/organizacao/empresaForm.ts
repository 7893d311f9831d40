import { zodResolver } from '@hookform/resolvers/zod';
import { resourceSchema } from '@ipe/domain';
import { empresas, errosEmpresa } from '@ipe/domain/resources/utilitario/empresas';
import {
  CAMPOS_CANDIDATO,
  type CampoExtraConfig,
  campoExtraConfigSchema,
} from '@ipe/domain/resources/utilitario/organizacao/index';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';

type Values = Record<string, unknown>;

/**
 * The company form's values beside the declared fields: `camposExtras` ({candidato, colaborador}, 16
 * rows each) and `camposCandidato` (the names of the required candidate fields, for the checklist).
 */
const extras = (candidato: boolean, colaborador: boolean) =>
  z.object({
    camposExtras: z.object({
      // A hidden tab (parameter off) is neither validated nor sent: the stored configuration stays.
      candidato: candidato ? z.array(campoExtraConfigSchema) : z.any().transform(() => undefined),
      colaborador: colaborador ? z.array(campoExtraConfigSchema) : z.any().transform(() => undefined),
    }),
    camposCandidato: z.array(z.string()).default([]),
  });

const schemas = new Map<string, z.ZodType>();
function schemaFor(candidato: boolean, colaborador: boolean): z.ZodType {
  const key = `${candidato}-${colaborador}`;
  let s = schemas.get(key);
  if (!s) {
    s = resourceSchema(empresas).and(extras(candidato, colaborador));
    schemas.set(key, s);
  }
  return s;
}

/**
 * The shared company schema plus the extra-field rules of the tabs that are on; the company's cross-field
 * rules also show while another field has a type error (zod skips them then).
 */
export const empresaResolver: Resolver<Values> = async (values, ctx, opts) => {
  const schema = schemaFor(values.campoExtraCandidato === true, values.campoExtraColaborador === true);
  const r = await (zodResolver(schema as z.ZodType<Values, Values>) as Resolver<Values>)(values, ctx, opts);
  if (!Object.keys(r.errors).length) return r;
  const errors: FieldErrors<Values> = { ...r.errors };
  for (const e of errosEmpresa(values))
    if (!errors[e.field]) errors[e.field] = { type: 'custom', message: e.message } as FieldError;
  return { values: {}, errors };
};

/** The request body: the company, its extra fields and its candidate-form choice in one PUT/POST. */
export function empresaBody(values: Values): Values {
  const { camposCandidato, camposExtras, ...rest } = values as Values & {
    camposCandidato?: string[];
    camposExtras?: { candidato?: CampoExtraConfig[]; colaborador?: CampoExtraConfig[] };
  };
  const obrigatorios = new Set(camposCandidato ?? []);
  return {
    ...rest,
    camposExtras: {
      candidato: camposExtras?.candidato,
      colaborador: camposExtras?.colaborador,
    },
    camposCandidato: CAMPOS_CANDIDATO.map((c) => ({
      campo: c.campo,
      obrigatorio: !!c.fixo || obrigatorios.has(c.campo),
    })),
  };
}
