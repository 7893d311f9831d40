import { type Field, MSG, type ResourceDef } from '@ipe/domain';
import {
  type CampoExtraVisivel,
  camposExtrasValoresSchema,
} from '@ipe/domain/resources/utilitario/organizacao/index';
import { useQuery } from '@tanstack/react-query';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { http } from '../../../../platform/api/client.ts';
import { resourceResolver } from '../../../../platform/resource/useResourceForm.ts';
import { CAMPOS_EXTRAS, CONFIRMA_SENHA, FOTO, SENHA } from './layout.ts';
import { TXT } from './texts.ts';

type Values = Record<string, unknown>;

/** What the company decides about its candidate form. */
export interface ConfiguracaoCandidato {
  /** Names of the company's required fields (catalogue of camposCandidato.ts). */
  obrigatorios: readonly string[];
  /** The extra fields the company shows, with their labels. */
  camposExtras: readonly CampoExtraVisivel[];
  /** Most cargos a candidate may choose; null = no limit. */
  maximoCargos: number | null;
}

const EMPRESAS = '/utilitario/empresas';

/** The session company's candidate configuration (HR screens). */
export function useConfiguracaoCandidato() {
  return useQuery({
    queryKey: [EMPRESAS, 'configuracao-candidato'],
    staleTime: 5 * 60_000,
    queryFn: async (): Promise<ConfiguracaoCandidato> => {
      const [obrigatorios, camposExtras, maximoCargos] = await Promise.all([
        http.get<string[]>(`${EMPRESAS}/campos-candidato-obrigatorios`),
        http.get<CampoExtraVisivel[]>(`${EMPRESAS}/campos-extras-visiveis-obrigatorios/candidato`),
        http.get<number | null>(`${EMPRESAS}/maximo-cargos`),
      ]);
      return { obrigatorios, camposExtras, maximoCargos: maximoCargos || null };
    },
  });
}

/** Catalogue names that stand for several form fields (a whole document or list). */
const CAMPOS_DO_CATALOGO: Record<string, readonly string[]> = {
  uf: ['ufId'],
  cidade: ['cidadeId'],
  tituloEleitoral: ['titEleitNumero', 'titEleitZona', 'titEleitSecao'],
  certificadoMilitar: ['certMilNumero'],
  ctps: ['ctpsNumero', 'ctpsSerie'],
  habilitacao: ['numeroHab', 'categoriaHab'],
  cargos: ['cargosIds'],
  areasInteresse: ['areasInteresseIds'],
  conhecimentos: ['conhecimentosIds'],
  comoFicouSabendoVaga: ['comoFicouSabendoVagaId'],
};

/**
 * The candidate as the company's form shows it: its required fields marked required with
 * '{label} é obrigatório' (so the '*' shows and the shared schema checks them). Experiences are left
 * out while 'Primeiro emprego' is ticked (checked in the resolver), the photo is not a field.
 */
export function candidatoDaEmpresa(def: ResourceDef, config: ConfiguracaoCandidato): ResourceDef {
  const nomes = new Set(config.obrigatorios.flatMap((c) => CAMPOS_DO_CATALOGO[c] ?? [c]));
  nomes.delete('experiencias');
  const fields = def.fields.map((f): Field => {
    if (!nomes.has(f.name) || f.readOnly) return f;
    const requiredMessage = MSG.obrigatorio(f.label);
    if (f.kind === 'items' || f.kind === 'references')
      return { ...f, min: Math.max(1, f.min ?? 0), minMessage: requiredMessage } as Field;
    return { ...f, required: true, requiredMessage } as Field;
  });
  return { ...def, fields };
}

export interface ContextoResolver {
  config: ConfiguracaoCandidato;
  /** Whether the candidate has a photo (stored or chosen): read at each validation. */
  temFoto: () => boolean;
  /** The candidate area requires a password for a new registration. */
  senhaObrigatoria: boolean;
}

/**
 * The form's validation: the declaration's schema (with the company's required fields), plus what lives
 * beside the declared fields: the extra fields, the password pair, the photo, the cargo limit and the
 * required experiences unless 'Primeiro emprego'. Errors of both are shown together, as the server
 * answers them together.
 */
export function resolverCandidato(def: ResourceDef, ctx: ContextoResolver): Resolver<Values> {
  const base = resourceResolver(def);
  const extras = camposExtrasValoresSchema(ctx.config.camposExtras);
  return async (values, context, opts) => {
    const r = await base(values, context, opts);
    const errors: FieldErrors<Values> = { ...r.errors };
    const erro = (path: string, message: string) => {
      if (!errors[path]) errors[path] = { type: 'custom', message } as FieldError;
    };

    const ex = extras.safeParse(values[CAMPOS_EXTRAS] ?? {});
    if (!ex.success) {
      const porCampo: Record<string, FieldError> = {};
      for (const i of ex.error.issues) {
        const campo = String(i.path[0]);
        porCampo[campo] ??= { type: 'custom', message: i.message } as FieldError;
      }
      errors[CAMPOS_EXTRAS] = porCampo as unknown as FieldError;
    }

    const senha = (values[SENHA] as string | null) ?? '';
    const confirma = (values[CONFIRMA_SENHA] as string | null) ?? '';
    if (ctx.senhaObrigatoria && !senha) erro(SENHA, TXT.senhaObrigatoria);
    if ((senha || confirma) && senha !== confirma) erro(CONFIRMA_SENHA, MSG.senhasDevemSerIguais);

    if (ctx.config.obrigatorios.includes(FOTO) && !ctx.temFoto()) erro(FOTO, TXT.fotoObrigatoria);

    const cargos = (values.cargosIds as unknown[] | null) ?? [];
    const max = ctx.config.maximoCargos;
    if (max && cargos.length > max) erro('cargosIds', MSG.maximoCargos(max));

    const exps = (values.experiencias as unknown[] | null) ?? [];
    if (ctx.config.obrigatorios.includes('experiencias') && !values.primeiroEmprego && exps.length === 0) {
      const label = def.fields.find((f) => f.name === 'experiencias')?.label ?? 'Experiências';
      erro('experiencias', MSG.obrigatorio(label));
    }

    if (Object.keys(errors).length) return { values: {}, errors };
    return {
      values: {
        ...r.values,
        [SENHA]: senha || null,
        [CONFIRMA_SENHA]: confirma || null,
        [CAMPOS_EXTRAS]: ex.success ? ex.data : {},
      },
      errors: {},
    };
  };
}
