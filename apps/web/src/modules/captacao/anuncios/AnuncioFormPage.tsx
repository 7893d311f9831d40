import { anuncios as def } from '@ipe/domain/resources/captacao/anuncios/index';
import { useQuery } from '@tanstack/react-query';
import { Dropdown } from 'primereact/dropdown';
import { useMemo } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { FieldShell, FormGrid, fieldAria } from '../../../platform/components/index.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { ResourceFields } from '../../../platform/resource/ResourceFields.tsx';
import { ResourceFormFrame } from '../../../platform/resource/ResourceFormPage.tsx';
import { useResource } from '../../../platform/resource/useResource.ts';
import { useResourceForm } from '../../../platform/resource/useResourceForm.ts';
import { DROPDOWN_PT } from '../../../platform/resource/widgets/choice.tsx';
import { type SolicitacaoDisponivel, solicitacoesDisponiveis } from './api.ts';
import { PreviaAnuncio } from './PreviaAnuncio.tsx';
import './anuncios.css';
import { TXT } from './texts.ts';

/** The declared fields but the requisition, which gets its own dropdown (only those that may get an ad). */
const outrosCampos = { ...def, fields: def.fields.filter((f) => f.name !== 'solicitacaoId') };
const campoSolicitacao = def.fields.find((f) => f.name === 'solicitacaoId');

/**
 * /captacao/anuncios/new and /{id}: the generic ad form, with the requisition chosen among the released
 * ones without an ad. `/new?solicitacaoId=N` (the shortcut from a requisition) starts with it chosen and
 * the title, expiry, place and contract taken from it; choosing one in an empty form fills the title,
 * expiry and place left empty.
 */
export default function AnuncioFormPage() {
  const { id, mode } = useResource();
  if (mode === 'edit' && id === null) return <NotFoundPage />;
  return <AnuncioForm key={id ?? 'new'} id={id} />;
}

function AnuncioForm({ id }: { id: number | null }) {
  const [params] = useSearchParams();
  const opcoes = useQuery({
    queryKey: [def.path, 'solicitacoes-disponiveis', id],
    queryFn: () => solicitacoesDisponiveis(id),
  });
  const pedida = id === null ? Number(params.get('solicitacaoId')) || null : null;
  const inicial = opcoes.data?.find((o) => o.value === pedida);
  const extraValues = useMemo(
    () =>
      inicial
        ? {
            solicitacaoId: inicial.value,
            titulo: inicial.tituloSugerido,
            previsaoEncerramento: inicial.previsaoEncerramento,
            estadoId: inicial.estadoId,
            cidadeId: inicial.cidadeId,
            tipoContrato: inicial.tipoContrato,
          }
        : undefined,
    [inicial],
  );
  const state = useResourceForm(def, id, {
    extraValues,
    extraReady: pedida === null || !opcoes.isPending,
  });
  const disabled = state.readOnly || state.loading;
  return (
    <ResourceFormFrame def={def} state={state}>
      <FormGrid>
        <SolicitacaoField opcoes={opcoes.data ?? []} carregando={opcoes.isFetching} disabled={disabled} />
      </FormGrid>
      <ResourceFields def={outrosCampos} disabled={disabled} tab={state.tab} onTabChange={state.setTab} />
      <PreviaDaSolicitacao opcoes={opcoes.data ?? []} />
    </ResourceFormFrame>
  );
}

/** The preview, with the pay of the requisition chosen (what an ad without its own range shows). */
function PreviaDaSolicitacao({ opcoes }: { opcoes: SolicitacaoDisponivel[] }) {
  const solicitacaoId = useWatch({ name: 'solicitacaoId' });
  const escolhida = opcoes.find((o) => o.value === solicitacaoId);
  return <PreviaAnuncio remuneracao={escolhida?.remuneracao ?? null} />;
}

function SolicitacaoField({
  opcoes,
  carregando,
  disabled,
}: {
  opcoes: SolicitacaoDisponivel[];
  carregando: boolean;
  disabled: boolean;
}) {
  const form = useFormContext();
  const label = campoSolicitacao?.label ?? 'Solicitação de Pessoal';
  return (
    <Controller
      name="solicitacaoId"
      control={form.control}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        const { id, ...aria } = fieldAria('solicitacaoId', error, true);
        return (
          <FieldShell id="solicitacaoId" label={label} required error={error}>
            <Dropdown
              inputId={id}
              {...aria}
              options={opcoes}
              optionLabel="label"
              optionValue="value"
              filter
              resetFilterOnHide
              pt={DROPDOWN_PT}
              placeholder="Selecione"
              emptyMessage={TXT.semSolicitacoes}
              itemTemplate={(o: SolicitacaoDisponivel) => (
                <span>
                  {o.label}
                  {o.cargo && <small className="ipe-hint"> · {o.cargo}</small>}
                </span>
              )}
              loading={carregando}
              value={field.value ?? null}
              disabled={disabled}
              invalid={!!error}
              onBlur={field.onBlur}
              onChange={(e) => {
                field.onChange(e.value ?? null);
                // A new choice fills the title and expiry only where the user left them empty.
                const escolhida = opcoes.find((o) => o.value === e.value);
                if (!escolhida) return;
                if (!form.getValues('titulo'))
                  form.setValue('titulo', escolhida.tituloSugerido, { shouldDirty: true });
                if (!form.getValues('previsaoEncerramento') && escolhida.previsaoEncerramento)
                  form.setValue('previsaoEncerramento', escolhida.previsaoEncerramento, {
                    shouldDirty: true,
                  });
                // The place comes from the requisition when none was chosen.
                if (!form.getValues('cidadeId') && escolhida.cidadeId) {
                  form.setValue('estadoId', escolhida.estadoId, { shouldDirty: true });
                  form.setValue('cidadeId', escolhida.cidadeId, { shouldDirty: true });
                }
              }}
            />
          </FieldShell>
        );
      }}
    />
  );
}
