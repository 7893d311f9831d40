import type { ResourceDef } from '@ipe/domain';
import NotFoundPage from '../../pages/NotFoundPage.tsx';
import { ResourceFields } from '../../resource/ResourceFields.tsx';
import { ResourceFormFrame } from '../../resource/ResourceFormPage.tsx';
import { useResource } from '../../resource/useResource.ts';
import { useResourceForm } from '../../resource/useResourceForm.ts';
import { QuestionSetEditor } from '../editor/QuestionSetEditor.tsx';

export interface DonoProps {
  /** The owner's declaration (a resource or a view): its form, path and authorities. */
  def: ResourceDef;
  /** Path (without /api) under which the engine serves the owner's question set, when not `def.path`. */
  base?: string;
  /** notaMinima of a new score question (NOTA_MINIMA_MODELO in models). */
  notaMinimaPadrao: number;
}

/**
 * A question set's owner (a candidate evaluation model, an evaluation model…) at {path}/new and
 * {path}/{id}: the declared fields and, once the owner exists, its question set below the form. The
 * editor has forms of its own, so it stays outside the owner's <form>.
 */
export function DonoFormPage(props: DonoProps) {
  const { id, mode } = useResource();
  if (mode === 'edit' && id === null) return <NotFoundPage />;
  // A new key per record: going from /new to /{id} after saving starts a fresh form.
  return <DonoForm key={id ?? 'new'} id={id} {...props} />;
}

function DonoForm({ id, def, base, notaMinimaPadrao }: DonoProps & { id: number | null }) {
  // A new owner goes on to its edit screen, where its questions are added; an edited one back to the list.
  const state = useResourceForm(def, id, {
    afterSave: (saved, isNew) =>
      isNew && typeof saved.id === 'number' ? `${def.path}/${saved.id}` : undefined,
  });
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
          base={(base ?? def.path) as `/${string}`}
          ownerId={id}
          canEdit={!state.readOnly}
          notaMinimaPadrao={notaMinimaPadrao}
          titulo={titulo}
        />
      )}
    </>
  );
}
