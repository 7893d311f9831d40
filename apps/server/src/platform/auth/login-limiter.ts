import { MSG } from '@ipe/domain';
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { tentativaLogin } from '../../db/schema/index.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Failed-login limiter shared by the internal and the candidate login: at most `loginMaxAttempts` failures
 * per key (address and CPF) within `loginWindowMin` minutes, then 429 until the window passes.
 * Public routes that cost the server (the résumé OCR) use it too, recording every call as an attempt,
 * with their own message.
 */
export function loginLimiter(db: Db, config: Config, key: string, mensagem: string = MSG.muitasTentativas) {
  const chave = key.slice(0, 100);
  return {
    /** Throws 429 when the key already failed too often. */
    async check() {
      const since = sql`now() - make_interval(mins => ${config.loginWindowMin})`;
      const [{ n }] = await db
        .select({ n: count() })
        .from(tentativaLogin)
        .where(and(eq(tentativaLogin.chave, chave), gt(tentativaLogin.em, since)));
      if (n >= config.loginMaxAttempts) throw new HttpError(429, 'MUITAS_TENTATIVAS', mensagem);
    },
    async fail() {
      await db.insert(tentativaLogin).values({ chave });
    },
    async succeed() {
      await db.delete(tentativaLogin).where(eq(tentativaLogin.chave, chave));
    },
  };
}
