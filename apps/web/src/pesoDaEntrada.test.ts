// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The shape that keeps the login page light (docs/architecture.md, 'Page weight'): what the entry chunk and
 * the login page import statically (dynamic `import()` is a separate chunk, loaded later) never reaches
 * zod, the modules' manifests, the domain's barrel (every declaration) or the heavy libraries. Read from
 * the sources' import statements (type-only imports are erased), so it needs no build.
 */
const src = import.meta.dirname;
const domain = path.resolve(src, '../../../packages/domain/src');

/** Static value imports of a file: `import x from`, `import {…} from`, `import '…'`, `export … from`. */
function importsOf(file: string): string[] {
  const code = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  const re = /^\s*(import|export)\s+(type\s+)?([^'";]*?from\s+)?['"]([^'"]+)['"]/gm;
  for (const m of code.matchAll(re)) {
    if (m[2]) continue; // import type / export type
    if (m[1] === 'export' && !m[3]) continue;
    // `import { type A, type B } from` imports nothing at run time.
    const clause = m[3]?.replace(/\s*from\s+$/, '').trim() ?? '';
    const names = /^\{[^}]*\}$/.test(clause) ? clause.slice(1, -1).split(',') : null;
    if (names?.every((n) => !n.trim() || /^type\s/.test(n.trim()))) continue;
    found.push(m[4]);
  }
  return found;
}

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith('.')
    ? path.resolve(path.dirname(from), spec)
    : spec === '@ipe/domain'
      ? path.join(domain, 'index.ts')
      : spec.startsWith('@ipe/domain/')
        ? path.join(domain, `${spec.slice('@ipe/domain/'.length)}.ts`)
        : null;
  if (!base) return null;
  for (const f of [base, `${base}.ts`, `${base}.tsx`])
    if (fs.existsSync(f) && fs.statSync(f).isFile()) return f;
  throw new Error(`${from}: não achei ${spec}`);
}

/** Every file and npm package reached by static imports from `entries`. */
function closure(entries: string[]) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const f = queue.pop() as string;
    if (files.has(f)) continue;
    files.add(f);
    if (!/\.tsx?$/.test(f)) continue;
    for (const spec of importsOf(f)) {
      const r = resolve(f, spec);
      if (r) queue.push(r);
      else packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
    }
  }
  const rel = [...files].map((f) => path.relative(path.resolve(src, '../../..'), f));
  return { files: rel, packages };
}

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
  const { files, packages } = closure([
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

  it('the check sees through the files (it finds what the internal area imports)', () => {
    const interna = closure([path.join(src, 'InternalArea.tsx')]);
    expect(interna.files).toContain('apps/web/src/modules/index.ts');
    expect(interna.packages.has('zod')).toBe(true);
    expect(interna.packages.has('primereact')).toBe(true);
  });
});
