import { type FiltroVagaMotivo, vagaMotivo } from '@ipe/domain/relatorios/captacao/vaga-motivo';
import { type LinhaMensal, linhaMensal, MESES } from '@ipe/domain/relatorios/captacao/vagasIndicadores';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  type Coluna,
  defineRelatorioServidor,
  emUmLote,
  listaTexto,
  type Tabela,
} from '../../../platform/relatorios/index.ts';
import { solicitacoesContadas } from '../estatisticas/base.ts';
import { nomesDe, comEscopo } from './comum.ts';
import { linhas } from './selecaoSql.ts';

/**
 * Vacancies by reason in a year: the vacancy statistics' requisitions (estatisticas/base.ts: not cancelled
 * nor rejected) opened in the year, their vacancies per reason and month. A reason's row holds the 12
 * months, the total and its share of the table's (or the area's) vacancies.
 */

type LinhaMotivo = { area: string; motivo: string; solicitacoes: number } & LinhaMensal;
type Celula = {
  areaId: number;
  area: string;
  motivoId: number;
  motivo: string;
  mes: number;
  solicitacoes: number;
  vagas: number;
};

const mesesColunas = MESES.map(
  (titulo, i): Coluna<LinhaMotivo> => ({
    campo: `m${i + 1}` as `m1`,
    titulo,
    largura: 32,
    formato: 'inteiro',
    total: 'soma',
  }),
);
const COLUNAS: Coluna<LinhaMotivo>[] = [
  { campo: 'motivo', titulo: 'Motivo da solicitação', largura: 150 },
  { campo: 'solicitacoes', titulo: 'Solicitações', largura: 58, formato: 'inteiro', total: 'soma' },
  ...mesesColunas,
  { campo: 'total', titulo: 'Vagas', largura: 42, formato: 'inteiro', total: 'soma' },
  // The share of the rows shown: a group's (area's) own vacancies, 100 % on its total line.
  {
    campo: 'percentual',
    titulo: '%',
    largura: 44,
    formato: 'percentual',
    total: (s) => (s.total ? 100 : null),
  },
];

/** The year's vacancies per area, reason and month (a few hundred cells: read at once). */
async function celulas(db: Db, f: FiltroVagaMotivo, empresaId: number): Promise<Celula[]> {
  const ano = { dataIni: `${f.ano}-01-01`, dataFim: `${f.ano}-12-31` };
  return linhas<Celula>(
    db,
    sql`with base as (${solicitacoesContadas(empresaId, { ...f, ...ano })})
      select a.id as "areaId", a.nome as area, m.id as "motivoId", m.descricao as motivo,
        extract(month from b.data)::int as mes, count(*)::int as solicitacoes, sum(b.quantidade)::int as vagas
      from base b
      join area_organizacional a on a.id = b.area_organizacional_id
      join motivo_solicitacao m on m.id = b.motivo_solicitacao_id
      group by a.id, a.nome, m.id, m.descricao, mes
      order by a.nome collate "und-x-icu", a.id, m.descricao collate "und-x-icu", m.id`,
  );
}

/** Rows per reason (or per area and reason: `chave`), in the cells' order, each share of its group's total. */
function pivotar(cs: readonly Celula[], porArea: boolean, semZeros: boolean): LinhaMotivo[] {
  const grupos = new Map<string, Celula[]>();
  const totalDoGrupo = new Map<number, number>();
  for (const c of cs) {
    const k = porArea ? `${c.areaId}:${c.motivoId}` : `${c.motivoId}`;
    const g = grupos.get(k);
    if (g) g.push(c);
    else grupos.set(k, [c]);
    const t = porArea ? c.areaId : 0;
    totalDoGrupo.set(t, (totalDoGrupo.get(t) ?? 0) + c.vagas);
  }
  let linhasPivo = [...grupos.values()].map((g) => ({
    area: g[0].area,
    motivo: g[0].motivo,
    solicitacoes: g.reduce((s, c) => s + c.solicitacoes, 0),
    ...linhaMensal(g, totalDoGrupo.get(porArea ? g[0].areaId : 0) ?? 0),
  }));
  if (!porArea) linhasPivo = linhasPivo.sort((a, b) => a.motivo.localeCompare(b.motivo, 'pt-BR'));
  // Print: an empty month reads better blank than as a column of zeros (the spreadsheet keeps the zeros).
  if (semZeros)
    for (const l of linhasPivo)
      for (let m = 1; m <= 12; m++)
        if (l[`m${m}` as 'm1'] === 0) (l as Record<string, unknown>)[`m${m}`] = null;
  return linhasPivo;
}

export default defineRelatorioServidor({
  def: vagaMotivo,
  async gerar(pedido, { db, session, pdf }) {
    // The area scope rides in the filter down to the requisitions' conditions.
    const filtro = comEscopo(pedido, session);
    const empresaId = session.empresaId;
    const [cs, estabelecimentos, areas] = await Promise.all([
      celulas(db, filtro, empresaId),
      nomesDe(db, 'estabelecimento', filtro.estabelecimentosIds, empresaId),
      nomesDe(db, 'area_organizacional', filtro.areasIds, empresaId),
    ]);
    return {
      filtrosUsados: [
        ['Ano', String(filtro.ano)],
        ['Estabelecimentos', listaTexto(estabelecimentos)],
        ['Áreas', listaTexto(areas, 'Todas')],
      ],
      paisagem: true,
      tabelas: [
        {
          titulo: 'Vagas por motivo',
          planilha: 'Vagas por motivo',
          colunas: COLUNAS,
          linhas: emUmLote(pivotar(cs, false, pdf)),
        } satisfies Tabela<LinhaMotivo>,
        {
          titulo: 'Vagas por área e motivo',
          planilha: 'Vagas por área e motivo',
          colunas: COLUNAS,
          grupo: { titulo: 'Área organizacional', valor: (l: LinhaMotivo) => l.area },
          linhas: emUmLote(pivotar(cs, true, pdf)),
        } satisfies Tabela<LinhaMotivo>,
      ],
    };
  },
});
