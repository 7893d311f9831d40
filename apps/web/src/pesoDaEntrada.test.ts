// @vitest-environment node
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fechoEstatico } from './test/importsEstaticos.ts';

/**
 * The shape that keeps the login page light (docs/architecture.md, 'Page weight'): what the entry chunk and
 * the login page import statically (dynamic `import()` is a separate chunk, loaded later) never reaches
 * zod, the modules' manifests, the domain's barrel (every declaration) or the heavy libraries. Read from
 * the sources' import statements (test/importsEstaticos.ts), so it needs no build.
 */
const src = import.meta.dirname;
const PESADOS = [
  'zod',
  '@hookform/resolvers',
  'chart.js',
  'react-chartjs-2',
  'chartjs-chart-funnel',
  'altcha',
  'file-type',
];

describe('entry chunk and login page', () => {
  const { files, packages } = fechoEstatico([
    path.join(src, 'main.tsx'),
    path.join(src, 'platform/pages/LoginPage.tsx'),
  ]);

  it('reach no heavy library', () => {
    expect(PESADOS.filter((p) => packages.has(p))).toEqual([]);
  });

  it('reach no PrimeReact, theme or icon font: they load with the areas (platform/layout/Tema.tsx)', () => {
    expect([...packages].filter((p) => p === 'primereact' || p === 'primeicons')).toEqual([]);
    expect(files.filter((f) => /\/(Tema|Hosts)\.tsx$/.test(f))).toEqual([]);
  });

  it("reach neither the modules' manifests nor the domain's barrel and declarations", () => {
    const proibidos = files.filter(
      (f) =>
        f.startsWith('apps/web/src/modules/') ||
        f === 'packages/domain/src/index.ts' ||
        f.startsWith('packages/domain/src/resources/') ||
        f === 'packages/domain/src/modules.ts' ||
        f === 'packages/domain/src/contrato.ts',
    );
    expect(proibidos).toEqual([]);
  });

  it('the check sees through the files (it finds what the internal area and a form import)', () => {
    const interna = fechoEstatico([path.join(src, 'InternalArea.tsx')]);
    expect(interna.files).toContain('apps/web/src/modules/index.ts');
    expect(interna.packages.has('primereact')).toBe(true);
    const formulario = fechoEstatico([path.join(src, 'platform/resource/ResourceFormPage.tsx')]);
    expect(formulario.packages.has('zod')).toBe(true);
  });
});
