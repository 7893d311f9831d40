import { type ResourceDef, resourceByName } from '@ipe/domain';
import {
  detalheDoLog,
  filtrosDoLog,
  listarLog,
} from '@ipe/domain/resources/utilitario/organizacao/contratosLog';
import {
  LOG_ACCESS,
  type LogLinha,
  parametrosSistema,
} from '@ipe/domain/resources/utilitario/organizacao/index';
import { and, asc, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { auditoria } from '../../../db/schema/index.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { type OpcoesRota, rota } from '../../../platform/http/rota.ts';
import { pagina } from '../../../platform/http/pagina.ts';

const tags = ['utilitario'];

/** Audited entities that are not resources of the registry. */
const OUTRAS: Record<string, { label: string; def?: ResourceDef }> = {
  'parametros-sistema': { label: parametrosSistema.label, def: parametrosSistema },
  'campos-extras': { label: 'Campos extras' },
  'campos-candidato': { label: 'Campos obrigatórios do candidato' },
};
/** Labels of audited data kept outside the declared fields (CrudHooks.auditExtra). */
const ROTULOS_EXTRAS: Record<string, Record<string, string>> = {
  usuarios: { empresas: 'Empresas e perfis', trocarSenha: 'Trocar a senha no próximo login' },
};
const defOf = (entidade: string) => resourceByName.get(entidade) ?? OUTRAS[entidade]?.def;
const entidadeLabel = (entidade: string) =>
  resourceByName.get(entidade)?.labelPlural ?? OUTRAS[entidade]?.label ?? entidade;

const linha = {
  id: auditoria.id,
  data: auditoria.data,
  usuarioId: auditoria.usuarioId,
  usuarioNome: auditoria.usuarioNome,
  entidade: auditoria.entidade,
  entidadeId: auditoria.entidadeId,
  acao: auditoria.acao,
  descricao: auditoria.descricao,
};
type Row = { [K in keyof typeof linha]: unknown } & { data: Date; entidade: string };
const toLinha = (r: Row): LogLinha =>
  ({ ...r, data: r.data.toISOString(), entidadeLabel: entidadeLabel(r.entidade) }) as LogLinha;

/** The audit log of the session's company (spec 3 §2 'Utilities': /utilitario/log), read-only. */
export function registerLog(app: FastifyInstance, db: Db) {
  const opcoes: OpcoesRota = { config: { access: LOG_ACCESS }, schema: { tags } };

  rota(app, listarLog, opcoes, async (req) => {
    const q = req.query;
    const where: SQL | undefined = and(
      eq(auditoria.empresaId, sessionOf(req).empresaId),
      // A date against a timestamp is midnight in the session's zone, the server's (db/client.ts, fuso.ts).
      q.dataIni ? gte(auditoria.data, sql`${q.dataIni}::date`) : undefined,
      q.dataFim ? lt(auditoria.data, sql`${q.dataFim}::date + 1`) : undefined,
      q.entidade ? eq(auditoria.entidade, q.entidade) : undefined,
      q.usuarioId ? eq(auditoria.usuarioId, q.usuarioId) : undefined,
    );
    const [rows, [{ n }]] = await Promise.all([
      db
        .select(linha)
        .from(auditoria)
        .where(where)
        .orderBy(desc(auditoria.data), desc(auditoria.id))
        .limit(q.size)
        .offset(q.page * q.size),
      db.select({ n: count() }).from(auditoria).where(where),
    ]);
    return pagina((rows as Row[]).map(toLinha), n, q.page, q.size);
  });

  // Options of the filters: the entities and users that appear in the company's log.
  rota(app, filtrosDoLog, opcoes, async (req) => {
    const empresaId = sessionOf(req).empresaId;
    const [entidades, usuarios] = await Promise.all([
      db
        .selectDistinct({ entidade: auditoria.entidade })
        .from(auditoria)
        .where(eq(auditoria.empresaId, empresaId)),
      db
        .selectDistinct({ id: auditoria.usuarioId, nome: auditoria.usuarioNome })
        .from(auditoria)
        .where(and(eq(auditoria.empresaId, empresaId), sql`${auditoria.usuarioId} is not null`))
        .orderBy(asc(auditoria.usuarioNome)),
    ]);
    const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, 'pt-BR');
    return {
      entidades: entidades
        .map((e) => ({ value: e.entidade, label: entidadeLabel(e.entidade) }))
        .sort(byLabel),
      // A user renamed later appears once, with the latest name seen.
      usuarios: [...new Map(usuarios.map((u) => [u.id as number, u.nome ?? `#${u.id}`])).entries()]
        .map(([value, label]) => ({ value, label }))
        .sort(byLabel),
    };
  });

  rota(app, detalheDoLog, opcoes, async (req) => {
    const [row] = await db
      .select({ ...linha, antes: auditoria.antes, depois: auditoria.depois })
      .from(auditoria)
      .where(and(eq(auditoria.id, req.params.id), eq(auditoria.empresaId, sessionOf(req).empresaId)));
    if (!row) throw notFound();
    const def = defOf(row.entidade);
    const labels = {
      ...Object.fromEntries((def?.fields ?? []).map((f) => [f.name, f.label])),
      ...ROTULOS_EXTRAS[row.entidade],
    };
    return {
      ...toLinha(row as Row),
      antes: row.antes as Record<string, unknown> | null,
      depois: row.depois as Record<string, unknown> | null,
      labels,
    };
  });
}
