import { cargoRelatorio } from '@ipe/domain/relatorios/captacao/index';
import { CampoFiltrarPor, CampoPeriodo, RelatorioPage } from '../../../../platform/relatorios/index.ts';

/** /captacao/relatorios/cargo: the positions of the chosen areas or occupational groups. */
export default function CargoTela() {
  return (
    <RelatorioPage def={cargoRelatorio}>
      <CampoPeriodo />
      <CampoFiltrarPor span={6} />
    </RelatorioPage>
  );
}
