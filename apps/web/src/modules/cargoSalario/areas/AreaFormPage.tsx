import { quantidadeTalentosDaArea } from '@ipe/domain/resources/cargoSalario/areas/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import type { ResourceDef } from '@ipe/domain';
import { Checkbox } from '../../../platform/components/ChoiceInputs.tsx';
import { useMemo, useRef } from 'react';
import { Controller, type FieldValues, type Resolver, useFormContext } from 'react-hook-form';
import { confirmAction, FieldShell, FormGrid } from '../../../platform/components/index.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { ResourceFields } from '../../../platform/resource/ResourceFields.tsx';
import { ResourceFormFrame } from '../../../platform/resource/ResourceFormPage.tsx';
import { useResource } from '../../../platform/resource/useResource.ts';
import { resourceResolver, useResourceForm } from '../../../platform/resource/useResourceForm.ts';

type Values = Record<string, unknown>;

export const TXT = {
  replicacao: 'Replicar para as áreas filhas',
  replicarResponsaveis: 'Replicar os responsáveis para todas as áreas filhas ao gravar',
  replicarCoResponsaveis: 'Replicar os corresponsáveis para todas as áreas filhas ao gravar',
  replicacaoDica:
    'Substitui os responsáveis (ou corresponsáveis) de todas as áreas abaixo desta pelos desta área.',
  /** Before saving a new parent for an area that has talents in it or below it. */
  moverComTalentos: (n: number) =>
    `Esta área tem ${n === 1 ? '1 talento' : `${n} talentos`} (nela e nas áreas abaixo dela). Ao mudar a área mãe, ` +
    'os talentos continuam nas suas áreas, mas a hierarquia mostrada para eles muda. Deseja continuar?',
  maeBloqueada:
    'A área mãe não pode ser alterada: a empresa está integrada com a folha de pagamento ou a área é utilizada no histórico de talentos.',
} as const;

const EXTRAS = ['replicarResponsaveis', 'replicarCoResponsaveis'] as const;

/** The area's schema plus the two replication options, which are actions of this save, not data. */
function areaResolver(def: ResourceDef): Resolver<Values> {
  const base = resourceResolver(def);
  return async (values, ctx, opts) => {
    const r = await base(values, ctx, opts);
    if (Object.keys(r.errors).length) return { values: {}, errors: r.errors };
    const extras = Object.fromEntries(EXTRAS.map((k) => [k, values[k] === true]));
    return { values: { ...r.values, ...extras }, errors: {} };
  };
}

function Opcao({ name, label, disabled }: { name: string; label: string; disabled: boolean }) {
  const { control } = useFormContext<FieldValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FieldShell id={name} label={label} span={12}>
          <Checkbox
            inputId={name}
            checked={field.value === true}
            disabled={disabled}
            onChange={(e) => field.onChange(e.checked === true)}
          />
        </FieldShell>
      )}
    />
  );
}

/**
 * The area form: the generic fields, the area mãe locked when the server says it cannot change
 * (`podeEditar`), and the options that copy responsibles and co-responsibles to every descendant.
 */
export default function AreaFormPage() {
  const { def, id, mode } = useResource();
  if (mode === 'edit' && id === null) return <NotFoundPage />;
  return <AreaForm def={def} id={id} />;
}

const EXTRA_VALUES = { replicarResponsaveis: false, replicarCoResponsaveis: false };

function AreaForm({ def, id }: { def: ResourceDef; id: number | null }) {
  const resolver = useMemo(() => areaResolver(def), [def]);
  const maeSalva = useRef<unknown>(null);
  const state = useResourceForm(def, id, {
    resolver,
    extraValues: EXTRA_VALUES,
    extraFieldOrder: [...EXTRAS],
    // A new parent changes the hierarchy shown for the talents of the area and below it: ask first.
    confirmSave: async (values) => {
      if (id === null || (values.areaMaeId ?? null) === maeSalva.current) return true;
      const { quantidade } = await chamar(quantidadeTalentosDaArea, { params: { id } });
      return quantidade === 0 || confirmAction({ message: TXT.moverComTalentos(quantidade) });
    },
  });
  maeSalva.current = state.row?.areaMaeId ?? null;
  const maeBloqueada = state.row?.podeEditar === false;
  // Only the screen changes: the locked field is still sent, and the server checks it anyway.
  const shown = useMemo<ResourceDef>(
    () =>
      maeBloqueada
        ? { ...def, fields: def.fields.map((f) => (f.name === 'areaMaeId' ? { ...f, readOnly: true } : f)) }
        : def,
    [def, maeBloqueada],
  );
  const disabled = state.readOnly || state.loading;
  return (
    <ResourceFormFrame def={def} state={state}>
      {maeBloqueada && !state.readOnly && <p className="ipe-hint">{TXT.maeBloqueada}</p>}
      <ResourceFields def={shown} disabled={disabled} tab={state.tab} onTabChange={state.setTab} />
      {!state.isNew && !state.readOnly && (
        <section className="ipe-form-section" aria-labelledby="area-replicacao">
          <h2 id="area-replicacao">{TXT.replicacao}</h2>
          <p className="ipe-hint">{TXT.replicacaoDica}</p>
          <FormGrid>
            <Opcao name="replicarResponsaveis" label={TXT.replicarResponsaveis} disabled={disabled} />
            <Opcao name="replicarCoResponsaveis" label={TXT.replicarCoResponsaveis} disabled={disabled} />
          </FormGrid>
        </section>
      )}
    </ResourceFormFrame>
  );
}
