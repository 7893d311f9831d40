import { ORIGEM_OPTIONS } from '@ipe/domain/relatorios/cargoSalario/filtros';
import { AGRUPAR_POR_OPTIONS } from '@ipe/domain/relatorios/cargoSalario/filtrosTalentos';
import { type FiltroSituacoes, situacoes } from '@ipe/domain/relatorios/cargoSalario/situacoes';
import { MOTIVO_HISTORICO_OPTIONS } from '@ipe/domain/resources/cargoSalario/colaboradores/enums';
import { type SQL, sql } from 'drizzle-orm';
import {
  type Coluna,
  defineRelatorioServidor,
  listaTexto,
  periodoTexto,
  type Tabela,
} from '../../../platform/relatorios/index.ts';
import { composicaoDe, valoresEmPeriodosSql, valorEmPeriodosSql } from '../faixas/salarioSql.ts';
import { escopoAreaSql, idsDoLote, lotesPorOrdem } from './comum.ts';
import { emIds, linhas, nomesDe } from './talentosSql.ts';

/**
 * The talents' history rows ('situações') dated in the period, in the chosen establishments and areas (the
 * row's own), grouped by area, month/year or talent. Salário: the row's composition valued on its date;
 * Salário anterior: the talent's salary the day before (none for an admission); Variação: salário ÷
 * anterior − 1, in percent. Origin: every history row is recorded in Ipê RH (there is no payroll
 * integration yet), so 'Vindas da folha de pagamento' finds none and 'Todas' equals 'Registradas no RH'.
 */

type LinhaSituacao = {
  hid: number;
  grupo: string;
  data: string;
  talento: string;
  motivo: string;
  cargo: string;
  faixa: string;
  area: string;
  estabelecimento: string;
  salario: number | null;
  anterior: number | null;
  variacao: number | null;
};

const MOTIVOS = sql.raw(
  `case h.motivo ${MOTIVO_HISTORICO_OPTIONS.map((o) => `when '${o.value}' then '${o.label}'`).join(' ')} else h.motivo end`,
);

function grupoSql(f: FiltroSituacoes): { rotulo: SQL; ordem: SQL } {
  switch (f.agruparPor) {
    case 'MES_ANO':
      return {
        rotulo: sql`to_char(h.data, 'MM/YYYY')`,
        ordem: sql`date_trunc('month', h.data), h.data, c.nome collate "und-x-icu", c.id, h.id`,
      };
    case 'TALENTO':
      return {
        rotulo: sql`c.nome || coalesce(' (' || nullif(c.matricula, '') || ')', '')`,
        ordem: sql`c.nome collate "und-x-icu", c.id, h.data, h.id`,
      };
    default:
      return {
        rotulo: sql`coalesce(nullif(a.descricao_hierarquia, ''), a.nome)`,
        ordem: sql`coalesce(nullif(a.descricao_hierarquia, ''), a.nome) collate "und-x-icu", a.id, h.data, c.nome collate "und-x-icu", c.id, h.id`,
      };
  }
}

