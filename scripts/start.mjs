// `npm start`: builds the web app and compiles the server when their builds are missing or older than
// their sources, then starts the compiled server (embedded PGlite in ./data unless DATABASE_URL is set).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { bundleServer, SERVER_BUNDLE, SERVER_SOURCES } from '../apps/server/scripts/build.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dist = path.join(root, 'apps/web/dist/index.html');

function newest(file) {
  const st = fs.statSync(file);
  if (!st.isDirectory()) return st.mtimeMs;
  let t = 0;
  for (const e of fs.readdirSync(file, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    t = Math.max(t, newest(path.join(file, e.name)));
  }
  return t;
}
const stale = (build, sources) =>
  !fs.existsSync(build) || fs.statSync(build).mtimeMs < Math.max(...sources.map(newest));

if (stale(dist, [path.join(root, 'apps/web/src'), path.join(root, 'packages/domain/src')])) {
  console.log('Gerando o build da web...');
  const r = spawnSync('npm', ['run', 'build', '-w', '@ipe/web'], { stdio: 'inherit', cwd: root });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
if (stale(SERVER_BUNDLE, SERVER_SOURCES)) {
  console.log('Compilando o servidor...');
  await bundleServer();
}
const r = spawnSync(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
  stdio: 'inherit',
  cwd: root,
  env: { ...SERVER_ENV, ...process.env },
});
process.exit(r.status ?? 0);
