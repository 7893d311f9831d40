import type { Field, ResourceDef } from '@ipe/domain';
import {
  candidatos,
  type FormularioCandidato,
  type FormularioTipo,
  validarConfigurado,
} from '@ipe/domain/resources/captacao/candidatos/index';
import { formularioCandidato } from '@ipe/domain/resources/captacao/candidatos/contratosConsultas';
import { useQuery } from '@tanstack/react-query';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { chamar } from '../../../../platform/api/chamar.ts';
import { resourceResolver } from '../../../../platform/resource/useResourceForm.ts';
import { CAMPOS_EXTRAS, CONFIRMA_SENHA, SENHA } from './layout.ts';

type Values = Record<string, unknown>;

/** HR's candidate form of the company: required and extra fields, cargo limit, policy. */
export function useFormularioCandidato() {
  return useQuery({
    // Invalidated by the configuration screen when the company changes it.
    queryKey: [candidatos.path, 'formulario'],
    staleTime: 5 * 60_000,
    queryFn: () => chamar(formularioCandidato),
  });
}

/**
 * Declared fields behind each catalogue entry the company may require, for the '*' marker only (the
 * check itself is the domain's validarConfigurado, the server's function).
 */
const MARCADOS: Record<string, readonly string[]> = {
  uf: ['ufId'],
  cidade: ['cidadeId'],
  parentesAmigos: ['possuiParentes'],
  tituloEleitoral: ['titEleitNumero', 'titEleitZona', 'titEleitSecao'],
  certificadoMilitar: ['certMilNumero'],
  ctps: ['ctpsNumero', 'ctpsSerie', 'ctpsUfId'],
  foneFixo: ['ddd', 'foneFixo'],
  foneCelular: ['dddCelular', 'foneCelular'],
  habilitacao: ['numeroHab', 'categoriaHab'],
  cargos: ['cargosIds'],
  areasInteresse: ['areasInteresseIds'],
  conhecimentos: ['conhecimentosIds'],
  comoFicouSabendoVaga: ['comoFicouSabendoVagaId'],
  socioEconomica: [],
};

/** Fields a simplified form requires (the domain's rules for `formulario`). */
const SIMPLIFICADOS: Record<Exclude<FormularioTipo, 'completo'>, readonly string[]> = {
  simplificado: ['cargosIds'],
  'simplificado-curriculo': ['cargosIds', 'cpf', 'dataNascimento', 'sexo', 'escolaridade', 'ocrTexto'],
};

/** Names of the declared fields a form of this company requires beyond the declaration's. */
export function camposMarcados(obrigatorios: readonly string[], formulario: FormularioTipo): Set<string> {
  if (formulario !== 'completo') return new Set(SIMPLIFICADOS[formulario]);
  return new Set(obrigatorios.flatMap((c) => MARCADOS[c] ?? [c]));
}

/**
 * The candidate as the company's form draws it: the fields it requires carry the '*' marker (lists and
 * references a minimum of 1). Only for drawing: validation is `resolverCandidato`.
 */
export function candidatoMarcado(def: ResourceDef, marcados: ReadonlySet<string>): ResourceDef {
  const fields = def.fields.map((f): Field => {
    if (!marcados.has(f.name) || f.readOnly) return f;
    if (f.kind === 'items' || f.kind === 'references') return { ...f, min: Math.max(1, f.min ?? 0) } as Field;
    return { ...f, required: true } as Field;
  });
  return { ...def, fields };
}

export interface ContextoResolver {
  config: FormularioCandidato;
  formulario: FormularioTipo;
  /** Whether the candidate has a photo (stored or chosen): read at each validation. */
  temFoto: () => boolean;
  /** Whether the saved candidate already has a password. */
  temSenha: boolean;
  /** The candidate fills the form (candidate area): the policy must be accepted when required. */
  peloCandidato: boolean;
}

/** Puts a message at a dotted path of react-hook-form's nested errors, unless one is there already. */
function marcar(errors: FieldErrors<Values>, path: string, message: string) {
  const partes = path.split('.');
  let no = errors as Record<string, unknown>;
  for (const p of partes.slice(0, -1)) {
    no[p] ??= {};
    no = no[p] as Record<string, unknown>;
  }
  const ultimo = partes[partes.length - 1];
  no[ultimo] ??= { type: 'custom', message } as FieldError;
}

/**
 * The form's validation, the server's in the same order: the declaration's schema (formats, rows, PIS,
 * phones, possuiParentes), then the company's rules (validarConfigurado: required and extra fields, the
 * cargo limit, the password pair, the simplified forms). Both sets of errors are shown together.
 */
export function resolverCandidato(def: ResourceDef, ctx: ContextoResolver): Resolver<Values> {
  const base = resourceResolver(def);
  return async (values, context, opts) => {
    const r = await base(values, context, opts);
    const errors: FieldErrors<Values> = { ...r.errors };
    const entradas = validarConfigurado(values, ctx.config, {
      formulario: ctx.formulario,
      armazenado: { temFoto: ctx.temFoto(), temSenha: ctx.temSenha },
      peloCandidato: ctx.peloCandidato,
    });
    for (const e of entradas) marcar(errors, e.field, e.message);
    if (Object.keys(errors).length) return { values: {}, errors };
    const senha = (values[SENHA] as string | null) || null;
    return {
      values: {
        ...r.values,
        formulario: ctx.formulario,
        [SENHA]: senha,
        [CONFIRMA_SENHA]: (values[CONFIRMA_SENHA] as string | null) || null,
        // The simplified forms do not edit the extra fields: none sent, the stored ones untouched.
        [CAMPOS_EXTRAS]:
          ctx.formulario === 'completo' ? ((values[CAMPOS_EXTRAS] as Values | null) ?? {}) : null,
      },
      errors: {},
    };
  };
}
