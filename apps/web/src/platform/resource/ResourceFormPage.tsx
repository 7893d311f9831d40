import type { ResourceDef } from '@ipe/domain';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import type { ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useDocumentTitle } from '../layout/useDocumentTitle.ts';
import NotFoundPage from '../pages/NotFoundPage.tsx';
import { ResourceFields } from './ResourceFields.tsx';
import { T } from './texts.ts';
import { useResource } from './useResource.ts';
import { useResourceForm } from './useResourceForm.ts';
import './resource.css';

type FormState = ReturnType<typeof useResourceForm>;

export function formTitle(def: ResourceDef, state: Pick<FormState, 'isNew' | 'readOnly'>) {
  if (state.isNew) return T.tituloNovo(def);
  return state.readOnly ? T.tituloVisualizar(def) : T.tituloEditar(def);
}

/**
 * The frame of a resource form: title, the form with its sections and the 'Gravar' / 'Voltar' buttons.
 * `children` are the sections (the generic fields, and what a special form adds).
 */
export function ResourceFormFrame({
  def,
  state,
  children,
  acoes,
}: {
  def: ResourceDef;
  state: FormState;
  children: ReactNode;
  /** Buttons replacing 'Voltar' and 'Gravar' (a form in steps: back, on, then its submit). */
  acoes?: ReactNode;
}) {
  const title = formTitle(def, state);
  useDocumentTitle(title);
  return (
    <section className="ipe-resource-form" aria-labelledby="ipe-form-title">
      <h1 id="ipe-form-title">{title}</h1>
      {state.failed ? null : (
        <FormProvider {...state.form}>
          <form noValidate onSubmit={state.onSubmit} aria-busy={state.loading || state.saving}>
            {state.loading ? <FormSkeleton /> : children}
            {acoes ?? (
              <div className="ipe-form-actions">
                <Button
                  type="button"
                  label={T.voltar}
                  icon="pi pi-arrow-left"
                  severity="secondary"
                  outlined
                  onClick={state.back}
                />
                {!state.readOnly && (
                  <Button
                    type="submit"
                    label={T.gravar}
                    icon="pi pi-check"
                    loading={state.saving}
                    disabled={state.loading}
                  />
                )}
              </div>
            )}
          </form>
        </FormProvider>
      )}
      {state.failed && (
        <Button
          type="button"
          label={T.voltar}
          icon="pi pi-arrow-left"
          severity="secondary"
          onClick={state.back}
        />
      )}
    </section>
  );
}

/** Stands for the fields while the record loads: the form takes no input before its values are in. */
export function FormSkeleton() {
  return (
    <div className="ipe-form-skeleton" role="status" aria-label={T.carregandoRegistro}>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="ipe-form-skeleton-field" aria-hidden="true">
          <Skeleton width="10rem" height="1rem" />
          <Skeleton height="2.5rem" />
        </div>
      ))}
    </div>
  );
}

/** New (`path/new`) and edit (`path/:id`) screen of any resource of the registry. */
export default function ResourceFormPage() {
  const { def, id, mode } = useResource();
  // `path/abc`: no such row.
  if (mode === 'edit' && id === null) return <NotFoundPage />;
  return <GenericForm def={def} id={id} />;
}

function GenericForm({ def, id }: { def: ResourceDef; id: number | null }) {
  const state = useResourceForm(def, id);
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
