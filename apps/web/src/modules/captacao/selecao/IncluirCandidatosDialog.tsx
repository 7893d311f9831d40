import { useQuery } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Checkbox } from '../../../platform/components/ChoiceInputs.tsx';
import { Dialog } from 'primereact/dialog';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { candidatosDisponiveis } from '@ipe/domain/resources/captacao/selecao/contratos';
import { chamar } from '../../../platform/api/chamar.ts';
import { FieldShell, FormGrid } from '../../../platform/components/index.ts';
import { type CandidatoResumo, SOLICITACOES } from './api.ts';
import { TXT } from './texts.ts';

/** Debounced value (spec 1 §9: input debounce 500 ms). */
function useDebounced<T>(value: T, ms = 500) {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}

/** 'Incluir candidatos': search the company's candidates by name or CPF and tick those to add. */
export function IncluirCandidatosDialog({
  solicitacaoId,
  visivel,
  onFechar,
  onIncluir,
}: {
  solicitacaoId: number;
  visivel: boolean;
  onFechar: () => void;
  onIncluir: (ids: number[]) => Promise<void>;
}) {
  const [texto, setTexto] = useState('');
  const [marcados, setMarcados] = useState<Map<number, CandidatoResumo>>(new Map());
  const q = useDebounced(texto.trim());
  useEffect(() => {
    if (!visivel) {
      setTexto('');
      setMarcados(new Map());
    }
  }, [visivel]);
  const busca = useQuery({
    queryKey: [SOLICITACOES, solicitacaoId, 'candidatos-disponiveis', q],
    enabled: visivel && (q.length >= 2 || q.replace(/\D/g, '').length >= 3),
    queryFn: () =>
      chamar(candidatosDisponiveis, { params: { id: solicitacaoId }, query: { q } }, { loading: 'none' }),
  });
  const lista = [...marcados.values(), ...(busca.data ?? []).filter((c) => !marcados.has(c.id))];
  const alternar = (c: CandidatoResumo) =>
    setMarcados((m) => {
      const n = new Map(m);
      if (n.has(c.id)) n.delete(c.id);
      else n.set(c.id, c);
      return n;
    });
  return (
    <Dialog
      header={TXT.incluirCandidatos}
      visible={visivel}
      onHide={onFechar}
      style={{ width: 'min(768px, 95vw)' }}
    >
      <FormGrid>
        <FieldShell id="incluir-busca" label={TXT.pesquisarCandidato}>
          <InputText
            id="incluir-busca"
            value={texto}
            autoFocus
            aria-describedby="incluir-busca-hint"
            onChange={(e) => setTexto(e.target.value)}
          />
          <small id="incluir-busca-hint" className="ipe-hint">
            {TXT.pesquisarHint}
          </small>
        </FieldShell>
      </FormGrid>
      <ul className="ipe-incluir-lista" aria-live="polite">
        {lista.map((c) => (
          <li key={c.id}>
            <Checkbox inputId={`incluir-${c.id}`} checked={marcados.has(c.id)} onChange={() => alternar(c)} />
            <label htmlFor={`incluir-${c.id}`}>
              {c.nome} — {TXT.cpf(c.cpf)}
            </label>
          </li>
        ))}
      </ul>
      <div className="ipe-form-actions">
        <Button type="button" label={TXT.cancelar} severity="secondary" outlined onClick={onFechar} />
        <Button
          type="button"
          label={marcados.size ? `${TXT.incluir} (${marcados.size})` : TXT.incluir}
          icon="pi pi-user-plus"
          disabled={!marcados.size}
          onClick={() => onIncluir([...marcados.keys()]).catch(() => undefined)}
        />
      </div>
    </Dialog>
  );
}
