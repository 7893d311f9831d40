import {
  ajustar,
  diferenca,
  MSG_REAJUSTE,
  validarPercentual,
  validarValor,
} from '@ipe/domain/resources/cargoSalario/reajustes/index';
import { z } from 'zod';
import { ApiError } from '../../../platform/api/client.ts';

/**
 * Editing one record of a planning table in place (its proposed value, or the percentage over the current
 * value): the two inputs follow each other, and the §5 'Realignment' rules of the domain give the messages
 * before the call (the server checks them again, and refuses an applied table).
 */
export type Tipo = 'C' | 'F' | 'I';
type Linha = { id: number } & Record<string, unknown>;

/** The record's field holding the proposed amount, by kind. */
export const CAMPO_PROPOSTO: Record<Tipo, 'salarioProposto' | 'valorProposto'> = {
  C: 'salarioProposto',
  F: 'valorProposto',
  I: 'valorProposto',
};

const numero = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** The current amount of a row (its talent's salary, its band's or index's value on the table's date). */
export const atualDe = (tipo: Tipo, r: Linha) => numero(tipo === 'C' ? r.salarioAtual : r.valorAtual);

/**
 * Whether the row's proposal is an amount, the only kind edited in place: a talent's or a band's proposal
 * by band value or by index is worked out from the band or the index (the record's own form changes it).
 */
export const editavel = (tipo: Tipo, r: Linha) =>
  tipo === 'I' || String(tipo === 'C' ? r.tipoSalarioProposto : r.tipoProposto) === '3';

export interface Edicao {
  id: number;
  atual: number | null;
  valor: number | null;
  percentual: number | null;
  /** The input the user typed in last: its rule is the one checked (a percentage of 0 is refused). */
  origem: 'valor' | 'percentual';
}

export const iniciarEdicao = (tipo: Tipo, r: Linha): Edicao => {
  const atual = atualDe(tipo, r);
  const valor = numero(r[CAMPO_PROPOSTO[tipo]]);
  return { id: r.id, atual, valor, percentual: diferenca(atual, valor).percentualDiferenca, origem: 'valor' };
};

/** A new proposed value: the percentage follows. */
export const comValor = (e: Edicao, valor: number | null): Edicao => ({
  ...e,
  valor,
  percentual: diferenca(e.atual, valor).percentualDiferenca,
  origem: 'valor',
});

/** A new percentage over the current value: the proposed value follows (in cents). */
export const comPercentual = (e: Edicao, percentual: number | null): Edicao => ({
  ...e,
  percentual,
  valor: percentual == null || e.atual == null ? null : ajustar(e.atual, 'P', percentual),
  origem: 'percentual',
});

export type ErrosEdicao = Partial<Record<'valor' | 'percentual' | 'geral', string>>;

/** §5's rules over the edited inputs: the typed percentage's, then the value's. */
const regras = z
  .object({
    valor: z.number().nullable(),
    percentual: z.number().nullable(),
    origem: z.enum(['valor', 'percentual']),
  })
  .superRefine((e, ctx) => {
    if (e.origem === 'percentual') {
      if (e.percentual == null)
        ctx.addIssue({ code: 'custom', path: ['percentual'], message: MSG_REAJUSTE.valorObrigatorio });
      else validarPercentual(e.percentual, 'percentual', ctx);
      if (e.percentual == null) return;
    }
    if (e.valor == null)
      ctx.addIssue({ code: 'custom', path: ['valor'], message: MSG_REAJUSTE.valorObrigatorio });
    else validarValor(e.valor, 'valor', ctx);
  });

/** The messages of §5 for the edited inputs; empty when the record may be saved. */
export function validarEdicao(e: Edicao): ErrosEdicao {
  const r = regras.safeParse(e);
  const erros: ErrosEdicao = {};
  for (const i of r.success ? [] : r.error.issues) {
    const campo = i.path[0] === 'percentual' ? 'percentual' : 'valor';
    erros[campo] ??= i.message;
  }
  return erros;
}

/** The server's refusal as the editor shows it: the proposed amount's messages under it, the rest above. */
export function errosDoServidor(e: unknown, tipo: Tipo): ErrosEdicao {
  if (!(e instanceof ApiError)) throw e;
  const doValor = e.entries.filter((x) => x.field === CAMPO_PROPOSTO[tipo]).map((x) => x.message);
  const outros = e.entries.filter((x) => x.field !== CAMPO_PROPOSTO[tipo]).map((x) => x.message);
  return {
    ...(doValor.length ? { valor: doValor.join(' ') } : {}),
    ...(outros.length || !doValor.length ? { geral: outros.length ? outros.join(' ') : e.message } : {}),
  };
}
