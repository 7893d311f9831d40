/**
 * Server part of 'Candidatos em Processo Seletivo' (see the declaration in packages/domain): in the PDF
 * one group per requisition (its position, area, opening date, vacancies and situation in the header)
 * and a line per candidate; in the XLSX the requisition's data are columns, so the sheet filters well.
 */
import { mascararCpf } from '@ipe/domain/resources/captacao/selecao/index';
import { candidatoSelecao } from '@ipe/domain/relatorios/captacao/candidato-selecao';
import { situacaoCandidatoSelecao } from '@ipe/domain/relatorios/captacao/selecaoIndicadores';
import {
  type Coluna,
  defineRelatorioServidor,
  listaTexto,
  periodoTexto,
  textoDaCelula,
} from '../../../platform/relatorios/index.ts';
import { type LinhaCandidatoSelecao, lotesCandidatoSelecao } from './candidato-selecao.linhas.ts';
import { nomesDe, STATUS_TEXTO, situacaoTexto, comEscopo } from './comum.ts';
import { mapearLotes, resultadoEtapa } from './selecaoSql.ts';

interface Linha extends Record<string, string | number | null> {
  grupo: string;
  solicitacao: string;
  cargo: string;
  area: string;
  aberta_em: string;
  vagas: number;
  preenchidas: number;
  situacao_solicitacao: string;
  candidato: string;
  cpf: string;
  incluido_em: string;
  etapa: string;
  data_etapa: string | null;
  resultado: string;
  situacao: string;
  contratado_em: string | null;
}

function paraLinha(r: LinhaCandidatoSelecao): Linha {
  const situacaoSolicitacao = situacaoTexto(r);
  return {
    // Most telling first: a header too long for the page loses its tail, not the requisition's name.
    grupo: [
      `${r.solicitacao_id} – ${r.solicitacao} (${situacaoSolicitacao})`,
      `Aberta em ${textoDaCelula(r.data_solicitacao, 'data')}`,
      `Vagas: ${r.quantidade}, preenchidas: ${r.preenchidas}`,
      `Cargo: ${r.cargo}`,
      `Área: ${r.area}`,
    ].join(' · '),
    solicitacao: `${r.solicitacao_id} – ${r.solicitacao}`,
    cargo: r.cargo,
    area: r.area,
    aberta_em: r.data_solicitacao,
    vagas: r.quantidade,
    preenchidas: r.preenchidas,
    situacao_solicitacao: situacaoSolicitacao,
    candidato: r.candidato,
    cpf: mascararCpf(r.cpf) ?? '', // masked: reports managers run (issue 24 §3)
    incluido_em: r.incluido_em,
    etapa: r.etapa ?? '',
    data_etapa: r.data_etapa,
    resultado: resultadoEtapa(r.apto, r.etapa != null),
    situacao: situacaoCandidatoSelecao({
      contratado: r.contratado,
      removido: r.removido_em != null,
      solicitacaoFechada: r.encerrada || r.cancelada,
    }),
    contratado_em: r.data_contratacao,
  };
}

const CANDIDATO: Coluna<Linha>[] = [
  { campo: 'candidato', titulo: 'Candidato', largura: 170 },
  { campo: 'cpf', titulo: 'CPF', largura: 72, alinhamento: 'center' },
  { campo: 'incluido_em', titulo: 'Incluído em', largura: 56, formato: 'data' },
  { campo: 'etapa', titulo: 'Etapa atual', largura: 120 },
  { campo: 'data_etapa', titulo: 'Data da etapa', largura: 58, formato: 'data' },
  { campo: 'resultado', titulo: 'Resultado', largura: 58 },
  { campo: 'situacao', titulo: 'Situação', largura: 72 },
  { campo: 'contratado_em', titulo: 'Contratado em', largura: 62, formato: 'data' },
];
/** The XLSX has no group headers: the requisition's data lead each row. */
const SOLICITACAO: Coluna<Linha>[] = [
  { campo: 'solicitacao', titulo: 'Solicitação', largura: 200 },
  { campo: 'cargo', titulo: 'Cargo', largura: 120 },
  { campo: 'area', titulo: 'Área Organizacional', largura: 120 },
  { campo: 'aberta_em', titulo: 'Aberta em', largura: 56, formato: 'data' },
  { campo: 'vagas', titulo: 'Vagas', largura: 40, formato: 'inteiro' },
  { campo: 'preenchidas', titulo: 'Preenchidas', largura: 50, formato: 'inteiro' },
  { campo: 'situacao_solicitacao', titulo: 'Situação da solicitação', largura: 90 },
];

export default defineRelatorioServidor({
  def: candidatoSelecao,
  async gerar(pedido, { db, session, pdf }) {
    // The area scope rides in the filter down to the requisitions' conditions.
    const f = comEscopo(pedido, session);
    const empresaId = session.empresaId;
    const [areas, solicitacoes] = await Promise.all([
      nomesDe(db, 'area_organizacional', f.areasIds, empresaId),
      nomesDe(db, 'solicitacao', f.solicitacoesIds, empresaId, 'descricao'),
    ]);
    const linhas = mapearLotes(lotesCandidatoSelecao(db, empresaId, f), paraLinha);
    return {
      filtrosUsados: [
        ['Período', periodoTexto(f)],
        ['Status da solicitação', STATUS_TEXTO[f.status]],
        ['Áreas organizacionais', listaTexto(areas, 'Todas')],
        ['Solicitações', listaTexto(solicitacoes, 'Todas')],
      ],
      tabelas: [
        {
          titulo: 'Candidatos por solicitação de pessoal',
          planilha: 'Candidatos',
          colunas: pdf ? CANDIDATO : [...SOLICITACAO, ...CANDIDATO],
          grupo: pdf ? { titulo: 'Solicitação', valor: (l: Linha) => l.grupo } : undefined,
          contagem: (n: number) => `${n.toLocaleString('pt-BR')} candidato(s)`,
          linhas,
        },
      ],
    };
  },
});
