import fs from 'node:fs';
import path from 'node:path';

/**
 * What a set of files reaches by static imports, read from the sources' import statements (type-only
 * imports are erased; dynamic `import()` is a separate chunk, loaded later), so the page-weight tests
 * (pesoDaEntrada.test.ts, pesoDaPrimeiraTela.test.ts) need no build.
 */
const src = path.resolve(import.meta.dirname, '..');
const raiz = path.resolve(src, '../../..');
const domain = path.join(raiz, 'packages/domain/src');

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

export interface Fecho {
  /** Files reached, relative to the repository. */
  files: string[];
  /** npm packages reached (`@scope/name` or `name`). */
  packages: Set<string>;
  /** The import chain from an entry to a file or package: 'a.tsx > b.ts > zod'. */
  caminho(alvo: string): string;
}

/** Every file and npm package reached by static imports from `entries` (absolute paths). */
export function fechoEstatico(entries: string[]): Fecho {
  const pai = new Map<string, string | null>();
  const packages = new Set<string>();
  const queue = entries.map((e) => {
    pai.set(e, null);
    return e;
  });
  while (queue.length) {
    const f = queue.shift() as string;
    if (!/\.tsx?$/.test(f)) continue;
    for (const spec of importsOf(f)) {
      const r = resolve(f, spec);
      if (r) {
        if (!pai.has(r)) {
          pai.set(r, f);
          queue.push(r);
        }
        continue;
      }
      const pkg = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
      if (!packages.has(pkg)) pai.set(`pkg:${pkg}`, f);
      packages.add(pkg);
    }
  }
  const rel = (f: string) => (f.startsWith('pkg:') ? f.slice(4) : path.relative(raiz, f));
  return {
    files: [...pai.keys()].filter((f) => !f.startsWith('pkg:')).map(rel),
    packages,
    caminho(alvo) {
      let f: string | null | undefined = [...pai.keys()].find((k) => rel(k) === alvo);
      const cadeia: string[] = [];
      while (f) {
        cadeia.unshift(rel(f));
        f = pai.get(f);
      }
      return cadeia.join(' > ');
    },
  };
}
