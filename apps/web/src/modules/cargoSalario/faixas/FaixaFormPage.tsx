import { type Field, resourceSchema } from '@ipe/domain';
import { faixasSalariais, regrasIntegracaoFaixa } from '@ipe/domain/resources/cargoSalario/faixas/index';
import { hojeIso } from '@ipe/domain/salario';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dropdown } from 'primereact/dropdown';
import { type ComponentType, useMemo } from 'react';
import { Controller, type FieldValues, type Resolver, useFormContext } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { FieldShell, FormGrid, fieldAria } from '../../../platform/components/index.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { ResourceFormFrame } from '../../../platform/resource/ResourceFormPage.tsx';
import { T } from '../../../platform/resource/texts.ts';
import { useResource } from '../../../platform/resource/useResource.ts';
import { useResourceForm } from '../../../platform/resource/useResourceForm.ts';
import { WIDGETS, type WidgetProps } from '../../../platform/resource/widgets/index.ts';
import { CboAutocomplete } from '../areas/CboAutocomplete.tsx';
import { useCargos, useIntegracao } from './api.ts';
import { HistoricosFaixa, novaLinha } from './HistoricosFaixa.tsx';
import { TXT } from './texts.ts';
import './faixas.css';

type Values = Record<string, unknown>;
const def = faixasSalariais;

/** The band's schema plus the rules that depend on the company's payroll integration, all at once. */
function resolverFaixa(acIntegra: boolean): Resolver<Values> {
  const base = zodResolver(resourceSchema(def) as z.ZodType<Values, Values>) as Resolver<Values>;
  return async (values, ctx, opts) => {
    const result = await base(values, ctx, opts);
    const extra = regrasIntegracaoFaixa(values, acIntegra);
    if (!extra.length) return result;
    const errors = { ...result.errors } as Record<string, unknown>;
    for (const e of extra) errors[e.field] = { type: 'custom', message: e.message };
    return { values: {}, errors } as Awaited<ReturnType<Resolver<Values>>>;
  };
}

/** A declared field of the band drawn by its generic widget (text fields: name, payroll code and description). */
function CampoGenerico({
  name,
  required,
  disabled,
}: {
  name: string;
  required?: boolean;
  disabled: boolean;
}) {
  const { control } = useFormContext<FieldValues>();
  const field = def.fields.find((f) => f.name === name) as Field;
  const Widget = WIDGETS[field.kind] as ComponentType<WidgetProps<Field>>;
  const obrigatorio = required ?? field.required;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: ctl, fieldState }) => (
        <FieldShell
          id={name}
          label={field.label}
          required={obrigatorio}
          error={fieldState.error?.message}
          span={field.span}
        >
          <Widget
            field={{ ...field, required: obrigatorio }}
            id={name}
            value={ctl.value as never}
            onChange={ctl.onChange}
            onBlur={ctl.onBlur}
            error={fieldState.error?.message}
            disabled={disabled}
          />
        </FieldShell>
      )}
    />
  );
}

function CargoField({ disabled }: { disabled: boolean }) {
  const { control } = useFormContext<FieldValues>();
  const { data: cargos = [] } = useCargos();
  return (
    <Controller
      name="cargoId"
      control={control}
      render={({ field, fieldState }) => {
        const { id, ...aria } = fieldAria('cargoId', fieldState.error?.message, true);
        return (
          <FieldShell id="cargoId" label={TXT.cargo} required error={fieldState.error?.message} span={6}>
            <Dropdown
              inputId={id}
              {...aria}
              value={field.value}
              options={cargos}
              optionLabel="nome"
              optionValue="id"
              placeholder={T.selecione}
              filter
              onChange={(e) => field.onChange(e.value ?? null)}
              onBlur={field.onBlur}
              invalid={!!fieldState.error}
              disabled={disabled}
            />
          </FieldShell>
        );
      }}
    />
  );
}

function CboField({ required, disabled }: { required: boolean; disabled: boolean }) {
  const { control, setValue } = useFormContext<FieldValues>();
  return (
    <Controller
      name="codigoCBO"
      control={control}
      render={({ field, fieldState }) => {
        const error = fieldState.error?.message;
        return (
          <FieldShell id="codigoCBO" label={TXT.cbo} required={required} error={error} span={12}>
            <CboAutocomplete
              id="codigoCBO"
              value={(field.value as string | null) ?? null}
              onChange={(cbo) => {
                field.onChange(cbo?.codigo ?? null);
                setValue('descricaoCBO', cbo?.descricao ?? null);
              }}
              onBlur={field.onBlur}
              invalid={!!error}
              describedBy={error ? 'codigoCBO-error' : undefined}
              required={required}
              disabled={disabled}
            />
          </FieldShell>
        );
      }}
    />
  );
}

/** New (`/faixas-salariais/new`, optionally `?cargoId=`) and edit screen of a salary band with its history. */
export default function FaixaFormPage() {
  const { id, mode } = useResource();
  if (mode === 'edit' && id === null) return <NotFoundPage />;
  return <FaixaForm id={id} />;
}

function FaixaForm({ id }: { id: number | null }) {
  const [params] = useSearchParams();
  const integracao = useIntegracao();
  const acIntegra = integracao.data?.acIntegra ?? false;
  const resolver = useMemo(() => resolverFaixa(acIntegra), [acIntegra]);
  const cargoInicial = Number(params.get('cargoId')) || null;
  // A new band starts with one history row dated today.
  const extraValues = useMemo(
    () =>
      id === null ? { cargoId: cargoInicial, historicos: [{ ...novaLinha(), data: hojeIso() }] } : undefined,
    [id, cargoInicial],
  );
  const state = useResourceForm(def, id, { resolver, extraValues, extraReady: integracao.isFetched });
  const disabled = state.readOnly || state.loading;

  return (
    <ResourceFormFrame def={def} state={state}>
      <FormGrid>
        <CargoField disabled={disabled} />
        <CampoGenerico name="nome" disabled={disabled} />
        <CampoGenerico name="codigoAC" disabled={disabled} />
        <CampoGenerico name="nomeACPessoal" required={acIntegra} disabled={disabled} />
        <CboField required={!acIntegra} disabled={disabled} />
      </FormGrid>
      <HistoricosFaixa disabled={disabled} />
    </ResourceFormFrame>
  );
}
