import { z } from 'zod';
import { MSG } from '../../../messages.ts';
import { isValidEmail } from '../../../validators/index.ts';
import { MSG_ANUNCIO } from './messages.ts';

/** At most this many addresses in one 'Enviar por e-mail' (one outbox row each). */
export const MAX_EMAILS_ANUNCIO = 50;
export const MAX_ASSUNTO = 150;

const texto = (label: string, max: number, feminine = false) =>
  z
    .string({ error: feminine ? MSG.obrigatoria(label) : MSG.obrigatorio(label) })
    .trim()
    .min(1, feminine ? MSG.obrigatoria(label) : MSG.obrigatorio(label))
    .max(max, MSG.maximo(label, max));

const email = (label: string, max: number) =>
  texto(label, max).refine((v) => v === '' || isValidEmail(v), MSG_ANUNCIO.emailInvalido);

/** Splits what was typed in the addresses box: commas, semicolons, spaces or new lines. */
export function separarEmails(texto: string): string[] {
  return texto
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter(Boolean);
}

/**
 * Share e-mail (spec 1 §3 'Share ad with a friend': "A share email has assunto and emails"; §5 Sharing:
 * both required). Each address must be valid; a repeated one is refused rather than sent twice.
 */
export const emailAnuncioSchema = z.object({
  assunto: texto('Assunto', MAX_ASSUNTO),
  emails: z
    .array(z.string().trim(), { error: MSG_ANUNCIO.emailsObrigatorios })
    .min(1, MSG_ANUNCIO.emailsObrigatorios)
    .max(MAX_EMAILS_ANUNCIO, MSG_ANUNCIO.emailsMaximo(MAX_EMAILS_ANUNCIO))
    .superRefine((lista, ctx) => {
      const vistos = new Set<string>();
      lista.forEach((e, i) => {
        if (!isValidEmail(e) || e.length > 120)
          ctx.addIssue({ code: 'custom', path: [i], message: `${MSG_ANUNCIO.emailInvalido}: ${e}` });
        else if (vistos.has(e.toLowerCase()))
          ctx.addIssue({ code: 'custom', path: [i], message: `${MSG_ANUNCIO.emailsRepetido}: ${e}` });
        vistos.add(e.toLowerCase());
      });
    }),
});
export type EmailAnuncio = z.infer<typeof emailAnuncioSchema>;

/**
 * Send-to-friend (spec 1 §5 Sharing, spec 3 §5): nome max 100, email valid max 50, nomeAmigo and
 * emailAmigo required and valid, captcha confirmed. The captcha field keeps the spec's name `recaptcha`;
 * it carries the ALTCHA solution (or a reCAPTCHA token where keys are configured).
 */
export const ROTULOS_ENVIO_AMIGO = {
  nome: 'Seu nome',
  email: 'Seu e-mail',
  nomeAmigo: 'Nome do amigo',
  emailAmigo: 'E-mail do amigo',
} as const;
const R = ROTULOS_ENVIO_AMIGO;

export const enviarAmigoSchema = z.object({
  nome: texto(R.nome, 100),
  email: email(R.email, 50),
  nomeAmigo: texto(R.nomeAmigo, 100),
  emailAmigo: email(R.emailAmigo, 120),
  recaptcha: z
    .string({ error: MSG.captchaObrigatorio })
    .min(1, MSG.captchaObrigatorio)
    .max(20_000, MSG.captchaObrigatorio),
});
export type EnviarAmigo = z.infer<typeof enviarAmigoSchema>;
