// The boundary checker of `npm run lint`: dependency-cruiser with the rules of .dependency-cruiser.cjs,
// minus the violations recorded in .dependency-cruiser-known-violations.json (see docs/architecture.md,
// "Boundaries"). That list only shrinks: it may hold at most TETO entries (none today).
//   node scripts/boundaries.mjs            check (exit 1 on a violation, naming the rule, or on a longer list)
//   node scripts/boundaries.mjs baseline   rewrite the known-violations file from today's violations
//                                          (refused, file kept, when it would hold more than TETO)
//
// Why a wrapper and not the bare CLI: dependency-cruiser parses TypeScript with the TypeScript API, which
// TypeScript 7 (native, our `tsc`) no longer has, or with swc, which it calls without `tsx`, so every .tsx
// file fails to parse. We use swc and turn `tsx` on for .tsx files before loading the CLI.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const swc = require('@swc/core');
const parseFileSync = swc.parseFileSync;
swc.parseFileSync = (file, options) =>
  parseFileSync(file, { ...options, tsx: String(file).endsWith('.tsx') });

const KNOWN = '.dependency-cruiser-known-violations.json';
const baseline = process.argv[2] === 'baseline';

// The most known violations the list may hold: lower it when the list shrinks, never raise it (fix the
// import instead; docs/architecture.md says how).
const TETO = 0;
const antes = readFileSync(KNOWN, 'utf8');
const conhecidas = (texto) => JSON.parse(texto).length;
const recusa = (n) =>
  `error baseline-so-diminui: ${KNOWN} would hold ${n} violation(s), at most ${TETO} allowed: ` +
  'fix the import (export it from the module index.ts, or plug the module into the platform) instead.';
if (!baseline && conhecidas(antes) > TETO) {
  console.error(recusa(conhecidas(antes)));
  process.exit(1);
}
if (baseline)
  process.on('exit', () => {
    const n = conhecidas(readFileSync(KNOWN, 'utf8'));
    if (n <= TETO) return;
    writeFileSync(KNOWN, antes);
    console.error(recusa(n));
    process.exitCode = 1;
  });
process.argv = [
  process.argv[0],
  'depcruise',
  'packages/domain/src',
  'apps/server/src',
  'apps/web/src',
  '--config',
  '.dependency-cruiser.cjs',
  ...(baseline
    ? ['--output-type', 'baseline', '--output-to', KNOWN]
    : ['--output-type', 'err-long', '--ignore-known', KNOWN, ...process.argv.slice(2)]),
];
const bin = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
await import(pathToFileURL(bin).href);
