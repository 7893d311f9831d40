import { NINEBOX_PADRAO, NINEBOX_TOOLTIP_MAX } from '@ipe/domain/resources/avaliacao/ninebox';
import { useMemo } from 'react';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { ResourceFields } from '../../../platform/resource/ResourceFields.tsx';
import { ResourceFormFrame } from '../../../platform/resource/ResourceFormPage.tsx';
import { useResource } from '../../../platform/resource/useResource.ts';
import { useResourceForm } from '../../../platform/resource/useResourceForm.ts';

const hoje = () => {
  const d = new Date();
  const p = (x: number) => String(x).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};

/**
 * The Nine Box configuration form (spec 2 §2 'Edit mode'): the generic fields (date, the four thresholds,
 * the inverted-axis flag, the nine boxes' titles and descriptions); a new one starts from the spec's
 * defaults (33/66 and ENIGMA … COMPROMETIDO), so HR only changes what differs.
 */
export default function NineBoxFormPage() {
  const { def, id, mode } = useResource();
  const extraValues = useMemo(
    () =>
      id === null
        ? {
            data: hoje(),
            percentualBaixoPotencial: 33,
            percentualAltoPotencial: 66,
            percentualBaixoDesempenho: 33,
            percentualAltoDesempenho: 66,
            boxes: NINEBOX_PADRAO.map(({ posicao, nomeclatura, descricao }) => ({
              posicao,
              nomeclatura,
              descricao,
            })),
          }
        : undefined,
    [id],
  );
  const state = useResourceForm(def, id, { extraValues });
  if (mode === 'edit' && id === null) return <NotFoundPage />;
  return (
    <ResourceFormFrame def={def} state={state}>
      <p className="ipe-hint">
        Quadrantes: 1 a 3 alto potencial, 4 a 6 médio, 7 a 9 baixo; em cada linha, desempenho baixo, médio e
        alto. No gráfico, a descrição aparece ao passar o mouse (até {NINEBOX_TOOLTIP_MAX} caracteres).
      </p>
      <ResourceFields def={def} disabled={state.readOnly || state.loading} />
    </ResourceFormFrame>
  );
}
