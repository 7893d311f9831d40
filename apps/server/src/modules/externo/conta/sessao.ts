import {
  empresaPublica as empresaPublicaContrato,
  loginCandidato,
  logoEmpresaPublica,
  logoutCandidato,
  userInfoCandidato,
} from '@ipe/domain/resources/externo/conta/contratos';
import {
  CANDIDATO_COOKIE,
  MSG_CONTA,
  type UserInfoCandidato,
} from '@ipe/domain/resources/externo/conta/index';
import { onlyDigits } from '@ipe/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { empresa } from '../../../db/schema/index.ts';
import { candidato } from '../../captacao/schema.ts';
import { guardarLogin } from '../../../platform/auth/login-limiter.ts';
import { verifyPassword } from '../../../platform/auth/password.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';
import { lerFormulario } from '../../captacao/index.ts';
import {
  candidatoDe,
  candidatoOf,
  createCandidatoSession,
  deleteCandidatoSession,
} from './sessoesCandidato.ts';

const TAGS = ['externo'];

/** Public branding of a company for the candidate area (login page before any session). */
export const logoUrlDe = (empresaId: number, temLogo: boolean) =>
  temLogo ? `/api/externo/empresas/${empresaId}/logo` : null;

const empresaPublica = {
  id: empresa.id,
  nome: empresa.nome,
  corPrincipal: empresa.corPrincipal,
  corSecundaria: empresa.corSecundaria,
  temLogo: sql<boolean>`${empresa.logo} is not null`,
};

function setCandidatoCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(CANDIDATO_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
  });
}

/**
 * The candidate session (spec 1 §4, §7 'Session' External): login (form-encoded, rate-limited like the
 * internal one), userinfo and logout, plus the company's public branding the login page shows.
 */
export async function registerSessaoCandidato(app: FastifyInstance, db: Db, config: Config) {
  rota(app, loginCandidato, { config: { access: 'public' }, schema: { tags: TAGS } }, async (req, reply) => {
    const { cpf, senha, empresaId, captcha } = req.body;
    // Own scope: a candidate's failures never lock the internal login of the same CPF.
    const guarda = await guardarLogin(db, config, {
      escopo: 'externo',
      ip: req.ip,
      cpf: onlyDigits(cpf),
      captcha,
    });
    const [c] = await db
      .select({ id: candidato.id, senha: candidato.senha })
      .from(candidato)
      .where(and(eq(candidato.cpf, onlyDigits(cpf)), eq(candidato.empresaId, empresaId)))
      .limit(1);
    const ok = await verifyPassword(senha, c?.senha ?? null);
    if (!c || !ok) throw guarda.recusa(MSG_CONTA.loginInvalido);
    await guarda.succeed();
    const { token } = await createCandidatoSession(db, c.id, empresaId, config.sessionTimeoutMin);
    setCandidatoCookie(reply, config, token);
    return { ok: true, candidatoId: c.id, solicitacaoId: req.query.solicitacaoId ?? null };
  });

  rota(
    app,
    userInfoCandidato,
    { config: { access: 'candidato' }, schema: { tags: TAGS } },
    async (req): Promise<UserInfoCandidato> => {
      const s = candidatoOf(req);
      const [[c], [e], formulario] = await Promise.all([
        db
          .select({ aceito: candidato.aceitoPoliticaSeguranca, versao: candidato.versaoPolitica })
          .from(candidato)
          .where(eq(candidato.id, s.candidatoId)),
        db.select(empresaPublica).from(empresa).where(eq(empresa.id, s.empresaId)),
        lerFormulario(db, s.empresaId),
      ]);
      // Accepted means the current version: a changed policy text asks again.
      const aceito = c.aceito && (!formulario.versaoPolitica || c.versao === formulario.versaoPolitica);
      // A company that requires acceptance but wrote no policy has nothing to be accepted.
      const exige = formulario.exigirAceitePsi && !!formulario.versaoPolitica;
      const precisa = exige && !aceito;
      return {
        candidato: { id: s.candidatoId, nome: s.nome },
        empresa: {
          id: e.id,
          nome: e.nome,
          corPrincipal: e.corPrincipal,
          corSecundaria: e.corSecundaria,
          logoUrl: logoUrlDe(e.id, e.temLogo),
        },
        aceitoPoliticaSeguranca: aceito,
        exigirAceitePsi: exige,
        politicaSeguranca: precisa ? formulario.politicaSeguranca : null,
        horaExpiracao: s.expiraEm.toISOString(),
      };
    },
  );

  rota(app, logoutCandidato, { config: { access: 'public' }, schema: { tags: TAGS } }, async (req, reply) => {
    const s = candidatoDe(req);
    if (s) await deleteCandidatoSession(db, s.tokenHash);
    reply.clearCookie(CANDIDATO_COOKIE, { path: '/' });
    return { ok: true };
  });

  rota(app, empresaPublicaContrato, { config: { access: 'public' }, schema: { tags: TAGS } }, async (req) => {
    const [e] = await db.select(empresaPublica).from(empresa).where(eq(empresa.id, req.params.id));
    if (!e) throw notFound();
    const { temLogo, ...resto } = e;
    return { ...resto, logoUrl: logoUrlDe(e.id, temLogo) };
  });

  rota(
    app,
    logoEmpresaPublica,
    { config: { access: 'public' }, schema: { tags: TAGS } },
    async (req, reply) => {
      const [e] = await db
        .select({ logo: empresa.logo, tipo: empresa.logoContentType })
        .from(empresa)
        .where(eq(empresa.id, req.params.id));
      if (!e?.logo) throw notFound();
      reply.header('cache-control', 'private, max-age=300');
      reply.type(e.tipo ?? 'application/octet-stream');
      return Buffer.from(e.logo as Uint8Array);
    },
  );
}
