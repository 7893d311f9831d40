import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { proximaOrdemEtapa } from '@ipe/domain/resources/captacao/cadastros/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { ResourceFields } from '../../../platform/resource/ResourceFields.tsx';
import { ResourceFormFrame } from '../../../platform/resource/ResourceFormPage.tsx';
import { useResource } from '../../../platform/resource/useResource.ts';
import { useResourceForm } from '../../../platform/resource/useResourceForm.ts';

/** The selection step form; a new step starts with the company's next order (GET /proxima-ordem). */
export default function EtapaFormPage() {
  const { def, id, mode } = useResource();
  const isNew = mode === 'new';
  const proxima = useQuery({
    queryKey: [def.path, 'proxima-ordem'],
    enabled: isNew,
    gcTime: 0,
    // Without it the user types the order: the form still opens.
    queryFn: () => chamar(proximaOrdemEtapa, undefined, { errors: 'silent' }),
  });
  const ordem = proxima.data?.ordem;
  const extraValues = useMemo(() => (ordem === undefined ? undefined : { ordem }), [ordem]);
  const state = useResourceForm(def, id, { extraValues, extraReady: !isNew || !proxima.isPending });
  if (mode === 'edit' && id === null) return <NotFoundPage />;
  return (
    <ResourceFormFrame def={def} state={state}>
      <ResourceFields
        def={def}
        disabled={state.readOnly || state.loading}
        tab={state.tab}
        onTabChange={state.setTab}
      />
    </ResourceFormFrame>
  );
}
