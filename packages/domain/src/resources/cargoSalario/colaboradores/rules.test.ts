import { describe, expect, it } from 'vitest';
import { resourceSchema } from '../../../resource.ts';
import { colaboradores } from './colaboradores.ts';
import { MSG_COLABORADOR as M } from './messages.ts';
import {
  historicoAdmissao,
  historicoVigente,
  type HistoricoColaborador,
  salarioColaboradorEm,
} from './rules.ts';

const schema = resourceSchema(colaboradores);

const historico = (over: Record<string, unknown> = {}) => ({
  data: '2020-03-02',
  motivo: 'A',
  estabelecimentoId: 1,
  areaOrganizacionalId: 2,
  faixaSalarialId: 3,
  tipoSalario: '1',
  ...over,
});
const talento = (over: Record<string, unknown> = {}) => ({
  nome: 'Ana Souza',
  sexo: 'F',
  dataAdmissao: '2020-03-02',
  historicos: [historico()],
  ...over,
});

/** The failing paths and messages of a body, as 'path: message'. */
function errors(body: Record<string, unknown>): string[] {
  const r = schema.safeParse(body);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('talent declaration rules', () => {
  it('accepts a minimal talent and applies the defaults', () => {
    const r = schema.safeParse(talento());
    expect(r.success).toBe(true);
    expect(r.data).toMatchObject({ situacao: 'A', vinculo: 'E', cpf: null });
  });

  it('requires nome, sexo, admission date and the admission history', () => {
    expect(errors({})).toEqual([
      'nome: Nome é obrigatório',
      'sexo: Sexo é obrigatório',
      'dataAdmissao: Data de Admissão é obrigatória',
      `historicos: ${M.historicoObrigatorio}`,
    ]);
    expect(errors(talento({ nome: 'x'.repeat(101) }))).toEqual([
      'nome: Nome deve ter no máximo 100 caracteres',
    ]);
  });

  it('checks CPF and PIS digits', () => {
    expect(errors(talento({ cpf: '111.111.111-11' }))).toEqual(['cpf: Cpf inválido.']);
    expect(errors(talento({ cpf: '529.982.247-25' }))).toEqual([]);
    expect(schema.parse(talento({ cpf: '529.982.247-25' })).cpf).toBe('52998224725');
    expect(errors(talento({ pis: '170.3325.950-5' }))).toEqual(['pis: O número PIS é inválido']);
    expect(errors(talento({ pis: '170.3325.950-4' }))).toEqual([]);
  });

  it('checks the mobile phone parts', () => {
    expect(errors(talento({ dddCelular: '8', celular: '99999999' }))).toEqual([
      'dddCelular: Inválido',
      'celular: Inválido',
    ]);
    expect(errors(talento({ dddCelular: '85', celular: '999999999' }))).toEqual([]);
  });

  it('refuses an admission in the future and a birth after it', () => {
    expect(
      errors(talento({ dataAdmissao: '2999-01-01', historicos: [historico({ data: '2999-01-01' })] })),
    ).toEqual([`dataAdmissao: ${M.dataAdmissaoFutura}`, `historicos.0.data: ${M.historicoFuturo}`]);
    expect(errors(talento({ dataNascimento: '2020-03-02' }))).toEqual([
      `dataNascimento: ${M.nascimentoAposAdmissao}`,
    ]);
  });

  it('requires the dismissal date and reason when dismissed, not before the admission', () => {
    expect(errors(talento({ situacao: 'D' }))).toEqual([
      `dataDesligamento: ${M.dataDesligamentoObrigatoria}`,
      `motivoDesligamento: ${M.motivoDesligamentoObrigatorio}`,
    ]);
    expect(errors(talento({ situacao: 'U' }))).toEqual([
      `dataDesligamento: ${M.dataDesligamentoObrigatoria}`,
    ]);
    expect(
      errors(talento({ situacao: 'D', dataDesligamento: '2019-01-01', motivoDesligamento: 'Pedido' })),
    ).toEqual([
      `dataDesligamento: ${M.desligamentoAntesAdmissao}`,
      `historicos.0.data: ${M.historicoAposDesligamento}`,
    ]);
    // Dismissal data of an active talent is ignored (the server clears it).
    expect(errors(talento({ situacao: 'A', dataDesligamento: '2019-01-01' }))).toEqual([]);
  });

  it('checks the address only once a part of it is given', () => {
    expect(errors(talento({ numero: '12345678901', complemento: 'c'.repeat(31) }))).toEqual([
      `numero: ${M.numeroMaximo}`,
      `complemento: ${M.complementoMaximo}`,
      `estadoId: ${M.estadoObrigatorio}`,
      `cidadeId: ${M.cidadeObrigatoria}`,
      `logradouro: ${M.logradouroObrigatorio}`,
      `bairro: ${M.bairroObrigatorio}`,
    ]);
    expect(
      errors(talento({ estadoId: 1, cidadeId: 2, logradouro: 'Rua A', numero: '10', bairro: 'Centro' })),
    ).toEqual([]);
  });

  it('makes the earliest history row the admission, with no repeated dates', () => {
    expect(errors(talento({ historicos: [historico({ data: '2020-03-03' })] }))).toEqual([
      `historicos.0.data: ${M.primeiroHistoricoNaAdmissao}`,
    ]);
    expect(
      errors(
        talento({
          historicos: [
            historico(),
            historico({ data: '2021-01-01', motivo: 'P' }),
            historico({ data: '2021-01-01', motivo: 'R' }),
          ],
        }),
      ),
    ).toEqual([`historicos.2.data: ${M.historicoDataRepetida}`]);
  });

  it('checks the salary of each history row by type', () => {
    expect(errors(talento({ historicos: [historico({ tipoSalario: '2' })] }))).toEqual([
      `historicos.0.indiceId: ${M.indiceObrigatorio}`,
      `historicos.0.quantidade: ${M.quantidadeObrigatoria}`,
    ]);
    expect(
      errors(talento({ historicos: [historico({ tipoSalario: '2', indiceId: 1, quantidade: 0 })] })),
    ).toEqual(['historicos.0.quantidade: Quantidade não pode ser 0 (zero) ou menor']);
    expect(errors(talento({ historicos: [historico({ tipoSalario: '3' })] }))).toEqual([
      `historicos.0.valor: ${M.valorObrigatorio}`,
    ]);
    expect(errors(talento({ historicos: [historico({ tipoSalario: '3', valor: -5 })] }))).toEqual([
      'historicos.0.valor: Valor não pode ser 0 (zero) ou menor',
    ]);
    expect(errors(talento({ historicos: [historico({ tipoSalario: '3', valor: 2500 })] }))).toEqual([]);
    expect(errors(talento({ historicos: [historico({ motivo: null, estabelecimentoId: null })] }))).toEqual([
      'historicos.0.motivo: Motivo é obrigatório',
      'historicos.0.estabelecimentoId: Estabelecimento é obrigatório',
    ]);
  });
});

describe('history in force and salary', () => {
  const rows: HistoricoColaborador[] = [
    { id: 1, data: '2020-01-10', faixaSalarialId: 10, tipoSalario: '1' },
    { id: 2, data: '2022-05-01', faixaSalarialId: 11, tipoSalario: '2', indiceId: 7, quantidade: 2 },
    { id: 3, data: '2024-01-01', faixaSalarialId: 11, tipoSalario: '3', valor: 4321.5 },
  ];
  const faixas = new Map([
    [
      10,
      [
        { data: '2019-01-01', tipo: '3', valor: 2000 },
        { data: '2021-01-01', tipo: '3', valor: 2200 },
      ],
    ],
    [11, [{ data: '2019-01-01', tipo: '3', valor: 3000 }]],
  ]);
  const indices = new Map([[7, [{ data: '2022-01-01', valor: 1412.45 }]]]);

  it('finds the row in force on a date, the latest without one, and the admission', () => {
    expect(historicoVigente(rows, '2019-12-31')).toBeNull();
    expect(historicoVigente(rows, '2020-01-10')?.id).toBe(1);
    expect(historicoVigente(rows, '2023-01-01')?.id).toBe(2);
    expect(historicoVigente(rows)?.id).toBe(3);
    expect(historicoAdmissao([...rows].reverse())?.id).toBe(1);
  });

  it('values type 1 by the band on the date, type 2 by the index, type 3 by the value', () => {
    expect(salarioColaboradorEm(rows, faixas, indices, '2019-06-01')).toBeNull();
    expect(salarioColaboradorEm(rows, faixas, indices, '2020-06-01')).toBe(2000);
    expect(salarioColaboradorEm(rows, faixas, indices, '2021-06-01')).toBe(2200);
    expect(salarioColaboradorEm(rows, faixas, indices, '2022-06-01')).toBe(2824.9);
    expect(salarioColaboradorEm(rows, faixas, indices, '2024-06-01')).toBe(4321.5);
    // A band without history: unknown.
    expect(
      salarioColaboradorEm(
        [{ data: '2020-01-01', faixaSalarialId: 99, tipoSalario: '1' }],
        faixas,
        indices,
        '2021-01-01',
      ),
    ).toBeNull();
  });
});
