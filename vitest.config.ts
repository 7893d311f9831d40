import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import PorDuracao from './scripts/sequenciador.mjs';

// One Vitest run, five projects: pure domain rules, web components (jsdom), API tests (PGlite, and
// PostgreSQL too when TEST_DATABASE_URL is set), the API fuzz (only by `npm run test:fuzz`) and browser
// tests on the production build.
const pg = process.env.TEST_DATABASE_URL;

/**
 * With PostgreSQL (TEST_DATABASE_URL), the API suite runs in full there and only these files run on PGlite
 * too: the ones exercising what differs between the two engines. `npm run test:api:pglite` (API_PGLITE=all)
 * runs every file on PGlite; without TEST_DATABASE_URL every file runs on PGlite anyway.
 */
const PGLITE_SUBSET = [
  // Migrations from an empty database and the first-start seed (no template).
  'src/modules/seed.test.ts',
  // Restart: the same PGlite folder on disk closed and reopened (sessions survive); the OpenAPI document.
  'src/app.test.ts',
  // Trigram-indexed ipe_unaccent ILIKE search and the ICU collation ("und-x-icu") of the generic lists.
  'src/platform/crud/crud.test.ts',
  // Accent-insensitive search and order of the IBGE cities and districts (collation, unaccent).
  'src/modules/geral/geral.test.ts',
  // Full-text search (tsvector / websearch_to_tsquery) of candidates.
  'src/modules/captacao/candidatos/busca.test.ts',
  // bytea: images in and out, attachments stored and streamed back.
  'src/platform/images.test.ts',
  'src/modules/captacao/documentos/documentosAnexos.test.ts',
  // Advisory locks: the login limiter under concurrent attempts; the daily LGPD purge claimed by one node.
  'src/platform/auth/login-limiter.test.ts',
  'src/modules/captacao/documentos/lgpd.test.ts',
  // FOR UPDATE SKIP LOCKED: two mailer nodes leasing the outbox at once.
  'src/platform/mail/mail.test.ts',
  // Scheduled jobs claimed by a conditional UPDATE (one PGlite connection vs a pool): runs, leases, two runners.
  'src/platform/jobs/jobs.test.ts',
  // FOR UPDATE row locks: concurrent moves of one candidate in a selection.
  'src/modules/captacao/selecao/selecao.test.ts',
  // Streaming exports: keyset batches into PDF and XLSX, every recruitment report's file.
  'src/platform/relatorios/relatorios.test.ts',
  'src/modules/captacao/relatorios/arquivos.test.ts',
];
// A file of the subset moved or renamed would silently leave the PGlite run: say so instead.
for (const file of PGLITE_SUBSET)
  if (!fs.existsSync(path.join(import.meta.dirname, 'apps/server', file)))
    throw new Error(`vitest.config.ts: PGLITE_SUBSET names ${file}, which does not exist`);
const pgliteAll = !pg || process.env.API_PGLITE === 'all';
// Vitest's default on a 2-core machine is one worker (cores - 1), leaving a core idle while a worker runs
// PGlite, jsdom or a browser test: two at least.
const workers = Math.max(2, os.availableParallelism());

export default defineConfig({
  test: {
    maxWorkers: workers,
    // The 10 slowest files after each run (scripts/test.mjs gathers them over all of `npm test`).
    reporters: ['default', './scripts/slowest-files.mjs'],
    projects: [
      {
        test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: 'apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // Each file still in its own context (the web tests need isolation), but a VM context in a reused
          // worker instead of a fresh jsdom set-up per file: ~40% less CPU for the same files (docs/testing.md).
          pool: 'vmForks',
          // jsdom renders of PrimeReact widgets are slow on a loaded 2-core CI machine, two files at a time.
          testTimeout: 40000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: pgliteAll ? ['src/**/*.test.ts'] : PGLITE_SUBSET,
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['src/test/global-setup.ts'],
          // API test files share nothing but imports (each builds its own app on its own database copy),
          // so a worker keeps the modules it imported: 426 s → 245 s for both databases (docs/testing.md).
          isolate: false,
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      ...(pg
        ? [
            {
              test: {
                name: 'server-pg',
                root: 'apps/server',
                include: ['src/**/*.test.ts'],
                environment: 'node',
                env: { TEST_DB: 'pg' },
                globalSetup: ['src/test/global-setup.ts'],
                isolate: false,
                testTimeout: 30000,
                hookTimeout: 60000,
              },
            },
          ]
        : []),
      {
        // `npm run test:fuzz` only: random requests over the OpenAPI document (src/test/fuzz/).
        test: {
          name: 'fuzz',
          root: 'apps/server',
          include: ['src/**/*.fuzz.ts'],
          environment: 'node',
          env: { TEST_DB: 'pglite' },
          globalSetup: ['src/test/global-setup.ts'],
          testTimeout: 3_600_000,
          hookTimeout: 120000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['**/*.e2e.ts'],
          globalSetup: ['global-setup.ts'],
          environment: 'node',
          // The test code counts days in the zone of the browser it drives (timezoneId in support.ts) and of
          // the server it starts (apps/server/src/fuso.ts): Brazil's. On a UTC machine "today" differs
          // between 21:00 and midnight in Brazil otherwise.
          env: { TZ: 'America/Sao_Paulo' },
          // A browser file mostly waits (the browser, timers, the axe settle): one more file at a time than
          // cores (E2E_WORKERS overrides). Longest files first (scripts/sequenciador.mjs).
          maxWorkers: Number(process.env.E2E_WORKERS) || workers + 1,
          sequence: { sequencer: PorDuracao },
          // A busy CI machine may be slower: a green test never nears it.
          testTimeout: 120000,
          hookTimeout: 120000,
          // Files run in parallel, each worker on its own server (global-setup.ts), so two files running at
          // the same time never share a database.
        },
      },
    ],
  },
});
