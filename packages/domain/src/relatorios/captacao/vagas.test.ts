import { describe, expect, it } from 'vitest';
import { cargoRelatorio } from './cargo.ts';
import { divulgacaoVaga } from './divulgacao-vaga.ts';
import { duracaoVaga } from './duracao-vaga.ts';
import { vagaMotivo } from './vaga-motivo.ts';

const mensagens = (r: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('vacancy report declarations', () => {
  it('open with valid defaults: last month to today, the current year, the whole current year', () => {
    const ano = new Date().getFullYear();
    const divulgacao = divulgacaoVaga.padrao({ empresaId: 1 });
    expect(divulgacaoVaga.filtro.safeParse(divulgacao).success).toBe(true);
    expect(divulgacao.dataFim).toBe(new Date().toLocaleDateString('sv-SE'));
    expect(vagaMotivo.padrao({ empresaId: 1 })).toEqual({ ano, estabelecimentosIds: [], areasIds: [] });
    expect(vagaMotivo.filtro.safeParse(vagaMotivo.padrao({ empresaId: 1 })).success).toBe(true);
    expect(duracaoVaga.padrao({ empresaId: 1 })).toMatchObject({
      dataIni: `${ano}-01-01`,
      dataFim: `${ano}-12-31`,
    });
    expect(duracaoVaga.filtro.safeParse(duracaoVaga.padrao({ empresaId: 1 })).success).toBe(true);
  });

  it('cargo starts on areas with none chosen: the user must pick at least one (spec 1 §5)', () => {
    const padrao = cargoRelatorio.padrao({ empresaId: 1 });
    expect(padrao).toMatchObject({ filtrarPor: 1, areasIds: [], gruposOcupacionaisIds: [] });
    expect(mensagens(cargoRelatorio.filtro.safeParse(padrao))).toEqual([
      ['areasIds', 'Selecione ao menos uma Área Organizacional'],
    ]);
    expect(cargoRelatorio.filtro.safeParse({ ...padrao, areasIds: [3] }).success).toBe(true);
    expect(mensagens(cargoRelatorio.filtro.safeParse({ ...padrao, filtrarPor: 2, areasIds: [3] }))).toEqual([
      ['gruposOcupacionaisIds', 'Selecione ao menos um Grupo Ocupacional'],
    ]);
  });

  it('vaga-motivo: the year from 1900 to the current one', () => {
    const ano = new Date().getFullYear();
    for (const ok of [1900, ano]) expect(vagaMotivo.filtro.safeParse({ ano: ok }).success).toBe(true);
    for (const ruim of [1899, ano + 1, 2000.5])
      expect(mensagens(vagaMotivo.filtro.safeParse({ ano: ruim }))).toEqual([
        ['ano', `Ano deve estar entre 1900 e ${ano}`],
      ]);
    expect(mensagens(vagaMotivo.filtro.safeParse({ ano: null }))).toEqual([['ano', 'Ano é obrigatório']]);
  });
});
