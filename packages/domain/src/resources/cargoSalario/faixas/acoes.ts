import { z } from 'zod';
import { type ItemsField, type ResourceDef, resourceSchema } from '../../../resource.ts';
import { faixasSalariais } from './faixasSalariais.ts';
import { indices } from './indices.ts';

/** The schema of one row of an items field, for the routes that write one history row at a time. */
function itemSchema(def: ResourceDef, field: string) {
  const f = def.fields.find((x) => x.name === field) as ItemsField;
  return resourceSchema({ fields: f.fields, refine: f.refine } as unknown as ResourceDef);
}

/** One history row of a band: POST/PUT /cargos/{cargoId}/faixas-salariais/{faixaId}/historicos. */
export const historicoFaixaSchema = itemSchema(faixasSalariais, 'historicos');
/** One value of an index: POST/PUT /indices/{indiceId}/historicos. */
export const historicoIndiceSchema = itemSchema(indices, 'historicos');

const obrigatorio = (message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.number({ error: message }).int().positive(message),
  );
const opcional = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.number().int().positive().nullable(),
);

/** Longest name of a duplicated band (spec 2 §5 and §9). */
export const NOME_FAIXA_DUPLICADA_MAX = 15;

/**
 * POST /faixas-salariais/duplicar: a copy of a band (its data and its history) under a new name, in the
 * same cargo or in `cargoDestinoId`.
 */
export const duplicarFaixaSchema = z.object({
  cargoOrigemId: obrigatorio('Cargo de origem é obrigatório'),
  faixaOrigemId: obrigatorio('Faixa salarial de origem é obrigatória'),
  nome: z
    .string({ error: 'Nome é obrigatório' })
    .trim()
    .min(1, 'Nome é obrigatório')
    .max(NOME_FAIXA_DUPLICADA_MAX, `Nome deve ter no máximo ${NOME_FAIXA_DUPLICADA_MAX} caracteres`),
  cargoDestinoId: opcional.optional(),
});
export type DuplicarFaixa = z.infer<typeof duplicarFaixaSchema>;

/** POST /faixas-salariais/cargo/{id}/transferir-faixas-salariais: bands of a cargo moved to another. */
export const transferirFaixasSchema = z.object({
  cargoDestinoId: obrigatorio('Cargo de destino é obrigatório'),
  /** The bands to move; absent = every band of the cargo. */
  faixasIds: z.array(z.number().int().positive()).optional(),
});
export type TransferirFaixas = z.infer<typeof transferirFaixasSchema>;

const numeroOpcional = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? null : Number(v)),
  z.number({ error: 'Número inválido' }).nullable(),
);

/** GET /faixas-salariais/calcularSalarioHistorico: a salary composition valued on a date (default today). */
export const calcularSalarioQuerySchema = z.object({
  tipo: z.enum(['2', '3'], { error: 'Tipo é obrigatório' }),
  indiceId: numeroOpcional,
  quantidade: numeroOpcional,
  valor: numeroOpcional,
  data: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida')
    .optional(),
});
