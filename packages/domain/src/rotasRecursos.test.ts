import { describe, expect, it } from 'vitest';
import { RESOURCES } from './index.ts';
import { ROTAS_RECURSOS } from './rotasRecursos.ts';

describe('rotasRecursos.ts (the web route table without the declarations)', () => {
  it('has every resource with its path and rules: run `npm run gerar:rotas -w @ipe/domain` after changing resources', () => {
    expect(ROTAS_RECURSOS.map((r) => [r.name, r.path, r.access.read, r.access.write])).toEqual(
      RESOURCES.map((r) => [r.name, r.path, r.access.read, r.access.write]),
    );
  });
});
