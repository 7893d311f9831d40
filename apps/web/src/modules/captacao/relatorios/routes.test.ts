import {
  caminhoTelaRelatorio,
  MENU_RELATORIOS_CAPTACAO,
  RELATORIOS_CAPTACAO,
} from '@ipe/domain/relatorios/index';
import { describe, expect, it } from 'vitest';
import { ROUTES_RELATORIOS_CAPTACAO, TELAS_RELATORIOS_CAPTACAO } from './routes.ts';

describe('telas dos relatórios do recrutamento', () => {
  it('every declared report has a lazy screen, a route with its authority and a menu entry', () => {
    expect(Object.keys(TELAS_RELATORIOS_CAPTACAO).sort()).toEqual(
      RELATORIOS_CAPTACAO.map((d) => d.id).sort(),
    );
    for (const d of RELATORIOS_CAPTACAO) {
      const rota = ROUTES_RELATORIOS_CAPTACAO.find((r) => r.path === caminhoTelaRelatorio(d));
      expect(rota?.access, d.id).toEqual(d.access);
      expect(MENU_RELATORIOS_CAPTACAO.find((m) => m.spaUrl === rota?.path)?.breadcrumb, d.id).toEqual([
        'Recrutamento & Seleção',
        'Relatórios',
        d.titulo,
      ]);
    }
  });

  it("serves the spec's screen route and redirects the API id's spelling to it", () => {
    const caminhos = ROUTES_RELATORIOS_CAPTACAO.map((r) => r.path);
    expect(caminhos).toContain('/captacao/relatorios/analise-etapa-seletiva');
    expect(caminhos).toContain('/captacao/relatorios/analise-etapas-seletivas');
    expect(new Set(caminhos).size).toBe(caminhos.length);
  });
});
