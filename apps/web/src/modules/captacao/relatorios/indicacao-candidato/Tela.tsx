import { indicacaoCandidato } from '@ipe/domain/relatorios/captacao/index';
import { CampoPeriodo, RelatorioPage } from '../../../../platform/relatorios/index.ts';

/** /captacao/relatorios/indicacao-candidato: referred candidates, who referred them and the outcome. */
export default function IndicacaoCandidatoTela() {
  return (
    <RelatorioPage def={indicacaoCandidato}>
      <CampoPeriodo />
    </RelatorioPage>
  );
}
