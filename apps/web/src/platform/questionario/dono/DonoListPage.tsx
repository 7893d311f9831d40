import { isAllowed, type ResourceDef } from '@ipe/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { RowAction } from '../../components/index.ts';
import { keys } from '../../resource/options.ts';
import ResourceListPage from '../../resource/ResourceListPage.tsx';
import { useSession } from '../../session/state.ts';
import { ClonarDialog } from './ClonarDialog.tsx';
import { TXT } from './texts.ts';

type Row = Record<string, unknown> & { id: number };

/**
 * The generic list of a question set's owners, plus 'Clonar' per row for users who may edit them. `base`
 * is the path the engine clones under, when not `def.path`.
 */
export function DonoListPage({ def, base }: { def: ResourceDef; base?: string }) {
  const { info } = useSession();
  const queryClient = useQueryClient();
  const [clonando, setClonando] = useState<{ id: number; titulo: string } | null>(null);
  const canWrite = isAllowed(def.access.write, new Set(info?.authorities ?? []));

  const clonar: RowAction<Row> = {
    label: TXT.clonar,
    icon: 'pi pi-copy',
    onClick: (r) => setClonando({ id: r.id, titulo: String(r.titulo ?? '') }),
  };

  return (
    <>
      <ResourceListPage extraActions={canWrite ? [clonar] : []} />
      {clonando && (
        <ClonarDialog
          path={base ?? def.path}
          modelo={clonando}
          onFechar={() => setClonando(null)}
          onClonado={() => {
            setClonando(null);
            // A copy into the current company shows in the list.
            void queryClient.invalidateQueries({ queryKey: keys.all(def) });
          }}
        />
      )}
    </>
  );
}
