import { NOTA_MINIMA_MODELO } from '@ipe/domain';
import { modelosAvaliacaoCandidato as def } from '@ipe/domain/resources/captacao/avaliacoes/index';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { ResourceFields } from '../../../platform/resource/ResourceFields.tsx';
import { ResourceFormFrame } from '../../../platform/resource/ResourceFormPage.tsx';
import { useResource } from '../../../platform/resource/useResource.ts';
import { useResourceForm } from '../../../platform/resource/useResourceForm.ts';
import { QuestionSetEditor } from '../../../platform/questionario/editor/QuestionSetEditor.tsx';

/** A new model goes on to its edit screen, where its questions are added; an edited one back to the list. */
const aposGravar = (saved: Record<string, unknown>, isNew: boolean) =>
  isNew && typeof saved.id === 'number' ? `${def.path}/${saved.id}` : undefined;

/**
 * Candidate evaluation model (/captacao/modelos-avaliacao-candidato/new and /{id}): the declared fields
 * and, once the model exists, its question set below the form. The editor has forms of its own, so it
 * stays outside the model's <form>.
 */
export default function ModeloFormPage() {
  const { id, mode } = useResource();
  if (mode === 'edit' && id === null) return <NotFoundPage />;
  // A new key per record: going from /new to /{id} after saving starts a fresh form.
  return <ModeloForm key={id ?? 'new'} id={id} />;
}

function ModeloForm({ id }: { id: number | null }) {
  const state = useResourceForm(def, id, { afterSave: aposGravar });
  const titulo = typeof state.row?.titulo === 'string' ? state.row.titulo : undefined;
  return (
    <>
      <ResourceFormFrame def={def} state={state}>
        <ResourceFields
          def={def}
          disabled={state.readOnly || state.loading}
          tab={state.tab}
          onTabChange={state.setTab}
        />
      </ResourceFormFrame>
      {id !== null && state.row && (
        <QuestionSetEditor
          base={def.path}
          ownerId={id}
          canEdit={!state.readOnly}
          notaMinimaPadrao={NOTA_MINIMA_MODELO}
          titulo={titulo}
        />
      )}
    </>
  );
}
