/**
 * Writes src/rotasRecursos.ts: each resource's name, path and access rules, the little the web's route
 * table needs, so the first screen does not load every resource's declaration (schemas, rules, labels).
 * Run `npm run gerar:rotas -w @ipe/domain` after adding or renaming a resource (rotasRecursos.test.ts
 * fails until then).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { textoRotasRecursos, textoRotasRelatorios } from '../src/rotasRecursos.gerar.ts';

for (const [arquivo, texto] of [
  ['rotasRecursos.ts', textoRotasRecursos()],
  ['rotasRelatorios.ts', textoRotasRelatorios()],
]) {
  const destino = path.join(import.meta.dirname, '../src', arquivo);
  fs.writeFileSync(destino, texto);
  execFileSync('npx', ['biome', 'format', '--write', destino], { stdio: 'inherit' });
  console.log(`escrito ${path.relative(process.cwd(), destino)}`);
}
