import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  qualificacaoCadastralCandidato,
  qualificacaoCadastralSolicitacaoPessoal,
  RELATORIOS_CAPTACAO,
} from './captacao/index.ts';
import {
  ano,
  anoCorrentePadrao,
  etapasIds,
  empresasIds,
  FILTRAR_POR,
  filtroRelatorio,
  MSG_FILTRO,
  PERIODO,
  periodoPadrao,
} from './filtros.ts';
import { statusSolicitacao } from './captacao/filtros.ts';
import {
  caminhoApiRelatorio,
  caminhoTelaRelatorio,
  menuRelatorios,
  nomeArquivoRelatorio,
} from './relatorio.ts';

const mensagens = (r: { success: boolean; error?: z.ZodError }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('report filter rules (spec 1 §5)', () => {
  const filtro = filtroRelatorio({ ...PERIODO, ...FILTRAR_POR, status: statusSolicitacao.default('T') });
  const valido = { dataIni: '2026-01-01', dataFim: '2026-01-31', filtrarPor: 1, areasIds: [3] };

  it('accepts a valid filter and fills the defaults', () => {
    expect(filtro.parse(valido)).toEqual({ ...valido, gruposOcupacionaisIds: [], status: 'T' });
  });

  it('requires both dates of the main period, with their labels', () => {
    expect(mensagens(filtro.safeParse({ ...valido, dataIni: '', dataFim: null }))).toEqual([
      ['dataIni', 'Data Inicial é obrigatória'],
      ['dataFim', 'Data Fim é obrigatória'],
    ]);
    expect(mensagens(filtro.safeParse({ ...valido, dataIni: '31/01/2026' }))).toEqual([
      ['dataIni', 'Data inválida'],
    ]);
    // A date that does not exist is only invalid: no order message on top of it.
    expect(mensagens(filtro.safeParse({ ...valido, dataIni: '2025-13-01', dataFim: '2025-12-31' }))).toEqual([
      ['dataIni', 'Data inválida'],
    ]);
  });

  it("says 'Data final inferior a data inicial.' on dataFim", () => {
    expect(mensagens(filtro.safeParse({ ...valido, dataIni: '2026-02-01' }))).toEqual([
      ['dataFim', 'Data final inferior a data inicial.'],
    ]);
    expect(filtro.safeParse({ ...valido, dataFim: '2026-01-01' }).success).toBe(true); // same day is fine
  });

  it('asks at least one area when filtrarPor is 1 and one occupational group when 2', () => {
    expect(mensagens(filtro.safeParse({ ...valido, areasIds: [] }))).toEqual([
      ['areasIds', 'Selecione ao menos uma Área Organizacional'],
    ]);
    expect(mensagens(filtro.safeParse({ ...valido, filtrarPor: 2 }))).toEqual([
      ['gruposOcupacionaisIds', 'Selecione ao menos um Grupo Ocupacional'],
    ]);
    expect(
      filtro.safeParse({ ...valido, filtrarPor: 2, areasIds: [], gruposOcupacionaisIds: [7] }).success,
    ).toBe(true);
    expect(mensagens(filtro.safeParse({ ...valido, filtrarPor: 3 }))).toEqual([
      ['filtrarPor', MSG_FILTRO.filtrarPorInvalido],
    ]);
  });

  it('lists every failing field at once (the period rule runs even when another field failed)', () => {
    expect(
      mensagens(
        filtro.safeParse({ dataIni: '2026-03-01', dataFim: '2026-01-01', filtrarPor: 1, status: 'X' }),
      ),
    ).toEqual([
      ['status', 'Status inválido'],
      ['dataFim', 'Data final inferior a data inicial.'],
      ['areasIds', 'Selecione ao menos uma Área Organizacional'],
    ]);
  });

  it('accepts a year from 1900 to the current year', () => {
    const atual = new Date().getFullYear();
    expect(ano.safeParse(1900).success).toBe(true);
    expect(ano.safeParse(atual).success).toBe(true);
    expect(mensagens(ano.safeParse(1899))).toEqual([['', `Ano deve estar entre 1900 e ${atual}`]]);
    expect(mensagens(ano.safeParse(atual + 1))).toEqual([['', `Ano deve estar entre 1900 e ${atual}`]]);
    expect(mensagens(ano.safeParse(undefined))).toEqual([['', 'Ano é obrigatório']]);
  });

  it('asks at least one selection step and one company', () => {
    expect(mensagens(etapasIds.safeParse([]))).toEqual([['', 'Selecione ao menos uma Etapa Seletiva']]);
    expect(mensagens(empresasIds.safeParse([]))).toEqual([['', 'Selecione ao menos uma Empresa']]);
    expect(empresasIds.safeParse([1, 2]).success).toBe(true);
    // Missing altogether: the same message, not zod's type error.
    expect(mensagens(etapasIds.safeParse(undefined))).toEqual([
      ['', 'Selecione ao menos uma Etapa Seletiva'],
    ]);
    expect(mensagens(empresasIds.safeParse(undefined))).toEqual([['', 'Selecione ao menos uma Empresa']]);
  });
});

describe('report defaults (spec 1 §9)', () => {
  it('last month to today, clamped at the month end', () => {
    expect(periodoPadrao(new Date(2026, 10, 25))).toEqual({ dataIni: '2026-10-25', dataFim: '2026-11-25' });
    expect(periodoPadrao(new Date(2026, 2, 31))).toEqual({ dataIni: '2026-02-28', dataFim: '2026-03-31' });
    expect(periodoPadrao(new Date(2026, 0, 10))).toEqual({ dataIni: '2025-12-10', dataFim: '2026-01-10' });
  });

  it('or the start and end of the current year', () => {
    expect(anoCorrentePadrao(new Date(2026, 5, 3))).toEqual({ dataIni: '2026-01-01', dataFim: '2026-12-31' });
  });

  it('are valid filters of the qualification reports (others may leave a required choice to the user)', () => {
    for (const def of [qualificacaoCadastralCandidato, qualificacaoCadastralSolicitacaoPessoal])
      expect(def.filtro.safeParse(def.padrao({ empresaId: 1 })).success, def.id).toBe(true);
    expect(qualificacaoCadastralCandidato.padrao({ empresaId: 4 })).toMatchObject({ empresasIds: [4] });
    expect(qualificacaoCadastralSolicitacaoPessoal.padrao({ empresaId: 1 })).toMatchObject({
      status: 'T',
      layout: 'DETALHADO',
    });
  });
});

describe('report declarations', () => {
  it('give the API path, the screen path, the file name and the menu entry', () => {
    const def = qualificacaoCadastralCandidato;
    expect(caminhoApiRelatorio(def)).toBe('/captacao/relatorios/qualificacao-cadastral-candidato');
    expect(caminhoTelaRelatorio(def)).toBe('/captacao/relatorios/qualificacao-cadastral-candidato');
    expect(nomeArquivoRelatorio(def.id, true, new Date(2026, 0, 5))).toBe(
      'qualificacao-cadastral-candidato-2026-01-05.pdf',
    );
    expect(nomeArquivoRelatorio('vaga-motivo', false, new Date(2026, 11, 31))).toBe(
      'vaga-motivo-2026-12-31.xlsx',
    );
    expect(menuRelatorios('Recrutamento & Seleção', [def])).toEqual([
      {
        breadcrumb: ['Recrutamento & Seleção', 'Relatórios', 'Qualificação Cadastral de Candidatos'],
        spaUrl: '/captacao/relatorios/qualificacao-cadastral-candidato',
        access: 'ROLE_CAP_RELATORIOS',
      },
    ]);
  });

  it('have unique ids and routes', () => {
    const ids = RELATORIOS_CAPTACAO.map((d) => d.id);
    const rotas = RELATORIOS_CAPTACAO.map((d) => d.rota);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(rotas).size).toBe(rotas.length);
  });

  it('the candidate qualification report requires a company (spec 1 §5 empresasIds ≥ 1)', () => {
    const r = qualificacaoCadastralCandidato.filtro.safeParse({ empresasIds: [] });
    expect(mensagens(r)).toEqual([['empresasIds', 'Selecione ao menos uma Empresa']]);
  });
});
