import {
  type Entrada,
  MSG_SOLICITACAO as M,
  regrasPorParametro,
  SITUACAO_LABEL,
  situacaoDe,
  type StatusLiberacao,
  somarDias,
} from '@ipe/domain/resources/captacao/solicitacoes/index';
import { and, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { areaOrganizacional, cargo } from '../../cargoSalario/areas/schema.ts';
import { colaborador } from '../../cargoSalario/colaboradores/schema.ts';
import { escopoDeArea } from '../../cargoSalario/index.ts';
import { faixaSalarial } from '../../cargoSalario/faixas/schema.ts';
import { cidade } from '../../geral/schema.ts';
import { ambiente, funcao } from '../../sst/schema.ts';
import { estabelecimento } from '../../utilitario/schema.ts';
import { motivoSolicitacao } from '../cadastros/schema.ts';
import { modeloAvaliacaoCandidato } from '../schema.ts';
import { escopoDaSolicitacao } from './escopo.ts';
import { solicitacao, solicitacaoHistoricoStatus } from './schema.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { badRequest, fieldErrors, notFound } from '../../../platform/http/errors.ts';
import { configuracaoDa } from '../../utilitario/index.ts';

/** Company-owned registers a requisition points at: field → table and its company column. */
const DA_EMPRESA: { field: string; table: PgTable; id: PgColumn; empresaId: PgColumn }[] = [
  {
    field: 'estabelecimentoId',
    table: estabelecimento,
    id: estabelecimento.id,
    empresaId: estabelecimento.empresaId,
  },
  {
    field: 'areaOrganizacionalId',
    table: areaOrganizacional,
    id: areaOrganizacional.id,
    empresaId: areaOrganizacional.empresaId,
  },
  {
    field: 'motivoSolicitacaoId',
    table: motivoSolicitacao,
    id: motivoSolicitacao.id,
    empresaId: motivoSolicitacao.empresaId,
  },
  { field: 'ambienteId', table: ambiente, id: ambiente.id, empresaId: ambiente.empresaId },
  { field: 'funcaoId', table: funcao, id: funcao.id, empresaId: funcao.empresaId },
];

/** Ids of `ids` that exist in the company (one query). */
async function daEmpresa(
  tx: Db,
  t: { table: PgTable; id: PgColumn; empresaId: PgColumn },
  empresaId: number,
  ids: number[],
) {
  if (!ids.length) return new Set<number>();
  const rows = (await tx
    .select({ id: t.id })
    .from(t.table)
    .where(and(inArray(t.id, ids), eq(t.empresaId, empresaId)))) as { id: number }[];
  return new Set(rows.map((r) => r.id));
}

/** Checks every referenced row belongs to the session's company; answers the band's cargo. */
async function conferirReferencias(tx: Db, empresaId: number, data: Record<string, unknown>) {
  const entries: Entrada[] = [];
  for (const r of DA_EMPRESA) {
    const v = data[r.field];
    if (typeof v === 'number' && !(await daEmpresa(tx, r, empresaId, [v])).has(v))
      entries.push({ field: r.field, message: M.naoPertenceEmpresa });
  }
  const [faixa] = await tx
    .select({ cargoId: faixaSalarial.cargoId })
    .from(faixaSalarial)
    .innerJoin(cargo, eq(cargo.id, faixaSalarial.cargoId))
    .where(and(eq(faixaSalarial.id, data.faixaSalarialId as number), eq(cargo.empresaId, empresaId)));
  if (!faixa) entries.push({ field: 'faixaSalarialId', message: M.naoPertenceEmpresa });
  else if (faixa.cargoId !== data.cargoId)
    entries.push({ field: 'faixaSalarialId', message: M.faixaDeOutroCargo });

  const modelos = (data.avaliacoesIds ?? []) as number[];
  const okModelos = await daEmpresa(
    tx,
    {
      table: modeloAvaliacaoCandidato,
      id: modeloAvaliacaoCandidato.id,
      empresaId: modeloAvaliacaoCandidato.empresaId,
    },
    empresaId,
    modelos,
  );
  if (modelos.some((m) => !okModelos.has(m)))
    entries.push({ field: 'avaliacoesIds', message: M.naoPertenceEmpresa });

  const subs = (data.colaboradoresSubstituidos ?? []) as { colaboradorId: number | null }[];
  const ids = subs.map((s) => s.colaboradorId).filter((x): x is number => x != null);
  const okSubs = await daEmpresa(
    tx,
    { table: colaborador, id: colaborador.id, empresaId: colaborador.empresaId },
    empresaId,
    ids,
  );
  subs.forEach((s, i) => {
    if (s.colaboradorId != null && !okSubs.has(s.colaboradorId))
      entries.push({ field: `colaboradoresSubstituidos.${i}.colaboradorId`, message: M.naoPertenceEmpresa });
  });

  if (typeof data.cidadeId === 'number') {
    const [c] = await tx
      .select({ estadoId: cidade.estadoId })
      .from(cidade)
      .where(eq(cidade.id, data.cidadeId));
    if (c && typeof data.ufId === 'number' && c.estadoId !== data.ufId)
      entries.push({ field: 'cidadeId', message: M.cidadeForaDaUf });
    if (c && data.ufId == null) data.ufId = c.estadoId;
  }
  if (entries.length) throw fieldErrors(entries);
  return faixa.cargoId;
}

/** The stored state of a requisition of the company, or null. */
export async function estadoAtual(tx: Db, empresaId: number, id: number, escopo?: SQL) {
  const [row] = await tx
    .select({
      status: solicitacao.status,
      suspensa: solicitacao.suspensa,
      encerrada: solicitacao.encerrada,
      cancelada: solicitacao.cancelada,
      data: solicitacao.data,
    })
    .from(solicitacao)
    .where(and(eq(solicitacao.id, id), eq(solicitacao.empresaId, empresaId), escopo));
  return row ? { ...row, status: row.status as StatusLiberacao } : null;
}

const DATA = /^\d{4}-\d{2}-\d{2}$/;
const dataDoFiltro = (v: string | undefined, nome: string) => {
  if (!v) return null;
  if (!DATA.test(v)) throw badRequest(`Filtro ${nome} inválido.`);
  return v;
};
const inteiroDoFiltro = (v: string | undefined, nome: string) => {
  if (!v) return null;
  const n = Number(v);
  if (!Number.isInteger(n) || n <= 0) throw badRequest(`Filtro ${nome} inválido.`);
  return n;
};

/**
 * The search filter of spec 1 §3 (codigo, dataIni/dataFim, descricao, status T/A/S/E/C, the spec's own
 * names areaOrganizacionaId and motivoId, dataEncerramentoIni/Fim, visualizar) as SQL conditions.
 */
export function filtroSolicitacoes(
  query: Record<string, string | undefined>,
  usuarioId: number,
): SQL | undefined {
  const c: (SQL | undefined)[] = [];
  const codigo = inteiroDoFiltro(query.codigo, 'código');
  if (codigo) c.push(eq(solicitacao.id, codigo));
  const ini = dataDoFiltro(query.dataIni, 'período');
  const fim = dataDoFiltro(query.dataFim, 'período');
  if (ini) c.push(gte(solicitacao.data, ini));
  if (fim) c.push(lte(solicitacao.data, fim));
  const eIni = dataDoFiltro(query.dataEncerramentoIni, 'período de encerramento');
  const eFim = dataDoFiltro(query.dataEncerramentoFim, 'período de encerramento');
  if (eIni) c.push(gte(solicitacao.dataEncerramento, eIni));
  if (eFim) c.push(lte(solicitacao.dataEncerramento, eFim));
  const descricao = query.descricao?.trim();
  if (descricao)
    c.push(
      sql`ipe_unaccent(${solicitacao.descricao}) ILIKE ipe_unaccent(${`%${descricao.replace(/[\\%_]/g, (x) => `\\${x}`)}%`})`,
    );
  const area = inteiroDoFiltro(query.areaOrganizacionaId, 'área organizacional');
  if (area) c.push(eq(solicitacao.areaOrganizacionalId, area));
  const motivo = inteiroDoFiltro(query.motivoId, 'motivo');
  if (motivo) c.push(eq(solicitacao.motivoSolicitacaoId, motivo));
  switch (query.status ?? 'T') {
    case 'T':
    case '':
      break;
    case 'A':
      c.push(
        // Open and not suspended: awaiting release or released (a rejected one shows under T only).
        and(
          eq(solicitacao.encerrada, false),
          eq(solicitacao.cancelada, false),
          eq(solicitacao.suspensa, false),
          ne(solicitacao.status, 'R'),
        ),
      );
      break;
    case 'S':
      c.push(
        and(
          eq(solicitacao.encerrada, false),
          eq(solicitacao.cancelada, false),
          eq(solicitacao.suspensa, true),
        ),
      );
      break;
    case 'E':
      c.push(and(eq(solicitacao.encerrada, true), eq(solicitacao.cancelada, false)));
      break;
    case 'C':
      c.push(eq(solicitacao.cancelada, true));
      break;
    default:
      throw badRequest('Filtro status inválido.');
  }
  // visualizar: T (default) every requisition, M only the ones the user requested.
  if (query.visualizar === 'M') c.push(eq(solicitacao.solicitanteId, usuarioId));
  return c.length ? and(...c) : undefined;
}

/**
 * Hooks of the generic routes: the company-parameter rules (validate), the company's references, the
 * band's cargo, the requester on create, no edits to closed or cancelled requisitions, the first
 * history row, and the search filter.
 */
export const solicitacaoHooks: CrudHooks = {
  async validate(body, { db, session }) {
    const { parametros } = await configuracaoDa(db, session.empresaId);
    return regrasPorParametro((body ?? {}) as Record<string, unknown>, parametros);
  },
  async beforeSave({ db: tx, session, id, data }) {
    if (id !== null) {
      const escopo = escopoDaSolicitacao(session);
      const atual = await estadoAtual(tx, session.empresaId, id, escopo);
      // Another area's requisition does not exist for an area manager (before any rule's answer).
      if (!atual && escopo) throw notFound();
      const s = atual && situacaoDe(atual);
      if (s === 'E' || s === 'C') throw badRequest(M.encerradaNaoAltera(SITUACAO_LABEL[s]));
    }
    data.colaboradoresSubstituidos = (
      (data.colaboradoresSubstituidos ?? []) as { colaboradorId: unknown }[]
    ).filter((r) => r.colaboradorId != null);
    data.cargoId = await conferirReferencias(tx, session.empresaId, data);
    // An area manager (area-scoped session) requests only for the areas it manages.
    const naArea = escopoDeArea(session, areaOrganizacional.id);
    if (naArea) {
      const [ok] = await tx
        .select({ id: areaOrganizacional.id })
        .from(areaOrganizacional)
        .where(and(eq(areaOrganizacional.id, data.areaOrganizacionalId as number), naArea));
      if (!ok) throw fieldErrors([{ field: 'areaOrganizacionalId', message: M.areaForaDoEscopo }]);
    }
    if (
      !data.dataPrevisaoEncerramento &&
      typeof data.qtdDiasPrevisao === 'number' &&
      data.qtdDiasPrevisao > 0
    )
      data.dataPrevisaoEncerramento = somarDias(data.data as string, data.qtdDiasPrevisao);
    if (id === null) {
      data.solicitanteId = session.usuarioId;
      data.dataStatus = data.data;
    }
  },
  async afterSave({ db: tx, session, id }) {
    // The first save writes the 'created' row of the history (later saves find it).
    const [h] = await tx
      .select({ id: solicitacaoHistoricoStatus.id })
      .from(solicitacaoHistoricoStatus)
      .where(eq(solicitacaoHistoricoStatus.solicitacaoId, id))
      .limit(1);
    if (!h)
      await tx.insert(solicitacaoHistoricoStatus).values({
        empresaId: session.empresaId,
        solicitacaoId: id,
        acao: 'cria',
        de: null,
        para: 'I',
        usuarioId: session.usuarioId,
      });
  },
  listWhere: ({ session, query }) => filtroSolicitacoes(query, session.usuarioId),
  // The area scope: list, search, export, get, update and delete of the generic routes.
  scope: ({ session }) => escopoDaSolicitacao(session),
};
