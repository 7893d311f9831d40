// Part of `npm run lint`: the web asserts no type on an API answer (issue 17). An answer is typed by its
// contract (`chamar`, platform/api/chamar.ts), by the resource's declaration (`recurso(def)`,
// platform/api/recurso.ts) or is a Blob (`baixar`, platform/api/client.ts); `http.get<T>(…)` and
// `api<T>(…)` would only claim a type. This check fails on such a call in apps/web/src outside those
// clients and the tests, except in the files still listed in scripts/web-assertions-pending.json, a list
// that may only shrink: a listed file may not gain calls, and a file converted is reported for removal.
// It also fails on a double assertion (`x as unknown as T`) anywhere in those files: it silences the
// compiler where an answer's declared type and the screen's disagree (declare the value instead: a
// resource's hook-added values are its `computed`), and it has a cast-free form for the libraries' types
// too. DOUBLE_CAST_ALLOWED names the files that may keep one, with why; keep it empty.
//   node scripts/web-assertions.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB = 'apps/web/src';
const PENDING = 'scripts/web-assertions-pending.json';
/** The typed clients themselves: they turn a contract or a declaration into the answer's type. */
const CLIENTS = new Set(['platform/api/client.ts', 'platform/api/chamar.ts', 'platform/api/recurso.ts']);
const ASSERTION = /\bhttp\s*\.\s*(?:get|post|put|patch|delete)\s*</g;
const RAW_CALL = /(?<![.\w])api\s*<[^>]/g;
const DOUBLE_CAST = /\bas\s+unknown\s+as\b/g;
/** @type {Record<string, string>} file (from apps/web/src) → why it may keep a double assertion */
const DOUBLE_CAST_ALLOWED = {};

/** @param {string} dir @returns {string[]} */
function sources(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sources(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && e.name !== 'test-helpers.tsx'
      ? [full]
      : [];
  });
}

/** @type {Map<string, number>} file (from the repository root) → calls that assert a type */
const found = new Map();
/** @type {string[]} double assertions outside DOUBLE_CAST_ALLOWED */
const doubleCasts = [];
for (const file of sources(path.join(root, WEB))) {
  const rel = path.relative(path.join(root, WEB), file).split(path.sep).join('/');
  const text = fs.readFileSync(file, 'utf8');
  if (!(rel in DOUBLE_CAST_ALLOWED))
    for (const m of text.matchAll(DOUBLE_CAST))
      doubleCasts.push(`  ${WEB}/${rel}:${text.slice(0, m.index).split('\n').length}`);
  if (CLIENTS.has(rel)) continue;
  const n = (text.match(ASSERTION)?.length ?? 0) + (text.match(RAW_CALL)?.length ?? 0);
  if (n) found.set(`${WEB}/${rel}`, n);
}

/** @type {Record<string, number>} */
const pending = JSON.parse(fs.readFileSync(path.join(root, PENDING), 'utf8'));
const errors = [];
for (const [file, n] of found) {
  const allowed = pending[file] ?? 0;
  if (n > allowed)
    errors.push(
      `  ${file}: ${n} call(s) asserting the answer's type${allowed ? ` (listed: ${allowed})` : ''}`,
    );
}
const removable = Object.keys(pending).filter((f) => (found.get(f) ?? 0) < pending[f]);

const total = [...found.values()].reduce((a, b) => a + b, 0);
if (total)
  console.log(
    `web-assertions: ${total} call(s) still assert the answer's type, in ${found.size} pending file(s):\n` +
      [...found].map(([f, n]) => `  ${f}: ${n}`).join('\n'),
  );
if (removable.length)
  console.log(
    `web-assertions: converted since, lower or remove them in ${PENDING}:\n` +
      removable.map((f) => `  ${f}: ${found.get(f) ?? 0} (listed: ${pending[f]})`).join('\n'),
  );
if (doubleCasts.length)
  console.error(
    'error web-assertions: `as unknown as` overrides the compiler; type the value where it comes from ' +
      "(an API answer by its contract or declaration, a resource's hook-added values in its `computed`):\n" +
      doubleCasts.join('\n'),
  );
if (errors.length) {
  console.error(
    'error web-assertions: type an API answer by its contract (chamar), by the resource declaration ' +
      '(recurso(def)) or as a Blob (baixar); http.get<T>/api<T> only claim a type:\n' +
      errors.join('\n'),
  );
}
if (errors.length || doubleCasts.length) process.exit(1);
if (!total) console.log('web-assertions: no call asserts the type of an API answer.');
