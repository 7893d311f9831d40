import { describe, expect, it } from 'vitest';
import {
  type AcaoSolicitacao,
  acaoParaSituacao,
  acoesPermitidas,
  type EstadoSolicitacao,
  type Situacao,
  situacaoDe,
  transicao,
} from './status.ts';

const ESTADOS: Record<Situacao, EstadoSolicitacao> = {
  I: { status: 'I', suspensa: false, encerrada: false, cancelada: false },
  A: { status: 'L', suspensa: false, encerrada: false, cancelada: false },
  R: { status: 'R', suspensa: false, encerrada: false, cancelada: false },
  S: { status: 'L', suspensa: true, encerrada: false, cancelada: false },
  E: { status: 'L', suspensa: false, encerrada: true, cancelada: false },
  C: { status: 'L', suspensa: false, encerrada: false, cancelada: true },
};
const ACOES: AcaoSolicitacao[] = ['libera', 'reprova', 'suspende', 'reabre', 'encerra', 'cancela'];

/** The whole graph: [from, action] → to, with the company allowing reopening. Everything else is refused. */
const PERMITIDAS: Record<string, Situacao> = {
  'I libera': 'A',
  'R libera': 'A',
  'I reprova': 'R',
  'A suspende': 'S',
  'S reabre': 'A',
  'E reabre': 'A',
  'C reabre': 'A',
  'A encerra': 'E',
  'S encerra': 'E',
  'I cancela': 'C',
  'A cancela': 'C',
  'S cancela': 'C',
  'R cancela': 'C',
};

describe('status graph of the personnel requisition', () => {
  it('folds the release status and the flags into one situation', () => {
    for (const [s, e] of Object.entries(ESTADOS)) expect(situacaoDe(e)).toBe(s);
    expect(situacaoDe({ status: 'I', suspensa: false, encerrada: false, cancelada: true })).toBe('C');
  });

  for (const de of Object.keys(ESTADOS) as Situacao[])
    for (const acao of ACOES) {
      const esperado = PERMITIDAS[`${de} ${acao}`];
      it(`${de} --${acao}--> ${esperado ?? 'recusada'}`, () => {
        const r = transicao(ESTADOS[de], acao, { reabrirPermitido: true });
        if (esperado) {
          expect(r).toMatchObject({ ok: true, de, para: esperado });
          if (r.ok) expect(situacaoDe(r.estado)).toBe(esperado);
        } else expect(r.ok).toBe(false);
      });
    }

  it('names the current situation when refusing', () => {
    expect(transicao(ESTADOS.I, 'suspende', { reabrirPermitido: true })).toEqual({
      ok: false,
      mensagem: 'Não é possível suspender uma solicitação com situação "Aguardando liberação".',
    });
  });

  it('reopens closed or cancelled requisitions only when the company allows, suspended ones always', () => {
    const nao = { reabrirPermitido: false };
    expect(transicao(ESTADOS.E, 'reabre', nao)).toEqual({
      ok: false,
      mensagem:
        'A empresa não permite reabrir solicitação com situação "Encerrada" (parâmetro "Reabrir solicitação").',
    });
    expect(transicao(ESTADOS.C, 'reabre', nao).ok).toBe(false);
    expect(transicao(ESTADOS.S, 'reabre', nao).ok).toBe(true);
  });

  it('reopening a requisition cancelled before release brings it back to awaiting release', () => {
    const r = transicao({ ...ESTADOS.I, cancelada: true }, 'reabre', { reabrirPermitido: true });
    expect(r).toMatchObject({ ok: true, para: 'I' });
  });

  it('lists the actions a screen offers', () => {
    expect(acoesPermitidas(ESTADOS.I, { reabrirPermitido: false })).toEqual(['libera', 'reprova', 'cancela']);
    expect(acoesPermitidas(ESTADOS.A, { reabrirPermitido: false })).toEqual([
      'suspende',
      'encerra',
      'cancela',
    ]);
    expect(acoesPermitidas(ESTADOS.E, { reabrirPermitido: false })).toEqual([]);
    expect(acoesPermitidas(ESTADOS.E, { reabrirPermitido: true })).toEqual(['reabre']);
  });

  it('maps a target situation to its action (PUT /{id}/status)', () => {
    expect(acaoParaSituacao('I', 'A')).toBe('libera');
    expect(acaoParaSituacao('S', 'A')).toBe('reabre');
    expect(acaoParaSituacao('A', 'S')).toBe('suspende');
    expect(acaoParaSituacao('A', 'E')).toBe('encerra');
    expect(acaoParaSituacao('A', 'C')).toBe('cancela');
    expect(acaoParaSituacao('I', 'R')).toBe('reprova');
  });
});
