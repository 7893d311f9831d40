import {
  type FiltroPlanejamentos,
  planejamentosRealinhamentos,
} from '@ipe/domain/relatorios/cargoSalario/planejamentos-realinhamentos';
import { formatDate } from '@ipe/domain';
import { TIPO_REAJUSTE_OPTIONS } from '@ipe/domain/resources/cargoSalario/reajustes/index';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { notFound } from '../../../platform/http/errors.ts';
import {
  type Coluna,
  defineRelatorioServidor,
  listaTexto,
  type Tabela,
} from '../../../platform/relatorios/index.ts';
import { gestorDaSessao } from '../colaboradores/escopo.ts';
import { escopoAreaSql, idsDoLote, lotesPorOrdem } from './comum.ts';
import { emIds, linhas, nomesDe } from './talentosSql.ts';

/**
 * One planning table's records (reajustes/): talents grouped by proposed area, or bands, or indices, each
 * with the current value on the table's date (as stored when the record was made), the proposal and the
 * difference (R$ and %); totals add the values. The payroll before/after is total-folha's, among the
 * filters used. An area-scoped session sees only its areas' talents (and no band or index table).
 */

type LinhaC = {
  id: number;
  area: string;
  talento: string;
  atual: string;
  proposto: string;
  salarioAtual: number | null;
  salarioProposto: number | null;
  valorDiferenca: number | null;
  percentualDiferenca: number | null;
};
type LinhaF = Omit<LinhaC, 'area' | 'talento'> & { faixa: string };

const diferencas = [
  { campo: 'salarioAtual', titulo: 'Atual', largura: 62, formato: 'moeda', total: 'soma' },
  { campo: 'salarioProposto', titulo: 'Proposto', largura: 62, formato: 'moeda', total: 'soma' },
  { campo: 'valorDiferenca', titulo: 'Diferença', largura: 58, formato: 'moeda', total: 'soma' },
  {
    campo: 'percentualDiferenca',
    titulo: '%',
    largura: 42,
    formato: 'percentual',
    total: (s: Readonly<Record<string, number>>) =>
      s.salarioAtual ? Math.round((s.valorDiferenca / s.salarioAtual) * 1e6) / 1e4 : null,
  },
] as const;

function talentos(db: Db, session: Session, t: number, f: FiltroPlanejamentos) {
  const ordem = async () =>
    (
      await linhas<{ id: number }>(
        db,
        sql`select r.id from reajuste_colaborador r join colaborador c on c.id = r.colaborador_id
          join area_organizacional a on a.id = r.area_organizacional_proposta_id
         where r.tabela_reajuste_colaborador_id = ${t}
           ${emIds(sql`r.area_organizacional_proposta_id`, f.areasIds)}
           ${escopoAreaSql(session, sql`r.area_organizacional_atual_id`)}
         order by coalesce(nullif(a.descricao_hierarquia, ''), a.nome) collate "und-x-icu", a.id,
                  c.nome collate "und-x-icu", r.id`,
      )
    ).map((r) => r.id);
  const detalhes = (ids: number[]) =>
    linhas<LinhaC>(
      db,
      sql`select r.id, coalesce(nullif(a.descricao_hierarquia, ''), a.nome) as area, c.nome as talento,
          coalesce(ca.nome_mercado || ' / ' || fa.nome, '') as atual, cp.nome_mercado || ' / ' || fp.nome as proposto,
          r.salario_atual::float8 as "salarioAtual", r.salario_proposto::float8 as "salarioProposto",
          r.valor_diferenca::float8 as "valorDiferenca", r.percentual_diferenca::float8 as "percentualDiferenca"
        from reajuste_colaborador r join colaborador c on c.id = r.colaborador_id
        join area_organizacional a on a.id = r.area_organizacional_proposta_id
        left join faixa_salarial fa on fa.id = r.faixa_salarial_atual_id left join cargo ca on ca.id = fa.cargo_id
        join faixa_salarial fp on fp.id = r.faixa_salarial_proposta_id join cargo cp on cp.id = fp.cargo_id
       where ${idsDoLote(sql`r.id`, ids)}`,
    );
  return lotesPorOrdem(ordem, detalhes, (l) => l.id);
}

