import ResourceListPage from '../../../platform/resource/ResourceListPage.tsx';
import { TXT } from './texts.ts';

type Row = Record<string, unknown> & { id: number };

const lista = (v: unknown) => (Array.isArray(v) ? v.join(', ') : '');
/** '212405' → '2124-05', as the CBO is written. */
const cbo = (v: unknown) =>
  Array.isArray(v) ? v.map((c) => String(c).replace(/^(\d{4})(\d{2})$/, '$1-$2')).join(', ') : '';

/** /captacao/cargo: the positions' list with the values the server computes for recruiters. */
export default function CargoListPage() {
  return (
    <ResourceListPage
      extraColumns={[
        { field: 'areas', header: TXT.areas, body: (r: Row) => lista(r.areas) },
        { field: 'cbos', header: TXT.cbo, body: (r: Row) => cbo(r.cbos) },
        { field: 'vagasAbertas', header: TXT.vagasAbertas, body: (r: Row) => String(r.vagasAbertas ?? 0) },
      ]}
    />
  );
}
