import { resultadoAvaliacao } from '@ipe/domain/relatorios/avaliacao/resultado-avaliacao';
import { CampoPeriodo, RelatorioPage } from '../../../../platform/relatorios/index.ts';
import { CampoAreasEstabelecimentos, CampoModeloAcompanhamento } from '../campos.tsx';

/** /avaliacao/relatorios/resultado-avaliacao: each follow-up's score against the model's minimum. */
export default function ResultadoAvaliacaoTela() {
  return (
    <RelatorioPage def={resultadoAvaliacao}>
      <CampoPeriodo />
      <CampoModeloAcompanhamento />
      <CampoAreasEstabelecimentos />
    </RelatorioPage>
  );
}
