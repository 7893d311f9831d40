import {
  lerParametrosSistema,
  alterarParametrosSistema,
} from '@ipe/domain/resources/utilitario/organizacao/contratosParametros';
import { chamar } from '../../../platform/api/chamar.ts';
import { ERROR_CODES, isAllowed, resourceDefaults } from '@ipe/domain';
import { parametrosSistema as def } from '@ipe/domain/resources/utilitario/organizacao/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { ApiError } from '../../../platform/api/client.ts';
import { toastSuccess } from '../../../platform/api/notify.ts';
import { alertInvalidForm } from '../../../platform/components/index.ts';
import { useDocumentTitle } from '../../../platform/layout/useDocumentTitle.ts';
import { fieldOrder, rowToValues, tabIndexOf } from '../../../platform/resource/form.ts';
import { ResourceFields } from '../../../platform/resource/ResourceFields.tsx';
import { FormSkeleton } from '../../../platform/resource/ResourceFormPage.tsx';
import { T } from '../../../platform/resource/texts.ts';
import { resourceResolver } from '../../../platform/resource/useResourceForm.ts';
import { useSession } from '../../../platform/session/state.ts';
import { TXT } from './texts.ts';
import '../../../platform/resource/resource.css';

type Values = Record<string, unknown>;
const KEY = [def.path] as const;
const resolver = resourceResolver(def);

/**
 * The installation's parameters (a singleton): one form, GET and PUT on /utilitario/parametros-sistema.
 * Read-only without ROLE_UTI_PARAMETROS_EDITAR.
 */
export default function ParametrosSistemaPage() {
  useDocumentTitle(TXT.parametrosTitulo);
  const { info } = useSession();
  const queryClient = useQueryClient();
  const readOnly = !isAllowed(def.access.write, new Set(info?.authorities ?? []));
  const [tab, setTab] = useState(0);
  const query = useQuery({ queryKey: KEY, queryFn: () => chamar(lerParametrosSistema) });
  const form = useForm<Values>({ resolver, defaultValues: resourceDefaults(def) });
  const { reset } = form;
  // No field until the record is in the form (a skeleton stands for them): nothing typed early is lost.
  const [carregado, setCarregado] = useState(false);
  useEffect(() => {
    if (!query.data) return;
    reset(rowToValues(def, query.data));
    setCarregado(true);
  }, [query.data, reset]);

  const save = useMutation({ mutationFn: (body: Values) => chamar(alterarParametrosSistema, { body }) });
  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const saved = await save.mutateAsync(values);
        queryClient.setQueryData(KEY, saved);
        toastSuccess(TXT.parametrosSalvos);
      } catch (e) {
        if (e instanceof ApiError && e.code === ERROR_CODES.fieldValidation)
          for (const entry of e.entries)
            form.setError(entry.field, { type: 'server', message: entry.message });
      }
    },
    (errors) => {
      void alertInvalidForm(errors, {
        fieldOrder: fieldOrder(def),
        tabOf: (f) => tabIndexOf(def, f),
        setTab,
      });
    },
  );

  return (
    <section className="ipe-resource-form" aria-labelledby="ipe-form-title">
      <h1 id="ipe-form-title">{TXT.parametrosTitulo}</h1>
      {query.data && <p className="ipe-hint">{TXT.versao(query.data.appVersao)}</p>}
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} aria-busy={query.isPending || save.isPending}>
          {carregado ? (
            <ResourceFields def={def} disabled={readOnly} tab={tab} onTabChange={setTab} />
          ) : (
            <FormSkeleton />
          )}
          {!readOnly && (
            <div className="ipe-form-actions">
              <Button
                type="submit"
                label={T.gravar}
                icon="pi pi-check"
                loading={save.isPending}
                disabled={!carregado}
              />
            </div>
          )}
        </form>
      </FormProvider>
    </section>
  );
}
