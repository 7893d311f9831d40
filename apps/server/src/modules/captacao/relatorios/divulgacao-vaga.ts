import { divulgacaoVaga, type FiltroDivulgacaoVaga } from '@ipe/domain/relatorios/captacao/divulgacao-vaga';
import { LAYOUT_OPTIONS } from '@ipe/domain/relatorios/layout';
import { efetividadeFonte, percentual } from '@ipe/domain/relatorios/captacao/vagasIndicadores';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  type Coluna,
  defineRelatorioServidor,
  emUmLote,
  type Geracao,
  listaTexto,
  periodoTexto,
  type Tabela,
  textoDaCelula,
} from '../../../platform/relatorios/index.ts';
import { solicitacoesContadas } from '../estatisticas/base.ts';
import { nomesDe, comEscopo } from './comum.ts';
import { linhas } from './selecaoSql.ts';

/**
 * Vacancy publicity: the candidates (links not removed) of the vacancy statistics' requisitions opened in
 * the period (estatisticas/base.ts), by the source they heard about the vacancy from (the candidate's
 * 'Como ficou sabendo da vaga'; none: 'Não informado', listed last as in the vacancy dashboard), with the hires. Overall a candidate counts once
 * (hired when hired in any of the requisitions); per requisition, each of its candidates.
 */

const NAO_INFORMADO = 'Não informado';

type LinhaFonte = {
  fonte: string;
  candidatos: number;
  percentualCandidatos: number;
  contratados: number;
  taxaContratacao: number;
  percentualContratados: number;
};
type LinhaSolicitacaoFonte = {
  grupo: string;
  fonte: string;
  candidatos: number;
  percentualCandidatos: number;
  contratados: number;
  taxaContratacao: number;
};

const COLUNAS_FONTES: Coluna<LinhaFonte>[] = [
  { campo: 'fonte', titulo: 'Como ficou sabendo da vaga', largura: 220 },
  { campo: 'candidatos', titulo: 'Candidatos', largura: 62, formato: 'inteiro', total: 'soma' },
  {
    campo: 'percentualCandidatos',
    titulo: '% candidatos',
    largura: 66,
    formato: 'percentual',
    total: (s) => (s.candidatos ? 100 : null),
  },
  { campo: 'contratados', titulo: 'Contratados', largura: 62, formato: 'inteiro', total: 'soma' },
  {
    campo: 'taxaContratacao',
    titulo: '% contratação',
    largura: 70,
    formato: 'percentual',
    total: (s) => percentual(s.contratados ?? 0, s.candidatos ?? 0),
  },
  {
    campo: 'percentualContratados',
    titulo: '% dos contratados',
    largura: 84,
    formato: 'percentual',
    total: (s) => (s.contratados ? 100 : null),
  },
];

const COLUNAS_SOLICITACOES: Coluna<LinhaSolicitacaoFonte>[] = [
  { campo: 'fonte', titulo: 'Como ficou sabendo da vaga', largura: 220 },
  { campo: 'candidatos', titulo: 'Candidatos', largura: 62, formato: 'inteiro', total: 'soma' },
  {
    campo: 'percentualCandidatos',
    titulo: '% candidatos',
    largura: 66,
    formato: 'percentual',
    total: (s) => (s.candidatos ? 100 : null),
  },
  { campo: 'contratados', titulo: 'Contratados', largura: 62, formato: 'inteiro', total: 'soma' },
  {
    campo: 'taxaContratacao',
    titulo: '% contratação',
    largura: 70,
    formato: 'percentual',
    total: (s) => percentual(s.contratados ?? 0, s.candidatos ?? 0),
  },
];

/** The counted requisitions' live links, with the candidate's source. */
const vinculos = (f: FiltroDivulgacaoVaga, empresaId: number) => sql`
  base as (${solicitacoesContadas(empresaId, f)}),
  vinculos as (
    select cs.solicitacao_id, cs.candidato_id, cs.contratado, c.como_ficou_sabendo_vaga_id as fonte_id
    from candidato_solicitacao cs join candidato c on c.id = cs.candidato_id
    where cs.solicitacao_id in (select id from base) and cs.removed_at is null)`;

/** One row per source (a few dozen): candidates counted once. */
async function porFonte(db: Db, f: FiltroDivulgacaoVaga, empresaId: number): Promise<LinhaFonte[]> {
  const rows = await linhas<{ fonte: string | null; candidatos: number; contratados: number }>(
    db,
    sql`with ${vinculos(f, empresaId)},
      candidatos as (select candidato_id, fonte_id, bool_or(contratado) as contratado from vinculos group by 1, 2)
      select o.nome as fonte, count(*)::int as candidatos, count(*) filter (where x.contratado)::int as contratados
      from candidatos x left join como_ficou_sabendo_vaga o on o.id = x.fonte_id
      group by x.fonte_id, o.nome
      order by x.fonte_id is null, count(*) desc, o.nome collate "und-x-icu"`,
  );
  const todas = rows.reduce(
    (t, r) => ({ candidatos: t.candidatos + r.candidatos, contratados: t.contratados + r.contratados }),
    {
      candidatos: 0,
      contratados: 0,
    },
  );
  return rows.map((r) => ({ ...r, fonte: r.fonte ?? NAO_INFORMADO, ...efetividadeFonte(r, todas) }));
}

