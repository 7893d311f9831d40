import { historicosFaixasSalariais } from '@ipe/domain/relatorios/cargoSalario/historicos-faixas-salariais';
import { sql } from 'drizzle-orm';
import {
  defineRelatorioServidor,
  emUmLote,
  listaTexto,
  periodoTexto,
  type Tabela,
} from '../../../platform/relatorios/index.ts';
import { valorIndiceEmSql } from '../faixas/salarioSql.ts';
import { emIds, linhas, nomesDe } from './talentosSql.ts';

/**
 * The history rows of the chosen positions' bands dated in the period, grouped by 'position – band', in
 * date order. Valor: a fixed-value row's value, or quantity × the index's value on the row's date (rounded to
 * cents, as the salary calculation does). Variação: valor ÷ the band's previous valid row's valor − 1, in
 * percent (the previous row may be older than the period); cancelled rows (status 3) are listed but neither
 * have a variation nor serve as the previous row, as the calculation ignores them.
 */

type LinhaHistoricoFaixa = {
  grupo: string;
  data: string;
  tipo: string;
  indice: string;
  quantidade: number | null;
  valorIndice: number | null;
  valor: number | null;
  anterior: number | null;
  variacao: number | null;
  status: string;
};

export default defineRelatorioServidor({
  def: historicosFaixasSalariais,
  async gerar(f, { db, session }) {
    const e = session.empresaId;
    const nomes = await nomesDe(db, 'cargo', f.cargosIds, e, 'nome_mercado');
    // Bands and history rows are a few per position: the whole answer is one statement and one batch.
    const rows = await linhas<LinhaHistoricoFaixa>(
      db,
      sql`with h as (
          select fh.id, fh.faixa_salarial_id, fh.data, fh.tipo, fh.status, fh.quantidade, i.nome as indice,
            cg.nome_mercado || ' – ' || fs.nome as grupo, cg.nome_mercado as cargo, cg.id as cargo_id, fs.nome as faixa,
            case when fh.tipo = '2' then ${valorIndiceEmSql(sql`fh.indice_id`, sql`fh.data`)} end as valor_indice,
            case fh.tipo when '3' then round(fh.valor, 2)
              when '2' then round(fh.quantidade * ${valorIndiceEmSql(sql`fh.indice_id`, sql`fh.data`)}, 2) end as valor
          from faixa_salarial_historico fh
          join faixa_salarial fs on fs.id = fh.faixa_salarial_id
          join cargo cg on cg.id = fs.cargo_id
          left join indice i on i.id = fh.indice_id
          where cg.empresa_id = ${e} ${emIds(sql`cg.id`, f.cargosIds)} and fh.data <= ${f.dataFim}::date),
        validos as (
          select id, lag(valor) over (partition by faixa_salarial_id order by data, id) as anterior
          from h where status <> '3')
        select h.grupo, h.data, case h.tipo when '2' then 'Índice' when '3' then 'Valor' else '' end as tipo,
          coalesce(h.indice, '') as indice, h.quantidade::float8 as quantidade, h.valor_indice::float8 as "valorIndice",
          h.valor::float8 as valor, v.anterior::float8 as anterior,
          case when v.anterior > 0 then (round(h.valor / v.anterior * 100 - 100, 4))::float8 end as variacao,
          case h.status when '1' then 'Aguardando confirmação' when '2' then 'Confirmado' when '3' then 'Cancelado' else '' end as status
        from h left join validos v on v.id = h.id
        where h.data >= ${f.dataIni}::date
        order by h.cargo collate "und-x-icu", h.cargo_id, h.faixa collate "und-x-icu", h.faixa_salarial_id, h.data, h.id`,
    );
    return {
      filtrosUsados: [
        ['Período', periodoTexto(f)],
        ['Cargos', listaTexto(nomes)],
      ],
      tabelas: [
        {
          titulo: 'Históricos das faixas salariais',
          planilha: 'Históricos das faixas',
          colunas: [
            { campo: 'data', titulo: 'Data', largura: 55, formato: 'data' },
            { campo: 'tipo', titulo: 'Tipo', largura: 40 },
            { campo: 'indice', titulo: 'Índice', largura: 90 },
            { campo: 'quantidade', titulo: 'Quantidade', largura: 55, formato: 'decimal' },
            { campo: 'valorIndice', titulo: 'Valor do índice', largura: 65, formato: 'moeda' },
            { campo: 'valor', titulo: 'Valor', largura: 65, formato: 'moeda' },
            { campo: 'anterior', titulo: 'Valor anterior', largura: 65, formato: 'moeda' },
            { campo: 'variacao', titulo: 'Variação', largura: 50, formato: 'percentual' },
            { campo: 'status', titulo: 'Status', largura: 95 },
          ],
          grupo: { titulo: 'Cargo – faixa', valor: (l) => l.grupo },
          contagem: (n) => `${n.toLocaleString('pt-BR')} alteração(ões)`,
          linhas: emUmLote(rows),
        } satisfies Tabela<LinhaHistoricoFaixa>,
      ],
    };
  },
});
