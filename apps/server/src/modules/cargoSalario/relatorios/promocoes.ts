/**
 * Server part of 'Promoções': a summary per group (horizontal, vertical, total) and the promotions of the
 * period with the position/band and salary before and after (colaboradores/movimentos.ts says what a
 * promotion is). One statement; groups by area (of the row), month/year or talent.
 */
import type { AgruparPor } from '@ipe/domain/relatorios/cargoSalario/filtrosTalentos';
import { AGRUPAR_POR_OPTIONS } from '@ipe/domain/relatorios/cargoSalario/filtrosTalentos';
import { type FiltroPromocoes, promocoes } from '@ipe/domain/relatorios/cargoSalario/promocoes';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import {
  type Coluna,
  defineRelatorioServidor,
  emUmLote,
  listaTexto,
  periodoTexto,
} from '../../../platform/relatorios/index.ts';
import { movimentosSql, TIPO_PROMOCAO } from '../colaboradores/movimentos.ts';
import {
  emIds,
  emLotes,
  escopoTalentoSql,
  linhas,
  nomesDe,
  SITUACAO_TEXTO,
  situacaoSql,
} from './talentosSql.ts';

export interface LinhaPromocao {
  id: number;
  colaborador_id: number;
  data: string;
  talento: string;
  matricula: string | null;
  area: string;
  promocao: 'H' | 'V';
  cargo_anterior: string;
  faixa_anterior: string;
  cargo: string;
  faixa: string;
  salario_anterior: number;
  salario_novo: number;
}

/** The promotions of the filter, in the grouping's order. */
export function promocoesDoFiltro(db: Db, s: Session, f: FiltroPromocoes): Promise<LinhaPromocao[]> {
  const talentos = sql`true ${situacaoSql(f.situacao)} ${escopoTalentoSql(s)}`;
  const linhasDoFiltro = sql`true ${emIds(sql`h.estabelecimento_id`, f.estabelecimentosIds)}
    ${emIds(sql`h.area_organizacional_id`, f.areasIds)}`;
  const ordem: Record<AgruparPor, SQL> = {
    AREA_ORGANIZACIONAL: sql`a.descricao_hierarquia collate "und-x-icu", a.id, m.data, c.nome collate "und-x-icu", m.id`,
    MES_ANO: sql`date_trunc('month', m.data::date), m.data, c.nome collate "und-x-icu", m.id`,
    TALENTO: sql`c.nome collate "und-x-icu", c.id, m.data, m.id`,
  };
  return linhas<LinhaPromocao>(
    db,
    sql`with ${movimentosSql({ empresaId: s.empresaId, de: f.dataIni, ate: f.dataFim, talentos, linhas: linhasDoFiltro })}
      select m.id, m.colaborador_id, m.data, c.nome as talento, c.matricula, a.descricao_hierarquia as area,
        m.promocao, cga.nome_mercado as cargo_anterior, fa.nome as faixa_anterior, cg.nome_mercado as cargo,
        f.nome as faixa, m.salario_anterior, m.salario_novo
      from movimento m
      join colaborador c on c.id = m.colaborador_id
      join area_organizacional a on a.id = m.area_id
      join faixa_salarial f on f.id = m.faixa_id
      join cargo cg on cg.id = m.cargo_id
      join faixa_salarial fa on fa.id = m.faixa_anterior_id
      join cargo cga on cga.id = m.cargo_anterior_id
      where m.promocao is not null
      order by ${ordem[f.agruparPor]}`,
  );
}

const mesAno = (data: string) => `${data.slice(5, 7)}/${data.slice(0, 4)}`;
const talentoTexto = (l: { talento: string; matricula: string | null }) =>
  l.matricula ? `${l.talento} (${l.matricula})` : l.talento;

/** The group a row belongs to under the chosen grouping. */
export const grupoDe = (agrupar: AgruparPor, l: LinhaPromocao) =>
  agrupar === 'AREA_ORGANIZACIONAL' ? l.area : agrupar === 'MES_ANO' ? mesAno(l.data) : talentoTexto(l);

interface LinhaResumo extends Record<string, string | number> {
  grupo: string;
  horizontais: number;
  verticais: number;
  total: number;
}

