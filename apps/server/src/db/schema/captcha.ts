import { index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Signatures of captcha challenges already used (platform/captcha): a solved challenge is accepted
 * once. Rows are kept until the challenge expires, then purged.
 */
export const captchaUsado = pgTable(
  'captcha_usado',
  {
    assinatura: varchar({ length: 128 }).primaryKey(),
    expiraEm: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_usado_expira_idx').on(t.expiraEm)],
);

/**
 * Secrets generated once per installation when not given by the environment (the captcha's HMAC key),
 * so every server node and every restart signs with the same key.
 */
export const segredoInstalacao = pgTable('segredo_instalacao', {
  nome: varchar({ length: 60 }).primaryKey(),
  valor: text().notNull(),
  criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
