// `npm test`: every layer in order, stopping at the first that fails, then the time of each stage and the
// 10 slowest test files (docs/testing.md keeps the measured table and the budget per layer).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { slowestTable } from './slowest-files.mjs';

const root = path.resolve(import.meta.dirname, '..');
const pg = Boolean(process.env.TEST_DATABASE_URL);

const stages = [
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit + component', 'npm run test:unit'],
  // With PostgreSQL: the full API suite on it plus the PGlite subset (vitest.config.ts); else all on PGlite.
  [pg ? 'API (PostgreSQL + PGlite subset)' : 'API (PGlite)', 'npm run test:api'],
  ['build', 'npm run build'],
  ['browser', 'npm run test:e2e:run'],
];

const times = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ipe-test-')), 'files.jsonl');
const env = { ...process.env, IPE_TEST_TIMES: times };
const done = [];
let failed;
const start = Date.now();
for (const [name, command] of stages) {
  console.log(`\n=== ${name}: ${command}`);
  const t = Date.now();
  const r = spawnSync(command, { cwd: root, env, stdio: 'inherit', shell: true });
  done.push([name, Date.now() - t, r.status === 0 ? 'ok' : 'FAILED']);
  if (r.status !== 0) {
    failed = r.status ?? 1;
    break;
  }
}

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log('\nStage times:');
for (const [name, ms, result] of done) console.log(`  ${name.padEnd(34)} ${s(ms).padStart(8)}  ${result}`);
console.log(`  ${'total'.padEnd(34)} ${s(Date.now() - start).padStart(8)}`);
if (fs.existsSync(times)) {
  const files = fs
    .readFileSync(times, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  console.log(slowestTable(files));
}
fs.rmSync(path.dirname(times), { recursive: true, force: true });
process.exit(failed ?? 0);
