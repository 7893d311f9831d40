import {
  CAMPOS_EXTRAS,
  type CampoExtraConfig,
  type EntidadeCampoExtra,
  ENTIDADE_CAMPO_EXTRA_LABEL,
} from '@ipe/domain/resources/utilitario/organizacao/index';
import { Checkbox } from '../../../platform/components/ChoiceInputs.tsx';
import { InputText } from 'primereact/inputtext';
import { Controller, type FieldValues, useFormContext } from 'react-hook-form';
import { TIPO_CAMPO_EXTRA, TXT } from './texts.ts';

const padrao = new Map(CAMPOS_EXTRAS.map((c) => [c.campo, c]));

/**
 * The 16 extra fields of one entity inside the company form: name, visible and required per field.
 * Ticking 'Obrigatório' makes the field visible; hiding it makes it optional (the server's rule).
 */
export function CamposExtrasTabela({
  entidade,
  disabled,
}: {
  entidade: EntidadeCampoExtra;
  disabled: boolean;
}) {
  const form = useFormContext<FieldValues>();
  const base = `camposExtras.${entidade}`;
  const rows = (form.watch(base) as CampoExtraConfig[] | undefined) ?? [];
  return (
    <div className="ipe-org-campos">
      <p className="ipe-hint">{TXT.camposExtrasAjuda}</p>
      <table className="ipe-org-table">
        <caption className="ipe-sr-only">{ENTIDADE_CAMPO_EXTRA_LABEL[entidade]}</caption>
        <thead>
          <tr>
            <th scope="col">{TXT.campo}</th>
            <th scope="col">{TXT.tipo}</th>
            <th scope="col">{TXT.nomeDoCampo}</th>
            <th scope="col">{TXT.visivel}</th>
            <th scope="col">{TXT.obrigatorio}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const def = padrao.get(row.campo);
            const path = `${base}.${i}`;
            const nome = def?.labelPadrao ?? row.campo;
            return (
              <tr key={row.campo}>
                <th scope="row">{nome}</th>
                <td>{def ? TIPO_CAMPO_EXTRA[def.tipo] : ''}</td>
                <td>
                  <Controller
                    name={`${path}.label`}
                    control={form.control}
                    render={({ field, fieldState }) => (
                      <>
                        <InputText
                          id={`${path}.label`}
                          aria-label={`${nome}: ${TXT.nomeDoCampo}`}
                          aria-invalid={!!fieldState.error}
                          aria-describedby={fieldState.error ? `${path}.label-error` : undefined}
                          maxLength={60}
                          value={(field.value as string) ?? ''}
                          invalid={!!fieldState.error}
                          disabled={disabled}
                          onChange={(e) => field.onChange(e.target.value)}
                          onBlur={field.onBlur}
                        />
                        {fieldState.error && (
                          <small id={`${path}.label-error`} role="alert" className="p-error">
                            {fieldState.error.message}
                          </small>
                        )}
                      </>
                    )}
                  />
                </td>
                <td>
                  <Checkbox
                    inputId={`${path}.visivel`}
                    aria-label={`${nome}: ${TXT.visivel}`}
                    checked={row.visivel}
                    disabled={disabled}
                    onChange={(e) => {
                      form.setValue(`${path}.visivel`, e.checked === true, { shouldDirty: true });
                      if (!e.checked) form.setValue(`${path}.obrigatorio`, false, { shouldDirty: true });
                    }}
                  />
                </td>
                <td>
                  <Checkbox
                    inputId={`${path}.obrigatorio`}
                    aria-label={`${nome}: ${TXT.obrigatorio}`}
                    checked={row.obrigatorio}
                    disabled={disabled}
                    onChange={(e) => {
                      form.setValue(`${path}.obrigatorio`, e.checked === true, { shouldDirty: true });
                      if (e.checked) form.setValue(`${path}.visivel`, true, { shouldDirty: true });
                    }}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
