import { describe, expect, it } from 'vitest';
import { resourceSchema } from '../../../resource.ts';
import { conhecimentos } from './competencias.ts';
import { configuracaoFaixaSchema } from './faixa.ts';
import { MSG_COMPETENCIA as M } from './messages.ts';
import { niveisCompetencia } from './niveis.ts';
import {
  comportamentosAdicionados,
  erroComportamentosSemPercentual,
  erroPercentualAusente,
  percentualObrigatorio,
  temAteDuasCasas,
} from './regras.ts';

const ligado = { considerarPercentualMinimo: true, obrigarPercentual: false };
const desligado = { considerarPercentualMinimo: false, obrigarPercentual: false };

describe('spec 2 §4: behaviours vs levels without minimum percentage', () => {
  it('refuses added behaviours while a level lacks its percentual and percentuals are considered', () => {
    expect(erroComportamentosSemPercentual({ adicionados: 1, config: ligado, niveisSemPercentual: 2 })).toBe(
      'Não é possível adicionar comportamentos a esta competência, pois existem níveis de competência sem percentual mínimo configurado.',
    );
  });

  it('accepts when nothing is added, no level lacks it, or percentuals are not considered', () => {
    expect(
      erroComportamentosSemPercentual({ adicionados: 0, config: ligado, niveisSemPercentual: 2 }),
    ).toBeNull();
    expect(
      erroComportamentosSemPercentual({ adicionados: 3, config: ligado, niveisSemPercentual: 0 }),
    ).toBeNull();
    expect(
      erroComportamentosSemPercentual({ adicionados: 3, config: desligado, niveisSemPercentual: 4 }),
    ).toBeNull();
  });

  it('counts as added the rows without id and those whose id the competence does not have', () => {
    expect(comportamentosAdicionados([], [1, 2])).toBe(0);
    expect(comportamentosAdicionados([{ id: 1 }, { id: 2 }], [1, 2, 3])).toBe(0);
    expect(comportamentosAdicionados([{ id: 1 }, {}, { id: null }], [1])).toBe(2);
    expect(comportamentosAdicionados([{ id: 9 }], [1])).toBe(1);
  });
});

describe('minimum percentage of a level', () => {
  it('is required only with the percentual considered, and then when asked or when criteria exist', () => {
    expect(percentualObrigatorio(desligado, true)).toBe(false);
    expect(percentualObrigatorio({ ...desligado, obrigarPercentual: true }, false)).toBe(false);
    expect(percentualObrigatorio(ligado, false)).toBe(false);
    expect(percentualObrigatorio(ligado, true)).toBe(true);
    expect(percentualObrigatorio({ ...ligado, obrigarPercentual: true }, false)).toBe(true);
  });

  it('explains why a missing one is refused', () => {
    expect(erroPercentualAusente(null, { ...ligado, obrigarPercentual: true }, false)).toBe(
      M.percentualObrigatorio,
    );
    expect(erroPercentualAusente(null, ligado, true)).toBe(M.percentualObrigatorioCriterios);
    expect(erroPercentualAusente(10, ligado, true)).toBeNull();
    expect(erroPercentualAusente(undefined, desligado, true)).toBeNull();
  });

  it('has at most 2 decimal places and at most 100', () => {
    for (const v of [0, 1, 12.3, 12.34, 33.33, 99.99, 100]) expect(temAteDuasCasas(v), String(v)).toBe(true);
    for (const v of [12.345, 0.001, 33.333]) expect(temAteDuasCasas(v), String(v)).toBe(false);
    const schema = resourceSchema(niveisCompetencia);
    expect(schema.safeParse({ descricao: ' Alto ', ordem: 1, percentual: 0.1 }).data).toEqual({
      descricao: 'Alto',
      ordem: 1,
      percentual: 0.1,
    });
    const erros = schema.safeParse({ descricao: 'Alto', ordem: 1, percentual: 12.345 }).error?.issues;
    expect(erros?.map((i) => [i.path.join('.'), i.message])).toEqual([['percentual', M.percentualCasas]]);
  });
});

describe('declarations', () => {
  it('validates a competence: name ≤100, at least 1 area, behaviour description ≤250', () => {
    const r = resourceSchema(conhecimentos).safeParse({
      nome: '',
      areasOrganizacionaisIds: [],
      competencias: [{ descricao: 'x'.repeat(251) }],
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['nome', 'Nome é obrigatório'],
      ['areasOrganizacionaisIds', 'Selecione ao menos uma Área Organizacional'],
      ['competencias.0.descricao', 'Descrição deve ter no máximo 250 caracteres'],
    ]);
  });

  it('validates a band configuration: date, at least one row, no repeated competence', () => {
    const linha = { tipo: 'C', competenciaId: 1, competenciaPeso: 1, nivelCompetenciaId: 2 };
    expect(configuracaoFaixaSchema.safeParse({ data: '2024-01-01', competencias: [linha] }).success).toBe(
      true,
    );
    const r = configuracaoFaixaSchema.safeParse({ data: '2024-01-01', competencias: [linha, linha] });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['competencias.1.competenciaId', M.competenciaRepetida],
    ]);
    // The same id in another kind is another competence.
    expect(
      configuracaoFaixaSchema.safeParse({
        data: '2024-01-01',
        competencias: [linha, { ...linha, tipo: 'A' }],
      }).success,
    ).toBe(true);
  });
});
