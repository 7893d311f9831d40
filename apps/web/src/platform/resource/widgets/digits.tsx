import { Button } from 'primereact/button';
import { InputMask } from 'primereact/inputmask';
import { useState } from 'react';
import { type FieldValues, useFormContext } from 'react-hook-form';
import { enderecoDoCep } from '@ipe/domain/resources/geral/contratos';
import { chamar } from '../../api/chamar.ts';
import { fieldAria } from '../../components/index.ts';
import { T } from '../texts.ts';
import type { FieldOf, WidgetProps } from './types.ts';

type DigitsKind = 'cpf' | 'cnpj' | 'cep' | 'phone';

/** Masks of PrimeReact's InputMask: 9 a digit, * a letter or digit (the alphanumeric CNPJ), ? optional rest. */
export const MASKS: Record<DigitsKind, string> = {
  cpf: '999.999.999-99',
  cnpj: '**.***.***/****-99',
  cep: '99999-999',
  // Number without area code: 8 digits (landline) or 9 (mobile); a complete mobile number takes
  // MASCARA_CELULAR (mascaraDe), so '98888-7777' does not show as '9888-87777'.
  phone: '9999-9999?9',
};
const MASCARA_CELULAR = '99999-9999';

const digitos = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '');

/** The mask for a value: the kind's, or for a phone with 9 digits the mobile one. */
export function mascaraDe(kind: DigitsKind, valor: string | null | undefined): string {
  return kind === 'phone' && digitos(valor).length === 9 ? MASCARA_CELULAR : MASKS[kind];
}

/** A complete phone number written as its mask shows it: '9999-9999' or '99999-9999'; else as typed. */
function telefoneEscrito(valor: string): string {
  const d = digitos(valor);
  return d.length === 8 || d.length === 9 ? `${d.slice(0, -4)}-${d.slice(-4)}` : valor;
}

/**
 * The form keeps what the mask shows ('529.982.247-25'): feeding the unmasked digits back into a
 * controlled InputMask moves the caret while typing. The shared schema strips the mask before validating
 * and sending, and rows loaded with bare digits are shown masked.
 */
function MaskedInput({
  field,
  id,
  value,
  onChange,
  onBlur,
  error,
  disabled,
}: WidgetProps<FieldOf<DigitsKind>>) {
  return (
    <InputMask
      {...fieldAria(id, error, field.required)}
      mask={mascaraDe(field.kind, value)}
      autoClear={false}
      slotChar="_"
      inputMode={field.kind === 'cnpj' ? 'text' : 'numeric'}
      value={value ?? ''}
      disabled={disabled}
      invalid={!!error}
      // Only the mask's slots left (all cleared): no value. The mask also reports on focus and blur with
      // nothing typed: passed on only when the value changed, so a refusal the server gave this field
      // (revalidated on change) stays until the person edits it.
      onChange={(e) => {
        const texto = e.value && /[0-9A-Za-z]/.test(e.value) ? e.value : null;
        const novo = texto && field.kind === 'phone' ? telefoneEscrito(texto) : texto;
        if (novo !== (value || null)) onChange(novo);
      }}
      onBlur={onBlur}
    />
  );
}

export const CpfWidget = (p: WidgetProps<FieldOf<'cpf'>>) => <MaskedInput {...p} />;
export const CnpjWidget = (p: WidgetProps<FieldOf<'cnpj'>>) => <MaskedInput {...p} />;
export const PhoneWidget = (p: WidgetProps<FieldOf<'phone'>>) => <MaskedInput {...p} />;

/**
 * Sibling fields filled from the CEP answer when the form has them (state before city: it filters it):
 * form field → answer field. Forms name the state `estadoId` or, as the candidate's address, `ufId`.
 */
const CEP_TARGETS = [
  ['logradouro', 'logradouro'],
  ['bairro', 'bairro'],
  ['estadoId', 'estadoId'],
  ['ufId', 'estadoId'],
  ['cidadeId', 'cidadeId'],
] as const;

/**
 * A CEP with a 'Buscar CEP' button that fills the address fields of the same form. A CEP not found
 * (404) or the service down (503) shows the server's message (the api client's toast) and leaves the
 * form as it was, to be filled by hand.
 */
export function CepWidget(p: WidgetProps<FieldOf<'cep'>>) {
  const form = useFormContext<FieldValues>();
  const [busy, setBusy] = useState(false);
  const digits = (p.value ?? '').replace(/\D/g, '');

  async function lookup() {
    setBusy(true);
    try {
      const end = await chamar(enderecoDoCep, { params: { cep: digits } });
      const current = form.getValues();
      for (const [name, from] of CEP_TARGETS) {
        const v = end[from];
        if (name in current && v !== null && v !== '')
          form.setValue(name, v, { shouldDirty: true, shouldValidate: true });
      }
    } catch {
      // Already shown by the api client; the form stays editable.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="p-inputgroup ipe-cep">
      <MaskedInput {...p} />
      <Button
        type="button"
        icon="pi pi-search"
        label={T.buscarCep}
        loading={busy}
        disabled={p.disabled || digits.length !== 8 || busy}
        onClick={lookup}
      />
    </div>
  );
}
