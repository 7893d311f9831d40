import { type ExameInput, exameSchema } from '@ipe/domain/resources/captacao/selecao/index';
import { and, asc, count, eq, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { filtrosExames } from '@ipe/domain/resources/captacao/selecao/contratos';
import type { Db } from '../../../db/client.ts';
import { usuario } from '../../../db/schema/index.ts';
import { candidato } from '../schema.ts';
import { examePalografico } from './schema.ts';
import { auditar } from '../../../platform/audit.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { collated } from '../../../platform/crud/query.ts';
import { candidatoDaEmpresa, idDoCaminho, ler } from './consultas.ts';

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
  return {
    content: linhas.map(registro),
    totalElements: n,
    totalPages: Math.ceil(n / f.size),
    number: f.page,
    size: f.size,
  };
}
