import type { Field, ResourceDef } from '@ipe/domain';
import { MSG_COMPETENCIA } from '@ipe/domain/resources/cargoSalario/competencias/index';
import type { ConfigNiveisInfo } from './api.ts';

/**
 * The `percentual` field as the company's configuration shows it: disabled (and not sent) unless the
 * minimum percentage is considered, required when the configuration or the existing criteria demand it.
 */
export function percentualConforme(f: Field, c: ConfigNiveisInfo): Field {
  if (f.name !== 'percentual') return f;
  return {
    ...f,
    readOnly: !c.considerarPercentualMinimo,
    required: c.percentualObrigatorio,
    requiredMessage:
      c.percentualObrigatorio && !c.obrigarPercentual
        ? MSG_COMPETENCIA.percentualObrigatorioCriterios
        : undefined,
  };
}

/** The level's (or the history's rows') declaration with `percentual` as the configuration says. */
export function defConforme(def: ResourceDef, c: ConfigNiveisInfo): ResourceDef {
  return {
    ...def,
    fields: def.fields.map((f) =>
      f.kind === 'items'
        ? { ...f, fields: f.fields.map((s) => percentualConforme(s, c)) }
        : percentualConforme(f, c),
    ),
  };
}
