import { describe, expect, it } from 'vitest';
import { resourceSchema } from '../../../resource.ts';
import { areasOrganizacionais } from './areasOrganizacionais.ts';
import { cargos } from './cargos.ts';
import { gruposOcupacionais } from './gruposOcupacionais.ts';
import {
  ancestrais,
  descendentes,
  descricoesHierarquia,
  erroStatusArea,
  erroTrocaMae,
  MSG_AREAS,
} from './regras.ts';

describe('erroStatusArea: the activation rules of spec 2 §4', () => {
  const base = { ativoAntes: true, ativo: true, maeAtiva: true, filhasAtivas: 0 };

  it('lets an area be saved unchanged, inactivated without active children, or activated under an active parent', () => {
    expect(erroStatusArea(base)).toBeNull();
    expect(erroStatusArea({ ...base, ativo: false })).toBeNull();
    expect(erroStatusArea({ ...base, ativoAntes: false })).toBeNull();
    expect(erroStatusArea({ ...base, maeAtiva: null, ativo: false })).toBeNull();
  });

  it('refuses to inactivate an area with active children', () => {
    expect(erroStatusArea({ ...base, ativo: false, filhasAtivas: 2 })).toBe(
      MSG_AREAS.inativarComFilhasAtivas,
    );
    expect(erroStatusArea({ ...base, maeAtiva: null, ativo: false, filhasAtivas: 1 })).toBe(
      'Não é possível inativar a área organizacional, pois ela possui áreas filhas ativas.',
    );
  });

  it('refuses to inactivate an area whose parent is inactive', () => {
    expect(erroStatusArea({ ...base, maeAtiva: false, ativo: false })).toBe(
      'Não é possível inativar a área organizacional, pois a área mãe está inativa.',
    );
  });

  it('refuses to activate an area whose parent is inactive, new or existing', () => {
    const msg = 'Não é possível ativar a área organizacional, pois a área mãe está inativa.';
    expect(erroStatusArea({ ...base, ativoAntes: false, maeAtiva: false })).toBe(msg);
    expect(erroStatusArea({ ...base, ativoAntes: null, maeAtiva: false })).toBe(msg);
  });

  it('allows a new inactive area under an inactive parent (nothing is activated)', () => {
    expect(erroStatusArea({ ativoAntes: null, ativo: false, maeAtiva: false, filhasAtivas: 0 })).toBeNull();
  });

  it('refuses to move an active area under an inactive parent', () => {
    expect(erroStatusArea({ ...base, maeAtiva: false })).toBe(MSG_AREAS.maeInativa);
  });

  it('lets an inactive area under an inactive parent be edited when its status stays', () => {
    expect(erroStatusArea({ ativoAntes: false, ativo: false, maeAtiva: false, filhasAtivas: 0 })).toBeNull();
  });
});

describe('erroTrocaMae: the parent rules', () => {
  const base = {
    id: 5,
    areaMaeAntes: 1,
    areaMae: 1,
    empresaIntegrada: false,
    usadaEmHistorico: false,
    ancestraisDaMae: [] as number[],
  };

  it('allows keeping or changing the parent when nothing locks it', () => {
    expect(erroTrocaMae(base)).toBeNull();
    expect(erroTrocaMae({ ...base, areaMae: 2 })).toBeNull();
    expect(erroTrocaMae({ ...base, areaMae: null })).toBeNull();
  });

  it('refuses an area as its own parent or under one of its descendants', () => {
    expect(erroTrocaMae({ ...base, areaMae: 5 })).toBe(MSG_AREAS.ciclo);
    expect(erroTrocaMae({ ...base, areaMae: 9, ancestraisDaMae: [7, 5, 1] })).toBe(
      'A área mãe não pode ser a própria área organizacional nem uma de suas áreas filhas.',
    );
  });

  it('locks the parent when the company is integrated with payroll', () => {
    expect(erroTrocaMae({ ...base, areaMae: 2, empresaIntegrada: true })).toBe(
      'A área mãe não pode ser alterada, pois a empresa está integrada com a folha de pagamento.',
    );
    // Saving without changing the parent is fine.
    expect(erroTrocaMae({ ...base, empresaIntegrada: true })).toBeNull();
  });

  it('locks the parent when the area is used by a talent history', () => {
    expect(erroTrocaMae({ ...base, areaMae: null, usadaEmHistorico: true })).toBe(
      'A área mãe não pode ser alterada, pois a área organizacional é utilizada no histórico de talentos.',
    );
    expect(erroTrocaMae({ ...base, usadaEmHistorico: true })).toBeNull();
  });

  it('never locks the parent of a new area', () => {
    expect(
      erroTrocaMae({ ...base, id: null, areaMaeAntes: null, empresaIntegrada: true, usadaEmHistorico: true }),
    ).toBeNull();
  });
});