/** The ad's title after the requisition's label; an ad titled as the requisition only says it has one. */
const anuncioTexto = (titulo: string | null, descricao: string) =>
  !titulo ? '' : titulo === descricao ? ' · com anúncio' : ` · Anúncio: ${titulo}`;

/**
 * Per requisition (by date, id) and source: pages by requisition key, 500 requisitions at a time, so the
 * spreadsheet of a large period never holds more than one page.
 */
async function* porSolicitacao(
  db: Db,
  f: FiltroDivulgacaoVaga,
  empresaId: number,
): AsyncGenerator<LinhaSolicitacaoFonte[]> {
  const PAGINA = 500;
  let depois: { data: string; id: number } | null = null;
  for (;;) {
    const apos: ReturnType<typeof sql> = depois
      ? sql`and (s.data, s.id) > (${depois.data}::date, ${depois.id})`
      : sql``;
    const rows = await linhas<{
      id: number;
      data: string;
      descricao: string;
      anuncio: string | null;
      fonte: string | null;
      candidatos: number;
      contratados: number;
      total: number;
    }>(
      db,
      // Only this page's links are read (not every link of the period once per page).
      sql`with base as (${solicitacoesContadas(empresaId, f)}),
        pagina as (
          select s.id, s.data, s.descricao from base s
          where exists (select 1 from candidato_solicitacao cs where cs.solicitacao_id = s.id and cs.removed_at is null)
            ${apos}
          order by s.data, s.id limit ${PAGINA}),
        fontes as (
          select cs.solicitacao_id, c.como_ficou_sabendo_vaga_id as fonte_id, count(*)::int as candidatos,
            count(*) filter (where cs.contratado)::int as contratados
          from candidato_solicitacao cs join candidato c on c.id = cs.candidato_id
          where cs.solicitacao_id in (select id from pagina) and cs.removed_at is null
          group by 1, 2)
        select p.id, p.data::text as data, p.descricao, an.titulo as anuncio, o.nome as fonte, x.candidatos, x.contratados,
          (sum(x.candidatos) over (partition by p.id))::int as total
        from pagina p
        join fontes x on x.solicitacao_id = p.id
        left join como_ficou_sabendo_vaga o on o.id = x.fonte_id
        left join anuncio an on an.solicitacao_id = p.id
        order by p.data, p.id, x.fonte_id is null, x.candidatos desc, o.nome collate "und-x-icu"`,
    );
    if (!rows.length) return;
    yield rows.map((r) => ({
      grupo: `${r.id} – ${r.descricao} (aberta em ${textoDaCelula(r.data, 'data')})${anuncioTexto(r.anuncio, r.descricao)}`,
      fonte: r.fonte ?? NAO_INFORMADO,
      candidatos: r.candidatos,
      percentualCandidatos: percentual(r.candidatos, r.total),
      contratados: r.contratados,
      taxaContratacao: percentual(r.contratados, r.candidatos),
    }));
    const ultima = rows[rows.length - 1];
    depois = { data: ultima.data, id: ultima.id };
    if (new Set(rows.map((r) => r.id)).size < PAGINA) return;
  }
}

export default defineRelatorioServidor({
  def: divulgacaoVaga,
  async gerar(pedido, { db, session }) {
    // The area scope rides in the filter down to the requisitions' conditions.
    const filtro = comEscopo(pedido, session);
    const empresaId = session.empresaId;
    const [fontes, estabelecimentos, areas] = await Promise.all([
      porFonte(db, filtro, empresaId),
      nomesDe(db, 'estabelecimento', filtro.estabelecimentosIds, empresaId),
      nomesDe(db, 'area_organizacional', filtro.areasIds, empresaId),
    ]);
    const tabelas: Geracao['tabelas'][number][] = [
      {
        titulo: 'Candidatos por fonte de divulgação',
        planilha: 'Candidatos por fonte',
        colunas: COLUNAS_FONTES,
        linhas: emUmLote(fontes),
      } satisfies Tabela<LinhaFonte>,
    ];
    if (filtro.layout === 'DETALHADO' && fontes.length)
      tabelas.push({
        titulo: 'Fontes por solicitação de pessoal',
        planilha: 'Fontes por solicitação',
        colunas: COLUNAS_SOLICITACOES,
        grupo: { titulo: 'Solicitação', valor: (l: LinhaSolicitacaoFonte) => l.grupo },
        linhas: porSolicitacao(db, filtro, empresaId),
      } satisfies Tabela<LinhaSolicitacaoFonte>);
    return {
      filtrosUsados: [
        ['Solicitações abertas em', periodoTexto(filtro)],
        ['Estabelecimentos', listaTexto(estabelecimentos)],
        ['Áreas', listaTexto(areas, 'Todas')],
        ['Layout', LAYOUT_OPTIONS.find((o) => o.value === filtro.layout)?.label ?? filtro.layout],
      ],
      tabelas,
    };
  },
});
