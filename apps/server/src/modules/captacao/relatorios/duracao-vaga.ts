import { duracaoVaga, type FiltroDuracaoVaga } from '@ipe/domain/relatorios/captacao/duracao-vaga';
import {
  percentual,
  type ResumoDuracao,
  resumoDuracao,
} from '@ipe/domain/relatorios/captacao/vagasIndicadores';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  type Coluna,
  defineRelatorioServidor,
  emUmLote,
  listaTexto,
  lotesPorChave,
  periodoTexto,
  type Tabela,
} from '../../../platform/relatorios/index.ts';
import { solicitacoesContadas } from '../estatisticas/base.ts';
import { nomesDe, comEscopo } from './comum.ts';
import { linhas } from './selecaoSql.ts';

/**
 * Vacancy duration (time to fill): the requisitions closed in the period, from the vacancy statistics' own
 * set and formula (estatisticas/base.ts with the period on the closing date): days = closing − opening,
 * filled = min(filled, vacancies). A summary per area (average, median, shortest, longest) and the
 * requisitions grouped by area.
 */

type LinhaResumo = { area: string } & ResumoDuracao;
type LinhaSolicitacao = {
  areaId: number;
  area: string;
  id: number;
  solicitacao: string;
  cargo: string;
  estabelecimento: string;
  abertura: string;
  encerramento: string;
  dias: number;
  vagas: number;
  preenchidas: number;
  percentual: number;
};

const COLUNAS_RESUMO: Coluna<LinhaResumo>[] = [
  { campo: 'area', titulo: 'Área organizacional', largura: 190 },
  { campo: 'solicitacoes', titulo: 'Solicitações', largura: 62, formato: 'inteiro' },
  { campo: 'vagas', titulo: 'Vagas', largura: 48, formato: 'inteiro' },
  { campo: 'preenchidas', titulo: 'Preenchidas', largura: 60, formato: 'inteiro' },
  { campo: 'percentualPreenchimento', titulo: '% preench.', largura: 56, formato: 'percentual' },
  { campo: 'mediaDias', titulo: 'Média (dias)', largura: 58, formato: 'decimal' },
  { campo: 'medianaDias', titulo: 'Mediana (dias)', largura: 64, formato: 'decimal' },
  { campo: 'menorDias', titulo: 'Menor', largura: 42, formato: 'inteiro' },
  { campo: 'maiorDias', titulo: 'Maior', largura: 42, formato: 'inteiro' },
];

const COLUNAS_SOLICITACOES: Coluna<LinhaSolicitacao>[] = [
  { campo: 'solicitacao', titulo: 'Solicitação', largura: 190 },
  { campo: 'cargo', titulo: 'Cargo', largura: 120 },
  { campo: 'estabelecimento', titulo: 'Estabelecimento', largura: 100 },
  { campo: 'abertura', titulo: 'Abertura', largura: 56, formato: 'data' },
  { campo: 'encerramento', titulo: 'Encerramento', largura: 64, formato: 'data' },
  // Total line: the average days of the group's requisitions (the statistics' average).
  {
    campo: 'dias',
    titulo: 'Dias',
    largura: 40,
    formato: 'decimal',
    total: (s, n) => (n ? Math.round((s.dias * 10) / n) / 10 : null),
  },
  { campo: 'vagas', titulo: 'Vagas', largura: 40, formato: 'inteiro', total: 'soma' },
  { campo: 'preenchidas', titulo: 'Preenchidas', largura: 58, formato: 'inteiro', total: 'soma' },
  {
    campo: 'percentual',
    titulo: '% preench.',
    largura: 54,
    formato: 'percentual',
    total: (s) => percentual(s.preenchidas ?? 0, s.vagas ?? 0),
  },
];

const base = (f: FiltroDuracaoVaga, empresaId: number) =>
  solicitacoesContadas(empresaId, { ...f, periodoPor: 'encerramento' });

