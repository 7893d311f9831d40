import { formatMoney } from '@ipe/domain';
import {
  STATUS_HISTORICO,
  STATUS_HISTORICO_OPCOES,
  TIPO_SALARIO,
  TIPO_SALARIO_OPCOES,
} from '@ipe/domain/salario';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import type { ReactNode } from 'react';
import { type FieldValues, useFormContext } from 'react-hook-form';
import { DateInput } from '../../../platform/components/index.ts';
import { T } from '../../../platform/resource/texts.ts';
import { messageAt, useItemRows, useItemsField } from '../../../platform/resource/widgets/useItemRows.ts';
import { type Opcao, useIndices, useSalarioCalculado } from './api.ts';
import { TXT } from './texts.ts';

const CAMPO = 'historicos';

interface Linha extends Record<string, unknown> {
  id?: number | null;
  data: string | null;
  tipo: string | null;
  indiceId: number | null;
  quantidade: number | null;
  valor: number | null;
  status: string | null;
}

export const novaLinha = (): Linha => ({
  id: null,
  data: null,
  tipo: TIPO_SALARIO.VALOR,
  indiceId: null,
  quantidade: null,
  valor: null,
  status: STATUS_HISTORICO.CONFIRMADO,
});

const COLUNAS = [
  { name: 'data', label: 'Data', required: true },
  { name: 'tipo', label: 'Tipo', required: true },
  { name: 'indiceId', label: 'Índice', required: false },
  { name: 'quantidade', label: 'Quantidade', required: false },
  { name: 'valor', label: 'Valor', required: false },
  { name: 'status', label: 'Status', required: true },
] as const;

/** One cell: the control drawn by `render`, its screen-reader label and its error under it. */
function Celula({
  i,
  name,
  label,
  render,
}: {
  i: number;
  name: string;
  label: string;
  render: (p: { id: string; invalid: boolean; describedBy?: string }) => ReactNode;
}) {
  const { formState } = useFormContext<FieldValues>();
  const id = `${CAMPO}.${i}.${name}`;
  const error = messageAt(formState.errors, id);
  return (
    <td data-field={id}>
      <label htmlFor={id} className="ipe-sr-only">
        {TXT.linha(label, i)}
      </label>
      {render({ id, invalid: !!error, describedBy: error ? `${id}-error` : undefined })}
      {error && (
        <small id={`${id}-error`} role="alert" className="ipe-field-error p-error">
          {error}
        </small>
      )}
    </td>
  );
}

/** The row's value on its own date (server calculation), shown as R$. */
function SalarioDaLinha({ linha }: { linha: Linha }) {
  const { data } = useSalarioCalculado({
    tipo: linha.tipo ?? null,
    indiceId: linha.indiceId ?? null,
    quantidade: linha.quantidade ?? null,
    valor: linha.valor ?? null,
    data: linha.data ?? null,
  });
  return <span className="ipe-faixa-salario">{data == null ? '' : formatMoney(data)}</span>;
}

const opcoesIndice = (indices: Opcao[], atual: number | null) =>
  indices.map((i) => ({
    value: i.id,
    label: i.desabilitado ? `${i.nome} (${TXT.desabilitado})` : i.nome,
    // A disabled index cannot be chosen again, but a row that already uses it keeps showing it.
    disabled: !!i.desabilitado && i.id !== atual,
  }));

/**
 * The band's salary history inside the band form: one row per date with type, index and quantity (type 2)
 * or value (type 3), status, and the row's salary on its date. Cell ids are the form paths
 * ('historicos.0.valor'), so the invalid-form alert focuses the failing cell.
 */
