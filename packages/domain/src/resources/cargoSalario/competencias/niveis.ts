import { z } from 'zod';
import { defineResource } from '../../../resource.ts';
import { campoDescricao } from '../../campos.ts';
import { MSG_COMPETENCIA as M } from './messages.ts';
import { temAteDuasCasas } from './regras.ts';

export const NIVEL_DESCRICAO_MAX = 60;
/** 'Peso' of a level: a number of up to 5 digits (spec 2 §9). */
export const NIVEL_PESO_MAX = 99_999;
export const PERCENTUAL_MAX = 100;

/** Two decimal places at most on `percentual` (the row's issues are reported on the field). */
const duasCasas = (row: Record<string, unknown>, ctx: z.RefinementCtx) => {
  const v = row.percentual;
  if (typeof v === 'number' && !temAteDuasCasas(v))
    ctx.addIssue({ code: 'custom', path: ['percentual'], message: M.percentualCasas });
};

// A level's weight and minimum percentage, on the level and in each row of a dated snapshot.
const campoPeso = {
  name: 'ordem',
  label: 'Peso',
  kind: 'integer',
  required: true,
  min: 0,
  max: NIVEL_PESO_MAX,
  span: 3,
} as const;
const campoPercentual = {
  name: 'percentual',
  label: 'Percentual mínimo',
  kind: 'decimal',
  min: 0,
  max: PERCENTUAL_MAX,
  span: 3,
} as const;

/** Competence level: description, weight ('Peso') and, when the company uses it, minimum percentage. */
export const niveisCompetencia = defineResource({
  name: 'niveis-competencia',
  path: '/cargo-salario/niveis-competencia',
  label: 'Nível de Competência',
  labelPlural: 'Níveis de Competência',
  modulo: 'cargoSalario',
  menu: ['Cargos & Salários', 'Cadastros', 'Níveis de Competência'],
  access: { read: 'ROLE_CS_COMPETENCIAS', write: 'ROLE_CS_COMPETENCIAS_EDITAR' },
  empresaScoped: true,
  fields: [campoDescricao(NIVEL_DESCRICAO_MAX), campoPeso, campoPercentual],
  list: { columns: ['descricao', 'ordem', 'percentual'], sort: 'ordem', search: ['descricao'] },
  resumo: 'descricao',
  audit: true,
  refine: duasCasas,
});

/** A dated snapshot of the levels (weight and percentage of each), so evaluations use those in force. */
export const niveisCompetenciaHistorico = defineResource({
  name: 'niveis-competencia-historico',
  path: '/cargo-salario/niveis-competencia-historico',
  label: 'Histórico dos Níveis de Competência',
  labelPlural: 'Históricos dos Níveis de Competência',
  modulo: 'cargoSalario',
  menu: ['Cargos & Salários', 'Cadastros', 'Histórico dos Níveis de Competência'],
  access: { read: 'ROLE_CS_COMPETENCIAS', write: 'ROLE_CS_COMPETENCIAS_EDITAR' },
  empresaScoped: true,
  fields: [
    { name: 'data', label: 'Data', kind: 'date', required: true, feminine: true, span: 3 },
    {
      name: 'configHistoricosNiveis',
      label: 'Níveis',
      kind: 'items',
      itemLabel: 'Nível',
      min: 1,
      minMessage: M.historicoNiveisObrigatorio,
      orderBy: 'ordem',
      span: 12,
      fields: [
        {
          name: 'nivelId',
          label: 'Nível',
          kind: 'reference',
          resource: 'niveis-competencia',
          required: true,
        },
        campoPeso,
        campoPercentual,
      ],
      refine: duasCasas,
    },
  ],
  list: { columns: ['data'], sort: 'data,desc' },
  resumo: 'data',
  audit: true,
  refine: (value, ctx) => {
    // A level appears once in a snapshot.
    const rows = (value.configHistoricosNiveis ?? []) as { nivelId?: number | null }[];
    const seen = new Set<number>();
    rows.forEach((r, i) => {
      if (r.nivelId == null) return;
      if (seen.has(r.nivelId))
        ctx.addIssue({
          code: 'custom',
          path: ['configHistoricosNiveis', i, 'nivelId'],
          message: M.nivelRepetidoHistorico,
        });
      seen.add(r.nivelId);
    });
  },
});

/** The company's level configuration: PUT body of /niveis-competencia/configuracao. */
export const configNiveisSchema = z.object({
  considerarPercentualMinimo: z.boolean({ error: 'Informe se o percentual mínimo é considerado' }),
  obrigarPercentual: z.boolean().default(false),
});
