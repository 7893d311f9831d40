/**
 * The notice that a user's access is about to expire (usuario.dataExpiracao): one e-mail to the
 * installation's administrator (user 1) per user and expiry date, from 7 days before the date. An hourly
 * scheduled job (platform/jobs) runs `avisarExpiracoes`; a user's notice is claimed by the UPDATE that records it (`expiracaoAvisada`), in the transaction that
 * queues the e-mail, so two nodes or two runs never send it twice, and a new date gets a new notice.
 */
import { formatCpf, formatDate } from '@ipe/domain';
import { and, asc, eq, gte, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { empresa, usuario, usuarioEmpresa } from '../../../db/schema/index.ts';
import { diaDeHoje, SUPER_USER_ID } from '../../../platform/auth/sessions.ts';
import { defineJob } from '../../../platform/jobs/index.ts';
import { enfileirarEmail, escaparHtml, layoutEmail } from '../../../platform/mail/index.ts';

/** Days before the expiry date from which the administrator is told. */
export const DIAS_AVISO_EXPIRACAO = 7;

const somarDias = (dia: string, n: number) =>
  new Date(Date.parse(`${dia}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Queues the notices due today; answers how many were queued (0 when user 1 has no e-mail). */
export async function avisarExpiracoes(db: Db, hoje = diaDeHoje()): Promise<number> {
  const [admin] = await db
    .select({ email: usuario.email })
    .from(usuario)
    .where(eq(usuario.id, SUPER_USER_ID));
  if (!admin?.email) return 0;
  const para = admin.email;
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const avisados = await tx
      .update(usuario)
      .set({ expiracaoAvisada: sql`${usuario.dataExpiracao}` })
      .where(
        and(
          ne(usuario.id, SUPER_USER_ID),
          eq(usuario.ativo, true),
          isNotNull(usuario.dataExpiracao),
          gte(usuario.dataExpiracao, hoje),
          lte(usuario.dataExpiracao, somarDias(hoje, DIAS_AVISO_EXPIRACAO)),
          or(sql`${usuario.expiracaoAvisada} is null`, ne(usuario.expiracaoAvisada, usuario.dataExpiracao)),
        ),
      )
      .returning({
        id: usuario.id,
        nome: usuario.nome,
        cpf: usuario.cpf,
        dataExpiracao: usuario.dataExpiracao,
      });
    for (const u of avisados) {
      // The mail belongs to the user's first company (the outbox lists mail per company).
      const [e] = await tx
        .select({
          id: empresa.id,
          nome: empresa.nome,
          corPrincipal: empresa.corPrincipal,
          corSecundaria: empresa.corSecundaria,
        })
        .from(empresa)
        .leftJoin(
          usuarioEmpresa,
          and(eq(usuarioEmpresa.empresaId, empresa.id), eq(usuarioEmpresa.usuarioId, u.id)),
        )
        .orderBy(sql`${usuarioEmpresa.usuarioId} is null`, asc(empresa.id))
        .limit(1);
      if (!e) continue;
      const data = formatDate(u.dataExpiracao);
      const titulo = `O acesso de ${u.nome} expira em ${data}`;
      const { html, texto } = layoutEmail({
        empresa: e,
        titulo,
        corpoHtml: `<p>O acesso do usuário <b>${escaparHtml(u.nome)}</b> (CPF ${formatCpf(u.cpf)}) ao Ipê RH é válido até <b>${data}</b>; depois dessa data o login será recusado.</p>
<p>Para prorrogar, altere o campo 'Acesso válido até' do usuário em Utilitários › Segurança › Usuários.</p>`,
      });
      await enfileirarEmail(tx, {
        empresaId: e.id,
        para: [para],
        assunto: titulo,
        html,
        texto,
        origem: 'usuario-expiracao',
      });
    }
    return avisados.length;
  });
}

/** The job: every hour (a minute after the first start-up); wakes the mail sender when it queued. */
export const jobAvisoExpiracao = (db: Db, aoEnfileirar: () => void) =>
  defineJob({
    nome: 'aviso-expiracao-usuarios',
    descricao: `Avisa o administrador (usuário 1) por e-mail dos acessos de usuários que expiram em até ${DIAS_AVISO_EXPIRACAO} dias`,
    intervalo: 60 * 60_000,
    primeiraExecucao: 60_000,
    executar: async () => {
      const n = await avisarExpiracoes(db);
      if (!n) return;
      aoEnfileirar();
      return `${n} aviso(s) de expiração de acesso enfileirado(s)`;
    },
  });
