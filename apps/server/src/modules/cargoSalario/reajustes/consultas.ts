/** Reads of the planning tables (spec 2 §7 'Realignment'): payroll total, records pages, salaries. */
import { formatDate, formatMoney } from '@ipe/domain';
import {
  colaboradoresDaTabela,
  faixasDaTabela,
  indicesDaTabela,
  reajusteDoColaborador,
  salarioCalculado,
  salarioCalculadoColaborador,
  salarioCalculadoFaixa,
  salarioCalculadoFaixaComposicao,
  salarioCalculadoIndice,
  salarioCalculadoIndiceComposicao,
  totalFolha,
} from '@ipe/domain/resources/cargoSalario/reajustes/index';
import { hojeIso } from '@ipe/domain/salario';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { pagina } from '../../../platform/http/pagina.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';
import { areasDaSessao, colaboradorVisivel, gestorDaSessao } from '../colaboradores/escopo.ts';
import { composicaoDe, valorComposicaoEmSql, valorIndiceEmSql } from '../faixas/salarioSql.ts';
import { linhas } from '../relatorios/talentosSql.ts';
import { situacaoDoColaborador, valorDaComposicao } from './hooks.ts';
import { propostaDe, valorComposicaoReajustadaSql } from './salarioSql.ts';
import { tabelaDaSessao } from './tabela.ts';

const READ = 'ROLE_CS_REAJUSTES';
const tags = ['cargoSalario'];
const centavos = (n: number) => Math.round(n * 100) / 100;

/** Talents counted in the payroll on `data`: active then (admitted, not yet dismissed), in the session's scope. */
const naFolha = (s: Session, data: SQL) => {
  const gestor = gestorDaSessao(s);
  const areas = areasDaSessao(s);
  return sql`c.empresa_id = ${s.empresaId} and c.data_admissao <= ${data}
    and (c.situacao not in ('D', 'C') or c.data_desligamento > ${data})
    ${gestor != null && areas ? sql`and (c.id = ${gestor} or c.area_organizacional_id in ${areas})` : sql``}`;
};

/** `and r.area_organizacional_atual_id in (the manager's areas)` for an area-scoped session. */
const escopoDoRegistro = (s: Session) => {
  const areas = areasDaSessao(s);
  return areas ? sql`and r.area_organizacional_atual_id in ${areas}` : sql``;
};

/** Bands' and indices' records are HR's: none for an area-scoped session. */
const soRh = (s: Session) => (gestorDaSessao(s) == null ? sql`true` : sql`false`);

/**
 * The payroll on the table's date before and after its adjustments, in one statement: each talent's salary
 * now, and with the table in force (its own proposal for a talents' table; its bands' or indices' proposals
 * for the others).
 */
async function calcularTotalFolha(db: Db, s: Session, id: number) {
  const t = await tabelaDaSessao(db, s, id);
  const d = sql`${t.data}::date`;
  const depois =
    t.tipoReajuste === 'C'
      ? sql`coalesce((select ${valorComposicaoEmSql(propostaDe('r'), d)} from reajuste_colaborador r
            where r.tabela_reajuste_colaborador_id = ${t.id} and r.colaborador_id = c.id), a.atual)`
      : sql`${valorComposicaoReajustadaSql(composicaoDe('h'), d, t.id)}`;
  const [r] = await linhas<{
    atual: number | null;
    proposto: number | null;
    talentos: number;
    reajustados: number;
  }>(
    db,
    sql`select sum(a.atual)::float8 as atual, sum(${depois})::float8 as proposto, count(*)::int as talentos,
          (select count(*)::int from reajuste_colaborador r where r.tabela_reajuste_colaborador_id = ${t.id}
             ${escopoDoRegistro(s)}) as reajustados
        from colaborador c
        join lateral (select * from colaborador_historico h where h.colaborador_id = c.id and h.data <= ${d}
                       order by h.data desc, h.id desc limit 1) h on true
        cross join lateral (select ${valorComposicaoEmSql(composicaoDe('h'), d)} as atual) a
       where ${naFolha(s, d)}`,
  );
  const totalAtual = centavos(r?.atual ?? 0);
  const totalProposto = centavos(r?.proposto ?? 0);
  const diferenca = centavos(totalProposto - totalAtual);
  return {
    message: `Valor total da folha em ${formatDate(t.data)}: ${formatMoney(totalAtual)}`,
    data: t.data,
    totalAtual,
    totalProposto,
    diferenca,
    percentual: totalAtual ? Math.round((diferenca / totalAtual) * 1e6) / 1e4 : null,
    talentos: Number(r?.talentos ?? 0),
    reajustados: Number(r?.reajustados ?? 0),
  };
}

