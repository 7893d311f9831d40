import './fuso.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ADMIN, seed } from './db/seed/index.ts';
import { MODULES } from './modules/index.ts';

const config = loadConfig();
const database = await openDatabase(config);
await seed(database.db, config, MODULES);
// The scheduled jobs (session clean-up, mail, LGPD purge, expiry notices…) start with the app
// (platform/jobs) unless TAREFAS_AGENDADAS=0, and stop with it.
const app = await buildApp({ config, database, logger: true });
await app.listen({ port: config.port, host: config.host });

const onde = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${config.dataDir}`;
console.log(`\nIpê RH em http://localhost:${config.port}  (banco: ${onde})`);
if (config.seedDemo)
  console.log(
    `Login de demonstração: CPF 529.982.247-25, senha ${DEMO_ADMIN.senha}, empresa Ipê Demonstração Ltda\n`,
  );
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.once(sig, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
