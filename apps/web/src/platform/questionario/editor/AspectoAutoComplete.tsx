import type { Aspecto } from '@ipe/domain';
import { AutoComplete } from 'primereact/autocomplete';
import { useRef, useState } from 'react';
import { valorDoAutoComplete } from '../../components/autoComplete.ts';
import { buscarAspectos, type Conjunto } from './api.ts';
import type { PerguntaForm } from './form.ts';
import { TXT } from './texts.ts';

type Valor = PerguntaForm['aspecto'];

/**
 * The question's aspect: suggestions from GET {id}/aspectos?nome= as the user types (or all of them with
 * the dropdown button); a name that matches none is kept as typed and created by the server on save.
 */
export function AspectoAutoComplete({
  id,
  conjunto,
  value,
  onChange,
  onBlur,
  error,
}: {
  id: string;
  conjunto: Conjunto;
  value: Valor;
  onChange: (v: Valor) => void;
  onBlur: () => void;
  error?: string;
}) {
  const [sugestoes, setSugestoes] = useState<Aspecto[]>([]);
  const ultima = useRef(0);
  const dicaId = `${id}-dica`;

  const buscar = async (texto: string) => {
    const chamada = ++ultima.current;
    const achados = await buscarAspectos(conjunto, texto);
    // An older answer arriving after a newer one is dropped.
    if (chamada === ultima.current) setSugestoes(achados);
  };

  const mostrado: string | Aspecto = value
    ? value.id
      ? { id: value.id, nome: value.nome }
      : value.nome
    : '';

  return (
    <>
      <AutoComplete
        inputId={id}
        value={mostrado}
        suggestions={sugestoes}
        field="nome"
        dropdown
        dropdownAriaLabel={TXT.aspectos}
        delay={250}
        completeMethod={(e) => void buscar(e.query)}
        onChange={(e) => {
          const v = valorDoAutoComplete(e);
          if (v === null || v === '') onChange(null);
          else if (typeof v === 'string') onChange({ id: null, nome: v });
          else onChange({ id: v.id, nome: v.nome });
        }}
        onBlur={onBlur}
        emptyMessage={TXT.nenhumAspecto}
        maxLength={100}
        invalid={!!error}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error ${dicaId}` : dicaId}
        className="ipe-aspecto-autocomplete"
        inputClassName="ipe-aspecto-input"
      />
      <small id={dicaId} className="ipe-hint">
        {TXT.aspectoDica}
      </small>
    </>
  );
}
