import { describe, expect, it } from 'vitest';
import { ALL_AUTHORITIES, AUTHORITIES, buildMenu, MODULOS, MODULOS_EM_ORDEM, menuEntries } from './index.ts';
import { DOMAIN_MODULES } from './modules.ts';

/** The domain's module list is the only place a module is named: everything else is derived from it. */
describe('domain modules', () => {
  it('have distinct ids, names and places', () => {
    for (const campo of ['id', 'nome', 'ordem'] as const)
      expect(new Set(DOMAIN_MODULES.map((m) => m[campo])).size, campo).toBe(DOMAIN_MODULES.length);
  });

  it('name themselves: MODULOS is read from the manifests', () => {
    expect(MODULOS).toEqual(Object.fromEntries(DOMAIN_MODULES.map((m) => [m.id, m.nome])));
    expect(MODULOS.captacao).toBe('Recrutamento & Seleção');
  });

  it('group the authority catalogue in their order, each authority in its own module', () => {
    const grupos = [...new Set(Object.values(AUTHORITIES).map((a) => a.modulo))];
    expect(grupos).toEqual(MODULOS_EM_ORDEM.map((m) => m.id));
    for (const m of DOMAIN_MODULES)
      for (const a of Object.values(m.authorities)) expect(a.modulo, m.id).toBe(m.id);
  });

  it('order the top of the menu, each group named after a module', () => {
    const topo = buildMenu(new Set(ALL_AUTHORITIES)).map((g) => g.label);
    expect(topo).toEqual([
      'Recrutamento & Seleção',
      'Cargos & Salários',
      'Avaliação de Desempenho',
      'SST',
      'Geral',
      'Utilitários',
    ]);
    const nomes = new Set(DOMAIN_MODULES.map((m) => m.nome));
    expect(menuEntries().filter((e) => !nomes.has(e.breadcrumb[0]))).toEqual([]);
  });
});
