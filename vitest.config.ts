import { defineConfig } from 'vitest/config';

// One Vitest run, five projects: pure domain rules, web components (jsdom), API tests (PGlite, and
// PostgreSQL too when TEST_DATABASE_URL is set), the API fuzz (only by `npm run test:fuzz`) and browser
// tests on the production build.
const pg = process.env.TEST_DATABASE_URL;
const e2eWorkers = Number(process.env.E2E_WORKERS) || 2;
export default defineConfig({
  test: {
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
          // jsdom renders of PrimeReact widgets are slow on a loaded 2-core CI machine.
          testTimeout: 20000,
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
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
          testTimeout: 60000,
          hookTimeout: 120000,
          // Two files at a time, each worker on its own server (global-setup.ts): 552 s → see docs/testing.md.
          maxWorkers: e2eWorkers,
          // After the other projects when one `vitest run` runs them all (its workers differ from theirs).
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
