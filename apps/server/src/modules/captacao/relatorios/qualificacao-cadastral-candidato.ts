import { mascararCpf } from '@ipe/domain/resources/captacao/selecao/index';
import { qualificacaoCadastralCandidato } from '@ipe/domain/relatorios/captacao/index';
import { LAYOUT_OPTIONS } from '@ipe/domain/relatorios/layout';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  type Coluna,
  defineRelatorioServidor,
  emUmLote,
  empresasDoUsuario,
  listaTexto,
  lotesPorChave,
  type Tabela,
  type TabelaQualquer,
} from '../../../platform/relatorios/index.ts';
import { camposPendentes, ORDEM_QUALIFICACAO, percentual, ROTULO_QUALIFICACAO } from './qualificacao.ts';

type LinhaResumo = {
  empresa: string;
  qualificacao: string;
  candidatos: number;
  percentual: number;
};
type LinhaCandidato = {
  id: number;
  empresa: string;
  nome: string;
  cpf: string;
  cidade: string;
  qualificacao: string;
  pendencias: string;
  atualizacao: string | null;
};

const COLUNAS_RESUMO: Coluna<LinhaResumo>[] = [
  { campo: 'qualificacao', titulo: 'Qualificação cadastral', largura: 260 },
  { campo: 'candidatos', titulo: 'Candidatos', largura: 90, formato: 'inteiro', total: 'soma' },
  {
    campo: 'percentual',
    titulo: '% da empresa',
    largura: 90,
    formato: 'percentual',
    total: (somas) => ((somas.candidatos ?? 0) > 0 ? 100 : null),
  },
];

const COLUNAS_CANDIDATOS: Coluna<LinhaCandidato>[] = [
  { campo: 'nome', titulo: 'Candidato', largura: 190 },
  { campo: 'cpf', titulo: 'CPF', largura: 78, alinhamento: 'center' },
  { campo: 'cidade', titulo: 'Cidade/UF', largura: 120 },
  { campo: 'qualificacao', titulo: 'Qualificação', largura: 88 },
  { campo: 'pendencias', titulo: 'Campos pendentes', largura: 250 },
  { campo: 'atualizacao', titulo: 'Atualizado em', largura: 70, formato: 'data' },
];

const qualificacaoSql = (q: string) => (q === 'TODOS' ? sql`` : sql`and c.qualificacao_cadastral = ${q}`);

/** Per company, per category: counts and shares (% of the company's candidates, whatever the filter). */
async function resumo(
  db: Db,
  empresas: { id: number; nome: string }[],
  qualificacao: string,
): Promise<LinhaResumo[]> {
  const ids = sql.join(
    empresas.map((e) => sql`${e.id}`),
    sql`, `,
  );
  const { rows } = (await db.execute(sql`
    select c.empresa_id as "empresaId", c.qualificacao_cadastral as q, count(*)::int as n
    from candidato c where c.empresa_id in (${ids}) group by 1, 2`)) as unknown as {
    rows: { empresaId: number; q: string; n: number }[];
  };
  const linhas: LinhaResumo[] = [];
  for (const e of empresas) {
    const daEmpresa = rows.filter((r) => r.empresaId === e.id);
    const total = daEmpresa.reduce((s, r) => s + r.n, 0);
    if (!total) continue;
    for (const q of ORDEM_QUALIFICACAO) {
      if (qualificacao !== 'TODOS' && q !== qualificacao) continue;
      const n = daEmpresa.find((r) => r.q === q)?.n ?? 0;
      linhas.push({
        empresa: e.nome,
        qualificacao: ROTULO_QUALIFICACAO[q],
        candidatos: n,
        percentual: percentual(n, total),
      });
    }
  }
  // A filter on one category that no candidate is in: nothing to report.
  return linhas.some((l) => l.candidatos > 0) ? linhas : [];
}

/** The candidates of each company in name order, by keyset on the list index (empresa_id, nome, id). */
async function* candidatos(
  db: Db,
  empresas: { id: number; nome: string }[],
  qualificacao: string,
): AsyncGenerator<LinhaCandidato[]> {
  for (const e of empresas)
    yield* lotesPorChave(
      async (depois: { nome: string; id: number } | null, limite) => {
        const apos = depois
          ? sql`and (c.nome collate "und-x-icu", c.id) > (${depois.nome} collate "und-x-icu", ${depois.id})`
          : sql``;
        const { rows } = (await db.execute(sql`
          select c.id, c.nome, c.cpf, ci.nome as cidade, uf.sigla as uf, c.qualificacao_cadastral as q,
            c.mensagem_qualificacao as mensagem, coalesce(c.data_atualizacao, c.data_cadastro)::text as atualizacao
          from candidato c
          left join cidade ci on ci.id = c.cidade_id
          left join estado uf on uf.id = c.uf_id
          where c.empresa_id = ${e.id} ${qualificacaoSql(qualificacao)} ${apos}
          order by c.nome collate "und-x-icu", c.id
          limit ${limite}`)) as unknown as {
          rows: {
            id: number;
            nome: string;
            cpf: string | null;
            cidade: string | null;
            uf: string | null;
            q: string;
            mensagem: string | null;
            atualizacao: string | null;
          }[];
        };
        return rows.map((r) => ({
          id: r.id,
          empresa: e.nome,
          nome: r.nome,
          cpf: mascararCpf(r.cpf) ?? '', // masked: reports managers run (issue 24 §3)
          cidade: r.cidade ? `${r.cidade}/${r.uf ?? ''}` : '',
          qualificacao: ROTULO_QUALIFICACAO[r.q] ?? r.q,
          pendencias: r.q === 'DADOS_INCOMPLETOS' ? camposPendentes(r.mensagem) : '',
          atualizacao: r.atualizacao,
        }));
      },
      (l) => ({ nome: l.nome, id: l.id }),
    );
}

export default defineRelatorioServidor({
  def: qualificacaoCadastralCandidato,
  async gerar(filtro, { db, session }) {
    const empresas = await empresasDoUsuario(db, session, filtro.empresasIds);
    const linhasResumo = await resumo(db, empresas, filtro.qualificacao);
    const tabelas: TabelaQualquer[] = [
      {
        titulo: 'Resumo por empresa',
        planilha: 'Resumo por empresa',
        colunas: COLUNAS_RESUMO,
        grupo: { titulo: 'Empresa', valor: (l: LinhaResumo) => l.empresa },
        linhas: emUmLote(linhasResumo),
      } satisfies Tabela<LinhaResumo>,
    ];
    if (filtro.layout === 'DETALHADO' && linhasResumo.length)
      tabelas.push({
        titulo: 'Candidatos',
        planilha: 'Candidatos',
        colunas: COLUNAS_CANDIDATOS,
        grupo: { titulo: 'Empresa', valor: (l: LinhaCandidato) => l.empresa },
        contagem: (n) => `${n.toLocaleString('pt-BR')} candidato(s)`,
        linhas: candidatos(db, empresas, filtro.qualificacao),
      } satisfies Tabela<LinhaCandidato>);
    return {
      filtrosUsados: [
        ['Empresas', listaTexto(empresas.map((e) => e.nome))],
        [
          'Qualificação',
          filtro.qualificacao === 'TODOS' ? 'Todas' : ROTULO_QUALIFICACAO[filtro.qualificacao],
        ],
        ['Layout', LAYOUT_OPTIONS.find((o) => o.value === filtro.layout)?.label ?? filtro.layout],
      ],
      tabelas,
    };
  },
});
