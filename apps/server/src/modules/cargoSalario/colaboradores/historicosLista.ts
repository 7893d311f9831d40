import {
  historicosDosColaboradores,
  type LinhaHistoricoColaborador,
} from '@ipe/domain/resources/cargoSalario/colaboradores/contratos';
import { SITUACAO_FILTRO_TODOS } from '@ipe/domain/resources/cargoSalario/colaboradores/index';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { pagina } from '../../../platform/http/pagina.ts';
import { rota } from '../../../platform/http/rota.ts';
import { composicaoDe, valorComposicaoEmSql } from '../faixas/salarioSql.ts';
import { escopoDoColaborador } from './escopo.ts';

const lista = (ids: readonly number[]) =>
  sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  );

/**
 * GET /api/cargo-salario/colaboradores/historicos: every history row of the company's talents, latest
 * first, filtered by the talent's name (or CPF), the row's period, reason, establishment, area and
 * position and the talent's situation (active by default, T for all); an area manager sees the rows of
 * the talents it sees (escopoDoColaborador). The page's ids and the total in one statement, then the
 * page's rows with their labels and the salary on each row's date (salarioSql, the domain's rules).
 * The talent table is not aliased: the scope's condition names its columns.
 */
export function registerHistoricosLista(app: FastifyInstance, db: Db) {
  rota(app, historicosDosColaboradores, { config: { access: 'ROLE_CS_COLABORADORES' } }, async (req) => {
    const s = sessionOf(req);
    const f = req.query;
    const conds: SQL[] = [sql`colaborador.empresa_id = ${s.empresaId}`];
    const escopo = escopoDoColaborador(s);
    if (escopo) conds.push(escopo);
    if (f.situacao !== SITUACAO_FILTRO_TODOS) conds.push(sql`colaborador.situacao = ${f.situacao}`);
    if (f.q) {
      const digitos = f.q.replace(/\D/g, '');
      const padrao = `%${f.q.replace(/[\\%_]/g, (x) => `\\${x}`)}%`;
      conds.push(
        /^[\d.\-\s]+$/.test(f.q)
          ? sql`colaborador.cpf like ${`${digitos}%`}`
          : sql`ipe_unaccent(colaborador.nome) ilike ipe_unaccent(${padrao})`,
      );
    }
    if (f.dataIni) conds.push(sql`h.data >= ${f.dataIni}::date`);
    if (f.dataFim) conds.push(sql`h.data <= ${f.dataFim}::date`);
    if (f.motivo) conds.push(sql`h.motivo = ${f.motivo}`);
    if (f.estabelecimentosIds?.length)
      conds.push(sql`h.estabelecimento_id in (${lista(f.estabelecimentosIds)})`);
    if (f.areasIds?.length) conds.push(sql`h.area_organizacional_id in (${lista(f.areasIds)})`);
    if (f.cargosIds?.length) conds.push(sql`fs.cargo_id in (${lista(f.cargosIds)})`);
    const where = sql.join(conds, sql` and `);
    const res = (await db.execute(sql`
      with pagina as (
        select h.id, count(*) over () as total
          from colaborador_historico h
          join colaborador on colaborador.id = h.colaborador_id
          join faixa_salarial fs on fs.id = h.faixa_salarial_id
         where ${where}
         order by h.data desc, h.id desc
         limit ${f.size} offset ${f.page * f.size})
      select p.total::int as total, h.id, to_char(h.data, 'YYYY-MM-DD') as data, h.motivo, h.tipo_salario as "tipoSalario",
             h.observacao,
             json_build_object('id', c.id, 'nome', c.nome, 'situacao', c.situacao) as colaborador,
             json_build_object('id', e.id, 'nome', e.nome) as estabelecimento,
             json_build_object('id', a.id, 'nome', a.nome, 'descricaoHierarquia', a.descricao_hierarquia) as "areaOrganizacional",
             json_build_object('id', g.id, 'nome', g.nome) as cargo,
             json_build_object('id', fs.id, 'nome', fs.nome) as "faixaSalarial",
             ${valorComposicaoEmSql(composicaoDe('h'), sql`h.data`)} as salario
        from pagina p
        join colaborador_historico h on h.id = p.id
        join colaborador c on c.id = h.colaborador_id
        join estabelecimento e on e.id = h.estabelecimento_id
        join area_organizacional a on a.id = h.area_organizacional_id
        join faixa_salarial fs on fs.id = h.faixa_salarial_id
        join cargo g on g.id = fs.cargo_id
       order by h.data desc, h.id desc`)) as unknown as {
      rows: (LinhaHistoricoColaborador & { total: number })[];
    };
    // A page past the end has no row to carry the total: count apart then (rare).
    let total = res.rows[0]?.total;
    if (total === undefined && f.page > 0) {
      const r = (await db.execute(sql`select count(*)::int as n from colaborador_historico h
          join colaborador on colaborador.id = h.colaborador_id join faixa_salarial fs on fs.id = h.faixa_salarial_id
         where ${where}`)) as unknown as { rows: { n: number }[] };
      total = r.rows[0].n;
    }
    return pagina(
      res.rows.map(({ total: _t, ...r }) => r),
      total ?? 0,
      f.page,
      f.size,
    );
  });
}
