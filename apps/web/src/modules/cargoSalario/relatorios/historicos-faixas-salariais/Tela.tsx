import { historicosFaixasSalariais } from '@ipe/domain/relatorios/cargoSalario/historicos-faixas-salariais';
import { CampoPeriodo, CampoReferencias, RelatorioPage } from '../../../../platform/relatorios/index.ts';

/** /cargo-salario/relatorios/historicos-faixas-salariais: the bands' changes in a period. */
export default function HistoricosFaixasTela() {
  return (
    <RelatorioPage def={historicosFaixasSalariais}>
      <CampoPeriodo />
      <CampoReferencias name="cargosIds" label="Cargos" resource="cargos" required />
    </RelatorioPage>
  );
}
