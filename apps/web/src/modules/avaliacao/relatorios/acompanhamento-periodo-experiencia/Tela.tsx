import { acompanhamentoPeriodoExperiencia } from '@ipe/domain/relatorios/avaliacao/acompanhamento-periodo-experiencia';
import { CampoPeriodo, RelatorioPage } from '../../../../platform/relatorios/index.ts';
import { CampoAreasEstabelecimentos, CampoPeriodos } from '../campos.tsx';

/** /avaliacao/relatorios/acompanhamento-periodo-experiencia: the follow-ups of the talents admitted in a period. */
export default function AcompanhamentoPeriodoExperienciaTela() {
  return (
    <RelatorioPage def={acompanhamentoPeriodoExperiencia}>
      <CampoPeriodo />
      <CampoPeriodos />
      <CampoAreasEstabelecimentos />
    </RelatorioPage>
  );
}
