/**
 * Collective adjustments (the three movimentacao-reajuste-coletivo screens, `POST …/aplicar-dissidio`):
 * every talent of the chosen establishments and areas, every chosen band or index gets a record in the
 * planning table in ONE insert … select (no query per talent): its situation on the table's date, the
 * proposal computed by the shared salary SQL, the difference. Rows already in the table are kept
 * (`on conflict do nothing`) and counted apart.
 */
import type {
  ColetivoColaboradores,
  ColetivoFaixas,
  ColetivoIndices,
} from '@ipe/domain/resources/cargoSalario/reajustes/index';
import { MSG_REAJUSTE as M } from '@ipe/domain/resources/cargoSalario/reajustes/index';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { fieldErrors } from '../../../platform/http/errors.ts';
import { areasDaSessao } from '../colaboradores/escopo.ts';
import {
  composicaoDe,
  valorComposicaoEmSql,
  valorFaixaEmSql,
  valorIndiceEmSql,
} from '../faixas/salarioSql.ts';
import { linhas } from '../relatorios/talentosSql.ts';
import { ajustadoSql, percentualSql } from './salarioSql.ts';
import { tabelaParaRegistro } from './tabela.ts';

/** A literal int[] of validated ids (the body's schema admits positive integers only). */
export const intArray = (ids: readonly number[]): SQL =>
  sql.raw(`'{${ids.filter((n) => Number.isInteger(n)).join(',')}}'::int[]`);

type Resultado = { criados: number; candidatos: number };
const resposta = (r: Resultado | undefined) => {
  const criados = Number(r?.criados ?? 0);
  const existentes = Number(r?.candidatos ?? 0) - criados;
  return { message: M.criados(criados, existentes), criados, existentes };
};

/** Rows of ids that are not the company's: a 400 on the list's field. */
async function conferirIds(db: Db, campo: string, ids: number[], daEmpresa: SQL) {
  const [r] = await linhas<{ n: number }>(db, sql`select count(*)::int as n from (${daEmpresa}) x`);
  if (Number(r?.n) !== new Set(ids).size)
    throw fieldErrors([{ field: campo, message: M.naoPertenceEmpresa }]);
}

export async function coletivoColaboradores(tx: Db, s: Session, b: ColetivoColaboradores) {
  const t = await tabelaParaRegistro(tx, s, b.tabelaReajusteColaboradorId, 'C');
  const e = s.empresaId;
  await conferirIds(
    tx,
    'estabelecimentosIds',
    b.estabelecimentosIds,
    sql`select id from estabelecimento where empresa_id = ${e} and id = any(${intArray(b.estabelecimentosIds)})`,
  );
  await conferirIds(
    tx,
    'areasOrganizacionaisIds',
    b.areasOrganizacionaisIds,
    sql`select id from area_organizacional where empresa_id = ${e} and id = any(${intArray(b.areasOrganizacionaisIds)})`,
  );
  const escopo = areasDaSessao(s);
  if (escopo) {
    const [fora] = await linhas<{ n: number }>(
      tx,
      sql`select count(*)::int as n from unnest(${intArray(b.areasOrganizacionaisIds)}) a(id) where a.id not in ${escopo}`,
    );
    if (Number(fora?.n))
      throw fieldErrors([{ field: 'areasOrganizacionaisIds', message: M.areaForaDoEscopo }]);
  }
  const d = sql`${t.data}::date`;
  if (b.modo === 'I') {
    await conferirIds(
      tx,
      'indiceId',
      [b.indiceId as number],
      sql`select id from indice where empresa_id = ${e} and id = ${b.indiceId}`,
    );
    const [v] = await linhas<{ v: number | null }>(
      tx,
      sql`select ${valorIndiceEmSql(sql`${b.indiceId}::int`, d)} as v`,
    );
    if (v?.v == null) throw fieldErrors([{ field: 'indiceId', message: M.indiceSemValor }]);
  }
  const forma = b.forma ?? 'V';
  const valor = b.valor ?? 0;
  const ajustado = ajustadoSql(sql`a.atual`, forma, valor);
  const iv = valorIndiceEmSql(sql`${b.indiceId ?? null}::int`, d);
  // The proposal by mode: C the band's value (tipo 1), I a quantity of the index, V the adjusted value.
  const proposta =
    b.modo === 'C'
      ? sql`select '1'::varchar as tipo, null::int as indice, null::numeric as qtd, ${valorFaixaEmSql(sql`a.faixa`, d)}::numeric as salario`
      : b.modo === 'I'
        ? sql`select '2'::varchar as tipo, ${b.indiceId}::int as indice, q.qtd, round(q.qtd * ${iv}, 2) as salario
              from (select round(${ajustado} / ${iv}, 2) as qtd) q`
        : sql`select '3'::varchar as tipo, null::int as indice, null::numeric as qtd, ${ajustado} as salario`;
  const [r] = await linhas<Resultado>(
    tx,
    sql`with a as (
      select c.id as colaborador_id, h.estabelecimento_id as estab, h.area_organizacional_id as area,
             h.faixa_salarial_id as faixa, h.tipo_salario as tipo, h.indice_id as indice, h.quantidade as qtd,
             ${valorComposicaoEmSql(composicaoDe('h'), d)}::numeric as atual
        from colaborador c
        join lateral (
          select * from colaborador_historico h
           where h.colaborador_id = c.id and h.data <= ${d}
           order by h.data desc, h.id desc limit 1) h on true
       where c.empresa_id = ${e} and c.situacao = 'A'
         and h.estabelecimento_id = any(${intArray(b.estabelecimentosIds)})
         and h.area_organizacional_id = any(${intArray(b.areasOrganizacionaisIds)})
         ${escopo ? sql`and h.area_organizacional_id in ${escopo}` : sql``}
    ), p as (
      select a.*, p.tipo as tipo_p, p.indice as indice_p, p.qtd as qtd_p, p.salario as salario_p
        from a cross join lateral (${proposta}) p
       where a.atual is not null and p.salario is not null
    ), ins as (
      insert into reajuste_colaborador (empresa_id, tabela_reajuste_colaborador_id, colaborador_id,
        estabelecimento_atual_id, area_organizacional_atual_id, faixa_salarial_atual_id, tipo_salario_atual,
        indice_atual_id, quantidade_indice_atual, salario_atual,
        estabelecimento_proposto_id, area_organizacional_proposta_id, faixa_salarial_proposta_id,
        tipo_salario_proposto, indice_proposto_id, quantidade_indice_proposto, salario_proposto,
        valor_diferenca, percentual_diferenca)
      select ${e}, ${t.id}, colaborador_id, estab, area, faixa, tipo, indice, qtd, atual,
             estab, area, faixa, tipo_p, indice_p, qtd_p, salario_p,
             salario_p - atual, ${percentualSql(sql`atual`, sql`salario_p`)}
        from p
      on conflict (tabela_reajuste_colaborador_id, colaborador_id) do nothing
      returning 1)
    select (select count(*)::int from ins) as criados, (select count(*)::int from p) as candidatos`,
  );
  return resposta(r);
}

