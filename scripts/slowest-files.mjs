// Vitest reporter: prints the 10 slowest test files of the run (docs/testing.md keeps a budget per layer).
// A file's time is what it cost its worker: environment, set-up files, imports, then its tests and hooks.
// With IPE_TEST_TIMES set (scripts/test.mjs does), every file's time is also appended to that file as one
// JSON line, so `npm test` can list the slowest files over all its stages.
import fs from 'node:fs';
import path from 'node:path';

const SHOWN = 10;

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

export default class SlowestFiles {
  /** @type {string} */
  root = process.cwd();

  /** @param {{ config: { root: string } }} vitest */
  onInit(vitest) {
    this.root = vitest.config.root;
  }

  /** @param {ReadonlyArray<import('vitest/node').TestModule>} modules */
  onTestRunEnd(modules) {
    const files = modules.map((m) => {
      const d = m.diagnostic();
      return {
        project: m.project.name,
        file: path.relative(this.root, m.moduleId),
        ms: Math.round(
          d.environmentSetupDuration + d.prepareDuration + d.setupDuration + d.collectDuration + d.duration,
        ),
        testsMs: Math.round(d.duration),
      };
    });
    if (!files.length) return;
    const out = process.env.IPE_TEST_TIMES;
    if (out) fs.appendFileSync(out, `${files.map((f) => JSON.stringify(f)).join('\n')}\n`);
    else console.log(slowestTable(files));
  }
}

/**
 * The SHOWN slowest files as a text table.
 * @param {{ project: string, file: string, ms: number, testsMs: number }[]} files
 */
export function slowestTable(files) {
  const top = [...files].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
  const lines = top.map(
    (f) =>
      `  ${seconds(f.ms).padStart(8)}  ${seconds(f.testsMs).padStart(8)}  ${f.project.padEnd(10)} ${f.file}`,
  );
  return [`\nSlowest ${top.length} test files (total, of which tests and hooks):`, ...lines].join('\n');
}
