import { acompanhamentoExperienciaPrevisto } from '@ipe/domain/relatorios/avaliacao/acompanhamento-experiencia-previsto';
import { CampoPeriodo, RelatorioPage } from '../../../../platform/relatorios/index.ts';
import { CampoAreasEstabelecimentos, CampoPeriodos } from '../campos.tsx';

/** /avaliacao/relatorios/acompanhamento-experiencia-previsto: follow-ups due in a period. */
export default function AcompanhamentoExperienciaPrevistoTela() {
  return (
    <RelatorioPage def={acompanhamentoExperienciaPrevisto}>
      <CampoPeriodo />
      <CampoPeriodos />
      <CampoAreasEstabelecimentos />
    </RelatorioPage>
  );
}