const objeto = (id: string, nome: string) =>
  sql.raw(`case when ${id} is null then null else json_build_object('id', ${id}, 'nome', ${nome}) end`);

export function registerConsultasReajustes(app: FastifyInstance, db: Db) {
  rota(app, totalFolha, { config: { access: READ }, schema: { tags } }, async (req) =>
    calcularTotalFolha(db, sessionOf(req), req.params.id),
  );

  rota(app, colaboradoresDaTabela, { config: { access: READ }, schema: { tags } }, async (req) => {
    const s = sessionOf(req);
    const t = await tabelaDaSessao(db, s, req.params.id);
    const { page, size, q } = req.query;
    const onde = sql`r.tabela_reajuste_colaborador_id = ${t.id}
      ${escopoDoRegistro(s)}
      ${q ? sql`and ipe_unaccent(c.nome) ilike ipe_unaccent(${`%${q}%`})` : sql``}`;
    const [tot] = await linhas<{ n: number }>(
      db,
      sql`select count(*)::int as n from reajuste_colaborador r join colaborador c on c.id = r.colaborador_id where ${onde}`,
    );
    const rows = await linhas<Record<string, unknown>>(
      db,
      sql`select r.id, json_build_object('id', c.id, 'nome', c.nome, 'matricula', c.matricula) as colaborador,
          ${objeto('ea.id', 'ea.nome')} as "estabelecimentoAtual", ${objeto('ep.id', 'ep.nome')} as "estabelecimentoProposto",
          ${objeto('aa.id', 'coalesce(aa.descricao_hierarquia, aa.nome)')} as "areaOrganizacionalAtual",
          ${objeto('ap.id', 'coalesce(ap.descricao_hierarquia, ap.nome)')} as "areaOrganizacionalProposta",
          ${objeto('fa.id', 'fa.nome')} as "faixaSalarialAtual", ${objeto('fp.id', 'fp.nome')} as "faixaSalarialProposta",
          ${objeto('ca.id', 'ca.nome')} as "cargoAtual", ${objeto('cp.id', 'cp.nome')} as "cargoProposto",
          r.tipo_salario_atual as "tipoSalarioAtual", r.tipo_salario_proposto as "tipoSalarioProposto",
          r.salario_atual::float8 as "salarioAtual", r.salario_proposto::float8 as "salarioProposto",
          r.valor_diferenca::float8 as "valorDiferenca", r.percentual_diferenca::float8 as "percentualDiferenca",
          r.observacao
        from reajuste_colaborador r
        join colaborador c on c.id = r.colaborador_id
        left join estabelecimento ea on ea.id = r.estabelecimento_atual_id
        left join estabelecimento ep on ep.id = r.estabelecimento_proposto_id
        left join area_organizacional aa on aa.id = r.area_organizacional_atual_id
        left join area_organizacional ap on ap.id = r.area_organizacional_proposta_id
        left join faixa_salarial fa on fa.id = r.faixa_salarial_atual_id
        left join cargo ca on ca.id = fa.cargo_id
        left join faixa_salarial fp on fp.id = r.faixa_salarial_proposta_id
        left join cargo cp on cp.id = fp.cargo_id
       where ${onde}
       order by c.nome collate "und-x-icu", r.id
       limit ${size} offset ${page * size}`,
    );
    return pagina(rows as never[], Number(tot?.n ?? 0), page, size);
  });

  rota(app, faixasDaTabela, { config: { access: READ }, schema: { tags } }, async (req) => {
    const s = sessionOf(req);
    const t = await tabelaDaSessao(db, s, req.params.id);
    const { page, size, q } = req.query;
    const onde = sql`r.tabela_reajuste_colaborador_id = ${t.id}
      ${q ? sql`and ipe_unaccent(f.nome) ilike ipe_unaccent(${`%${q}%`})` : sql``}`;
    const [tot] = await linhas<{ n: number }>(
      db,
      sql`select count(*)::int as n from reajuste_faixa_salarial r join faixa_salarial f on f.id = r.faixa_salarial_id where ${onde}`,
    );
    const rows = await linhas<Record<string, unknown>>(
      db,
      sql`select r.id, json_build_object('id', f.id, 'nome', f.nome) as "faixaSalarial",
          json_build_object('id', c.id, 'nome', c.nome) as cargo, r.tipo_atual as "tipoAtual", r.tipo_proposto as "tipoProposto",
          ${objeto('i.id', 'i.nome')} as "indiceProposto", r.quantidade_proposta::float8 as "quantidadeProposta",
          r.valor_atual::float8 as "valorAtual", r.valor_proposto::float8 as "valorProposto",
          r.valor_diferenca::float8 as "valorDiferenca", r.percentual_diferenca::float8 as "percentualDiferenca"
        from reajuste_faixa_salarial r join faixa_salarial f on f.id = r.faixa_salarial_id join cargo c on c.id = f.cargo_id
        left join indice i on i.id = r.indice_proposto_id
       where ${onde} order by c.nome collate "und-x-icu", f.nome collate "und-x-icu", r.id
       limit ${size} offset ${page * size}`,
    );
    return pagina(rows as never[], Number(tot?.n ?? 0), page, size);
  });

  rota(app, indicesDaTabela, { config: { access: READ }, schema: { tags } }, async (req) => {
    const s = sessionOf(req);
    const t = await tabelaDaSessao(db, s, req.params.id);
    const { page, size, q } = req.query;
    const onde = sql`r.tabela_reajuste_colaborador_id = ${t.id}
      ${q ? sql`and ipe_unaccent(i.nome) ilike ipe_unaccent(${`%${q}%`})` : sql``}`;
    const [tot] = await linhas<{ n: number }>(
      db,
      sql`select count(*)::int as n from reajuste_indice r join indice i on i.id = r.indice_id where ${onde}`,
    );
    const rows = await linhas<Record<string, unknown>>(
      db,
      sql`select r.id, json_build_object('id', i.id, 'nome', i.nome) as indice,
          r.valor_atual::float8 as "valorAtual", r.valor_proposto::float8 as "valorProposto",
          r.valor_diferenca::float8 as "valorDiferenca", r.percentual_diferenca::float8 as "percentualDiferenca"
        from reajuste_indice r join indice i on i.id = r.indice_id
       where ${onde} order by i.nome collate "und-x-icu", r.id limit ${size} offset ${page * size}`,
    );
    return pagina(rows as never[], Number(tot?.n ?? 0), page, size);
  });

  // ---- Salaries of a composition (the record forms' live values) ------------------------------------
  // Bands and indices of another company value to null (their values are that company's).
  const composicao = async (
    s: Session,
    q: {
      tipoSalario: string;
      faixaSalarialId?: number;
      indiceId?: number;
      quantidade?: number;
      salario?: number;
      data?: string;
    },
  ) => {
    const [ok] = await linhas<{ ok: boolean }>(
      db,
      sql`select (${q.faixaSalarialId ?? null}::int is null or exists (select 1 from faixa_salarial f join cargo c
                    on c.id = f.cargo_id where f.id = ${q.faixaSalarialId ?? null}::int and c.empresa_id = ${s.empresaId}))
             and (${q.indiceId ?? null}::int is null or exists (select 1 from indice i
                    where i.id = ${q.indiceId ?? null}::int and i.empresa_id = ${s.empresaId})) as ok`,
    );
    if (!ok?.ok) return { salario: null };
    return {
      salario: await valorDaComposicao(
        db,
        {
          tipo: q.tipoSalario,
          faixaId: q.faixaSalarialId ?? null,
          indiceId: q.indiceId ?? null,
          quantidade: q.quantidade ?? null,
          valor: q.salario ?? null,
        },
        q.data ?? hojeIso(),
      ),
    };
  };
  rota(app, salarioCalculado, { config: { access: READ }, schema: { tags } }, async (req) =>
    composicao(sessionOf(req), req.query),
  );
  rota(app, salarioCalculadoFaixaComposicao, { config: { access: READ }, schema: { tags } }, async (req) =>
    composicao(sessionOf(req), req.query),
  );
  rota(app, salarioCalculadoIndiceComposicao, { config: { access: READ }, schema: { tags } }, async (req) => {
    const q = req.query;
    if (q.indiceId == null) return { salario: null };
    const [r] = await linhas<{ v: number | null }>(
      db,
      sql`select ${valorIndiceEmSql(sql`i.id`, sql`${q.data ?? hojeIso()}::date`)}::float8 as v from indice i
           where i.id = ${q.indiceId} and i.empresa_id = ${sessionOf(req).empresaId}`,
    );
    return { salario: r?.v ?? null };
  });

  rota(app, salarioCalculadoColaborador, { config: { access: READ }, schema: { tags } }, async (req) => {
    const s = sessionOf(req);
    const [r] = await linhas<{
      data: string;
      tipo: string;
      faixa: number;
      indice: number | null;
      qtd: number | null;
      valor: number | null;
    }>(
      db,
      sql`select t.data::text as data, r.tipo_salario_proposto as tipo, r.faixa_salarial_proposta_id as faixa,
            r.indice_proposto_id as indice, r.quantidade_indice_proposto::float8 as qtd, r.salario_proposto::float8 as valor
          from reajuste_colaborador r join tabela_reajuste_colaborador t on t.id = r.tabela_reajuste_colaborador_id
         where r.id = ${req.params.id} and r.empresa_id = ${s.empresaId}
           ${escopoDoRegistro(s)}`,
    );
    if (!r) throw notFound();
    const tipo = req.query.tipoSalarioProposto ?? r.tipo;
    return {
      salario: await valorDaComposicao(
        db,
        { tipo, faixaId: r.faixa, indiceId: r.indice, quantidade: r.qtd, valor: r.valor },
        r.data,
      ),
    };
  });
  rota(app, salarioCalculadoFaixa, { config: { access: READ }, schema: { tags } }, async (req) => {
    const s = sessionOf(req);
    const [r] = await linhas<{
      data: string;
      tipo: string;
      indice: number | null;
      qtd: number | null;
      valor: number | null;
    }>(
      db,
      sql`select t.data::text as data, r.tipo_proposto as tipo, r.indice_proposto_id as indice,
            r.quantidade_proposta::float8 as qtd, r.valor_proposto::float8 as valor
          from reajuste_faixa_salarial r join tabela_reajuste_colaborador t on t.id = r.tabela_reajuste_colaborador_id
         where r.id = ${req.params.id} and r.empresa_id = ${s.empresaId} and ${soRh(s)}`,
    );
    if (!r) throw notFound();
    const tipo = req.query.tipoSalarioProposto ?? r.tipo;
    return {
      salario: await valorDaComposicao(
        db,
        { tipo, faixaId: null, indiceId: r.indice, quantidade: r.qtd, valor: r.valor },
        r.data,
      ),
    };
  });
  rota(app, salarioCalculadoIndice, { config: { access: READ }, schema: { tags } }, async (req) => {
    const s = sessionOf(req);
    const [r] = await linhas<{ v: number | null }>(
      db,
      sql`select r.valor_proposto::float8 as v from reajuste_indice r
         where r.id = ${req.params.id} and r.empresa_id = ${s.empresaId} and ${soRh(s)}`,
    );
    if (!r) throw notFound();
    return { salario: r.v };
  });

  // ---- A talent's record in a table, or its situation as a new one's start ---------------------------
  rota(app, reajusteDoColaborador, { config: { access: READ }, schema: { tags } }, async (req) => {
    const s = sessionOf(req);
    const id = req.params.id;
    if (!(await colaboradorVisivel(db, s, id))) throw notFound();
    const t = await tabelaDaSessao(db, s, req.query.tabelaReajusteColaboradorId);
    const [r] = await linhas<Record<string, unknown>>(
      db,
      sql`select id, colaborador_id as "colaboradorId", tabela_reajuste_colaborador_id as "tabelaReajusteColaboradorId",
          estabelecimento_atual_id as "estabelecimentoAtualId", area_organizacional_atual_id as "areaOrganizacionalAtualId",
          faixa_salarial_atual_id as "faixaSalarialAtualId", tipo_salario_atual as "tipoSalarioAtual",
          indice_atual_id as "indiceAtualId", quantidade_indice_atual::float8 as "quantidadeIndiceAtual",
          salario_atual::float8 as "salarioAtual", estabelecimento_proposto_id as "estabelecimentoPropostoId",
          area_organizacional_proposta_id as "areaOrganizacionalPropostaId", faixa_salarial_proposta_id as "faixaSalarialPropostaId",
          tipo_salario_proposto as "tipoSalarioProposto", indice_proposto_id as "indicePropostoId",
          quantidade_indice_proposto::float8 as "quantidadeIndiceProposto", salario_proposto::float8 as "salarioProposto"
        from reajuste_colaborador where tabela_reajuste_colaborador_id = ${t.id} and colaborador_id = ${id}`,
    );
    if (r) return r as never;
    const a = await situacaoDoColaborador(db, id, t.data);
    return {
      id: null,
      colaboradorId: id,
      tabelaReajusteColaboradorId: t.id,
      estabelecimentoAtualId: a?.estabelecimentoId ?? null,
      areaOrganizacionalAtualId: a?.areaOrganizacionalId ?? null,
      faixaSalarialAtualId: a?.faixaSalarialId ?? null,
      tipoSalarioAtual: a?.tipoSalario ?? null,
      indiceAtualId: a?.indiceId ?? null,
      quantidadeIndiceAtual: a?.quantidade ?? null,
      salarioAtual: a?.salario ?? null,
      estabelecimentoPropostoId: a?.estabelecimentoId ?? null,
      areaOrganizacionalPropostaId: a?.areaOrganizacionalId ?? null,
      faixaSalarialPropostaId: a?.faixaSalarialId ?? null,
      tipoSalarioProposto: a?.tipoSalario ?? null,
      indicePropostoId: a?.indiceId ?? null,
      quantidadeIndiceProposto: a?.quantidade ?? null,
      salarioProposto: a?.salario ?? null,
    };
  });
}
