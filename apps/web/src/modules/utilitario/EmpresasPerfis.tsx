import { Checkbox } from '../../platform/components/ChoiceInputs.tsx';
import { Dropdown } from 'primereact/dropdown';
import { createContext, useContext } from 'react';
import { Controller, type FieldValues, useFormContext, useWatch } from 'react-hook-form';
import { DataTable, fieldAria } from '../../platform/components/index.ts';
import type { RefOption } from '../../platform/resource/options.ts';
import { T } from '../../platform/resource/texts.ts';
import { TXT } from './usuarioForm.ts';

interface Row {
  index: number;
  empresaId: number;
  nome: string;
}

/**
 * What the cells need besides their row. PrimeReact memoizes table cells, so values captured by a cell
 * renderer could go stale (profiles still loading, the form still disabled): the cells read them here.
 */
const CellContext = createContext<{ perfis: RefOption[]; disabled: boolean }>({ perfis: [], disabled: true });

function AcessoCell({ row }: { row: Row }) {
  const { control, setValue } = useFormContext<FieldValues>();
  const { disabled } = useContext(CellContext);
  return (
    <Controller
      name={`empresas.${row.index}.acesso`}
      control={control}
      render={({ field }) => (
        <Checkbox
          inputId={`empresas.${row.index}.acesso`}
          aria-label={`${TXT.acesso}: ${row.nome}`}
          checked={field.value === true}
          disabled={disabled}
          onChange={(e) => {
            field.onChange(e.checked === true);
            if (!e.checked) setValue(`empresas.${row.index}.perfilId`, null);
          }}
        />
      )}
    />
  );
}

function PerfilCell({ row }: { row: Row }) {
  const { control } = useFormContext<FieldValues>();
  const { perfis, disabled } = useContext(CellContext);
  const acesso = useWatch({ control, name: `empresas.${row.index}.acesso` }) === true;
  const id = `empresas.${row.index}.perfilId`;
  return (
    <Controller
      name={id}
      control={control}
      render={({ field, fieldState }) => {
        const { id: inputId, ...aria } = fieldAria(id, fieldState.error?.message, acesso);
        return (
          <div className="ipe-cell-field">
            <Dropdown
              inputId={inputId}
              {...aria}
              aria-label={`${TXT.perfil}: ${row.nome}`}
              options={perfis}
              optionLabel="label"
              optionValue="value"
              filter
              placeholder={T.selecione}
              value={field.value ?? null}
              disabled={disabled || !acesso}
              invalid={!!fieldState.error}
              onChange={(e) => field.onChange((e.value as number | undefined) ?? null)}
              onBlur={field.onBlur}
            />
            {fieldState.error && (
              <small id={`${id}-error`} role="alert" className="p-error">
                {fieldState.error.message}
              </small>
            )}
          </div>
        );
      }}
    />
  );
}

/**
 * One row per company: 'Acesso' and the profile held there. Values live in the form as `empresas[i]`
 * ({empresaId, acesso, perfilId}), in the order of `empresas`; a profile is chosen only with access.
 */
export function EmpresasPerfis({
  empresas,
  perfis,
  disabled,
}: {
  empresas: RefOption[];
  perfis: RefOption[];
  disabled: boolean;
}) {
  const rows: Row[] = empresas.map((e, index) => ({ index, empresaId: e.value, nome: e.label }));
  return (
    <CellContext.Provider value={{ perfis, disabled }}>
      <DataTable<Row>
        value={rows}
        dataKey="empresaId"
        rows={Math.max(15, rows.length)}
        caption={TXT.empresasPerfis}
        columns={[
          { field: 'nome', header: TXT.empresa },
          {
            field: 'acesso',
            header: TXT.acesso,
            body: (r) => <AcessoCell row={r} />,
            style: { width: '6rem' },
          },
          {
            field: 'perfilId',
            header: TXT.perfil,
            body: (r) => <PerfilCell row={r} />,
            style: { width: '45%' },
          },
        ]}
      />
    </CellContext.Provider>
  );
}
