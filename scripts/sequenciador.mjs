// Browser files longest first, so the workers finish together instead of one starting a 45 s file last.
// Vitest orders by the durations it cached on this machine, else by file size; a clean clone (CI) has no
// cache, so e2e/duracoes.json keeps each file's seconds from a clean-clone run (refresh it from the
// per-file lines of `npm test`; a file missing from it counts as 15 s).
import fs from 'node:fs';
import path from 'node:path';
import { BaseSequencer } from 'vitest/node';

const duracoes = JSON.parse(fs.readFileSync(new URL('../e2e/duracoes.json', import.meta.url), 'utf8'));

export default class PorDuracao extends BaseSequencer {
  async sort(files) {
    const base = await super.sort(files);
    const e2e = base.filter((f) => f.moduleId.endsWith('.e2e.ts'));
    if (e2e.length === 0) return base;
    const peso = (f) => duracoes[path.basename(f.moduleId)] ?? 15;
    return [...base].sort((a, b) => peso(b) - peso(a));
  }
}
