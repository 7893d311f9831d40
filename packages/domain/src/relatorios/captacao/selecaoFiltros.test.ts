import { describe, expect, it } from 'vitest';
import { periodoPadrao } from '../filtros.ts';
import { analiseEtapasSeletivas } from './analise-etapas-seletivas.ts';
import { avaliacaoCandidato } from './avaliacao-candidato.ts';
import { candidatoSelecao } from './candidato-selecao.ts';
import { indicacaoCandidato } from './indicacao-candidato.ts';

const ctx = { empresaId: 1 };

describe('selection report filters', () => {
  it('their defaults are valid filters: last month to today, status T, option A, empty lists', () => {
    const periodo = periodoPadrao();
    expect(candidatoSelecao.filtro.parse(candidatoSelecao.padrao(ctx))).toEqual({
      ...periodo,
      status: 'T',
      areasIds: [],
      solicitacoesIds: [],
    });
    expect(avaliacaoCandidato.filtro.parse(avaliacaoCandidato.padrao(ctx))).toMatchObject({ opcao: 'A' });
    expect(indicacaoCandidato.filtro.parse(indicacaoCandidato.padrao(ctx))).toEqual(periodo);
  });

  it('the step analysis starts without steps and asks for at least one', () => {
    const r = analiseEtapasSeletivas.filtro.safeParse(analiseEtapasSeletivas.padrao(ctx));
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['etapasIds', 'Selecione ao menos uma Etapa Seletiva'],
    ]);
    expect(
      analiseEtapasSeletivas.filtro.parse({ ...analiseEtapasSeletivas.padrao(ctx), etapasIds: [3] }),
    ).toMatchObject({ etapasIds: [3], porSolicitacao: false });
  });

  it('option and status accept only their letters', () => {
    const opcao = avaliacaoCandidato.filtro.safeParse({ ...avaliacaoCandidato.padrao(ctx), opcao: 'C' });
    expect(opcao.error?.issues.map((i) => i.message)).toEqual(['Opção inválida']);
    const status = candidatoSelecao.filtro.safeParse({ ...candidatoSelecao.padrao(ctx), status: 'X' });
    expect(status.error?.issues.map((i) => i.message)).toEqual(['Status inválido']);
  });
});
