import { describe, expect, it } from 'vitest';
import { resourceSchema } from '../../../resource.ts';
import { clonarSolicitacao, type ParametrosSolicitacao, regrasPorParametro, somarDias } from './regras.ts';
import { solicitacoesPessoal } from './solicitacoesPessoal.ts';

const NADA: ParametrosSolicitacao = {
  solPessoalExibirSalario: false,
  solPessoalExibirColabSubstituido: false,
  solPessoalObrigarDadosComplementares: false,
  solPessoalReabrirSolicitacao: false,
  obrigarAmbienteFuncao: false,
};
const completo = {
  ambienteId: 1,
  funcaoId: 2,
  vinculo: 'E',
  sexo: 'F',
  escolaridades: ['07'],
  idadeMinima: 18,
  idadeMaxima: 40,
  ufId: 25,
  cidadeId: 3550308,
  infoComplementares: 'Inglês intermediário',
  bairrosIds: [1],
  remuneracao: 3500,
};
const campos = (body: Record<string, unknown>, p: ParametrosSolicitacao) =>
  regrasPorParametro(body, p).map((e) => e.field);

describe('rules by company parameter (spec 1 §5)', () => {
  it('asks nothing more without parameters', () => {
    expect(regrasPorParametro({}, NADA)).toEqual([]);
  });
  it('environment and function under obrigarAmbienteFuncao', () => {
    expect(regrasPorParametro({}, { ...NADA, obrigarAmbienteFuncao: true })).toEqual([
      { field: 'ambienteId', message: 'Ambiente é obrigatório' },
      { field: 'funcaoId', message: 'Função é obrigatória' },
    ]);
    expect(regrasPorParametro(completo, { ...NADA, obrigarAmbienteFuncao: true })).toEqual([]);
  });
  it('supplementary data under solPessoalObrigarDadosComplementares; bond and sex default', () => {
    const p = { ...NADA, solPessoalObrigarDadosComplementares: true };
    expect(campos({ vinculo: null, sexo: '' }, p)).toEqual([
      'escolaridades',
      'idadeMinima',
      'idadeMaxima',
      'ufId',
      'cidadeId',
      'infoComplementares',
      'bairrosIds',
    ]);
    expect(campos(completo, p)).toEqual([]);
  });
  it('salary only when supplementary data is required and salary is shown', () => {
    const semSalario = { ...completo, remuneracao: null };
    expect(campos(semSalario, { ...NADA, solPessoalExibirSalario: true })).toEqual([]);
    expect(campos(semSalario, { ...NADA, solPessoalObrigarDadosComplementares: true })).toEqual([]);
    expect(
      regrasPorParametro(semSalario, {
        ...NADA,
        solPessoalObrigarDadosComplementares: true,
        solPessoalExibirSalario: true,
      }),
    ).toEqual([{ field: 'remuneracao', message: 'Remuneração é obrigatória' }]);
  });
});

/** A requisition with only the fields every company requires. */
const MINIMA = {
  data: '2026-03-02',
  descricao: 'Vendedor',
  horarioComercial: '08:00 às 18:00',
  estabelecimentoId: 1,
  areaOrganizacionalId: 1,
  cargoId: 1,
  faixaSalarialId: 1,
  motivoSolicitacaoId: 1,
};

describe('rules of every company', () => {
  const schema = resourceSchema(solicitacoesPessoal);
  const erros = (extra: Record<string, unknown>) => {
    const r = schema.safeParse({ ...MINIMA, ...extra });
    return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
  };
  it('defaults quantity 1, bond E, sex I', () => {
    expect(schema.parse(MINIMA)).toMatchObject({
      quantidade: 1,
      vinculo: 'E',
      sexo: 'I',
      invisivelParaGestor: false,
    });
  });
  it('positive quantity and salary', () => {
    expect(erros({ quantidade: 0, remuneracao: 0 })).toEqual([
      ['quantidade', 'Número de vagas deve ser um número positivo'],
      ['remuneracao', 'Remuneração deve ser um número positivo'],
    ]);
  });
  it('only the last substituted talent may be empty', () => {
    expect(erros({ colaboradoresSubstituidos: [{ colaboradorId: 1 }, { colaboradorId: null }] })).toEqual([]);
    expect(erros({ colaboradoresSubstituidos: [{ colaboradorId: null }, { colaboradorId: 1 }] })).toEqual([
      ['colaboradoresSubstituidos.0.colaboradorId', 'Somente o último talento pode ficar vazio'],
    ]);
  });
  it('minimum age up to the maximum', () => {
    expect(erros({ idadeMinima: 30, idadeMaxima: 20 })).toEqual([
      ['idadeMinima', 'Idade mínima deve ser menor ou igual à idade máxima'],
    ]);
  });
});

describe('clone (spec 1 §3)', () => {
  it('clears id, forecast end, requester, releaser and note; dates today; status I', () => {
    const c = clonarSolicitacao(
      {
        id: 7,
        data: '2025-01-10',
        descricao: 'Motorista',
        dataPrevisaoEncerramento: '2025-02-10',
        qtdDiasPrevisao: 30,
        solicitanteId: 3,
        liberadorId: 4,
        observacaoLiberador: 'ok',
        status: 'L',
        encerrada: true,
        dataEncerramento: '2025-03-01',
        obsEncerra: 'preenchida',
        colaboradoresSubstituidos: [{ id: 9, colaboradorId: 5 }],
      },
      '2026-11-25',
    );
    expect(c).toMatchObject({
      data: '2026-11-25',
      dataStatus: '2026-11-25',
      descricao: 'Motorista',
      qtdDiasPrevisao: 30,
      dataPrevisaoEncerramento: null,
      solicitanteId: null,
      liberadorId: null,
      observacaoLiberador: null,
      status: 'I',
      encerrada: false,
      dataEncerramento: null,
      obsEncerra: null,
      colaboradoresSubstituidos: [{ colaboradorId: 5 }],
    });
    expect('id' in c).toBe(false);
  });
  it('adds days to a date', () => {
    expect(somarDias('2026-02-20', 10)).toBe('2026-03-02');
  });
});

describe('the form of a company (same messages as the server)', () => {
  it('marks parameter-required fields and hides what the parameters hide', async () => {
    const { solicitacaoParaEmpresa } = await import('./formulario.ts');
    const p = {
      ...NADA,
      solPessoalObrigarDadosComplementares: true,
      solPessoalExibirSalario: true,
      obrigarAmbienteFuncao: true,
    };
    const def = solicitacaoParaEmpresa(p, { novo: true });
    expect(def.fields.some((f) => f.name === 'colaboradoresSubstituidos')).toBe(false);
    expect(def.fields.some((f) => f.name === 'status')).toBe(false);
    const r = resourceSchema(def).safeParse(MINIMA);
    const cliente = r.success
      ? []
      : r.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
    const servidor = regrasPorParametro({}, p);
    expect(new Set(cliente.map((e) => JSON.stringify(e)))).toEqual(
      new Set(servidor.map((e) => JSON.stringify(e))),
    );
    expect(solicitacaoParaEmpresa(NADA, { novo: true }).fields.some((f) => f.name === 'remuneracao')).toBe(
      false,
    );
  });
});