function faixasOuIndices(db: Db, t: number, tipo: 'F' | 'I') {
  const ordem = async () =>
    (
      await linhas<{ id: number }>(
        db,
        tipo === 'F'
          ? sql`select r.id from reajuste_faixa_salarial r join faixa_salarial f on f.id = r.faixa_salarial_id
              join cargo c on c.id = f.cargo_id where r.tabela_reajuste_colaborador_id = ${t}
              order by c.nome_mercado collate "und-x-icu", f.nome collate "und-x-icu", r.id`
          : sql`select r.id from reajuste_indice r join indice i on i.id = r.indice_id
              where r.tabela_reajuste_colaborador_id = ${t} order by i.nome collate "und-x-icu", r.id`,
      )
    ).map((r) => r.id);
  const detalhes = (ids: number[]) =>
    linhas<LinhaF>(
      db,
      tipo === 'F'
        ? sql`select r.id, c.nome_mercado || ' / ' || f.nome as faixa,
            case r.tipo_atual when '2' then 'Por índice' when '3' then 'Valor' else '' end as atual,
            case r.tipo_proposto when '2' then 'Por índice' else 'Valor' end as proposto,
            r.valor_atual::float8 as "salarioAtual", r.valor_proposto::float8 as "salarioProposto",
            r.valor_diferenca::float8 as "valorDiferenca", r.percentual_diferenca::float8 as "percentualDiferenca"
          from reajuste_faixa_salarial r join faixa_salarial f on f.id = r.faixa_salarial_id
          join cargo c on c.id = f.cargo_id where ${idsDoLote(sql`r.id`, ids)}`
        : sql`select r.id, i.nome as faixa, '' as atual, '' as proposto,
            r.valor_atual::float8 as "salarioAtual", r.valor_proposto::float8 as "salarioProposto",
            r.valor_diferenca::float8 as "valorDiferenca", r.percentual_diferenca::float8 as "percentualDiferenca"
          from reajuste_indice r join indice i on i.id = r.indice_id where ${idsDoLote(sql`r.id`, ids)}`,
    );
  return lotesPorOrdem(ordem, detalhes, (l) => l.id);
}

export default defineRelatorioServidor({
  def: planejamentosRealinhamentos,
  async gerar(f, { db, session }) {
    const [t] = await linhas<{
      id: number;
      nome: string;
      data: string;
      tipo: string;
      aprovada: boolean;
      dissidio: boolean;
    }>(
      db,
      sql`select id, nome, data::text as data, tipo_reajuste as tipo, aprovada, dissidio
        from tabela_reajuste_colaborador where id = ${f.tabelaReajusteColaboradorId} and empresa_id = ${session.empresaId}
        ${gestorDaSessao(session) == null ? sql`` : sql`and tipo_reajuste = 'C'`}`,
    );
    if (!t) throw notFound();
    const areas = await nomesDe(db, 'area_organizacional', f.areasIds, session.empresaId);
    const tipo = TIPO_REAJUSTE_OPTIONS.find((o) => o.value === t.tipo)?.label ?? t.tipo;
    const filtrosUsados: [string, string][] = [
      ['Planejamento', `${t.nome} (${formatDate(t.data)})`],
      ['Tipo', `${tipo}${t.dissidio ? ' (dissídio)' : ''}`],
      ['Situação', t.aprovada ? 'Aplicado' : 'Não aplicado'],
    ];
    if (t.tipo === 'C') {
      filtrosUsados.push(['Áreas', listaTexto(areas, 'Todas')]);
      const colunas: Coluna<LinhaC>[] = [
        { campo: 'talento', titulo: 'Talento', largura: 140 },
        { campo: 'atual', titulo: 'Cargo / Faixa atual', largura: 120 },
        { campo: 'proposto', titulo: 'Cargo / Faixa proposta', largura: 120 },
        ...diferencas,
      ];
      return {
        filtrosUsados,
        tabelas: [
          {
            titulo: 'Reajustes de talentos',
            planilha: 'Talentos',
            colunas,
            grupo: { titulo: 'Área Organizacional', valor: (l) => l.area },
            contagem: (n) => `${n.toLocaleString('pt-BR')} talento(s)`,
            linhas: talentos(db, session, t.id, f),
          } satisfies Tabela<LinhaC>,
        ],
      };
    }
    if (gestorDaSessao(session) != null) throw notFound();
    const colunas: Coluna<LinhaF>[] = [
      { campo: 'faixa', titulo: t.tipo === 'F' ? 'Cargo / Faixa salarial' : 'Índice', largura: 180 },
      ...(t.tipo === 'F'
        ? [
            { campo: 'atual', titulo: 'Tipo atual', largura: 60 } as const,
            { campo: 'proposto', titulo: 'Tipo proposto', largura: 60 } as const,
          ]
        : []),
      ...diferencas,
    ];
    return {
      filtrosUsados,
      tabelas: [
        {
          titulo: t.tipo === 'F' ? 'Reajustes de faixas salariais' : 'Reajustes de índices',
          planilha: t.tipo === 'F' ? 'Faixas salariais' : 'Índices',
          colunas,
          contagem: (n) => `${n.toLocaleString('pt-BR')} reajuste(s)`,
          linhas: faixasOuIndices(db, t.id, t.tipo as 'F' | 'I'),
        } satisfies Tabela<LinhaF>,
      ],
    };
  },
});
