import type { ResourceDef } from '@ipe/domain';
import { useMemo } from 'react';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { ResourceFields } from '../../../platform/resource/ResourceFields.tsx';
import { ResourceFormFrame } from '../../../platform/resource/ResourceFormPage.tsx';
import { useResource } from '../../../platform/resource/useResource.ts';
import { useResourceForm } from '../../../platform/resource/useResourceForm.ts';
import { type ConfigNiveisInfo, useConfigNiveis } from './api.ts';
import { defConforme } from './percentual.ts';
import { TXT } from './texts.ts';

/**
 * Form of a competence level: description, weight and minimum percentage, the percentual disabled or
 * required as the company's configuration says (the server applies the same rules).
 */
export default function NivelFormPage() {
  const { def, id, mode } = useResource();
  const config = useConfigNiveis();
  if (mode === 'edit' && id === null) return <NotFoundPage />;
  if (!config.data) return null;
  return <NivelForm def={def} id={id} config={config.data} />;
}

function NivelForm({ def, id, config }: { def: ResourceDef; id: number | null; config: ConfigNiveisInfo }) {
  const shown = useMemo(() => defConforme(def, config), [def, config]);
  const state = useResourceForm(shown, id);
  return (
    <ResourceFormFrame def={def} state={state}>
      {!config.considerarPercentualMinimo && !state.readOnly && (
        <p className="ipe-hint">{TXT.percentualDesativado}</p>
      )}
      {config.percentualObrigatorio && config.existeCriterio && !state.readOnly && (
        <p className="ipe-hint">{TXT.percentualPorCriterios}</p>
      )}
      <ResourceFields def={shown} disabled={state.readOnly || state.loading} />
    </ResourceFormFrame>
  );
}
