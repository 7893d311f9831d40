import { mascararCpf } from '@ipe/domain/resources/captacao/selecao/index';
import { qualificacaoCadastralSolicitacaoPessoal } from '@ipe/domain/relatorios/captacao/index';
import { LAYOUT_OPTIONS } from '@ipe/domain/relatorios/layout';
import type { FiltroQualificacaoSolicitacao } from '@ipe/domain/relatorios/captacao/qualificacao-cadastral-solicitacao-pessoal';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  type Coluna,
  defineRelatorioServidor,
  listaTexto,
  lotesPorChave,
  periodoTexto,
  type Tabela,
  type TabelaQualquer,
} from '../../../platform/relatorios/index.ts';
import {
  idsSql,
  nomesDe,
  STATUS_TEXTO,
  situacaoTexto,
  statusSolicitacaoSql,
  comEscopo,
  type ComEscopo,
} from './comum.ts';
import { nasAreasVisiveis } from '../estatisticas/base.ts';
import { camposPendentes, percentual, ROTULO_QUALIFICACAO } from './qualificacao.ts';

type LinhaSolicitacao = {
  id: number;
  data: string;
  solicitacao: string;
  cargo: string;
  area: string;
  situacao: string;
  candidatos: number;
  qualificados: number;
  incompletos: number;
  outros: number;
  percentual: number;
};
type LinhaCandidato = {
  solicitacaoId: number;
  data: string;
  grupo: string;
  id: number;
  nome: string;
  cpf: string;
  etapa: string;
  qualificacao: string;
  pendencias: string;
};

const COLUNAS_SOLICITACOES: Coluna<LinhaSolicitacao>[] = [
  { campo: 'data', titulo: 'Data', largura: 50, formato: 'data' },
  { campo: 'solicitacao', titulo: 'Solicitação', largura: 150 },
  { campo: 'cargo', titulo: 'Cargo', largura: 110 },
  { campo: 'area', titulo: 'Área', largura: 90 },
  { campo: 'situacao', titulo: 'Situação', largura: 88 },
  { campo: 'candidatos', titulo: 'Candidatos', largura: 58, formato: 'inteiro', total: 'soma' },
  { campo: 'qualificados', titulo: 'Qualificados', largura: 62, formato: 'inteiro', total: 'soma' },
  { campo: 'incompletos', titulo: 'Incompletos', largura: 62, formato: 'inteiro', total: 'soma' },
  { campo: 'outros', titulo: 'Outros', largura: 40, formato: 'inteiro', total: 'soma' },
  {
    campo: 'percentual',
    titulo: '% qualif.',
    largura: 47,
    formato: 'percentual',
    total: (s) => ((s.candidatos ?? 0) > 0 ? percentual(s.qualificados ?? 0, s.candidatos) : null),
  },
];

const COLUNAS_CANDIDATOS: Coluna<LinhaCandidato>[] = [
  { campo: 'nome', titulo: 'Candidato', largura: 200 },
  { campo: 'cpf', titulo: 'CPF', largura: 80, alinhamento: 'center' },
  { campo: 'etapa', titulo: 'Etapa atual', largura: 130 },
  { campo: 'qualificacao', titulo: 'Qualificação', largura: 90 },
  { campo: 'pendencias', titulo: 'Campos pendentes', largura: 260 },
];

/** The requisitions of the filter (company, period by their date, status, establishments, areas). */
const condicoes = (f: FiltroQualificacaoSolicitacao & ComEscopo, empresaId: number) => sql`
  s.empresa_id = ${empresaId} and s.data between ${f.dataIni} and ${f.dataFim}
  ${statusSolicitacaoSql(f.status)}
  ${idsSql(sql.raw('s.estabelecimento_id'), f.estabelecimentosIds)}
  ${idsSql(sql.raw('s.area_organizacional_id'), f.areasIds)}
  ${nasAreasVisiveis(sql.raw('s.area_organizacional_id'), f.areasVisiveis)}`;

function solicitacoes(db: Db, f: FiltroQualificacaoSolicitacao & ComEscopo, empresaId: number) {
  return lotesPorChave(
    async (depois: { data: string; id: number } | null, limite) => {
      const apos = depois ? sql`and (s.data, s.id) > (${depois.data}::date, ${depois.id})` : sql``;
      const { rows } = (await db.execute(sql`
        select s.id, s.data::text as data, s.descricao, c.nome_mercado as cargo, a.nome as area,
          s.status, s.suspensa, s.encerrada, s.cancelada,
          coalesce(q.candidatos, 0)::int as candidatos, coalesce(q.qualificados, 0)::int as qualificados,
          coalesce(q.incompletos, 0)::int as incompletos
        from solicitacao s
        join cargo c on c.id = s.cargo_id
        join area_organizacional a on a.id = s.area_organizacional_id
        left join lateral (
          select count(*) as candidatos,
            count(*) filter (where ca.qualificacao_cadastral = 'QUALIFICADO') as qualificados,
            count(*) filter (where ca.qualificacao_cadastral = 'DADOS_INCOMPLETOS') as incompletos
          from candidato_solicitacao cs join candidato ca on ca.id = cs.candidato_id
          where cs.solicitacao_id = s.id and cs.removed_at is null
        ) q on true
        where ${condicoes(f, empresaId)} ${apos}
        order by s.data, s.id
        limit ${limite}`)) as unknown as {
        rows: {
          id: number;
          data: string;
          descricao: string;
          cargo: string;
          area: string;
          status: string;
          suspensa: boolean;
          encerrada: boolean;
          cancelada: boolean;
          candidatos: number;
          qualificados: number;
          incompletos: number;
        }[];
      };
      return rows.map(
        (r): LinhaSolicitacao => ({
          id: r.id,
          data: r.data,
          solicitacao: `${r.id} – ${r.descricao}`,
          cargo: r.cargo,
          area: r.area,
          situacao: situacaoTexto(r),
          candidatos: r.candidatos,
          qualificados: r.qualificados,
          incompletos: r.incompletos,
          outros: r.candidatos - r.qualificados - r.incompletos,
          percentual: percentual(r.qualificados, r.candidatos),
        }),
      );
    },
    (l) => ({ data: l.data, id: l.id }),
  );
}

