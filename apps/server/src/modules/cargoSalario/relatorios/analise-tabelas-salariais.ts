import {
  analiseTabelasSalariais,
  type FiltroAnaliseTabelas,
  LIMITE_PREVIA_ANALISE,
  type LinhaAnaliseTabelas,
  previaAnaliseTabelas,
} from '@ipe/domain/relatorios/cargoSalario/analise-tabelas-salariais';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { rota } from '../../../platform/http/rota.ts';
import {
  defineRelatorioServidor,
  emUmLote,
  listaTexto,
  type Tabela,
  textoDaCelula,
} from '../../../platform/relatorios/index.ts';
import {
  composicaoDe,
  valoresEmPeriodosSql,
  valorEmPeriodosSql,
  valorFaixaEmSql,
} from '../faixas/salarioSql.ts';
import { escopoAreaSql } from './comum.ts';
import { emIds, linhas, nomesDe } from './talentosSql.ts';

/**
 * For each band of the chosen positions: its value on the reference date (faixas/salarioSql.ts) and the
 * talents in it on that date — active then, in the chosen establishments, by the history row in force
 * (within the manager's areas for an area-scoped session) — with the lowest, average and highest salary on
 * that date, average ÷ band value in percent, and how many earn below / above the band's value. Bands
 * without talents are listed (the table is analysed whole). One statement, read by the report and by the
 * screen's preview (GET …-previa).
 */
export async function analisarTabelas(
  db: Db,
  session: Session,
  f: FiltroAnaliseTabelas,
  limite?: number,
): Promise<{ linhas: LinhaAnaliseTabelas[]; total: number }> {
  const d = sql`${f.dataReferencia}::date`;
  const salario = valorEmPeriodosSql(composicaoDe('h'), d, 'vs');
  const rows = await linhas<LinhaAnaliseTabelas & { total: number }>(
    db,
    sql`with ${valoresEmPeriodosSql(session.empresaId)},
      faixas as (
        select cg.id as cargo_id, cg.nome_mercado as cargo, fs.id as faixa_id, fs.nome as faixa,
          ${valorFaixaEmSql(sql`fs.id`, d)}::float8 as valor
        from faixa_salarial fs join cargo cg on cg.id = fs.cargo_id
        where cg.empresa_id = ${session.empresaId} ${emIds(sql`cg.id`, f.cargosIds)}),
      talentos as materialized (
        select h.faixa_salarial_id, ${salario.valor} as salario
        from colaborador c
        cross join lateral (
          select hh.* from colaborador_historico hh
           where hh.colaborador_id = c.id and hh.data <= ${d}
           order by hh.data desc, hh.id desc limit 1) h
        join faixa_salarial fz on fz.id = h.faixa_salarial_id
        ${salario.joins}
        where c.empresa_id = ${session.empresaId} and c.situacao <> 'C' and c.data_admissao <= ${d}
          and (c.data_desligamento is null or c.data_desligamento >= ${d})
          -- The positions as constants, and the CTE materialized: otherwise the planner (guessing one band)
          -- looped over the bands or positions outside and read every talent's history once per band.
          ${emIds(sql`fz.cargo_id`, f.cargosIds)}
          ${emIds(sql`h.estabelecimento_id`, f.estabelecimentosIds)}
          ${escopoAreaSql(session, sql`h.area_organizacional_id`)})
      select fx.cargo_id as "cargoId", fx.cargo, fx.faixa_id as "faixaId", fx.faixa, fx.valor as "valorFaixa",
        count(t.faixa_salarial_id)::int as talentos,
        min(t.salario) as menor, avg(t.salario)::float8 as media, max(t.salario) as maior,
        case when fx.valor > 0 and count(t.salario) > 0 then (avg(t.salario) / fx.valor * 100)::float8 end as "mediaSobreFaixa",
        count(*) filter (where t.salario < fx.valor)::int as abaixo,
        count(*) filter (where t.salario > fx.valor)::int as acima,
        (count(*) over ())::int as total
      from faixas fx left join talentos t on t.faixa_salarial_id = fx.faixa_id
      group by fx.cargo_id, fx.cargo, fx.faixa_id, fx.faixa, fx.valor
      order by fx.cargo collate "und-x-icu", fx.cargo_id, fx.valor nulls last, fx.faixa collate "und-x-icu", fx.faixa_id
      ${limite ? sql`limit ${limite}` : sql``}`,
  );
  return { linhas: rows.map(({ total: _t, ...l }) => l), total: rows[0]?.total ?? 0 };
}

export default defineRelatorioServidor({
  def: analiseTabelasSalariais,
  async gerar(f, { db, session }) {
    const e = session.empresaId;
    const [estabelecimentos, cargos, analise] = await Promise.all([
      nomesDe(db, 'estabelecimento', f.estabelecimentosIds, e),
      nomesDe(db, 'cargo', f.cargosIds, e, 'nome_mercado'),
      analisarTabelas(db, session, f),
    ]);
    return {
      filtrosUsados: [
        ['Data de referência', textoDaCelula(f.dataReferencia, 'data')],
        ['Estabelecimentos', listaTexto(estabelecimentos)],
        ['Cargos', listaTexto(cargos)],
      ],
      tabelas: [
        {
          titulo: 'Faixas salariais e salários dos talentos',
          planilha: 'Análise das faixas',
          colunas: [
            { campo: 'faixa', titulo: 'Faixa salarial', largura: 100 },
            { campo: 'valorFaixa', titulo: 'Valor da faixa', largura: 65, formato: 'moeda' },
            { campo: 'talentos', titulo: 'Talentos', largura: 45, formato: 'inteiro', total: 'soma' },
            { campo: 'menor', titulo: 'Menor salário', largura: 65, formato: 'moeda' },
            { campo: 'media', titulo: 'Salário médio', largura: 65, formato: 'moeda' },
            { campo: 'maior', titulo: 'Maior salário', largura: 65, formato: 'moeda' },
            { campo: 'mediaSobreFaixa', titulo: 'Média ÷ faixa', largura: 55, formato: 'percentual' },
            { campo: 'abaixo', titulo: 'Abaixo', largura: 40, formato: 'inteiro', total: 'soma' },
            { campo: 'acima', titulo: 'Acima', largura: 40, formato: 'inteiro', total: 'soma' },
          ],
          grupo: { titulo: 'Cargo', valor: (l) => l.cargo },
          contagem: (n) => `${n.toLocaleString('pt-BR')} faixa(s)`,
          linhas: emUmLote(analise.linhas),
        } satisfies Tabela<LinhaAnaliseTabelas>,
      ],
    };
  },
});

/** GET …/analise-tabelas-salariais-previa: the first LIMITE_PREVIA_ANALISE rows for the screen. */
export function registerPreviaAnalise(app: FastifyInstance, db: Db) {
  rota(app, previaAnaliseTabelas, { config: { access: analiseTabelasSalariais.access } }, async (req) =>
    analisarTabelas(db, sessionOf(req), req.query, LIMITE_PREVIA_ANALISE),
  );
}
