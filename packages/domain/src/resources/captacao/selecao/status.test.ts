import { describe, expect, it } from 'vitest';
import {
  colunaDe,
  type EstadoVinculo,
  MSG_SELECAO as M,
  verificarContratacao,
  verificarDesfazerContratacao,
  verificarMovimento,
  verificarRemocao,
  verificarResultado,
  vinculoSchema,
} from './index.ts';

const triagem = { id: 1, ordem: 1, nome: 'Triagem' };
const entrevista = { id: 2, ordem: 2, nome: 'Entrevista' };
const teste = { id: 3, ordem: 3, nome: 'Teste técnico' };
const novo: EstadoVinculo = { removido: false, contratado: false, etapaAtual: null };
const em = (apto: 'S' | 'N' | null, etapa = triagem): EstadoVinculo => ({
  ...novo,
  etapaAtual: { ...etapa, apto },
});
const recusa = (mensagem: string) => ({ ok: false, mensagem });

describe('moves', () => {
  it('a new candidate may go to any step', () => {
    expect(verificarMovimento('A', novo, teste)).toEqual({ ok: true });
  });
  it('advancing needs apto in the current step; going back is free', () => {
    expect(verificarMovimento('A', em(null), entrevista)).toEqual(recusa(M.avancarSemApto('Triagem')));
    expect(verificarMovimento('A', em('N'), entrevista)).toEqual(recusa(M.avancarSemApto('Triagem')));
    expect(verificarMovimento('A', em('S'), teste)).toEqual({ ok: true });
    expect(verificarMovimento('A', em('N', teste), triagem)).toEqual({ ok: true });
    expect(verificarMovimento('A', em('S'), triagem)).toEqual(recusa(M.mesmaEtapa('Triagem')));
  });
  it('only a requisition in progress moves, and not removed or hired links', () => {
    for (const [s, label] of [
      ['I', 'Aguardando liberação'],
      ['R', 'Reprovada'],
      ['S', 'Suspensa'],
      ['E', 'Encerrada'],
      ['C', 'Cancelada'],
    ] as const)
      expect(verificarMovimento(s, novo, triagem)).toEqual(recusa(M.solicitacaoFechada(label)));
    expect(verificarMovimento('A', { ...novo, removido: true }, triagem)).toEqual(recusa(M.vinculoRemovido));
    expect(verificarMovimento('A', { ...novo, contratado: true }, triagem)).toEqual(
      recusa(M.jaContratadoAqui),
    );
  });
  it('a result needs a current step', () => {
    expect(verificarResultado('A', novo)).toEqual(recusa(M.semEtapa));
    expect(verificarResultado('A', em(null))).toEqual({ ok: true });
  });
});

describe('hiring and removal', () => {
  const vagas = { quantidade: 2, preenchidas: 1 };
  it('hires while vacancies remain and the current step is not não apto', () => {
    expect(verificarContratacao('A', em('S'), vagas, false)).toEqual({ ok: true });
    expect(verificarContratacao('A', novo, vagas, false)).toEqual({ ok: true });
    expect(verificarContratacao('A', em('N'), vagas, false)).toEqual(recusa(M.naoAptoNaoContrata('Triagem')));
    expect(verificarContratacao('A', em('S'), { quantidade: 2, preenchidas: 2 }, false)).toEqual(
      recusa(M.vagasPreenchidas),
    );
    expect(verificarContratacao('A', em('S'), vagas, true)).toEqual(recusa(M.jaContratado));
    expect(verificarContratacao('S', em('S'), vagas, false)).toEqual(
      recusa(M.solicitacaoFechada('Suspensa')),
    );
  });
  it('undoes only a hiring, removes only who is not hired', () => {
    expect(verificarDesfazerContratacao('A', novo)).toEqual(recusa(M.naoContratado));
    expect(verificarDesfazerContratacao('A', { ...novo, contratado: true })).toEqual({ ok: true });
    expect(verificarRemocao('A', { ...novo, contratado: true })).toEqual(recusa(M.contratadoNaoRemove));
    expect(verificarRemocao('A', novo)).toEqual({ ok: true });
    expect(verificarRemocao('A', { ...novo, removido: true })).toEqual(recusa(M.vinculoRemovido));
  });
  it('board column: inscritos, the step or contratados', () => {
    expect(colunaDe(novo)).toBe('inscritos');
    expect(colunaDe(em('S', entrevista))).toBe(2);
    expect(colunaDe({ ...em('S'), contratado: true })).toBe('contratados');
  });
});

describe('link schema (spec 1 §5)', () => {
  it('requires empresaId, candidatoId and at least 1 requisition', () => {
    const r = vinculoSchema.safeParse({ empresaId: '', solicitacoesIds: [] });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['empresaId', M.empresaObrigatoria],
      ['candidatoId', M.candidatoObrigatorio],
      ['solicitacoesIds', M.solicitacoesObrigatorias],
    ]);
    expect(vinculoSchema.parse({ empresaId: 1, candidatoId: '7', solicitacoesIds: [3, 3, 4] })).toEqual({
      empresaId: 1,
      candidatoId: 7,
      solicitacoesIds: [3, 4],
    });
  });
});
