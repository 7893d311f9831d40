import { candidatoSelecao } from '@ipe/domain/relatorios/captacao/index';
import { STATUS_RELATORIO_OPTIONS } from '@ipe/domain/relatorios/captacao/filtros';
import {
  CampoOpcoes,
  CampoPeriodo,
  CampoReferencias,
  RelatorioPage,
} from '../../../../platform/relatorios/index.ts';

/** /captacao/relatorios/candidato-selecao: candidates of each requisition in the period. */
export default function CandidatoSelecaoTela() {
  return (
    <RelatorioPage def={candidatoSelecao}>
      <CampoPeriodo />
      <CampoOpcoes name="status" label="Status da Solicitação" options={STATUS_RELATORIO_OPTIONS} span={4} />
      <CampoReferencias name="areasIds" label="Áreas Organizacionais" resource="areas-organizacionais" />
      <CampoReferencias
        name="solicitacoesIds"
        label="Solicitações de Pessoal"
        resource="solicitacoes-pessoal"
      />
    </RelatorioPage>
  );
}
