// Architecture rules checked by `npm run lint` (scripts/boundaries.mjs runs dependency-cruiser with this file).
// docs/architecture.md ("Boundaries") lists them and explains how to read a violation.
// A module is a folder apps/server/src/modules/<modulo>/ or apps/web/src/modules/<modulo>/: its parts import
// each other freely; another module reaches it only through its public index.ts.

// Test code: test files, the server's test harness and the helpers only tests import.
const TESTE = [
  '\\.test\\.tsx?$',
  '^apps/server/src/test/',
  '(^|/)[A-Za-z]*[Tt]estkit\\.tsx?$',
  '(^|/)test-helpers\\.tsx?$',
  '^apps/server/src/modules/cargoSalario/areas/fixtures\\.ts$',
  '^apps/server/src/modules/cargoSalario/faixas/testes\\.ts$',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-sem-server-web-db',
      comment:
        'The domain package (packages/domain) is shared by server and web: it imports no server, web or db code ' +
        'and no server/web-only library.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: {
        path: [
          '^apps/',
          '^e2e/',
          '^bench/',
          'node_modules/(fastify|@fastify/[^/]+|drizzle-orm|pg|@electric-sql/pglite|react|react-dom|primereact)/',
        ],
      },
    },
    {
      name: 'web-sem-server',
      comment: 'The web (apps/web) talks to the server over HTTP only: it never imports server code.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: {
        path: ['^apps/server/', 'node_modules/(fastify|@fastify/[^/]+|drizzle-orm|pg|@electric-sql/pglite)/'],
      },
    },
    {
      name: 'server-sem-web',
      comment: 'The server never imports web code (shared code lives in packages/domain).',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'platform-sem-modulo',
      comment:
        'The platform (apps/server/src/platform, apps/web/src/platform) knows no module: a module plugs into ' +
        'the platform (registers routes, hooks, reports), never the other way round. Platform tests may use a ' +
        'module as a fixture (the questionnaire engine is tested through a recruitment evaluation model).',
      severity: 'error',
      from: { path: '^apps/(server|web)/src/platform/', pathNot: TESTE },
      to: { path: '^apps/$1/src/modules/' },
    },
    {
      name: 'db-sem-modulo',
      comment:
        'The db layer (apps/server/src/db: client, migrations, registries, seed) imports no module; modules ' +
        'hand their tables and seeds to it through their manifests.',
      severity: 'error',
      from: { path: '^apps/server/src/db/' },
      to: { path: '^apps/server/src/modules/' },
    },
    {
      name: 'modulo-so-pelo-index',
      comment:
        'A module imports another module only through its public surface: index.ts (what other modules may ' +
        'use), its Drizzle tables (**/schema.ts: foreign keys and joins) and, from tests, testkit.ts. The ' +
        'parts inside one module import each other freely.',
      severity: 'error',
      from: { path: '^apps/(server|web)/src/modules/([^/]+)/' },
      to: {
        path: '^apps/$1/src/modules/[^/]+/',
        pathNot: [
          '^apps/$1/src/modules/$2/',
          '^apps/$1/src/modules/[^/]+/index\\.tsx?$',
          '^apps/$1/src/modules/.*/schema\\.ts$',
          '^apps/$1/src/modules/[^/]+/testkit\\.tsx?$',
        ],
      },
    },
    {
      name: 'producao-sem-teste',
      comment:
        'Production code imports no test code (*.test.ts(x), apps/server/src/test/, testkits, test helpers, ' +
        'fixtures): it would ship in the build and run at start-up.',
      severity: 'error',
      from: { pathNot: TESTE },
      to: { path: TESTE },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '^apps/server/src/db/migrations/'] },
    parser: 'swc',
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    cache: false,
  },
};
