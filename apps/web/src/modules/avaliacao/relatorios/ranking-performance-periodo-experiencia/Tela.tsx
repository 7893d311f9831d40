import { rankingPerformancePeriodoExperiencia } from '@ipe/domain/relatorios/avaliacao/ranking-performance-periodo-experiencia';
import { CampoPeriodo, RelatorioPage } from '../../../../platform/relatorios/index.ts';
import { CampoAreasEstabelecimentos, CampoModeloAcompanhamento } from '../campos.tsx';

/** /avaliacao/relatorios/ranking-performance-periodo-experiencia: talents by their follow-up score. */
export default function RankingPerformancePeriodoExperienciaTela() {
  return (
    <RelatorioPage def={rankingPerformancePeriodoExperiencia}>
      <CampoPeriodo />
      <CampoModeloAcompanhamento />
      <CampoAreasEstabelecimentos />
    </RelatorioPage>
  );
}
