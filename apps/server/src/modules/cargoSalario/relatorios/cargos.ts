import { cargos, cargosResumidos, type FiltroCargos } from '@ipe/domain/relatorios/cargoSalario/cargos';
import { hojeIso } from '@ipe/domain/salario';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import {
  defineRelatorioServidor,
  emUmLote,
  type Geracao,
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
 * Positions, 'Detalhado' (a row per salary band, grouped by position) or 'Resumido' (a row per position).
 * Values are today's: a band's value in force today (faixas/salarioSql.ts), its active talents (situação
 * neither D nor C, within the manager's areas for an area-scoped session) and their average salary today.
 */

type LinhaFaixa = {
  cargoId: number;
  grupo: string;
  faixa: string;
  cbo: string;
  vigenteDesde: string | null;
  composicao: string;
  valor: number | null;
  talentos: number;
  salarioMedio: number | null;
};

type LinhaCargo = {
  cargo: string;
  nomenclatura: string;
  grupoOcupacional: string;
  areas: string;
  faixas: number;
  menorFaixa: number | null;
  maiorFaixa: number | null;
  talentos: number;
  ativo: string;
};

/** The talents counted for a band `f`, today: active, of the session's scope. */
const talentosDaFaixa = (session: Session) => sql`
  from colaborador c where c.faixa_salarial_id = f.id and c.situacao not in ('D', 'C')
    ${escopoAreaSql(session, sql`c.area_organizacional_id`)}`;

async function faixas(db: Db, session: Session, f: FiltroCargos, hoje: string): Promise<LinhaFaixa[]> {
  const salario = valorEmPeriodosSql(composicaoDe('h'), sql`${hoje}::date`, 'vs');
  return linhas<LinhaFaixa>(
    db,
    // Each counted talent's salary today once (its row in force, valued through the value ranges), then
    // averaged per band: no subquery per talent.
    sql`with ${valoresEmPeriodosSql(session.empresaId)},
      salarios as (
        select c.faixa_salarial_id, count(*)::int as talentos, avg(${salario.valor})::float8 as media
        from colaborador c
        left join lateral (
          select hh.* from colaborador_historico hh
           where hh.colaborador_id = c.id and hh.data <= ${hoje}::date
           order by hh.data desc, hh.id desc limit 1) h on true
        ${salario.joins}
        where c.empresa_id = ${session.empresaId} and c.situacao not in ('D', 'C')
          ${emIds(sql`c.cargo_id`, f.cargosIds)}
          ${escopoAreaSql(session, sql`c.area_organizacional_id`)}
        group by c.faixa_salarial_id)
      select cg.id as "cargoId",
        cg.nome_mercado || case when cg.nome <> cg.nome_mercado then ' (' || cg.nome || ')' else '' end as grupo,
        f.nome as faixa,
        coalesce(f.codigo_cbo || coalesce(' – ' || f.descricao_cbo, ''), '') as cbo,
        vf.data as "vigenteDesde",
        coalesce(case vf.tipo when '3' then 'Valor' when '2' then i.nome || ' × ' || replace(vf.quantidade::text, '.', ',') end, '') as composicao,
        ${valorFaixaEmSql(sql`f.id`, sql`${hoje}::date`)}::float8 as valor,
        coalesce(s.talentos, 0) as talentos, s.media as "salarioMedio"
      from cargo cg
      join faixa_salarial f on f.cargo_id = cg.id
      left join salarios s on s.faixa_salarial_id = f.id
      left join lateral (
        select fh.data, fh.tipo, fh.indice_id, fh.quantidade from faixa_salarial_historico fh
         where fh.faixa_salarial_id = f.id and fh.data <= ${hoje}::date and fh.status <> '3'
         order by fh.data desc, fh.id desc limit 1) vf on true
      left join indice i on i.id = vf.indice_id
      where cg.empresa_id = ${session.empresaId} ${emIds(sql`cg.id`, f.cargosIds)}
      order by cg.nome_mercado collate "und-x-icu", cg.id, f.nome collate "und-x-icu", f.id`,
  );
}

async function resumo(db: Db, session: Session, f: FiltroCargos, hoje: string): Promise<LinhaCargo[]> {
  return linhas<LinhaCargo>(
    db,
    sql`with valores as (
        select f.cargo_id, ${valorFaixaEmSql(sql`f.id`, sql`${hoje}::date`)}::float8 as valor,
          (select count(*)::int ${talentosDaFaixa(session)}) as talentos
        from faixa_salarial f join cargo cg on cg.id = f.cargo_id
        where cg.empresa_id = ${session.empresaId} ${emIds(sql`cg.id`, f.cargosIds)})
      select cg.nome_mercado as cargo, cg.nome as nomenclatura,
        coalesce(go.codigo || ' – ' || go.descricao, '') as "grupoOcupacional",
        coalesce((select string_agg(a.nome, ', ' order by a.nome collate "und-x-icu")
                    from cargo_area_organizacional ca join area_organizacional a on a.id = ca.area_organizacional_id
                   where ca.cargo_id = cg.id), '') as areas,
        (select count(*)::int from valores v where v.cargo_id = cg.id) as faixas,
        (select min(v.valor) from valores v where v.cargo_id = cg.id) as "menorFaixa",
        (select max(v.valor) from valores v where v.cargo_id = cg.id) as "maiorFaixa",
        coalesce((select sum(v.talentos)::int from valores v where v.cargo_id = cg.id), 0) as talentos,
        case when cg.ativa then 'Sim' else 'Não' end as ativo
      from cargo cg left join grupo_ocupacional go on go.id = cg.grupo_ocupacional_id
      where cg.empresa_id = ${session.empresaId} ${emIds(sql`cg.id`, f.cargosIds)}
      order by cg.nome_mercado collate "und-x-icu", cg.id`,
  );
}

async function gerar(f: FiltroCargos, db: Db, session: Session): Promise<Geracao> {
  const hoje = hojeIso();
  const nomes = await nomesDe(db, 'cargo', f.cargosIds, session.empresaId, 'nome_mercado');
  const filtrosUsados = [
    ['Cargos', listaTexto(nomes)],
    ['Layout', f.layout === 'RESUMIDO' ? 'Resumido' : 'Detalhado'],
    ['Valores em', textoDaCelula(hoje, 'data')],
  ] as const;
  if (f.layout === 'RESUMIDO')
    return {
      filtrosUsados,
      tabelas: [
        {
          titulo: 'Cargos',
          planilha: 'Cargos',
          colunas: [
            { campo: 'cargo', titulo: 'Cargo', largura: 130 },
            { campo: 'nomenclatura', titulo: 'Nomenclatura', largura: 110 },
            { campo: 'grupoOcupacional', titulo: 'Grupo ocupacional', largura: 100 },
            { campo: 'areas', titulo: 'Áreas organizacionais', largura: 130 },
            { campo: 'faixas', titulo: 'Faixas', largura: 38, formato: 'inteiro', total: 'soma' },
            { campo: 'menorFaixa', titulo: 'Menor faixa', largura: 62, formato: 'moeda' },
            { campo: 'maiorFaixa', titulo: 'Maior faixa', largura: 62, formato: 'moeda' },
            { campo: 'talentos', titulo: 'Talentos', largura: 48, formato: 'inteiro', total: 'soma' },
            { campo: 'ativo', titulo: 'Ativo', largura: 34, alinhamento: 'center' },
          ],
          contagem: (n) => `${n.toLocaleString('pt-BR')} cargo(s)`,
          linhas: emUmLote(await resumo(db, session, f, hoje)),
        } satisfies Tabela<LinhaCargo>,
      ],
    };
  return {
    filtrosUsados,
    tabelas: [
      {
        titulo: 'Faixas salariais por cargo',
        planilha: 'Faixas por cargo',
        colunas: [
          { campo: 'faixa', titulo: 'Faixa salarial', largura: 90 },
          { campo: 'cbo', titulo: 'CBO', largura: 150 },
          { campo: 'composicao', titulo: 'Composição', largura: 90 },
          { campo: 'vigenteDesde', titulo: 'Vigente desde', largura: 60, formato: 'data' },
          { campo: 'valor', titulo: 'Valor vigente', largura: 65, formato: 'moeda' },
          { campo: 'talentos', titulo: 'Talentos', largura: 48, formato: 'inteiro', total: 'soma' },
          { campo: 'salarioMedio', titulo: 'Salário médio', largura: 65, formato: 'moeda' },
        ],
        grupo: { titulo: 'Cargo', valor: (l) => l.grupo },
        contagem: (n) => `${n.toLocaleString('pt-BR')} faixa(s)`,
        linhas: emUmLote(await faixas(db, session, f, hoje)),
      } satisfies Tabela<LinhaFaixa>,
    ],
  };
}

export default defineRelatorioServidor({ def: cargos, gerar: (f, { db, session }) => gerar(f, db, session) });

/** POST …/cargos-resumidos: the same report, always 'Resumido' (registered by routes.ts, not in the menu). */
export const cargosResumidosServidor = defineRelatorioServidor({
  def: cargosResumidos,
  gerar: (f, { db, session }) => gerar({ ...f, layout: 'RESUMIDO' }, db, session),
});
