import type { Db } from '../../db/client.ts';
import { defineJob } from '../jobs/index.ts';
import { purgeExpiredCandidatoSessions } from './candidato-sessions.ts';
import { purgeExpiredSessions } from './sessions.ts';

/** Deletes expired sessions, internal and of the candidate area, every 10 minutes. */
export const jobLimpezaSessoes = (db: Db) =>
  defineJob({
    nome: 'limpeza-sessoes',
    descricao: 'Exclui as sessões expiradas (usuários e área do candidato)',
    intervalo: 10 * 60_000,
    primeiraExecucao: 10 * 60_000,
    // Both run even when one fails; the failure is the run's error.
    executar: async () => {
      const [internas, candidatos] = await Promise.allSettled([
        purgeExpiredSessions(db),
        purgeExpiredCandidatoSessions(db),
      ]);
      for (const r of [internas, candidatos]) if (r.status === 'rejected') throw r.reason;
    },
  });
