import type { ResourceDef } from '@ipe/domain';
import { MSG_COMPETENCIA } from '@ipe/domain/resources/cargoSalario/competencias/index';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { ResourceFields } from '../../../platform/resource/ResourceFields.tsx';
import { ResourceFormFrame } from '../../../platform/resource/ResourceFormPage.tsx';
import { useResource } from '../../../platform/resource/useResource.ts';
import { useResourceForm } from '../../../platform/resource/useResourceForm.ts';
import { useComportamentosBloqueados } from './api.ts';

/**
 * Form of a conhecimento, habilidade or atitude: the generic fields, and a warning above them while new
 * behaviours cannot be saved (spec 2 §4; the server refuses them with the same message).
 */
export default function CompetenciaFormPage() {
  const { def, id, mode } = useResource();
  if (mode === 'edit' && id === null) return <NotFoundPage />;
  return <CompetenciaForm def={def} id={id} />;
}

function CompetenciaForm({ def, id }: { def: ResourceDef; id: number | null }) {
  const state = useResourceForm(def, id);
  const bloqueados = useComportamentosBloqueados(!state.readOnly);
  return (
    <ResourceFormFrame def={def} state={state}>
      {bloqueados.data === true && !state.readOnly && (
        <p className="ipe-hint ipe-competencias-aviso" role="status">
          {MSG_COMPETENCIA.comportamentosSemPercentual}
        </p>
      )}
      <ResourceFields
        def={def}
        disabled={state.readOnly || state.loading}
        tab={state.tab}
        onTabChange={state.setTab}
      />
    </ResourceFormFrame>
  );
}