/** Every counted requisition's area, days and vacancies (three integers each): the summary needs them all for the median. */
async function resumoPorArea(db: Db, f: FiltroDuracaoVaga, empresaId: number): Promise<LinhaResumo[]> {
  const rows = await linhas<{
    areaId: number;
    area: string;
    dias: number;
    vagas: number;
    preenchidas: number;
  }>(
    db,
    sql`with base as (${base(f, empresaId)})
      select a.id as "areaId", a.nome as area, b.dias::int as dias, b.quantidade::int as vagas, b.preenchidas::int as preenchidas
      from base b join area_organizacional a on a.id = b.area_organizacional_id
      order by a.nome collate "und-x-icu", a.id`,
  );
  if (!rows.length) return [];
  const porArea = new Map<number, typeof rows>();
  for (const r of rows) {
    const doArea = porArea.get(r.areaId);
    if (doArea) doArea.push(r);
    else porArea.set(r.areaId, [r]);
  }
  return [
    ...[...porArea.values()].map((ls) => ({ area: ls[0].area, ...resumoDuracao(ls) })),
    { area: 'Total geral', ...resumoDuracao(rows) },
  ];
}

function solicitacoes(db: Db, f: FiltroDuracaoVaga, empresaId: number) {
  type Chave = { area: string; areaId: number; encerramento: string; id: number };
  return lotesPorChave(
    async (depois: Chave | null, limite) => {
      const apos = depois
        ? sql`where (a.nome collate "und-x-icu", a.id, b.data_encerramento, b.id) >
            (${depois.area} collate "und-x-icu", ${depois.areaId}, ${depois.encerramento}::date, ${depois.id})`
        : sql``;
      const rows = await linhas<Omit<LinhaSolicitacao, 'solicitacao' | 'percentual'> & { descricao: string }>(
        db,
        sql`with base as (${base(f, empresaId)})
          select a.id as "areaId", a.nome as area, b.id, b.descricao, c.nome_mercado as cargo, e.nome as estabelecimento,
            b.data::text as abertura, b.data_encerramento::text as encerramento, b.dias::int as dias,
            b.quantidade::int as vagas, b.preenchidas::int as preenchidas
          from base b
          join area_organizacional a on a.id = b.area_organizacional_id
          join cargo c on c.id = b.cargo_id
          join estabelecimento e on e.id = b.estabelecimento_id
          ${apos}
          order by a.nome collate "und-x-icu", a.id, b.data_encerramento, b.id
          limit ${limite}`,
      );
      return rows.map(({ descricao, ...r }) => ({
        ...r,
        solicitacao: `${r.id} – ${descricao}`,
        percentual: percentual(r.preenchidas, r.vagas),
      }));
    },
    (l) => ({ area: l.area, areaId: l.areaId, encerramento: l.encerramento, id: l.id }),
  );
}

export default defineRelatorioServidor({
  def: duracaoVaga,
  async gerar(pedido, { db, session }) {
    // The area scope rides in the filter down to the requisitions' conditions.
    const filtro = comEscopo(pedido, session);
    const empresaId = session.empresaId;
    const [resumo, estabelecimentos, areas, cargos] = await Promise.all([
      resumoPorArea(db, filtro, empresaId),
      nomesDe(db, 'estabelecimento', filtro.estabelecimentosIds, empresaId),
      nomesDe(db, 'area_organizacional', filtro.areasIds, empresaId),
      nomesDe(db, 'cargo', filtro.cargosIds, empresaId, 'nome_mercado'),
    ]);
    return {
      filtrosUsados: [
        ['Encerradas em', periodoTexto(filtro)],
        ['Estabelecimentos', listaTexto(estabelecimentos)],
        ['Áreas', listaTexto(areas, 'Todas')],
        ['Cargos', listaTexto(cargos)],
      ],
      tabelas: [
        {
          titulo: 'Tempo de preenchimento por área',
          planilha: 'Tempo por área',
          colunas: COLUNAS_RESUMO,
          // The last row is the overall summary (a median is not a sum of the areas' medians).
          totais: false,
          linhas: emUmLote(resumo),
        } satisfies Tabela<LinhaResumo>,
        {
          titulo: 'Solicitações encerradas',
          planilha: 'Solicitações encerradas',
          colunas: COLUNAS_SOLICITACOES,
          grupo: { titulo: 'Área organizacional', valor: (l: LinhaSolicitacao) => l.area },
          contagem: (n) => `${n.toLocaleString('pt-BR')} solicitação(ões)`,
          linhas: solicitacoes(db, filtro, empresaId),
        } satisfies Tabela<LinhaSolicitacao>,
      ],
    };
  },
});