function situacoesDoPeriodo(
  db: Parameters<typeof linhas>[0],
  session: Parameters<typeof escopoAreaSql>[0],
  f: FiltroSituacoes,
): AsyncIterable<LinhaSituacao[]> {
  const g = grupoSql(f);
  const ordem = async () =>
    (
      await linhas<{ hid: number }>(
        db,
        sql`select h.id as hid
          from colaborador_historico h
          join colaborador c on c.id = h.colaborador_id
          join area_organizacional a on a.id = h.area_organizacional_id
          where c.empresa_id = ${session.empresaId} and h.data between ${f.dataIni}::date and ${f.dataFim}::date
            ${f.origem === 'FORTES_PESSOAL' ? sql`and false` : sql``}
            ${emIds(sql`h.estabelecimento_id`, f.estabelecimentosIds)}
            ${emIds(sql`h.area_organizacional_id`, f.areasIds)}
            ${escopoAreaSql(session, sql`h.area_organizacional_id`)}
          order by ${g.ordem}`,
      )
    ).map((r) => r.hid);
  // Salaries through the company's band and index value ranges; the previous row by one index read.
  const salario = valorEmPeriodosSql(composicaoDe('h'), sql`h.data`, 'vs');
  const anterior = valorEmPeriodosSql(composicaoDe('hp'), sql`(h.data - 1)`, 'va');
  const detalhes = (ids: number[]) =>
    linhas<LinhaSituacao>(
      db,
      sql`with ${valoresEmPeriodosSql(session.empresaId)}
        select x.*, case when x.anterior > 0 then (round((x.salario / x.anterior * 100 - 100)::numeric, 4))::float8 end as variacao
        from (
          select h.id as hid, ${g.rotulo} as grupo, h.data, c.nome as talento, ${MOTIVOS} as motivo,
            cg.nome_mercado as cargo, fs.nome as faixa, a.nome as area, e.nome as estabelecimento,
            ${salario.valor} as salario,
            case when h.motivo <> 'A' then ${anterior.valor} end as anterior
          from colaborador_historico h
          join colaborador c on c.id = h.colaborador_id
          join area_organizacional a on a.id = h.area_organizacional_id
          join estabelecimento e on e.id = h.estabelecimento_id
          join faixa_salarial fs on fs.id = h.faixa_salarial_id
          join cargo cg on cg.id = fs.cargo_id
          -- The row in force the day before (the latest dated before this one).
          left join lateral (
            select p.* from colaborador_historico p
             where p.colaborador_id = h.colaborador_id and p.data < h.data
             order by p.data desc, p.id desc limit 1) hp on true
          ${salario.joins}
          ${anterior.joins}
          where ${idsDoLote(sql`h.id`, ids)}) x`,
    );
  return lotesPorOrdem(ordem, detalhes, (l) => l.hid);
}

export default defineRelatorioServidor({
  def: situacoes,
  async gerar(f, { db, session }) {
    const e = session.empresaId;
    const [estabelecimentos, areas] = await Promise.all([
      nomesDe(db, 'estabelecimento', f.estabelecimentosIds, e),
      nomesDe(db, 'area_organizacional', f.areasIds, e),
    ]);
    const agrupar = AGRUPAR_POR_OPTIONS.find((o) => o.value === f.agruparPor)?.label ?? '';
    const colunas: Coluna<LinhaSituacao>[] = [
      { campo: 'data', titulo: 'Data', largura: 52, formato: 'data' },
      ...(f.agruparPor === 'TALENTO' ? [] : [{ campo: 'talento', titulo: 'Talento', largura: 140 } as const]),
      { campo: 'motivo', titulo: 'Motivo', largura: 80 },
      { campo: 'cargo', titulo: 'Cargo', largura: 100 },
      { campo: 'faixa', titulo: 'Faixa', largura: 55 },
      ...(f.agruparPor === 'AREA_ORGANIZACIONAL'
        ? []
        : [{ campo: 'area', titulo: 'Área', largura: 90 } as const]),
      { campo: 'estabelecimento', titulo: 'Estabelecimento', largura: 80 },
      { campo: 'salario', titulo: 'Salário', largura: 62, formato: 'moeda' },
      { campo: 'anterior', titulo: 'Salário anterior', largura: 62, formato: 'moeda' },
      { campo: 'variacao', titulo: 'Variação', largura: 48, formato: 'percentual' },
    ];
    return {
      filtrosUsados: [
        ['Período', periodoTexto(f)],
        ['Estabelecimentos', listaTexto(estabelecimentos)],
        ['Áreas', listaTexto(areas, 'Todas')],
        ['Origem', ORIGEM_OPTIONS.find((o) => o.value === f.origem)?.label ?? ''],
        ['Agrupar por', agrupar],
      ],
      tabelas: [
        {
          titulo: `Situações por ${agrupar.toLowerCase()}`,
          planilha: 'Situações',
          colunas,
          grupo: { titulo: agrupar, valor: (l) => l.grupo },
          contagem: (n) => `${n.toLocaleString('pt-BR')} situação(ões)`,
          linhas: situacoesDoPeriodo(db, session, f),
        } satisfies Tabela<LinhaSituacao>,
      ],
    };
  },
});
