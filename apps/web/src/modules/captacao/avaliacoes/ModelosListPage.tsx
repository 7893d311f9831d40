import { isAllowed } from '@ipe/domain';
import { modelosAvaliacaoCandidato as def } from '@ipe/domain/resources/captacao/avaliacoes/index';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { RowAction } from '../../../platform/components/index.ts';
import { keys } from '../../../platform/resource/options.ts';
import ResourceListPage from '../../../platform/resource/ResourceListPage.tsx';
import { useSession } from '../../../platform/session/state.ts';
import { ClonarModeloDialog } from './ClonarModeloDialog.tsx';
import { TXT } from './texts.ts';

type Row = Record<string, unknown> & { id: number };

/** The generic list of candidate evaluation models, plus 'Clonar' per row for users who may edit them. */
export default function ModelosListPage() {
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
        <ClonarModeloDialog
          path={def.path}
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
