import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ADMIN, seed } from './db/seed/index.ts';
import { purgeExpiredCandidatoSessions } from './platform/auth/candidato-sessions.ts';
import { purgeExpiredSessions } from './platform/auth/sessions.ts';
import { iniciarExpurgoDiario } from './modules/captacao/documentos/agendador.ts';
import { iniciarAvisoExpiracao } from './modules/utilitario/usuarios/expiracao.ts';

const config = loadConfig();
const database = await openDatabase(config);
await seed(database.db, config);
const app = await buildApp({ config, database, logger: true });
await app.listen({ port: config.port, host: config.host });

const onde = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite em ${config.dataDir}`;
console.log(`\nIpê RH em http://localhost:${config.port}  (banco: ${onde})`);
if (config.seedDemo)
  console.log(
    `Login de demonstração: CPF 529.982.247-25, senha ${DEMO_ADMIN.senha}, empresa Ipê Demonstração Ltda\n`,
  );

// Expired sessions (internal and candidate) are deleted every 10 minutes; a failed run waits for the next.
const purge = setInterval(() => {
  purgeExpiredSessions(database.db).catch(() => {});
  purgeExpiredCandidatoSessions(database.db).catch(() => {});
}, 10 * 60_000);
// LGPD: candidates without activity beyond the company's period are purged once a day (see agendador.ts).
const pararExpurgo = config.expurgoLgpd
  ? iniciarExpurgoDiario(database.db, (m) => app.log.info(m))
  : () => {};
// Users whose access expires within a week: one notice to user 1 per user and date (see expiracao.ts).
const pararAvisoExpiracao = iniciarAvisoExpiracao(
  database.db,
  () => app.mailer.acordar(),
  (m) => app.log.info(m),
);
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.once(sig, async () => {
    clearInterval(purge);
    pararExpurgo();
    pararAvisoExpiracao();
    await app.close();
    await database.close();
    process.exit(0);
  });
