import {
  caminhoTelaRelatorio,
  MENU_RELATORIOS_CARGO_SALARIO,
  RELATORIOS_CARGO_SALARIO,
} from '@ipe/domain/relatorios/index';
import { describe, expect, it } from 'vitest';
import { ROUTES_RELATORIOS_CARGO_SALARIO, TELAS_RELATORIOS_CARGO_SALARIO } from './routes.ts';

describe('telas dos relatórios de cargos e salários', () => {
  it('every declared report has a lazy screen, a route with its authority and a menu entry', () => {
    expect(Object.keys(TELAS_RELATORIOS_CARGO_SALARIO).sort()).toEqual(
      RELATORIOS_CARGO_SALARIO.map((d) => d.id).sort(),
    );
    for (const d of RELATORIOS_CARGO_SALARIO) {
      const rota = ROUTES_RELATORIOS_CARGO_SALARIO.find((r) => r.path === caminhoTelaRelatorio(d));
      expect(rota?.access, d.id).toEqual(d.access);
      expect(rota?.path.startsWith('/cargo-salario/relatorios/'), d.id).toBe(true);
      expect(MENU_RELATORIOS_CARGO_SALARIO.find((m) => m.spaUrl === rota?.path)?.breadcrumb, d.id).toEqual([
        'Cargos & Salários',
        'Relatórios',
        d.titulo,
      ]);
    }
    const caminhos = ROUTES_RELATORIOS_CARGO_SALARIO.map((r) => r.path);
    expect(new Set(caminhos).size).toBe(caminhos.length);
  });
});
