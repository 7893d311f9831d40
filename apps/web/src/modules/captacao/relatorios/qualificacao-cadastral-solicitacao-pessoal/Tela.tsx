import { qualificacaoCadastralSolicitacaoPessoal } from '@ipe/domain/relatorios/captacao/index';
import { STATUS_RELATORIO_OPTIONS } from '@ipe/domain/relatorios/captacao/filtros';
import {
  CampoLayout,
  CampoOpcoes,
  CampoPeriodo,
  CampoReferencias,
  RelatorioPage,
} from '../../../../platform/relatorios/index.ts';

/** /captacao/relatorios/qualificacao-cadastral-solicitacao-pessoal. */
export default function QualificacaoCadastralSolicitacaoTela() {
  return (
    <RelatorioPage def={qualificacaoCadastralSolicitacaoPessoal}>
      <CampoPeriodo />
      <CampoOpcoes name="status" label="Status" options={STATUS_RELATORIO_OPTIONS} span={3} />
      <CampoLayout span={3} />
      <CampoReferencias name="estabelecimentosIds" label="Estabelecimentos" resource="estabelecimentos" />
      <CampoReferencias name="areasIds" label="Áreas Organizacionais" resource="areas-organizacionais" />
    </RelatorioPage>
  );
}
