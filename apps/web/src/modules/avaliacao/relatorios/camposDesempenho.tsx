/** Filter fields of the performance evaluation report screens. */
import { SITUACAO_RESPOSTA_OPTIONS } from '@ipe/domain/relatorios/avaliacao/filtrosDesempenho';
import { Dropdown } from 'primereact/dropdown';
import { useController, useFormContext } from 'react-hook-form';
import { FieldShell, fieldAria } from '../../../platform/components/index.ts';
import { CampoOpcoes, CampoReferencias } from '../../../platform/relatorios/index.ts';
import { useReferenceOptions } from '../../../platform/resource/options.ts';
import { T } from '../../../platform/resource/texts.ts';
import { DROPDOWN_PT } from '../../../platform/resource/widgets/choice.tsx';

/** One row of a register (required), as a filterable dropdown. */
function CampoUmaReferencia({
  name,
  label,
  resource,
  span = 6,
}: {
  name: string;
  label: string;
  resource: string;
  span?: number;
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const { data: options = [], isFetching } = useReferenceOptions(
    { name, label, kind: 'reference', resource } as const,
    {},
    true,
    field.value ?? null,
  );
  const { id: inputId, ...aria } = fieldAria(name, fieldState.error?.message, true);
  return (
    <FieldShell id={name} label={label} required error={fieldState.error?.message} span={span}>
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

/** 'Avaliação de Desempenho' (required). */
export const CampoAvaliacaoDesempenho = () => (
  <CampoUmaReferencia name="avaliacaoId" label="Avaliação de Desempenho" resource="avaliacoes-desempenho" />
);

/** 'Avaliado' (required): the talent analysed. */
export const CampoAvaliado = () => (
  <CampoUmaReferencia name="avaliadoId" label="Avaliado" resource="colaboradores" />
);

/** A list of talents (evaluators, evaluated, talents compared). */
export const CampoTalentos = ({
  name,
  label,
  required,
}: {
  name: string;
  label: string;
  required?: boolean;
}) => <CampoReferencias name={name} label={label} resource="colaboradores" required={required} />;

export const CampoAreasOpcionais = () => (
  <CampoReferencias name="areasIds" label="Áreas Organizacionais" resource="areas-organizacionais" />
);

/** 'Exibir média geral das competências': Sim / Não (none chosen yet: null). */
export function CampoMediaGeral() {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name: 'mediaGeral', control });
  const { id: inputId, ...aria } = fieldAria('mediaGeral', fieldState.error?.message);
  return (
    <FieldShell
      id="mediaGeral"
      label="Exibir média geral das competências"
      error={fieldState.error?.message}
      span={4}
    >
      <Dropdown
        inputId={inputId}
        {...aria}
        options={[
          { value: true, label: 'Sim' },
          { value: false, label: 'Não' },
        ]}
        placeholder={T.selecione}
        pt={DROPDOWN_PT}
        value={field.value ?? null}
        invalid={!!fieldState.error}
        onChange={(e) => field.onChange(e.value ?? null)}
        onBlur={field.onBlur}
      />
    </FieldShell>
  );
}

export const CampoSituacao = () => (
  <CampoOpcoes name="situacao" label="Situação" options={SITUACAO_RESPOSTA_OPTIONS} />
);
