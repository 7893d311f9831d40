import { type ResourceDef, resourceSchema } from '@ipe/domain';
import { faixasSalariais, regrasIntegracaoFaixa } from '@ipe/domain/resources/cargoSalario/faixas/index';
import { hojeIso } from '@ipe/domain/salario';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dropdown } from 'primereact/dropdown';
import { useMemo } from 'react';
import { Controller, type FieldValues, type Resolver, useFormContext } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { FieldShell, FormGrid, fieldAria } from '../../../platform/components/index.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { ResourceFields } from '../../../platform/resource/ResourceFields.tsx';
import { ResourceFormFrame } from '../../../platform/resource/ResourceFormPage.tsx';
import { T } from '../../../platform/resource/texts.ts';
import { useResource } from '../../../platform/resource/useResource.ts';
import { useResourceForm } from '../../../platform/resource/useResourceForm.ts';
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

/** Name, payroll code and payroll description, drawn by the generic widgets; the description is required when integrated. */
const camposSimples = (acIntegra: boolean): ResourceDef => ({
  ...def,
  fields: def.fields
    .filter((f) => ['nome', 'codigoAC', 'nomeACPessoal'].includes(f.name))
    .map((f) => (f.name === 'nomeACPessoal' ? { ...f, required: acIntegra } : f)),
});

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
  const simples = useMemo(() => camposSimples(acIntegra), [acIntegra]);

  return (
    <ResourceFormFrame def={def} state={state}>
      <FormGrid>
        <CargoField disabled={disabled} />
      </FormGrid>
      <ResourceFields def={simples} disabled={disabled} />
      <FormGrid>
        <CboField required={!acIntegra} disabled={disabled} />
      </FormGrid>
      <HistoricosFaixa disabled={disabled} />
    </ResourceFormFrame>
  );
}
