import { z } from 'zod';
import { defineResource } from '../../../resource.ts';
import { CAMPO_FAIXA_SALARIAL } from '../faixas/faixasSalariais.ts';
import { MSG_COMPETENCIA as M } from './messages.ts';
import { TIPOS_COMPETENCIA, type TipoCompetencia } from './tipos.ts';

/** Weight of a competence in a band's configuration. */
export const COMPETENCIA_PESO_MAX = 999;

/**
 * The level each competence requires in a salary band, dated so the configuration keeps its history
 * (spec 2 §2 'Competence-level configuration'). Served by special routes and a special screen (the
 * matrix): the declaration gives the menu entry, the access rule and the registry's checks.
 */
export const configuracoesNivelCompetenciaFaixa = defineResource({
  name: 'faixa-salarial',
  path: '/cargo-salario/configuracoes-niveis-competencia/faixa-salarial',
  label: 'Configuração de Competências da Faixa Salarial',
  labelPlural: 'Competências por Faixa Salarial',
  feminine: true,
  modulo: 'cargoSalario',
  menu: ['Cargos & Salários', 'Cadastros', 'Competências por Faixa Salarial'],
  access: { read: 'ROLE_CS_COMPETENCIAS', write: 'ROLE_CS_COMPETENCIAS_EDITAR' },
  empresaScoped: true,
  operations: [],
  fields: [
    { ...CAMPO_FAIXA_SALARIAL, required: true },
    { name: 'data', label: 'Data', kind: 'date', required: true, feminine: true },
  ],
  list: { columns: ['faixaSalarialId', 'data'], sort: 'data,desc' },
  resumo: 'data',
});

const tipo = z.enum(TIPOS_COMPETENCIA.map((t) => t.value) as [TipoCompetencia, ...TipoCompetencia[]]);

/** One row of the matrix: a competence, its weight in the band and the level the band requires. */
export const linhaConfiguracaoSchema = z.object({
  tipo,
  competenciaId: z.number().int().positive(),
  competenciaPeso: z
    .number({ error: M.pesoCompetenciaObrigatorio })
    .int('Informe um número inteiro')
    .min(1, 'Peso deve ser no mínimo 1')
    .max(COMPETENCIA_PESO_MAX, `Peso deve ser no máximo ${COMPETENCIA_PESO_MAX}`),
  nivelCompetenciaId: z.number({ error: M.nivelObrigatorio }).int().positive(M.nivelObrigatorio),
});
export type LinhaConfiguracao = z.infer<typeof linhaConfiguracaoSchema>;

/** POST/PUT body of a band's configuration: its date and the rows with a chosen level. */
export const configuracaoFaixaSchema = z
  .object({
    data: z
      .string({ error: 'Data é obrigatória' })
      .min(1, 'Data é obrigatória')
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Data inválida'),
    competencias: z
      .array(linhaConfiguracaoSchema, { error: M.configuracaoSemCompetencias })
      .min(1, M.configuracaoSemCompetencias),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.competencias.forEach((r, i) => {
      const k = `${r.tipo}${r.competenciaId}`;
      if (seen.has(k))
        ctx.addIssue({
          code: 'custom',
          path: ['competencias', i, 'competenciaId'],
          message: M.competenciaRepetida,
        });
      seen.add(k);
    });
  });
export type ConfiguracaoFaixaBody = z.infer<typeof configuracaoFaixaSchema>;
