/**
 * Applying and cancelling a planning table, each in the caller's transaction and audited:
 * - apply writes one history row per record (talent, band or index), dated on the table's date and
 *   pointing back at the table (`tabela_reajuste_colaborador_id`), in one insert … select; for talents it
 *   also moves the talent's current establishment/area/band (kept on the talent for the lists); then the
 *   table is marked applied (`aprovada`) and locked;
 * - cancel (only the last applied table of its kind) deletes exactly the rows that point at the table and
 *   recomputes the talents' current position from their latest remaining row, so every history is as it
 *   was before the apply.
 * A history dated on or after the table's date would make the order of rows ambiguous (and its
 * cancellation inexact), so the apply is refused while one exists.
 */
import { formatDate } from '@ipe/domain';
import { MSG_REAJUSTE as M } from '@ipe/domain/resources/cargoSalario/reajustes/index';
import { hojeIso } from '@ipe/domain/salario';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { auditar } from '../../../platform/audit.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { badRequest, forbidden } from '../../../platform/http/errors.ts';
import { areasDaSessao } from '../colaboradores/escopo.ts';
import { linhas } from '../relatorios/talentosSql.ts';
import { type Tabela, tabelaDaSessao } from './tabela.ts';

const ENTIDADE = 'tabelas-reajustes-colaboradores';
const nomes = (rows: { nome: string }[], total: number) =>
  rows.map((r) => r.nome).join(', ') + (total > rows.length ? ` e mais ${total - rows.length}` : '');

/** Names of (up to 5 of) the rows matched by `q` (which selects `nome` and `total` = count(*) over ()). */
async function primeiros(tx: Db, q: ReturnType<typeof sql>) {
  const rows = await linhas<{ nome: string; total: number }>(tx, sql`${q} limit 5`);
  return rows.length ? nomes(rows, Number(rows[0].total)) : null;
}

/** A manager may apply or cancel a talents' table only when every record is of its areas. */
async function exigirEscopo(tx: Db, s: Session, t: Tabela) {
  const areas = areasDaSessao(s);
  if (!areas || t.tipoReajuste !== 'C') return;
  const [fora] = await linhas<{ n: number }>(
    tx,
    sql`select count(*)::int as n from reajuste_colaborador r where r.tabela_reajuste_colaborador_id = ${t.id}
          and (r.area_organizacional_atual_id not in ${areas} or r.area_organizacional_proposta_id not in ${areas})`,
  );
  if (Number(fora?.n)) throw forbidden(M.foraDoEscopo);
}

async function tabelaParaAplicar(tx: Db, s: Session, id: number, tipo: 'C' | 'F' | 'I') {
  const t = await tabelaDaSessao(tx, s, id, true);
  if (t.tipoReajuste !== tipo)
    throw badRequest(
      M.tabelaOutroTipo(tipo === 'C' ? 'talentos' : tipo === 'F' ? 'faixas salariais' : 'índices'),
    );
  if (t.aprovada) throw badRequest(M.tabelaAplicada, 'PLANEJAMENTO_APLICADO');
  await exigirEscopo(tx, s, t);
  return t;
}

async function marcarAplicada(tx: Db, s: Session, t: Tabela, n: number) {
  await tx.execute(sql`update tabela_reajuste_colaborador set aprovada = true, aplicada_em = now(),
      aplicada_por = ${s.usuarioId} where id = ${t.id}`);
  const message = M.aplicado(n);
  await auditar(tx, s, {
    entidade: ENTIDADE,
    entidadeId: t.id,
    acao: 'APLICAR',
    descricao: `${t.nome} (${formatDate(t.data)}): ${message}`,
    antes: { aprovada: false },
    depois: { aprovada: true, historicos: n },
  });
  return { message };
}

