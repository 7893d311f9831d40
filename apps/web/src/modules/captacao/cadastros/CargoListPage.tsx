import { cargoCaptacao } from '@ipe/domain/resources/captacao/cadastros/index';
import { ResourceList } from '../../../platform/resource/ResourceListPage.tsx';
import { TXT } from './texts.ts';

/** '212405' → '2124-05', as the CBO is written. */
const cbo = (codigo: string) => codigo.replace(/^(\d{4})(\d{2})$/, '$1-$2');

/** /captacao/cargo: the positions' list with the values the server computes for recruiters. */
export default function CargoListPage() {
  return (
    <ResourceList
      def={cargoCaptacao}
      extraColumns={[
        { field: 'areas', header: TXT.areas, body: (r) => r.areas.join(', ') },
        { field: 'cbos', header: TXT.cbo, body: (r) => r.cbos.map(cbo).join(', ') },
        { field: 'vagasAbertas', header: TXT.vagasAbertas, body: (r) => String(r.vagasAbertas) },
      ]}
    />
  );
}
