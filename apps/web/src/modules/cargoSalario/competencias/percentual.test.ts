import { resourceSchema } from '@ipe/domain';
import {
  MSG_COMPETENCIA,
  niveisCompetencia,
  niveisCompetenciaHistorico,
} from '@ipe/domain/resources/cargoSalario/competencias/index';
import { describe, expect, it } from 'vitest';
import type { ConfigNiveisInfo } from './api.ts';
import { defConforme } from './percentual.ts';

const config = (p: Partial<ConfigNiveisInfo>): ConfigNiveisInfo => ({
  considerarPercentualMinimo: true,
  obrigarPercentual: false,
  percentualObrigatorio: false,
  existeCriterio: false,
  niveisSemPercentual: 0,
  podeEditar: true,
  ...p,
});
const percentualDe = (def: typeof niveisCompetencia) => def.fields.find((f) => f.name === 'percentual');

describe("the level's percentual as the company's configuration shows it", () => {
  it('is disabled and not sent while the minimum percentage is not considered', () => {
    const def = defConforme(niveisCompetencia, config({ considerarPercentualMinimo: false }));
    expect(percentualDe(def as typeof niveisCompetencia)).toMatchObject({ readOnly: true, required: false });
    expect(resourceSchema(def).parse({ descricao: 'A', ordem: 1, percentual: 30 })).toEqual({
      descricao: 'A',
      ordem: 1,
    });
  });

  it("is required with 'obrigar', with the legacy message when criteria make it so", () => {
    const obrigado = defConforme(
      niveisCompetencia,
      config({ obrigarPercentual: true, percentualObrigatorio: true }),
    );
    expect(resourceSchema(obrigado).safeParse({ descricao: 'A', ordem: 1 }).error?.issues[0].message).toBe(
      'Percentual mínimo é obrigatório',
    );
    const porCriterio = defConforme(
      niveisCompetencia,
      config({ percentualObrigatorio: true, existeCriterio: true }),
    );
    expect(resourceSchema(porCriterio).safeParse({ descricao: 'A', ordem: 1 }).error?.issues[0].message).toBe(
      MSG_COMPETENCIA.percentualObrigatorioCriterios,
    );
  });

  it('applies to the rows of the level history too', () => {
    const def = defConforme(
      niveisCompetenciaHistorico,
      config({ obrigarPercentual: true, percentualObrigatorio: true }),
    );
    const r = resourceSchema(def).safeParse({
      data: '2024-01-01',
      configHistoricosNiveis: [{ nivelId: 1, ordem: 1 }],
    });
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['configHistoricosNiveis.0.percentual', 'Percentual mínimo é obrigatório'],
    ]);
  });
});
