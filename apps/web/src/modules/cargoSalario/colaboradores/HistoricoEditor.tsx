import { type Field, formatDate, optionLabel } from '@ipe/domain';
import {
  colaboradores as def,
  historicoVigente,
  MOTIVO_HISTORICO_OPTIONS,
  TIPO_SALARIO_INDICE,
  TIPO_SALARIO_VALOR,
} from '@ipe/domain/resources/cargoSalario/colaboradores/index';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { type ComponentType, useMemo } from 'react';
import { type FieldValues, useFormContext, useFormState } from 'react-hook-form';
import { FieldShell, FormGrid, fieldAria } from '../../../platform/components/index.ts';
import { itemDefaults } from '../../../platform/resource/form.ts';
import { T } from '../../../platform/resource/texts.ts';
import { WIDGETS, type WidgetProps } from '../../../platform/resource/widgets/index.ts';
import { messageAt, useItemRows, useItemsField } from '../../../platform/resource/widgets/useItemRows.ts';
import { type Opcao, useOpcoes } from './opcoes.ts';
import { TXT } from './texts.ts';

type Row = Record<string, unknown> & { id?: number | null; data?: string | null };

const ITEMS = def.fields.find((f) => f.name === 'historicos');
const SUB_FIELDS: readonly Field[] = ITEMS?.kind === 'items' ? ITEMS.fields : [];
const sub = (name: string) => SUB_FIELDS.find((f) => f.name === name) as Field;
/** Sub-fields chosen among the company's registers (drawn with the options of GET …/opcoes). */
const OPCOES_DE = {
  estabelecimentoId: 'estabelecimentos',
  areaOrganizacionalId: 'areas',
  faixaSalarialId: 'faixas',
  indiceId: 'indices',
} as const;

function OpcaoDropdown({
  id,
  field,
  options,
  value,
  onChange,
  error,
  disabled,
}: {
  id: string;
  field: Field;
  options: Opcao[];
  value: unknown;
  onChange: (v: number | null) => void;
  error?: string;
  disabled: boolean;
}) {
  const { id: inputId, ...aria } = fieldAria(id, error, field.required);
  // Inactive areas and disabled indices stay selectable only where they already are.
  const shown = options.map((o) => ({
    ...o,
    disabled: (o.ativo === false || o.desabilitado === true) && o.value !== value,
  }));
  return (
    <Dropdown
      inputId={inputId}
      {...aria}
      options={shown}
      optionLabel="label"
      optionValue="value"
      optionDisabled="disabled"
      filter={options.length > 8}
      resetFilterOnHide
      placeholder={T.selecione}
      showClear={!field.required && !disabled}
      value={value ?? null}
      disabled={disabled}
      invalid={!!error}
      onChange={(e) => onChange((e.value as number | undefined) ?? null)}
    />
  );
}

/**
 * The talent's history, newest first, one block per row with the sub-fields of the declaration: the
 * index and quantity show for salary type 2, the value for type 3. A new row starts from the current
 * establishment, area and band, so a promotion only changes what changes. Rows are saved with the talent.
 */
export function HistoricoEditor({ disabled }: { disabled: boolean }) {
  const { rows, onChange, error } = useItemsField<Row>('historicos');
  const { control } = useFormContext<FieldValues>();
  const { errors } = useFormState({ control, name: 'historicos' });
  const opcoes = useOpcoes();
  const edit = useItemRows('historicos', rows, onChange);
  const defaults = useMemo(() => itemDefaults(SUB_FIELDS), []);

  const setCell = (i: number, name: string, v: unknown) => edit.set(i, { [name]: v });
  const inserir = () => {
    const atual = historicoVigente(
      rows.filter((r): r is Row & { data: string } => typeof r.data === 'string' && !!r.data),
    );
    const nova: Row = { ...defaults, motivo: null };
    if (atual)
      for (const k of ['estabelecimentoId', 'areaOrganizacionalId', 'faixaSalarialId']) nova[k] = atual[k];
    edit.insert(nova, { at: 'start', focus: 'data' });
  };

  const celula = (i: number, row: Row, name: string) => {
    const f = sub(name);
    const id = `historicos.${i}.${name}`;
    const err = messageAt(errors, id);
    const lista = name in OPCOES_DE ? opcoes[OPCOES_DE[name as keyof typeof OPCOES_DE]] : null;
    const Widget = WIDGETS[f.kind] as ComponentType<WidgetProps<Field>>;
    return (
      <FieldShell key={name} id={id} label={f.label} required={f.required} error={err} span={f.span ?? 6}>
        {lista ? (
          <OpcaoDropdown
            id={id}
            field={f}
            options={lista}
            value={row[name]}
            onChange={(v) => setCell(i, name, v)}
            error={err}
            disabled={disabled}
          />
        ) : (
          <Widget
            field={f}
            id={id}
            value={(row[name] ?? defaults[name]) as never}
            onChange={(v) => setCell(i, name, v)}
            onBlur={() => {}}
            error={err}
            disabled={disabled}
          />
        )}
      </FieldShell>
    );
  };

  return (
    <div className="ipe-historicos" data-field="historicos">
      <div className="ipe-historicos-header">
        <h2 className="ipe-items-title">
          {def.fields.find((f) => f.name === 'historicos')?.label}
          <span className="ipe-required" aria-hidden="true">
            *
          </span>
        </h2>
        {!disabled && (
          <Button
            type="button"
            id="historicos"
            icon="pi pi-plus"
            label={`${T.inserir} ${ITEMS?.kind === 'items' ? ITEMS.itemLabel : ''}`}
            outlined
            size="small"
            aria-describedby={error ? 'historicos-error' : undefined}
            onClick={inserir}
          />
        )}
      </div>
      {error && (
        <small id="historicos-error" role="alert" className="ipe-field-error p-error">
          {error}
        </small>
      )}
      {rows.length === 0 && <p className="ipe-hint">{T.nenhumRegistro}</p>}
      {rows.map((row, i) => {
        const tipo = String(row.tipoSalario ?? '');
        const titulo = [
          formatDate(row.data ?? null) || TXT.novoHistorico,
          optionLabel(MOTIVO_HISTORICO_OPTIONS, row.motivo as string),
        ]
          .filter(Boolean)
          .join(' · ');
        return (
          <fieldset key={edit.keys[i]} className="ipe-historico" data-field={`historicos.${i}`}>
            <legend>{titulo}</legend>
            <FormGrid>
              {[
                'data',
                'motivo',
                'estabelecimentoId',
                'areaOrganizacionalId',
                'faixaSalarialId',
                'tipoSalario',
              ].map((n) => celula(i, row, n))}
              {tipo === TIPO_SALARIO_INDICE && ['indiceId', 'quantidade'].map((n) => celula(i, row, n))}
              {tipo === TIPO_SALARIO_VALOR && celula(i, row, 'valor')}
              {celula(i, row, 'observacao')}
            </FormGrid>
            {!disabled && (
              <div className="ipe-historico-actions">
                <Button
                  type="button"
                  icon="pi pi-trash"
                  label={T.remover}
                  severity="danger"
                  text
                  size="small"
                  aria-label={TXT.removerHistorico(titulo)}
                  onClick={() => edit.remove(i)}
                />
              </div>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
