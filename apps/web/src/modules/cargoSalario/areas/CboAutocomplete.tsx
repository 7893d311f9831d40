import type { RespostaDe } from '@ipe/domain/contrato';
import { codigosCbos } from '@ipe/domain/resources/cargoSalario/areas/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import { valorDoAutoComplete } from '../../../platform/components/autoComplete.ts';
import { AutoComplete } from 'primereact/autocomplete';
import { useEffect, useRef, useState } from 'react';

/** A CBO 2002 occupation as GET /cargo-salario/codigos-cbos answers it. */
export type Cbo = RespostaDe<typeof codigosCbos>[number];

export const CBO_PATH = '/cargo-salario/codigos-cbos';
export const CBO_DELAY_MS = 300;
/** Written here: the spec gives no text for an empty suggestion list. */
export const NENHUM_CBO = 'Nenhuma ocupação encontrada';

/** At most 20 occupations by code prefix or description words (accents and case ignored). */
export async function buscarCbos(texto: string): Promise<Cbo[]> {
  if (!texto.trim()) return [];
  try {
    return await chamar(
      codigosCbos,
      { query: { codigoOudescricao: texto.trim() } },
      { loading: 'none', errors: 'silent' },
    );
  } catch {
    return [];
  }
}

export interface CboAutocompleteProps {
  /** Id of the text input (for the label and for focusing it). */
  id: string;
  /** The chosen code ('212405'), or null. */
  value: string | null;
  /** The chosen occupation, or null when the text is cleared. */
  onChange: (value: Cbo | null) => void;
  onBlur?: () => void;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Error text id for aria-describedby. */
  describedBy?: string;
  required?: boolean;
}

/**
 * Finds a CBO occupation by code or description (PrimeReact AutoComplete over
 * GET /cargo-salario/codigos-cbos?codigoOudescricao=). Controlled by the code: a form keeps
 * `codigoCBO` and, if it wants, the description from the object `onChange` hands over. An existing
 * code is shown as '2124-05 - Analista de desenvolvimento de sistemas'.
 */
export function CboAutocomplete({
  id,
  value,
  onChange,
  onBlur,
  placeholder,
  disabled,
  invalid,
  describedBy,
  required,
}: CboAutocompleteProps) {
  const [text, setText] = useState<string | Cbo>('');
  const [suggestions, setSuggestions] = useState<Cbo[]>([]);
  const latest = useRef(0);
  const shown = useRef<string | Cbo>('');
  shown.current = text;

  // A code set from outside (a loaded record) is shown with its description.
  useEffect(() => {
    const atual = shown.current;
    if (!value) {
      if (typeof atual !== 'string') setText('');
      return;
    }
    if (typeof atual !== 'string' && atual.codigo === value) return;
    let ativo = true;
    setText(value);
    void buscarCbos(value).then((found) => {
      if (ativo) setText(found.find((x) => x.codigo === value) ?? value);
    });
    return () => {
      ativo = false;
    };
  }, [value]);

  const search = async (query: string) => {
    const call = ++latest.current;
    const found = await buscarCbos(query);
    // An older answer arriving after a newer one is dropped.
    if (call === latest.current) setSuggestions(found);
  };

  return (
    <AutoComplete
      inputId={id}
      value={text}
      suggestions={suggestions}
      field="descricaoCompleta"
      delay={CBO_DELAY_MS}
      completeMethod={(e) => void search(e.query)}
      onChange={(e) => {
        const v = valorDoAutoComplete(e);
        setText(v ?? '');
        if (v === '' || v === null) onChange(null);
      }}
      onSelect={(e) => onChange(e.value as Cbo)}
      onClear={() => onChange(null)}
      onBlur={onBlur}
      emptyMessage={NENHUM_CBO}
      showEmptyMessage
      placeholder={placeholder ?? 'Código ou descrição da ocupação'}
      disabled={disabled}
      invalid={invalid}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      aria-required={required}
      className="ipe-cbo-autocomplete"
      inputClassName="ipe-cbo-input"
    />
  );
}