export function HistoricosFaixa({ disabled }: { disabled: boolean }) {
  const { rows, onChange, onBlur, error: erro } = useItemsField<Linha>(CAMPO);
  const edit = useItemRows(CAMPO, rows, onChange);
  const { data: indices = [] } = useIndices();

  return (
    <section className="ipe-items" aria-labelledby="historicos-titulo">
      <h2 id="historicos-titulo" className="ipe-items-title">
        {TXT.historico}
        <span className="ipe-required" aria-hidden="true">
          *
        </span>
      </h2>
      <div className="ipe-items-scroll">
        <table className="ipe-items-table ipe-faixa-historicos" aria-labelledby="historicos-titulo">
          <thead>
            <tr>
              {COLUNAS.map((c) => (
                <th key={c.name} scope="col">
                  {c.label}
                  {c.required && (
                    <span className="ipe-required" aria-hidden="true">
                      *
                    </span>
                  )}
                </th>
              ))}
              <th scope="col">{TXT.salario}</th>
              <th scope="col" className="ipe-items-actions">
                <span className="ipe-sr-only">{T.acoes}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 && (
              <tr>
                <td colSpan={COLUNAS.length + 2} className="ipe-items-empty">
                  {TXT.nenhumHistorico}
                </td>
              </tr>
            )}
            {rows.map((linha, i) => {
              const porIndice = linha.tipo === TIPO_SALARIO.INDICE;
              const set = (patch: Partial<Linha>) => edit.set(i, patch);
              return (
                <tr key={edit.keys[i]}>
                  <Celula
                    i={i}
                    name="data"
                    label="Data"
                    render={(p) => (
                      <DateInput
                        id={p.id}
                        value={linha.data ?? null}
                        onChange={(v) => set({ data: v })}
                        onBlur={onBlur}
                        invalid={p.invalid}
                        describedBy={p.describedBy}
                        required
                        disabled={disabled}
                      />
                    )}
                  />
                  <Celula
                    i={i}
                    name="tipo"
                    label="Tipo"
                    render={(p) => (
                      <Dropdown
                        inputId={p.id}
                        value={linha.tipo}
                        options={[...TIPO_SALARIO_OPCOES]}
                        optionLabel="label"
                        optionValue="value"
                        // Only the parts the new type uses are kept.
                        onChange={(e) =>
                          set(
                            e.value === TIPO_SALARIO.INDICE
                              ? { tipo: e.value, valor: null }
                              : { tipo: e.value, indiceId: null, quantidade: null },
                          )
                        }
                        onBlur={onBlur}
                        invalid={p.invalid}
                        aria-describedby={p.describedBy}
                        disabled={disabled}
                      />
                    )}
                  />
                  <Celula
                    i={i}
                    name="indiceId"
                    label="Índice"
                    render={(p) => (
                      <Dropdown
                        inputId={p.id}
                        value={linha.indiceId}
                        options={opcoesIndice(indices, linha.indiceId)}
                        optionLabel="label"
                        optionValue="value"
                        optionDisabled="disabled"
                        placeholder={porIndice ? T.selecione : ''}
                        filter={indices.length > 10}
                        onChange={(e) => set({ indiceId: e.value ?? null })}
                        onBlur={onBlur}
                        invalid={p.invalid}
                        aria-describedby={p.describedBy}
                        aria-required={porIndice || undefined}
                        disabled={disabled || !porIndice}
                      />
                    )}
                  />
                  <Celula
                    i={i}
                    name="quantidade"
                    label="Quantidade"
                    render={(p) => (
                      <InputNumber
                        inputId={p.id}
                        value={linha.quantidade ?? null}
                        locale="pt-BR"
                        minFractionDigits={0}
                        maxFractionDigits={2}
                        onChange={(e) => set({ quantidade: e.value ?? null })}
                        onValueChange={(e) => set({ quantidade: e.value ?? null })}
                        onBlur={onBlur}
                        invalid={p.invalid}
                        aria-describedby={p.describedBy}
                        aria-required={porIndice || undefined}
                        disabled={disabled || !porIndice}
                      />
                    )}
                  />
                  <Celula
                    i={i}
                    name="valor"
                    label="Valor"
                    render={(p) => (
                      <InputNumber
                        inputId={p.id}
                        value={linha.valor ?? null}
                        mode="currency"
                        currency="BRL"
                        locale="pt-BR"
                        onChange={(e) => set({ valor: e.value ?? null })}
                        onValueChange={(e) => set({ valor: e.value ?? null })}
                        onBlur={onBlur}
                        invalid={p.invalid}
                        aria-describedby={p.describedBy}
                        aria-required={!porIndice || undefined}
                        disabled={disabled || porIndice}
                      />
                    )}
                  />
                  <Celula
                    i={i}
                    name="status"
                    label="Status"
                    render={(p) => (
                      <Dropdown
                        inputId={p.id}
                        value={linha.status}
                        options={[...STATUS_HISTORICO_OPCOES]}
                        optionLabel="label"
                        optionValue="value"
                        onChange={(e) => set({ status: e.value })}
                        onBlur={onBlur}
                        invalid={p.invalid}
                        aria-describedby={p.describedBy}
                        disabled={disabled}
                      />
                    )}
                  />
                  <td>
                    <SalarioDaLinha linha={linha} />
                  </td>
                  <td className="ipe-items-actions">
                    <Button
                      type="button"
                      icon="pi pi-trash"
                      severity="danger"
                      text
                      rounded
                      aria-label={`${T.remover} ${TXT.linha(TXT.historico, i).toLowerCase()}`}
                      title={T.remover}
                      disabled={disabled}
                      onClick={() => edit.remove(i)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="ipe-items-footer">
        <Button
          type="button"
          id={CAMPO}
          icon="pi pi-plus"
          label={TXT.inserirHistorico}
          outlined
          size="small"
          disabled={disabled}
          aria-describedby={erro ? `${CAMPO}-error` : undefined}
          onClick={() => edit.insert(novaLinha(), { focus: 'data' })}
        />
      </div>
      {erro && (
        <small id={`${CAMPO}-error`} role="alert" className="ipe-field-error p-error">
          {erro}
        </small>
      )}
    </section>
  );
}
