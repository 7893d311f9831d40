/**
 * Filter fields of report screens, bound to the RelatorioPage's form by name (react-hook-form context):
 * each shows its label, the zod message of the shared schema under it, and carries the field's id so the
 * invalid-form alert can focus it.
 */
import { FILTRAR_POR_OPTIONS } from '@ipe/domain/relatorios/index';
import { LAYOUT_OPTIONS } from '@ipe/domain/relatorios/layout';
import type { ReferencesField } from '@ipe/domain';
import { Dropdown } from 'primereact/dropdown';
import { MultiSelect } from 'primereact/multiselect';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { Checkbox } from '../components/ChoiceInputs.tsx';
import { DATA_FIM, DATA_INICIAL, DateInput, FieldShell, fieldAria } from '../components/index.ts';
import { ReferencesWidget } from '../resource/widgets/references.tsx';
import { useSession } from '../session/state.ts';

const erroDe = (errors: Record<string, unknown>, name: string) =>
  (errors[name] as { message?: string } | undefined)?.message;

function useCampo<T>(name: string) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  return {
    value: field.value as T,
    onChange: field.onChange as (v: T) => void,
    onBlur: field.onBlur,
    error: fieldState.error?.message,
  };
}

/** The main period: 'Data Inicial' and 'Data Fim', both required (spec 1 §5). */
export function CampoPeriodo({
  inicio = 'dataIni',
  fim = 'dataFim',
  span = 3,
}: {
  inicio?: string;
  fim?: string;
  span?: number;
}) {
  const ini = useCampo<string | null>(inicio);
  const f = useCampo<string | null>(fim);
  return (
    <>
      <FieldShell id={inicio} label={DATA_INICIAL} required error={ini.error} span={span}>
        <DateInput
          id={inicio}
          value={ini.value}
          onChange={ini.onChange}
          onBlur={ini.onBlur}
          invalid={!!ini.error}
          required
          describedBy={ini.error ? `${inicio}-error` : undefined}
        />
      </FieldShell>
      <FieldShell id={fim} label={DATA_FIM} required error={f.error} span={span}>
        <DateInput
          id={fim}
          value={f.value}
          onChange={f.onChange}
          onBlur={f.onBlur}
          invalid={!!f.error}
          required
          describedBy={f.error ? `${fim}-error` : undefined}
        />
      </FieldShell>
    </>
  );
}

/** One required date (the reference date of the position-and-salary reports). */
export function CampoData({ name, label, span = 3 }: { name: string; label: string; span?: number }) {
  const c = useCampo<string | null>(name);
  return (
    <FieldShell id={name} label={label} required error={c.error} span={span}>
      <DateInput
        id={name}
        value={c.value}
        onChange={c.onChange}
        onBlur={c.onBlur}
        invalid={!!c.error}
        required
        describedBy={c.error ? `${name}-error` : undefined}
      />
    </FieldShell>
  );
}

/** A yes/no option as a checkbox beside its label ('Exibir salário'). */
export function CampoMarcado({ name, label, span = 3 }: { name: string; label: string; span?: number }) {
  const c = useCampo<boolean>(name);
  return (
    <FieldShell id={name} label={label} error={c.error} span={span}>
      <div className="ipe-inline ipe-boolean">
        <Checkbox
          inputId={name}
          {...ariaSemId(name, c.error)}
          checked={c.value === true}
          onChange={(e) => c.onChange(e.checked === true)}
          onBlur={c.onBlur}
        />
      </div>
    </FieldShell>
  );
}

/** One choice from a fixed list (status, qualification…). */
export function CampoOpcoes({
  name,
  label,
  options,
  span = 3,
}: {
  name: string;
  label: string;
  options: readonly { value: string | number; label: string }[];
  span?: number;
}) {
  const c = useCampo<string | number>(name);
  return (
    <FieldShell id={name} label={label} error={c.error} span={span}>
      <Dropdown
        inputId={name}
        value={c.value}
        options={[...options]}
        onChange={(e) => c.onChange(e.value)}
        onBlur={c.onBlur}
        {...ariaSemId(name, c.error)}
      />
    </FieldShell>
  );
}

const ariaSemId = (id: string, error?: string, required?: boolean) => {
  const { id: _id, ...aria } = fieldAria(id, error, required);
  return aria;
};

/**
 * A choice among two or three options as side-by-side buttons: real radio inputs (keyboard and screen
 * readers as usual), drawn as a segmented control. The first input carries the field's id.
 */