export async function aplicarColaboradores(tx: Db, s: Session, id: number) {
  const t = await tabelaParaAplicar(tx, s, id, 'C');
  if (t.data > hojeIso()) throw badRequest(M.dataFutura);
  const doPlano = sql`from reajuste_colaborador r join colaborador c on c.id = r.colaborador_id
    where r.tabela_reajuste_colaborador_id = ${t.id}`;
  const desligados = await primeiros(
    tx,
    sql`select c.nome, count(*) over () as total ${doPlano} and c.situacao in ('D', 'C', 'U') order by c.nome`,
  );
  if (desligados) throw badRequest(M.desligados(desligados));
  const posteriores = await primeiros(
    tx,
    sql`select c.nome, count(*) over () as total ${doPlano}
      and exists (select 1 from colaborador_historico h where h.colaborador_id = c.id and h.data >= ${t.data}::date)
      order by c.nome`,
  );
  if (posteriores) throw badRequest(M.historicoPosterior(posteriores));
  const [ins] = await linhas<{ n: number }>(
    tx,
    sql`with ins as (
      insert into colaborador_historico (colaborador_id, data, motivo, estabelecimento_id, area_organizacional_id,
        faixa_salarial_id, tipo_salario, indice_id, quantidade, valor, observacao, tabela_reajuste_colaborador_id)
      select r.colaborador_id, ${t.data}::date, ${t.dissidio ? 'D' : 'R'}, r.estabelecimento_proposto_id,
             r.area_organizacional_proposta_id, r.faixa_salarial_proposta_id, r.tipo_salario_proposto,
             case when r.tipo_salario_proposto = '2' then r.indice_proposto_id end,
             case when r.tipo_salario_proposto = '2' then r.quantidade_indice_proposto end,
             case when r.tipo_salario_proposto = '3' then r.salario_proposto end,
             r.observacao, ${t.id}
        from reajuste_colaborador r where r.tabela_reajuste_colaborador_id = ${t.id}
      returning 1)
    select count(*)::int as n from ins`,
  );
  const n = Number(ins?.n ?? 0);
  if (!n) throw badRequest(M.semReajustes);
  // The talent's current position is its latest row: the one just written.
  await tx.execute(sql`update colaborador c set estabelecimento_id = r.estabelecimento_proposto_id,
      area_organizacional_id = r.area_organizacional_proposta_id, faixa_salarial_id = r.faixa_salarial_proposta_id,
      cargo_id = f.cargo_id
    from reajuste_colaborador r join faixa_salarial f on f.id = r.faixa_salarial_proposta_id
   where r.tabela_reajuste_colaborador_id = ${t.id} and c.id = r.colaborador_id`);
  return marcarAplicada(tx, s, t, n);
}

export async function aplicarFaixas(tx: Db, s: Session, id: number) {
  const t = await tabelaParaAplicar(tx, s, id, 'F');
  const posteriores = await primeiros(
    tx,
    sql`select f.nome, count(*) over () as total from reajuste_faixa_salarial r join faixa_salarial f on f.id = r.faixa_salarial_id
      where r.tabela_reajuste_colaborador_id = ${t.id}
        and exists (select 1 from faixa_salarial_historico h where h.faixa_salarial_id = f.id and h.data >= ${t.data}::date and h.status <> '3')
      order by f.nome`,
  );
  if (posteriores) throw badRequest(M.historicoPosterior(posteriores));
  const [ins] = await linhas<{ n: number }>(
    tx,
    sql`with ins as (
      insert into faixa_salarial_historico (faixa_salarial_id, data, tipo, indice_id, quantidade, valor, status,
        tabela_reajuste_colaborador_id)
      select r.faixa_salarial_id, ${t.data}::date, r.tipo_proposto,
             case when r.tipo_proposto = '2' then r.indice_proposto_id end,
             case when r.tipo_proposto = '2' then r.quantidade_proposta end,
             case when r.tipo_proposto = '3' then r.valor_proposto end, '2', ${t.id}
        from reajuste_faixa_salarial r where r.tabela_reajuste_colaborador_id = ${t.id}
      returning 1)
    select count(*)::int as n from ins`,
  );
  const n = Number(ins?.n ?? 0);
  if (!n) throw badRequest(M.semReajustes);
  return marcarAplicada(tx, s, t, n);
}

