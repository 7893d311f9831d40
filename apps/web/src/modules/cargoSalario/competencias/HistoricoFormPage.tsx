import type { ResourceDef } from '@ipe/domain';
import { niveisCompetencia } from '@ipe/domain/resources/cargoSalario/competencias/index';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { recurso } from '../../../platform/api/recurso.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { ResourceFields } from '../../../platform/resource/ResourceFields.tsx';
import { ResourceFormFrame } from '../../../platform/resource/ResourceFormPage.tsx';
import { keys } from '../../../platform/resource/options.ts';
import { useResource } from '../../../platform/resource/useResource.ts';
import { useResourceForm } from '../../../platform/resource/useResourceForm.ts';
import { type ConfigNiveisInfo, hoje, useConfigNiveis } from './api.ts';
import { defConforme } from './percentual.ts';
import { TXT } from './texts.ts';

/**
 * Form of a dated snapshot of the levels. A new one starts dated today with every current level, its
 * weight and percentage, so the user only changes what is different from that date on.
 */
export default function HistoricoFormPage() {
  const { def, id, mode } = useResource();
  const config = useConfigNiveis();
  if (mode === 'edit' && id === null) return <NotFoundPage />;
  if (!config.data) return null;
  return <HistoricoForm def={def} id={id} config={config.data} />;
}

function HistoricoForm({
  def,
  id,
  config,
}: {
  def: ResourceDef;
  id: number | null;
  config: ConfigNiveisInfo;
}) {
  const shown = useMemo(() => defConforme(def, config), [def, config]);
  const niveis = useQuery({
    queryKey: keys.list(niveisCompetencia, { unpaged: true, sort: 'ordem' }),
    enabled: id === null,
    queryFn: () => recurso(niveisCompetencia).listar({ unpaged: true, sort: 'ordem' }),
  });
  const extraValues = useMemo(
    () =>
      id === null && niveis.data
        ? {
            data: hoje(),
            configHistoricosNiveis: niveis.data.map((n) => ({
              nivelId: n.id,
              ordem: n.ordem,
              percentual: config.considerarPercentualMinimo ? n.percentual : null,
            })),
          }
        : undefined,
    [id, niveis.data, config.considerarPercentualMinimo],
  );
  const state = useResourceForm(shown, id, { extraValues, extraReady: id !== null || !!niveis.data });
  return (
    <ResourceFormFrame def={def} state={state}>
      {state.isNew && <p className="ipe-hint">{TXT.historicoPreenchido}</p>}
      {!config.considerarPercentualMinimo && !state.readOnly && (
        <p className="ipe-hint">{TXT.percentualDesativado}</p>
      )}
      <ResourceFields def={shown} disabled={state.readOnly || state.loading} />
    </ResourceFormFrame>
  );
}
