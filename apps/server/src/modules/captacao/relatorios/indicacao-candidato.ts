/**
 * Server part of 'Candidatos por Indicação': first a summary per referrer (candidates referred, how many
 * joined a requisition, how many were hired and the hiring rate), then the candidates of each referrer
 * with the requisitions they joined in the period and how each ended.
 */
import { indicacaoCandidato } from '@ipe/domain/relatorios/captacao/indicacao-candidato';
import { percentual, situacaoCandidatoSelecao } from '@ipe/domain/relatorios/captacao/selecaoIndicadores';
import {
  type Coluna,
  defineRelatorioServidor,
  emUmLote,
  periodoTexto,
} from '../../../platform/relatorios/index.ts';
import {
  fontesDeIndicacao,
  type LinhaIndicacao,
  lotesIndicacoes,
  type ResumoIndicacao,
  resumoIndicacoes,
} from './indicacao-candidato.linhas.ts';
import { comEscopo } from './comum.ts';
import { mapearLotes, resultadoEtapa } from './selecaoSql.ts';

/** The group of candidates whose source is a referral but whose CV does not name who referred them. */
export const SEM_NOME = 'Indicação sem nome informado';

interface LinhaResumo extends Record<string, string | number | null> {
  indicado_por: string;
  indicados: number;
  participantes: number;
  participacoes: number;
  contratados: number;
  taxa: number | null;
}

const RESUMO: Coluna<LinhaResumo>[] = [
  { campo: 'indicado_por', titulo: 'Indicado por', largura: 200 },
  { campo: 'indicados', titulo: 'Candidatos indicados', largura: 80, formato: 'inteiro', total: 'soma' },
  { campo: 'participantes', titulo: 'Em processo seletivo', largura: 80, formato: 'inteiro', total: 'soma' },
  { campo: 'participacoes', titulo: 'Participações', largura: 70, formato: 'inteiro', total: 'soma' },
  { campo: 'contratados', titulo: 'Contratados', largura: 64, formato: 'inteiro', total: 'soma' },
  {
    campo: 'taxa',
    titulo: '% Contratação',
    largura: 70,
    formato: 'percentual',
    total: (somas) => percentual(somas.contratados ?? 0, somas.indicados ?? 0),
  },
];

const paraResumo = (r: ResumoIndicacao): LinhaResumo => ({
  ...r,
  indicado_por: r.indicado_por || SEM_NOME,
  taxa: percentual(r.contratados, r.indicados),
});

interface LinhaDetalhe extends Record<string, string | number | null> {
  indicado_por: string;
  candidato: string;
  cadastro: string;
  fonte: string;
  solicitacao: string;
  incluido_em: string | null;
  etapa: string;
  resultado: string;
  situacao: string;
}

function paraDetalhe(r: LinhaIndicacao): LinhaDetalhe {
  const naSelecao = r.solicitacao_id != null;
  return {
    indicado_por: r.indicado_por || SEM_NOME,
    candidato: r.candidato,
    cadastro: r.data_cadastro,
    fonte: r.fonte ?? '',
    solicitacao: naSelecao
      ? `${r.solicitacao_id} – ${r.solicitacao}`
      : 'Não participou de seleção no período',
    incluido_em: r.incluido_em,
    etapa: r.etapa ?? '',
    resultado: naSelecao ? resultadoEtapa(r.apto, r.etapa != null) : '',
    situacao: naSelecao
      ? situacaoCandidatoSelecao({
          contratado: r.contratado,
          removido: r.removido,
          solicitacaoFechada: r.solicitacao_fechada,
        })
      : '',
  };
}

const DETALHE: Coluna<LinhaDetalhe>[] = [
  { campo: 'candidato', titulo: 'Candidato', largura: 150 },
  { campo: 'cadastro', titulo: 'Cadastro', largura: 54, formato: 'data' },
  { campo: 'fonte', titulo: 'Como ficou sabendo', largura: 110 },
  { campo: 'solicitacao', titulo: 'Solicitação', largura: 190 },
  { campo: 'incluido_em', titulo: 'Incluído em', largura: 54, formato: 'data' },
  { campo: 'etapa', titulo: 'Etapa atual', largura: 105 },
  { campo: 'resultado', titulo: 'Resultado', largura: 56 },
  { campo: 'situacao', titulo: 'Situação', largura: 70 },
];

export default defineRelatorioServidor({
  def: indicacaoCandidato,
  async gerar(pedido, { db, session }) {
    const empresaId = session.empresaId;
    const f = comEscopo(pedido, session);
    const fontes = await fontesDeIndicacao(db, empresaId);
    const resumo = (await resumoIndicacoes(db, empresaId, f, fontes)).map(paraResumo);
    return {
      filtrosUsados: [['Período (cadastro ou inclusão em solicitação)', periodoTexto(f)]],
      tabelas: [
        {
          titulo: 'Resumo por quem indicou',
          planilha: 'Resumo por quem indicou',
          colunas: RESUMO,
          rotuloTotal: 'Total',
          linhas: emUmLote(resumo),
        },
        {
          titulo: 'Candidatos indicados',
          planilha: 'Candidatos indicados',
          colunas: DETALHE,
          grupo: { titulo: 'Indicado por', valor: (l: LinhaDetalhe) => l.indicado_por },
          totais: false,
          // Skipped when the summary is empty: the engine then answers 'no data'.
          linhas: resumo.length
            ? mapearLotes(lotesIndicacoes(db, empresaId, f, fontes), paraDetalhe)
            : emUmLote([]),
        },
      ],
    };
  },
});
