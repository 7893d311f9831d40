/**
 * Server part of 'Análise das Etapas Seletivas': one line per chosen step (per requisition and step when
 * `porSolicitacao`), with the candidates who went through it in the period, their results, the approval
 * rate and the average days in the step. The total line adds the counts, recomputes the rate from them
 * and adds up the steps' averages: the average time to go through the chosen steps.
 */
import { analiseEtapasSeletivas } from '@ipe/domain/relatorios/captacao/analise-etapas-seletivas';
import { mediaDaSoma, percentualAprovacao } from '@ipe/domain/relatorios/captacao/selecaoIndicadores';
import {
  type Coluna,
  defineRelatorioServidor,
  emUmLote,
  listaTexto,
  periodoTexto,
  type Tabela,
  textoDaCelula,
} from '../../../platform/relatorios/index.ts';
import { type SomaEtapa, somasEtapas } from './analise-etapas-seletivas.linhas.ts';
import { nomesDe, comEscopo } from './comum.ts';

interface Linha extends Record<string, string | number | null> {
  solicitacao: string;
  etapa: string;
  candidatos: number;
  aptos: number;
  nao_aptos: number;
  pendentes: number;
  aprovacao: number | null;
  media_dias: number | null;
}

function paraLinha(s: SomaEtapa): Linha {
  return {
    solicitacao: s.solicitacao_id
      ? `${s.solicitacao_id} – ${s.solicitacao} (aberta em ${textoDaCelula(s.data_solicitacao, 'data')})`
      : '',
    etapa: `${s.ordem}. ${s.etapa}`,
    candidatos: s.candidatos,
    aptos: s.aptos,
    nao_aptos: s.nao_aptos,
    pendentes: s.pendentes,
    aprovacao: percentualAprovacao(s.aptos, s.nao_aptos),
    media_dias: mediaDaSoma(s.soma_dias, s.medidos),
  };
}

const COLUNAS: Coluna<Linha>[] = [
  { campo: 'etapa', titulo: 'Etapa seletiva', largura: 170 },
  { campo: 'candidatos', titulo: 'Candidatos', largura: 56, formato: 'inteiro', total: 'soma' },
  { campo: 'aptos', titulo: 'Aptos', largura: 44, formato: 'inteiro', total: 'soma' },
  { campo: 'nao_aptos', titulo: 'Não aptos', largura: 50, formato: 'inteiro', total: 'soma' },
  { campo: 'pendentes', titulo: 'Pendentes', largura: 54, formato: 'inteiro', total: 'soma' },
  {
    campo: 'aprovacao',
    titulo: '% Aprovação',
    largura: 60,
    formato: 'percentual',
    total: (somas) => percentualAprovacao(somas.aptos ?? 0, somas.nao_aptos ?? 0),
  },
  { campo: 'media_dias', titulo: 'Média de dias na etapa', largura: 66, formato: 'decimal', total: 'soma' },
];

export default defineRelatorioServidor({
  def: analiseEtapasSeletivas,
  async gerar(pedido, { db, session }) {
    // The area scope rides in the filter down to the counted links' requisitions.
    const f = comEscopo(pedido, session);
    const empresaId = session.empresaId;
    const [etapas, geral, porSolicitacao] = await Promise.all([
      nomesDe(db, 'etapa_seletiva', f.etapasIds, empresaId),
      somasEtapas(db, empresaId, { ...f, porSolicitacao: false }),
      f.porSolicitacao ? somasEtapas(db, empresaId, f) : Promise.resolve([]),
    ]);
    // Nobody went through any chosen step: the report's 'no data' answer, not a table of zeros.
    const houve = geral.some((s) => s.candidatos > 0);
    const tabelas: Tabela<Linha>[] = [
      {
        titulo: 'Etapas seletivas',
        planilha: 'Etapas seletivas',
        colunas: COLUNAS,
        rotuloTotal: 'Total',
        linhas: emUmLote(houve ? geral.map(paraLinha) : []),
      },
    ];
    if (f.porSolicitacao && houve)
      tabelas.push({
        titulo: 'Por solicitação de pessoal',
        planilha: 'Por solicitação',
        colunas: COLUNAS,
        // In the XLSX the group is the sheet's first column (the engine's convention).
        grupo: { titulo: 'Solicitação', valor: (l: Linha) => l.solicitacao },
        // The step averages of different requisitions do not add up to anything: the totals are in the
        // first table.
        totais: false,
        linhas: emUmLote(porSolicitacao.map(paraLinha)),
      });
    return {
      filtrosUsados: [
        ['Período', periodoTexto(f)],
        ['Etapas seletivas', listaTexto(etapas)],
        ['Por solicitação', f.porSolicitacao ? 'Sim' : 'Não'],
      ],
      tabelas,
    };
  },
});
