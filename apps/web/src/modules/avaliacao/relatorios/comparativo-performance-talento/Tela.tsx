import { comparativoPerformanceTalento } from '@ipe/domain/relatorios/avaliacao/comparativo-performance-talento';
import { CampoPeriodo, RelatorioPage } from '../../../../platform/relatorios/index.ts';
import { CampoTalentos } from '../camposDesempenho.tsx';

/** /avaliacao/relatorios/comparativo-performance-talento: talents' results across evaluations. */
export default function ComparativoPerformanceTalentoTela() {
  return (
    <RelatorioPage def={comparativoPerformanceTalento}>
      <CampoPeriodo />
      <CampoTalentos name="colaboradoresIds" label="Talentos" required />
    </RelatorioPage>
  );
}
