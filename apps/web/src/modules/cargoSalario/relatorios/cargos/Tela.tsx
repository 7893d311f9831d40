import { cargos } from '@ipe/domain/relatorios/cargoSalario/cargos';
import { CampoLayout, CampoReferencias, RelatorioPage } from '../../../../platform/relatorios/index.ts';

/** /cargo-salario/relatorios/cargos: the chosen positions, 'Detalhado' (bands) or 'Resumido' (one row each). */
export default function CargosTela() {
  return (
    <RelatorioPage def={cargos}>
      <CampoReferencias name="cargosIds" label="Cargos" resource="cargos" required span={8} />
      <CampoLayout span={4} />
    </RelatorioPage>
  );
}
