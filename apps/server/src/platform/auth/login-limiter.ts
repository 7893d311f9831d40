import { ERROR_CODES, MSG } from '@ipe/domain';
import { and, count, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { tentativaLogin } from '../../db/schema/index.ts';
import { verificarCaptcha } from '../captcha/index.ts';
import { HttpError } from '../http/errors.ts';

/** One counter: a key (e.g. 'address|CPF') and how many attempts it may have within the window. */
export interface Limite {
  chave: string;
  max: number;
}

/**
 * Attempt limiter in the database (so it holds across restarts and server nodes), shared by the
 * internal and the candidate login, the candidate's password recovery and the résumé OCR.
 *
 * `tentar()` is one atomic step: under a transaction-scoped advisory lock per key, it counts the key's
 * attempts within `loginWindowMin` minutes, refuses with 429 when any key reached its max, and otherwise
 * records the attempt on every key. Parallel requests therefore queue on the lock and each sees the ones
 * before it: no more than `max` attempts are ever evaluated (PGlite and PostgreSQL alike).
 * An attempt counts as a failure unless `succeed()` (a login that turned out right) clears the keys.
 */
export function loginLimiter(
  db: Db,
  config: Config,
  limites: Limite[] | string,
  mensagem: string = MSG.muitasTentativas,
) {
  const lista = (
    typeof limites === 'string' ? [{ chave: limites, max: config.loginMaxAttempts }] : limites
  ).map((l) => ({ ...l, chave: l.chave.slice(0, 100) }));
  const chaves = lista.map((l) => l.chave);
  return {
    /**
     * Refuses with 429 when a key reached its limit; else runs `antes` with each key's count (it may
     * refuse too, e.g. ask for the captcha) and records the attempt. All of it under the keys' locks.
     */
    async tentar(antes?: (contagens: number[]) => void | Promise<void>): Promise<void> {
      await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        // Sorted: two requests locking the same keys never wait for each other in a cycle.
        for (const chave of [...chaves].sort())
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${chave}))`);
        const desde = sql`now() - make_interval(mins => ${config.loginWindowMin})`;
        await tx
          .delete(tentativaLogin)
          .where(and(inArray(tentativaLogin.chave, chaves), lte(tentativaLogin.em, desde)));
        const linhas = await tx
          .select({ chave: tentativaLogin.chave, n: count() })
          .from(tentativaLogin)
          .where(and(inArray(tentativaLogin.chave, chaves), gt(tentativaLogin.em, desde)))
          .groupBy(tentativaLogin.chave);
        const contagens = lista.map((l) => linhas.find((x) => x.chave === l.chave)?.n ?? 0);
        if (lista.some((l, i) => contagens[i] >= l.max))
          throw new HttpError(429, 'MUITAS_TENTATIVAS', mensagem);
        await antes?.(contagens);
        await tx.insert(tentativaLogin).values(chaves.map((chave) => ({ chave })));
      });
    },
    /** The attempt succeeded (a right password): every key starts over, so the captcha is no longer asked. */
    async succeed() {
      await db.delete(tentativaLogin).where(inArray(tentativaLogin.chave, chaves));
    },
  };
}

/**
 * The keys of a login: the address and CPF (`loginMaxAttempts`) and the CPF from every address
 * (`loginMaxAttemptsCpf`, so guesses spread over many addresses stop too). `escopo` keeps the internal
 * and the candidate logins apart: a candidate's failures never lock the internal login of the same CPF.
 */
export function limitesDeLogin(config: Config, escopo: string, ip: string, cpf: string): Limite[] {
  return [
    { chave: `${escopo}|${ip}|${cpf}`, max: config.loginMaxAttempts },
    { chave: `${escopo}|cpf|${cpf}`, max: config.loginMaxAttemptsCpf },
  ];
}

/**
 * The guard of a login (internal and candidate area), before the password is checked: the attempt
 * limits above and, once the CPF has `loginCaptchaAfter` recent failures, the captcha (400
 * CAPTCHA_OBRIGATORIO with a `captcha` entry when missing or wrong). Both checked in the same locked step.
 */
export async function guardarLogin(
  db: Db,
  config: Config,
  p: { escopo: string; ip: string; cpf: string; captcha?: string | null },
) {
  const limiter = loginLimiter(db, config, limitesDeLogin(config, p.escopo, p.ip, p.cpf));
  // Verified (and spent) before the locked step, which must not wait on another connection.
  const captchaOk = p.captcha ? await verificarCaptcha(db, p.captcha) : false;
  let falhasCpf = 0;
  await limiter.tentar(([, cpf]) => {
    falhasCpf = cpf;
    if (cpf >= config.loginCaptchaAfter && !captchaOk)
      throw new HttpError(400, ERROR_CODES.captchaObrigatorio, MSG.captchaLogin, [
        { field: 'captcha', message: MSG.captchaNaoConfirmado },
      ]);
  });
  return {
    succeed: () => limiter.succeed(),
    /** 401 with the login's generic message; from the failure that reaches the threshold on, it asks for the captcha. */
    recusa: (mensagem: string) =>
      new HttpError(
        401,
        'LOGIN_INVALIDO',
        mensagem,
        falhasCpf + 1 >= config.loginCaptchaAfter
          ? [{ field: 'captcha', message: MSG.captchaNaoConfirmado }]
          : undefined,
      ),
  };
}