describe('the tree helpers', () => {
  const areas = [
    { id: 1, nome: 'Diretoria', areaMaeId: null },
    { id: 2, nome: 'Comercial', areaMaeId: 1 },
    { id: 3, nome: 'Vendas', areaMaeId: 2 },
    { id: 4, nome: 'Marketing', areaMaeId: 2 },
    { id: 5, nome: 'RH', areaMaeId: 1 },
    { id: 6, nome: 'Outra raiz', areaMaeId: null },
  ];

  it('describes each area by its path from the root', () => {
    const d = descricoesHierarquia(areas);
    expect(d.get(1)).toBe('Diretoria');
    expect(d.get(3)).toBe('Diretoria > Comercial > Vendas');
    expect(d.get(5)).toBe('Diretoria > RH');
    expect(d.get(6)).toBe('Outra raiz');
  });

  it('finds descendants and ancestors', () => {
    expect(descendentes(areas, 1).sort()).toEqual([2, 3, 4, 5]);
    expect(descendentes(areas, 2).sort()).toEqual([3, 4]);
    expect(descendentes(areas, 3)).toEqual([]);
    expect(ancestrais(areas, 3)).toEqual([2, 1]);
    expect(ancestrais(areas, 1)).toEqual([]);
  });

  it('does not loop on a cycle in bad data', () => {
    const ciclo = [
      { id: 1, nome: 'A', areaMaeId: 2 },
      { id: 2, nome: 'B', areaMaeId: 1 },
    ];
    expect(descricoesHierarquia(ciclo).get(1)).toBe('B > A');
    expect(ancestrais(ciclo, 1)).toEqual([2]);
    expect(descendentes(ciclo, 1)).toEqual([2]);
  });
});

describe('the declarations’ messages', () => {
  const entries = (def: Parameters<typeof resourceSchema>[0], body: unknown) => {
    const r = resourceSchema(def).safeParse(body);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('area: Descrição required and at most 60; notification e-mails valid', () => {
    expect(entries(areasOrganizacionais, {})).toContain('nome: Descrição é obrigatória');
    expect(entries(areasOrganizacionais, { nome: 'x'.repeat(61) })).toContain(
      'nome: Descrição deve ter no máximo 60 caracteres',
    );
    expect(
      entries(areasOrganizacionais, {
        nome: 'RH',
        emailsNotificacoes: [{ email: 'rh@empresa.com.br' }, { email: 'rh@' }],
      }),
    ).toEqual(['emailsNotificacoes.1.email: E-mail inválido']);
    expect(entries(areasOrganizacionais, { nome: 'RH', emailsNotificacoes: [{ email: '' }] })).toEqual([
      'emailsNotificacoes.0.email: E-mail é obrigatório',
    ]);
  });

  it('occupational group: Código and Descrição required', () => {
    expect(entries(gruposOcupacionais, {})).toEqual([
      'codigo: Código é obrigatório',
      'descricao: Descrição é obrigatória',
    ]);
  });

  it('cargo: names required, trimmed, at most 100; at least one area', () => {
    expect(entries(cargos, { nome: '  ', nomeMercado: '' })).toEqual([
      'nome: Nomenclatura é obrigatória',
      'nomeMercado: Nome é obrigatório',
      'areasOrganizacionaisIds: Selecione ao menos uma Área Organizacional',
    ]);
    expect(
      entries(cargos, { nome: 'x'.repeat(101), nomeMercado: 'ok', areasOrganizacionaisIds: [1] }),
    ).toEqual(['nome: Nomenclatura deve ter no máximo 100 caracteres']);
    const ok = resourceSchema(cargos).parse({
      nome: '  Analista Jr  ',
      nomeMercado: ' Analista ',
      areasOrganizacionaisIds: [3],
    });
    expect(ok).toMatchObject({ nome: 'Analista Jr', nomeMercado: 'Analista', ativa: true });
  });
});
