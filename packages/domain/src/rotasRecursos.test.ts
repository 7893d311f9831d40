import { describe, expect, it } from 'vitest';
import { RESOURCES } from './index.ts';
import { RELATORIOS_AVALIACAO, RELATORIOS_CAPTACAO, RELATORIOS_CARGO_SALARIO } from './relatorios/index.ts';
import { ROTAS_RECURSOS } from './rotasRecursos.ts';
import { ROTAS_RELATORIOS } from './rotasRelatorios.ts';

describe('rotasRecursos.ts (the web route table without the declarations)', () => {
  it('has every resource with its path and rules: run `npm run gerar:rotas -w @ipe/domain` after changing resources', () => {
    expect(ROTAS_RECURSOS.map((r) => [r.name, r.path, r.access.read, r.access.write])).toEqual(
      RESOURCES.map((r) => [r.name, r.path, r.access.read, r.access.write]),
    );
  });
});

describe('rotasRelatorios.ts (the web report routes without the filters)', () => {
  it('has every report with its module, route and access: run `npm run gerar:rotas -w @ipe/domain` after changing reports', () => {
    expect(ROTAS_RELATORIOS.map((r) => [r.id, r.modulo, r.rota, r.access])).toEqual(
      [...RELATORIOS_CAPTACAO, ...RELATORIOS_CARGO_SALARIO, ...RELATORIOS_AVALIACAO].map((d) => [
        d.id,
        d.modulo,
        d.rota,
        d.access,
      ]),
    );
  });
});