export async function coletivoFaixas(tx: Db, s: Session, b: ColetivoFaixas) {
  const t = await tabelaParaRegistro(tx, s, b.tabelaReajusteColaboradorId, 'F');
  const e = s.empresaId;
  const ids = intArray(b.faixasSalariaisIds);
  await conferirIds(
    tx,
    'faixasSalariaisIds',
    b.faixasSalariaisIds,
    sql`select f.id from faixa_salarial f join cargo c on c.id = f.cargo_id where c.empresa_id = ${e} and f.id = any(${ids})`,
  );
  const d = sql`${t.data}::date`;
  const ajustado = ajustadoSql(sql`a.atual`, b.forma ?? 'V', b.valor ?? 0);
  const iv = valorIndiceEmSql(sql`a.indice`, d);
  const [r] = await linhas<Resultado>(
    tx,
    sql`with a as (
      select f.id as faixa, fh.tipo, fh.indice_id as indice, fh.quantidade as qtd,
             ${valorFaixaEmSql(sql`f.id`, d)}::numeric as atual
        from faixa_salarial f
        join lateral (
          select * from faixa_salarial_historico fh
           where fh.faixa_salarial_id = f.id and fh.data <= ${d} and fh.status <> '3'
           order by fh.data desc, fh.id desc limit 1) fh on true
       where f.id = any(${ids})
    ), p as (
      select a.*, q.qtd_p, case when a.tipo = '2' then round(q.qtd_p * ${iv}, 2) else ${ajustado} end as valor_p
        from a cross join lateral (
          select case when a.tipo = '2' then round(${ajustado} / nullif(${iv}, 0), 2) end as qtd_p) q
       where a.atual is not null
    ), ins as (
      insert into reajuste_faixa_salarial (empresa_id, tabela_reajuste_colaborador_id, faixa_salarial_id,
        tipo_atual, indice_atual_id, quantidade_atual, valor_atual,
        tipo_proposto, indice_proposto_id, quantidade_proposta, valor_proposto, valor_diferenca, percentual_diferenca)
      select ${e}, ${t.id}, faixa, tipo, indice, qtd, atual, tipo, case when tipo = '2' then indice end, qtd_p,
             valor_p, valor_p - atual, ${percentualSql(sql`atual`, sql`valor_p`)}
        from p where valor_p is not null
      on conflict (tabela_reajuste_colaborador_id, faixa_salarial_id) do nothing
      returning 1)
    select (select count(*)::int from ins) as criados, (select count(*)::int from p where valor_p is not null) as candidatos`,
  );
  return resposta(r);
}

export async function coletivoIndices(tx: Db, s: Session, b: ColetivoIndices) {
  const t = await tabelaParaRegistro(tx, s, b.tabelaReajusteColaboradorId, 'I');
  const ids = intArray(b.indicesIds);
  await conferirIds(
    tx,
    'indicesIds',
    b.indicesIds,
    sql`select id from indice where empresa_id = ${s.empresaId} and id = any(${ids})`,
  );
  const d = sql`${t.data}::date`;
  const ajustado = ajustadoSql(sql`a.atual`, b.forma ?? 'V', b.valor ?? 0);
  const [r] = await linhas<Resultado>(
    tx,
    sql`with a as (
      select i.id as indice, ${valorIndiceEmSql(sql`i.id`, d)}::numeric as atual from indice i where i.id = any(${ids})
    ), p as (select a.*, ${ajustado} as valor_p from a where a.atual is not null),
    ins as (
      insert into reajuste_indice (empresa_id, tabela_reajuste_colaborador_id, indice_id, valor_atual,
        valor_proposto, valor_diferenca, percentual_diferenca)
      select ${s.empresaId}, ${t.id}, indice, atual, valor_p, valor_p - atual, ${percentualSql(sql`atual`, sql`valor_p`)}
        from p
      on conflict (tabela_reajuste_colaborador_id, indice_id) do nothing
      returning 1)
    select (select count(*)::int from ins) as criados, (select count(*)::int from p) as candidatos`,
  );
  return resposta(r);
}
