import {
  caminhoTelaRelatorio,
  MENU_RELATORIOS_AVALIACAO,
  RELATORIOS_AVALIACAO,
} from '@ipe/domain/relatorios/index';
import { describe, expect, it } from 'vitest';
import { ROUTES_RELATORIOS_AVALIACAO, TELAS_RELATORIOS_AVALIACAO } from './routes.ts';

describe('telas dos relatórios de avaliação', () => {
  it('every declared report has a lazy screen, a route with its authority and a menu entry', () => {
    expect(Object.keys(TELAS_RELATORIOS_AVALIACAO).sort()).toEqual(
      RELATORIOS_AVALIACAO.map((d) => d.id).sort(),
    );
    for (const d of RELATORIOS_AVALIACAO) {
      const rota = ROUTES_RELATORIOS_AVALIACAO.find((r) => r.path === caminhoTelaRelatorio(d));
      expect(rota?.access, d.id).toBe('ROLE_AVA_RELATORIOS');
      expect(rota?.path.startsWith('/avaliacao/relatorios/'), d.id).toBe(true);
      expect(MENU_RELATORIOS_AVALIACAO.find((m) => m.spaUrl === rota?.path)?.breadcrumb, d.id).toEqual([
        'Avaliação de Desempenho',
        'Relatórios',
        d.titulo,
      ]);
    }
  });
});
