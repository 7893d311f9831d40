import { analiseDesempenhoCompetenciaOrganizacional } from '@ipe/domain/relatorios/avaliacao/analise-desempenho-competencia-organizacional';
import { RelatorioPage } from '../../../../platform/relatorios/index.ts';
import { CampoAreasOpcionais, CampoAvaliacaoDesempenho } from '../camposDesempenho.tsx';

/** /avaliacao/relatorios/analise-desempenho-competencia-organizacional: the organisation's competences. */
export default function AnaliseDesempenhoCompetenciaOrganizacionalTela() {
  return (
    <RelatorioPage def={analiseDesempenhoCompetenciaOrganizacional}>
      <CampoAvaliacaoDesempenho />
      <CampoAreasOpcionais />
    </RelatorioPage>
  );
}
