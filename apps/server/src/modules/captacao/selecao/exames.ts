import { type ExameInput, exameSchema, mascararCpf } from '@ipe/domain/resources/captacao/selecao/index';
import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  type filtrosExames,
  MSG_EXAME_CANDIDATO,
  MSG_EXAME_EXISTENTE,
} from '@ipe/domain/resources/captacao/selecao/contratos';
import type { Db } from '../../../db/client.ts';
import { usuario } from '../../../db/schema/index.ts';
import { candidato } from '../schema.ts';
import { examePalografico } from './schema.ts';
import { auditar } from '../../../platform/audit.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { collated } from '../../../platform/crud/query.ts';
import { fieldErrors, notFound, zodEntries } from '../../../platform/http/errors.ts';
import { candidatoDaEmpresa, idDoCaminho, ler } from './consultas.ts';
import { pagina } from '../../../platform/http/pagina.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const e = examePalografico;

const colunas = {
  id: candidato.id,
  nome: candidato.nome,
  cpf: candidato.cpf,
  ocrTexto: e.ocrTexto,
  examePalografico: e.examePalografico,
  resultadoExamePalografico: e.resultadoExamePalografico,
  updatedAt: e.updatedAt,
  usuarioNome: usuario.nome,
};
type Linha = { updatedAt: Date | null } & Record<string, unknown>;
const registro = <T extends Linha>(l: T) => ({ ...l, updatedAt: iso(l.updatedAt) });

/** GET /candidatos/{id}/exames-palografico: the candidate's exam (empty fields when none yet). */
export async function exameDoCandidato(db: Db, empresaId: number, rawId: unknown) {
  const c = await candidatoDaEmpresa(db, empresaId, idDoCaminho(rawId));
  const [l] = await db
    .select(colunas)
    .from(candidato)
    .leftJoin(e, eq(e.candidatoId, candidato.id))
    .leftJoin(usuario, eq(usuario.id, e.usuarioId))
    .where(eq(candidato.id, c.id));
  return registro(l);
}

/**
 * PATCH /candidatos/{id}/exames-palografico: changes the fields present in the body (a missing key keeps
 * its value, an empty one clears it); creates the record on the first call.
 */
export async function alterarExame(tx: Db, session: Session, rawId: unknown, body: unknown) {
  const c = await candidatoDaEmpresa(tx, session.empresaId, idDoCaminho(rawId), true);
  const dados = ler(exameSchema.partial(), body) as ExameInput;
  const presentes = Object.fromEntries(
    (['ocrTexto', 'examePalografico', 'resultadoExamePalografico'] as const)
      .filter((k) => body && typeof body === 'object' && k in body)
      .map((k) => [k, dados[k] ?? null]),
  );
  const [antes] = await tx.select().from(e).where(eq(e.candidatoId, c.id));
  const valores = { ...presentes, usuarioId: session.usuarioId, updatedAt: new Date() };
  const [depois] = antes
    ? await tx.update(e).set(valores).where(eq(e.candidatoId, c.id)).returning()
    : await tx
        .insert(e)
        .values({ candidatoId: c.id, empresaId: session.empresaId, ...valores })
        .returning();
  await auditar(tx, session, {
    entidade: 'exames-palografico',
    entidadeId: c.id,
    acao: antes ? 'ALTERAR' : 'INSERIR',
    descricao: c.nome,
    antes: antes ?? null,
    depois,
  });
  return exameDoCandidato(tx, session.empresaId, c.id);
}

/** GET /exames-palografico: the company's exam records by candidate name, paged. */
export async function listarExames(db: Db, empresaId: number, f: z.output<typeof filtrosExames>) {
  const q = f.q?.trim();
  const digitos = q?.replace(/\D/g, '') ?? '';
  const like = q ? `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : '';
  const where: SQL | undefined = and(
    eq(e.empresaId, empresaId),
    q
      ? or(
          sql`ipe_unaccent(${candidato.nome}) ILIKE ipe_unaccent(${like})`,
          digitos.length >= 3 ? sql`${candidato.cpf} LIKE ${`${digitos}%`}` : undefined,
        )
      : undefined,
  );
  const [linhas, [{ n }]] = await Promise.all([
    db
      .select(colunas)
      .from(e)
      .innerJoin(candidato, eq(candidato.id, e.candidatoId))
      .leftJoin(usuario, eq(usuario.id, e.usuarioId))
      .where(where)
      .orderBy(asc(collated(candidato.nome)), asc(candidato.id))
      .limit(f.size)
      .offset(f.page * f.size),
    db.select({ n: count() }).from(e).innerJoin(candidato, eq(candidato.id, e.candidatoId)).where(where),
  ]);
  // A list: the CPF masked (issue 24 §3); the exam's own record (exameDoCandidato) keeps it whole.
  return pagina(
    linhas.map((l) => registro({ ...l, cpf: mascararCpf(l.cpf) })),
    n,
    f.page,
    f.size,
  );
}

/** GET /exames-palografico/{id}: the candidate's registered exam (404 without one). */
export async function exameRegistrado(db: Db, empresaId: number, rawId: unknown) {
  const c = await candidatoDaEmpresa(db, empresaId, idDoCaminho(rawId));
  const [tem] = await db.select({ id: e.candidatoId }).from(e).where(eq(e.candidatoId, c.id));
  if (!tem) throw notFound();
  return exameDoCandidato(db, empresaId, c.id);
}

/**
 * POST /exames-palografico: registers the exam of the candidate in the body (one per candidate: a second
 * is refused with a field message). PUT /{id} changes every field of a registered one. Both write
 * through alterarExame (same audit).
 */
export async function criarExame(tx: Db, session: Session, body: unknown) {
  const b = (body ?? {}) as Record<string, unknown>;
  const dados = exameSchema.safeParse(b);
  const entries = dados.success ? [] : zodEntries(dados.error.issues);
  const candidatoId = Number(b.candidatoId);
  if (!Number.isInteger(candidatoId) || candidatoId <= 0)
    entries.unshift({ field: 'candidatoId', message: MSG_EXAME_CANDIDATO });
  if (entries.length) throw fieldErrors(entries);
  const c = await candidatoDaEmpresa(tx, session.empresaId, candidatoId, true);
  const [tem] = await tx.select({ id: e.candidatoId }).from(e).where(eq(e.candidatoId, c.id));
  if (tem) throw fieldErrors([{ field: 'candidatoId', message: MSG_EXAME_EXISTENTE }]);
  return alterarExame(tx, session, c.id, completo(b));
}

export async function substituirExame(tx: Db, session: Session, rawId: unknown, body: unknown) {
  await exameRegistrado(tx, session.empresaId, rawId);
  return alterarExame(tx, session, rawId, completo((body ?? {}) as Record<string, unknown>));
}

/** Every field of the exam, a missing one as empty (PUT replaces the whole record). */
const completo = (b: Record<string, unknown>) => ({
  ocrTexto: b.ocrTexto ?? null,
  examePalografico: b.examePalografico ?? null,
  resultadoExamePalografico: b.resultadoExamePalografico ?? null,
});

/** DELETE /exames-palografico/{id}: removes the candidate's exam (404 without one), audited. */
export async function removerExame(tx: Db, session: Session, rawId: unknown) {
  const c = await candidatoDaEmpresa(tx, session.empresaId, idDoCaminho(rawId), true);
  const [antes] = await tx.delete(e).where(eq(e.candidatoId, c.id)).returning();
  if (!antes) throw notFound();
  await auditar(tx, session, {
    entidade: 'exames-palografico',
    entidadeId: c.id,
    acao: 'REMOVER',
    descricao: c.nome,
    antes,
  });
}
