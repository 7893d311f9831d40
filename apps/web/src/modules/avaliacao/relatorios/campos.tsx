/** Filter fields shared by the experience follow-up report screens. */
import { TIPO_MODELO } from '@ipe/domain/resources/avaliacao/modelos';
import { Dropdown } from 'primereact/dropdown';
import { useController, useFormContext } from 'react-hook-form';
import { FieldShell, fieldAria } from '../../../platform/components/index.ts';
import { CampoReferencias } from '../../../platform/relatorios/index.ts';
import { useReferenceOptions } from '../../../platform/resource/options.ts';
import { T } from '../../../platform/resource/texts.ts';
import { DROPDOWN_PT } from '../../../platform/resource/widgets/choice.tsx';

const MODELO = {
  name: 'modeloId',
  label: 'Modelo de Avaliação',
  kind: 'reference',
  resource: 'avaliacoes',
} as const;

/** 'Modelo de Avaliação' (required): one of the company's experience follow-up models (tipo A). */
export function CampoModeloAcompanhamento({ span = 6 }: { span?: number }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: MODELO.name, control });
  const { data: options = [], isFetching } = useReferenceOptions(
    MODELO,
    { tipo: TIPO_MODELO.acompanhamento },
    true,
    field.value ?? null,
  );
  const { id: inputId, ...aria } = fieldAria(MODELO.name, fieldState.error?.message, true);
  return (
    <FieldShell id={MODELO.name} label={MODELO.label} required error={fieldState.error?.message} span={span}>
      <Dropdown
        inputId={inputId}
        {...aria}
        options={options}
        optionLabel="label"
        optionValue="value"
        filter
        placeholder={T.selecione}
        loading={isFetching}
        pt={DROPDOWN_PT}
        value={field.value ?? null}
        invalid={!!fieldState.error}
        onChange={(e) => field.onChange((e.value as number | undefined) ?? null)}
        onBlur={field.onBlur}
      />
    </FieldShell>
  );
}

/** Areas (≥ 1) and, optionally, establishments. */
export function CampoAreasEstabelecimentos() {
  return (
    <>
      <CampoReferencias
        name="areasIds"
        label="Áreas Organizacionais"
        resource="areas-organizacionais"
        required
      />
      <CampoReferencias name="estabelecimentosIds" label="Estabelecimentos" resource="estabelecimentos" />
    </>
  );
}

/** The experience periods (1 to 6). */
export function CampoPeriodos() {
  return (
    <CampoReferencias
      name="periodosIds"
      label="Períodos de Experiência"
      resource="periodos-experiencia"
      required
    />
  );
}