function Segmentado<V extends string | number>({
  id,
  rotulo,
  value,
  options,
  onChange,
}: {
  id: string;
  rotulo: string;
  value: V;
  options: readonly { value: V; label: string; icone?: string }[];
  onChange: (v: V) => void;
}) {
  return (
    <div className="ipe-segmentado" role="radiogroup" aria-label={rotulo}>
      {options.map((o, i) => (
        <label
          key={String(o.value)}
          className={o.value === value ? 'ipe-segmentado-item ipe-selecionado' : 'ipe-segmentado-item'}
        >
          <input
            id={i === 0 ? id : undefined}
            type="radio"
            name={id}
            checked={o.value === value}
            onChange={() => onChange(o.value)}
          />
          {o.icone && <i className={o.icone} aria-hidden="true" />}
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
}

/** 'Detalhado' / 'Resumido' (spec 2 §2: a layout choice shown as images), as two illustrated buttons. */
export function CampoLayout({ name = 'layout', span = 4 }: { name?: string; span?: number }) {
  const c = useCampo<string>(name);
  const icones: Record<string, string> = { DETALHADO: 'pi pi-list', RESUMIDO: 'pi pi-chart-bar' };
  return (
    <FieldShell id={name} label="Layout" error={c.error} span={span}>
      <Segmentado
        id={name}
        rotulo="Layout"
        value={c.value}
        options={LAYOUT_OPTIONS.map((o) => ({ ...o, icone: icones[o.value] }))}
        onChange={c.onChange}
      />
    </FieldShell>
  );
}

/** Several rows of a register (establishments, areas, steps…), by their ids. */
export function CampoReferencias({
  name,
  label,
  resource,
  required,
  span = 6,
}: {
  name: string;
  label: string;
  resource: string;
  required?: boolean;
  span?: number;
}) {
  const c = useCampo<number[]>(name);
  // The '*' is the FieldShell's; aria-required is not allowed on the multiselect's root element.
  const field = { name, label, kind: 'references', resource } satisfies ReferencesField;
  return (
    <FieldShell id={name} label={label} required={required} error={c.error} span={span}>
      <ReferencesWidget
        field={field}
        id={name}
        value={c.value ?? []}
        onChange={c.onChange}
        onBlur={c.onBlur}
        error={c.error}
        disabled={false}
      />
    </FieldShell>
  );
}

/** The user's companies (the session's list), at least one (empresasIds of spec 1 §5). */
export function CampoEmpresas({ name = 'empresasIds', span = 6 }: { name?: string; span?: number }) {
  const c = useCampo<number[]>(name);
  const empresas = useSession().info?.empresas ?? [];
  return (
    <FieldShell id={name} label="Empresas" required error={c.error} span={span}>
      <MultiSelect
        inputId={name}
        {...ariaSemId(name, c.error)}
        value={c.value ?? []}
        options={empresas.map((e) => ({ value: e.id, label: e.nome }))}
        onChange={(e) => c.onChange(e.value)}
        onBlur={c.onBlur}
        display="chip"
        filter
        placeholder="Selecione"
        invalid={!!c.error}
      />
    </FieldShell>
  );
}

/**
 * filtrarPor (1 areas, 2 occupational groups) and the list it asks for, with 'Selecione ao menos uma
 * Área Organizacional' / '… um Grupo Ocupacional' from the shared schema.
 */
export function CampoFiltrarPor({ span = 6 }: { span?: number }) {
  const c = useCampo<number>('filtrarPor');
  const { formState } = useFormContext();
  const filtrarPor = useWatch({ name: 'filtrarPor' }) as number;
  return (
    <>
      <FieldShell
        id="filtrarPor"
        label="Filtrar por"
        error={c.error ?? erroDe(formState.errors, 'filtrarPor')}
        span={span}
      >
        <Segmentado
          id="filtrarPor"
          rotulo="Filtrar por"
          value={c.value}
          options={FILTRAR_POR_OPTIONS}
          onChange={c.onChange}
        />
      </FieldShell>
      {filtrarPor === 2 ? (
        <CampoReferencias
          name="gruposOcupacionaisIds"
          label="Grupos Ocupacionais"
          resource="grupos-ocupacionais"
          required
          span={span}
        />
      ) : (
        <CampoReferencias
          name="areasIds"
          label="Áreas Organizacionais"
          resource="areas-organizacionais"
          required
          span={span}
        />
      )}
    </>
  );
}
