import type { Db } from '../../db/client.ts';
import { defineJob } from '../jobs/index.ts';
import type { PrincipalExterno } from './principais.ts';
import { purgeExpiredSessions } from './sessions.ts';

/** Deletes expired sessions, internal and of every external principal kind, every 10 minutes. */
export const jobLimpezaSessoes = (db: Db, principais: readonly PrincipalExterno<unknown>[]) =>
  defineJob({
    nome: 'limpeza-sessoes',
    descricao: `Exclui as sessões expiradas (usuários${principais.map((p) => ` e ${p.nome}`).join('')})`,
    intervalo: 10 * 60_000,
    primeiraExecucao: 10 * 60_000,
    // All run even when one fails; the first failure is the run's error.
    executar: async () => {
      const resultados = await Promise.allSettled([
        purgeExpiredSessions(db),
        ...principais.map((p) => p.purgarExpiradas(db)),
      ]);
      for (const r of resultados) if (r.status === 'rejected') throw r.reason;
    },
  });
