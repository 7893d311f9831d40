// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fechoEstatico } from './test/importsEstaticos.ts';

/**
 * The shape that keeps the first internal screen light (docs/arquitetura/build-peso.md, 'Page weight'):
 * the internal area (the shell, the menu and every module's route table) and the home page import
 * nothing that builds a zod schema, so zod and the domain's declarations load with the first screen that
 * needs them, not with the home. A route table takes a screen's path and access from a file that builds
 * no schema (`@ipe/domain/rotasRecursos`, `rotasRelatorios`, a module's `rotas.ts`/`caminhos.ts`); a call
 * of the shell or the home names its contract by type (`chamarRota<typeof contrato>('GET /api/…')`).
 */
const src = import.meta.dirname;
const primeiraTela = fechoEstatico([
  path.join(src, 'InternalArea.tsx'),
  path.join(src, 'modules/home/HomePage.tsx'),
]);

describe('first internal screen (the internal area and the home page)', () => {
  it('reaches no zod', () => {
    expect(primeiraTela.packages.has('zod') ? primeiraTela.caminho('zod') : '').toBe('');
  });

  it("reaches neither the domain's barrel nor a contract or resource declaration", () => {
    const proibidos = primeiraTela.files.filter(
      (f) =>
        f === 'packages/domain/src/index.ts' ||
        f === 'packages/domain/src/contrato.ts' ||
        f === 'packages/domain/src/resource.ts',
    );
    expect(proibidos.map((f) => primeiraTela.caminho(f))).toEqual([]);
  });

  it("reaches every module's route table (the check sees through the files)", () => {
    expect(primeiraTela.files).toContain('apps/web/src/modules/index.ts');
    expect(primeiraTela.files).toContain('apps/web/src/modules/captacao/candidatos/routes.ts');
    expect(primeiraTela.packages.has('primereact')).toBe(true);
  });
});