export async function aplicarIndices(tx: Db, s: Session, id: number) {
  const t = await tabelaParaAplicar(tx, s, id, 'I');
  const posteriores = await primeiros(
    tx,
    sql`select i.nome, count(*) over () as total from reajuste_indice r join indice i on i.id = r.indice_id
      where r.tabela_reajuste_colaborador_id = ${t.id}
        and exists (select 1 from indice_historico h where h.indice_id = i.id and h.data >= ${t.data}::date)
      order by i.nome`,
  );
  if (posteriores) throw badRequest(M.historicoPosterior(posteriores));
  const [ins] = await linhas<{ n: number }>(
    tx,
    sql`with ins as (
      insert into indice_historico (indice_id, data, valor, tabela_reajuste_colaborador_id)
      select r.indice_id, ${t.data}::date, r.valor_proposto, ${t.id}
        from reajuste_indice r where r.tabela_reajuste_colaborador_id = ${t.id} and r.valor_proposto is not null
      returning 1)
    select count(*)::int as n from ins`,
  );
  const n = Number(ins?.n ?? 0);
  if (!n) throw badRequest(M.semReajustes);
  return marcarAplicada(tx, s, t, n);
}

/** Cancels the last applied table of its kind: removes exactly its history rows. */
export async function cancelarReajuste(tx: Db, s: Session, id: number) {
  const t = await tabelaDaSessao(tx, s, id, true);
  if (!t.aprovada) throw badRequest(M.naoAplicada);
  await exigirEscopo(tx, s, t);
  const [posterior] = await linhas<{ id: number }>(
    tx,
    sql`select id from tabela_reajuste_colaborador
      where empresa_id = ${t.empresaId} and tipo_reajuste = ${t.tipoReajuste} and aprovada and id <> ${t.id}
        and (aplicada_em, id) > (${t.aplicadaEm?.toISOString() ?? null}::timestamptz, ${t.id}) limit 1`,
  );
  if (posterior) throw badRequest(M.naoEhUltimo);
  let n = 0;
  if (t.tipoReajuste === 'C') {
    const [del] = await linhas<{ n: number }>(
      tx,
      sql`with del as (delete from colaborador_historico where tabela_reajuste_colaborador_id = ${t.id} returning 1)
          select count(*)::int as n from del`,
    );
    n = Number(del?.n ?? 0);
    // Back to the latest remaining row of each talent of the table.
    await tx.execute(sql`update colaborador c set estabelecimento_id = h.estabelecimento_id,
        area_organizacional_id = h.area_organizacional_id, faixa_salarial_id = h.faixa_salarial_id, cargo_id = f.cargo_id
      from (select distinct on (h.colaborador_id) h.colaborador_id, h.estabelecimento_id, h.area_organizacional_id,
                   h.faixa_salarial_id
              from colaborador_historico h
             where h.colaborador_id in (select colaborador_id from reajuste_colaborador
                                         where tabela_reajuste_colaborador_id = ${t.id})
             order by h.colaborador_id, h.data desc, h.id desc) h
      join faixa_salarial f on f.id = h.faixa_salarial_id
     where c.id = h.colaborador_id`);
  } else {
    const tabelaHist =
      t.tipoReajuste === 'F' ? sql.raw('faixa_salarial_historico') : sql.raw('indice_historico');
    const [del] = await linhas<{ n: number }>(
      tx,
      sql`with del as (delete from ${tabelaHist} where tabela_reajuste_colaborador_id = ${t.id} returning 1)
          select count(*)::int as n from del`,
    );
    n = Number(del?.n ?? 0);
  }
  await tx.execute(sql`update tabela_reajuste_colaborador set aprovada = false, aplicada_em = null, aplicada_por = null
    where id = ${t.id}`);
  const message = M.cancelado(n);
  await auditar(tx, s, {
    entidade: ENTIDADE,
    entidadeId: t.id,
    acao: 'CANCELAR',
    descricao: `${t.nome} (${formatDate(t.data)}): ${message}`,
    antes: { aprovada: true, historicos: n },
    depois: { aprovada: false },
  });
  return { message };
}
