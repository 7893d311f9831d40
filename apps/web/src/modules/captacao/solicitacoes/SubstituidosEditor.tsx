import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { AutoComplete } from 'primereact/autocomplete';
import { Button } from 'primereact/button';
import { useEffect, useRef, useState } from 'react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { talentosSubstituiveis } from '@ipe/domain/resources/captacao/solicitacoes/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import { valorDoAutoComplete } from '../../../platform/components/autoComplete.ts';
import { FieldShell } from '../../../platform/components/index.ts';
import type { Talento } from './api.ts';
import { TXT } from './texts.ts';

const URL = talentosSubstituiveis.path;
/** Spec 1 §9: autocomplete filter delay 250 ms. */
const DELAY_MS = 250;

interface Linha {
  id?: number | null;
  colaboradorId: number | null;
}

/** The names of the talents already on the requisition (by id, whatever their situation). */
function useNomes(ids: number[]) {
  return useQuery({
    queryKey: [URL, 'ids', ids.join(',')],
    enabled: ids.length > 0,
    queryFn: () => chamar(talentosSubstituiveis, { query: { ids } }, { loading: 'none' }),
    select: (rows) => new Map(rows.map((r) => [r.id, r])),
    // Picking or removing a row changes the ids: keep the names known so far meanwhile, so saved rows
    // never flash blank.
    placeholderData: keepPreviousData,
  });
}

/** One row: a talent found by name (GET /captacao/candidatos/substituidos), the error under it. */
function TalentoInput({
  index,
  talento,
  incluirDesligados,
  onChange,
  error,
  disabled,
}: {
  index: number;
  talento: Talento | null;
  incluirDesligados: boolean;
  onChange: (t: Talento | null) => void;
  error?: string;
  disabled: boolean;
}) {
  const id = `colaboradoresSubstituidos.${index}.colaboradorId`;
  const [texto, setTexto] = useState<string | Talento>(talento ?? '');
  const [sugestoes, setSugestoes] = useState<Talento[]>([]);
  const ultima = useRef(0);
  useEffect(() => setTexto(talento ?? ''), [talento]);
  const buscar = async (nome: string) => {
    const chamada = ++ultima.current;
    const achados = await chamar(
      talentosSubstituiveis,
      { query: { nome, incluirColaboradoresDesligados: incluirDesligados ? 'true' : 'false' } },
      { loading: 'none', errors: 'silent' },
    ).catch(() => []);
    if (chamada === ultima.current) setSugestoes(achados);
  };
  return (
    <FieldShell id={id} label={`${TXT.talento} ${index + 1}`} error={error} span={10}>
      <AutoComplete
        inputId={id}
        value={texto}
        suggestions={sugestoes}
        field="nome"
        delay={DELAY_MS}
        completeMethod={(e) => void buscar(e.query)}
        onChange={(e) => {
          const v = valorDoAutoComplete(e);
          setTexto(v ?? '');
          if (v === '' || v === null) onChange(null);
        }}
        onSelect={(e) => onChange(e.value as Talento)}
        emptyMessage={TXT.nenhumTalento}
        showEmptyMessage
        disabled={disabled}
        invalid={!!error}
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        className="ipe-substituido"
      />
    </FieldShell>
  );
}

/**
 * The talents the requisition replaces (shown when solPessoalExibirColabSubstituido is on): one
 * autocomplete per row; only the last row may stay empty (spec 1 §5), 'Inserir Talento' adds a row.
 */
export function SubstituidosEditor({ disabled }: { disabled: boolean }) {
  const { control, formState, setValue } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name: 'colaboradoresSubstituidos' });
  const linhas = (useWatch({ control, name: 'colaboradoresSubstituidos' }) ?? []) as Linha[];
  const incluirDesligados = !!useWatch({ control, name: 'incluirColaboradoresDesligados' });
  const nomes = useNomes(linhas.map((l) => l.colaboradorId).filter((x): x is number => x != null));
  const [escolhidos, setEscolhidos] = useState(new Map<number, Talento>());
  const erros = (formState.errors.colaboradoresSubstituidos ?? []) as {
    colaboradorId?: { message?: string };
  }[];
  return (
    <section className="ipe-substituidos" aria-labelledby="substituidos-titulo">
      <h2 id="substituidos-titulo">{TXT.substituidos}</h2>
      {fields.map((f, i) => {
        const cid = linhas[i]?.colaboradorId ?? null;
        const talento = cid == null ? null : (escolhidos.get(cid) ?? nomes.data?.get(cid) ?? null);
        return (
          <div key={f.id} className="ipe-substituido-linha">
            <div className="ipe-substituido-campo">
              <TalentoInput
                index={i}
                talento={talento}
                incluirDesligados={incluirDesligados}
                disabled={disabled}
                error={erros[i]?.colaboradorId?.message}
                onChange={(t) => {
                  if (t) setEscolhidos((m) => new Map(m).set(t.id, t));
                  setValue(`colaboradoresSubstituidos.${i}.colaboradorId`, t?.id ?? null, {
                    shouldDirty: true,
                  });
                }}
              />
            </div>
            {!disabled && (
              <Button
                type="button"
                icon="pi pi-trash"
                severity="danger"
                text
                aria-label={`Remover ${TXT.talento.toLowerCase()} ${i + 1}`}
                onClick={() => remove(i)}
              />
            )}
          </div>
        );
      })}
      {!disabled && (
        <Button
          type="button"
          label={TXT.inserirTalento}
          icon="pi pi-plus"
          outlined
          size="small"
          className="ipe-substituido-inserir"
          onClick={() => append({ colaboradorId: null })}
        />
      )}
    </section>
  );
}