interface LinhaDetalhe extends Record<string, string | number | null> {
  grupo: string;
  data: string;
  talento: string;
  tipo: string;
  de: string;
  para: string;
  salario_anterior: number;
  salario_novo: number;
  aumento: number | null;
}

/** 'Analista (II)': the position and the band. */
export const cargoFaixa = (cargo: string, faixa: string) => `${cargo} (${faixa})`;
/** The raise in percent of the salary before (12.5 = 12,5 %). */
export const aumentoPercentual = (antes: number, depois: number) =>
  antes > 0 ? ((depois - antes) / antes) * 100 : null;

export default defineRelatorioServidor({
  def: promocoes,
  async gerar(f, { db, session }) {
    const rows = await promocoesDoFiltro(db, session, f);
    const rotulo = AGRUPAR_POR_OPTIONS.find((o) => o.value === f.agruparPor)?.label ?? '';
    const resumo = new Map<string, LinhaResumo>();
    const detalhe: LinhaDetalhe[] = rows.map((l) => {
      const grupo = grupoDe(f.agruparPor, l);
      const r = resumo.get(grupo) ?? { grupo, horizontais: 0, verticais: 0, total: 0 };
      if (l.promocao === 'H') r.horizontais++;
      else r.verticais++;
      r.total++;
      resumo.set(grupo, r);
      return {
        grupo,
        data: l.data,
        talento: talentoTexto(l),
        tipo: TIPO_PROMOCAO[l.promocao],
        de: cargoFaixa(l.cargo_anterior, l.faixa_anterior),
        para: cargoFaixa(l.cargo, l.faixa),
        salario_anterior: l.salario_anterior,
        salario_novo: l.salario_novo,
        aumento: aumentoPercentual(l.salario_anterior, l.salario_novo),
      };
    });
    const RESUMO: Coluna<LinhaResumo>[] = [
      { campo: 'grupo', titulo: rotulo, largura: 260 },
      { campo: 'horizontais', titulo: 'Horizontais', largura: 70, formato: 'inteiro', total: 'soma' },
      { campo: 'verticais', titulo: 'Verticais', largura: 70, formato: 'inteiro', total: 'soma' },
      { campo: 'total', titulo: 'Total', largura: 70, formato: 'inteiro', total: 'soma' },
    ];
    const DETALHE: Coluna<LinhaDetalhe>[] = [
      { campo: 'data', titulo: 'Data', largura: 54, formato: 'data' },
      ...(f.agruparPor === 'TALENTO' ? [] : [{ campo: 'talento' as const, titulo: 'Talento', largura: 150 }]),
      { campo: 'tipo', titulo: 'Tipo', largura: 56 },
      { campo: 'de', titulo: 'Cargo (faixa) anterior', largura: 140 },
      { campo: 'para', titulo: 'Cargo (faixa) novo', largura: 140 },
      { campo: 'salario_anterior', titulo: 'Salário anterior', largura: 72, formato: 'moeda' },
      { campo: 'salario_novo', titulo: 'Salário novo', largura: 72, formato: 'moeda' },
      { campo: 'aumento', titulo: 'Aumento', largura: 52, formato: 'percentual' },
    ];
    const [estabs, areas] = await Promise.all([
      nomesDe(db, 'estabelecimento', f.estabelecimentosIds, session.empresaId),
      nomesDe(db, 'area_organizacional', f.areasIds, session.empresaId, 'descricao_hierarquia'),
    ]);
    return {
      filtrosUsados: [
        ['Período', periodoTexto(f)],
        ['Estabelecimentos', listaTexto(estabs)],
        ['Áreas Organizacionais', listaTexto(areas, 'Todas')],
        ['Agrupar por', rotulo],
        ['Situação', SITUACAO_TEXTO[f.situacao]],
      ],
      tabelas: [
        {
          titulo: `Promoções por ${rotulo.toLowerCase()}`,
          planilha: 'Resumo',
          colunas: RESUMO,
          rotuloTotal: 'Total',
          linhas: emUmLote([...resumo.values()]),
        },
        {
          titulo: 'Promoções do período',
          planilha: 'Promoções',
          colunas: DETALHE,
          grupo: { titulo: rotulo, valor: (l: LinhaDetalhe) => l.grupo },
          contagem: (n) => `${n} promoção(ões)`,
          linhas: emLotes(detalhe),
        },
      ],
    };
  },
});
