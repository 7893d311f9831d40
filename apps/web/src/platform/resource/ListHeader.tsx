import type { ResourceDef } from '@ipe/domain';
import { Button } from 'primereact/button';
import { useNavigate } from 'react-router';
import { T } from './texts.ts';

/**
 * A list screen's heading: the resource's plural label as the page's h1 (`ipe-list-title`, which labels
 * the screen's section) and, when `canCreate`, 'Novo' opening the empty form.
 */
export function ListHeader({ def, canCreate }: { def: ResourceDef; canCreate: boolean }) {
  const navigate = useNavigate();
  return (
    <div className="ipe-page-header">
      <h1 id="ipe-list-title">{def.labelPlural}</h1>
      {canCreate && (
        <Button
          type="button"
          label={T.novoBotao}
          icon="pi pi-plus"
          onClick={() => navigate(`${def.path}/new`)}
        />
      )}
    </div>
  );
}