/** Each requisition's candidates (not removed), by requisition (date, id) then candidate name. */
function candidatos(db: Db, f: FiltroQualificacaoSolicitacao & ComEscopo, empresaId: number) {
  type Chave = { data: string; solicitacaoId: number; nome: string; id: number };
  return lotesPorChave(
    async (depois: Chave | null, limite) => {
      const apos = depois
        ? sql`and (s.data, s.id, ca.nome collate "und-x-icu", ca.id) > (${depois.data}::date, ${depois.solicitacaoId}, ${depois.nome} collate "und-x-icu", ${depois.id})`
        : sql``;
      const { rows } = (await db.execute(sql`
        select s.id as "solicitacaoId", s.data::text as data, s.descricao, c.nome_mercado as cargo,
          ca.id, ca.nome, ca.cpf, e.nome as etapa, ca.qualificacao_cadastral as q, ca.mensagem_qualificacao as mensagem
        from solicitacao s
        join cargo c on c.id = s.cargo_id
        join candidato_solicitacao cs on cs.solicitacao_id = s.id and cs.removed_at is null
        join candidato ca on ca.id = cs.candidato_id
        left join etapa_seletiva e on e.id = cs.etapa_seletiva_id
        where ${condicoes(f, empresaId)} ${apos}
        order by s.data, s.id, ca.nome collate "und-x-icu", ca.id
        limit ${limite}`)) as unknown as {
        rows: {
          solicitacaoId: number;
          data: string;
          descricao: string;
          cargo: string;
          id: number;
          nome: string;
          cpf: string | null;
          etapa: string | null;
          q: string;
          mensagem: string | null;
        }[];
      };
      return rows.map(
        (r): LinhaCandidato => ({
          solicitacaoId: r.solicitacaoId,
          data: r.data,
          grupo: `${r.solicitacaoId} – ${r.descricao} (${r.cargo})`,
          id: r.id,
          nome: r.nome,
          cpf: mascararCpf(r.cpf) ?? '', // masked: reports managers run (issue 24 §3)
          etapa: r.etapa ?? 'Inscrito',
          qualificacao: ROTULO_QUALIFICACAO[r.q] ?? r.q,
          pendencias: r.q === 'DADOS_INCOMPLETOS' ? camposPendentes(r.mensagem) : '',
        }),
      );
    },
    (l) => ({ data: l.data, solicitacaoId: l.solicitacaoId, nome: l.nome, id: l.id }),
  );
}

export default defineRelatorioServidor({
  def: qualificacaoCadastralSolicitacaoPessoal,
  async gerar(pedido, { db, session }) {
    // The area scope rides in the filter down to the requisitions' conditions.
    const filtro = comEscopo(pedido, session);
    const empresaId = session.empresaId;
    const [estabelecimentos, areas] = await Promise.all([
      nomesDe(db, 'estabelecimento', filtro.estabelecimentosIds, empresaId),
      nomesDe(db, 'area_organizacional', filtro.areasIds, empresaId),
    ]);
    const tabelas: TabelaQualquer[] = [
      {
        titulo: 'Solicitações de pessoal',
        planilha: 'Solicitações',
        colunas: COLUNAS_SOLICITACOES,
        contagem: (n) => `${n.toLocaleString('pt-BR')} solicitação(ões)`,
        linhas: solicitacoes(db, filtro, empresaId),
      } satisfies Tabela<LinhaSolicitacao>,
    ];
    if (filtro.layout === 'DETALHADO')
      tabelas.push({
        titulo: 'Candidatos por solicitação',
        planilha: 'Candidatos',
        colunas: COLUNAS_CANDIDATOS,
        grupo: { titulo: 'Solicitação', valor: (l: LinhaCandidato) => l.grupo },
        contagem: (n) => `${n.toLocaleString('pt-BR')} candidato(s)`,
        linhas: candidatos(db, filtro, empresaId),
      } satisfies Tabela<LinhaCandidato>);
    return {
      filtrosUsados: [
        ['Período', periodoTexto(filtro)],
        ['Status', STATUS_TEXTO[filtro.status]],
        ['Estabelecimentos', listaTexto(estabelecimentos)],
        ['Áreas', listaTexto(areas, 'Todas')],
        ['Layout', LAYOUT_OPTIONS.find((o) => o.value === filtro.layout)?.label ?? filtro.layout],
      ],
      tabelas,
    };
  },
});
