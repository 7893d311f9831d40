import { formatCpf } from '@ipe/domain';
import { colaboradores } from '@ipe/domain/resources/cargoSalario/colaboradores/index';
import { AutoComplete } from 'primereact/autocomplete';
import { useEffect, useRef, useState } from 'react';
import { type Rotulo, recurso } from '../../../platform/api/recurso.ts';
import { valorDoAutoComplete } from '../../../platform/components/autoComplete.ts';

/** Spec 3 §9: the talent suggestions wait 250 ms after the last key and bring 20 names. */
export const AUTOCOMPLETE_DELAY_MS = 250;
export const AUTOCOMPLETE_SIZE = 20;
/** Written here: the spec gives no text for an empty suggestion list. */
export const NENHUM_TALENTO = 'Nenhum talento encontrado';

/** A talent as the suggestions carry it (a row of the generic list). */
export interface ColaboradorOpcao {
  id: number;
  nome: string;
  cpf?: string | null;
  situacao?: string | null;
  /** The position as list rows carry it: `{id, nomeMercado}`. */
  cargo?: Rotulo;
}

export interface ColaboradorAutocompleteProps {
  /** Id of the text input (for the label and for focusing it). */
  id: string;
  value: ColaboradorOpcao | null;
  /** The chosen talent, or null when the text is cleared. */
  onChange: (value: ColaboradorOpcao | null) => void;
  /** Situations offered, comma-separated (default 'A': active talents). */
  situacao?: string;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Error text id for aria-describedby. */
  describedBy?: string;
  required?: boolean;
}

/** The suggestions: page 0, 20 talents of the company whose name or CPF contains the text, by name. */
export async function buscarColaboradores(texto: string, situacao = 'A'): Promise<ColaboradorOpcao[]> {
  const q = texto.trim();
  // A CPF typed with its mask is searched by its digits.
  const busca = /^[\d.\-\s]+$/.test(q) ? q.replace(/\D/g, '') : q;
  try {
    const page = await recurso(colaboradores).pagina(
      { q: busca, page: 0, size: AUTOCOMPLETE_SIZE, situacao, sort: 'nome' },
      { loading: 'none', errors: 'silent' },
    );
    return page.content;
  } catch {
    return [];
  }
}

/**
 * Finds a talent by name (PrimeReact AutoComplete over the generic list `?q=&page=0&size=20&situacao=A`).
 * Reusable on any screen that picks a talent: controlled by `value`/`onChange` with `{id, nome}` objects.
 */
export function ColaboradorAutocomplete({
  id,
  value,
  onChange,
  situacao = 'A',
  placeholder,
  disabled,
  invalid,
  describedBy,
  required,
}: ColaboradorAutocompleteProps) {
  // What the input shows: the typed text, or the chosen talent (shown by its name).
  const [text, setText] = useState<string | ColaboradorOpcao>(value ?? '');
  const [suggestions, setSuggestions] = useState<ColaboradorOpcao[]>([]);
  const latest = useRef(0);
  useEffect(() => setText(value ?? ''), [value]);

  const search = async (query: string) => {
    const call = ++latest.current;
    const found = await buscarColaboradores(query, situacao);
    // An older answer arriving after a newer one is dropped.
    if (call === latest.current) setSuggestions(found);
  };

  return (
    <AutoComplete
      inputId={id}
      value={text}
      suggestions={suggestions}
      field="nome"
      delay={AUTOCOMPLETE_DELAY_MS}
      completeMethod={(e) => void search(e.query)}
      onChange={(e) => {
        const v = valorDoAutoComplete(e);
        setText(v ?? '');
        if (v === '' || v === null) onChange(null);
      }}
      onSelect={(e) => onChange(e.value as ColaboradorOpcao)}
      onClear={() => onChange(null)}
      itemTemplate={(c: ColaboradorOpcao) => (
        <div className="ipe-colaborador-opcao">
          <span>{c.nome}</span>
          <small>{[c.cargo?.nomeMercado, formatCpf(c.cpf)].filter(Boolean).join(' · ')}</small>
        </div>
      )}
      emptyMessage={NENHUM_TALENTO}
      showEmptyMessage
      placeholder={placeholder}
      disabled={disabled}
      invalid={invalid}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      aria-required={required}
      inputClassName="ipe-colaborador-input"
      className="ipe-colaborador-autocomplete"
    />
  );
}
