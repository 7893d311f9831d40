import { isValidCpf, onlyDigits } from '@ipe/domain';
import { useEffect, useState } from 'react';
import { type FieldValues, useFormContext, useWatch } from 'react-hook-form';
import { MSG_CANDIDATO } from '@ipe/domain/resources/captacao/candidatos/index';
import { http } from '../../../../platform/api/client.ts';
import { useSession } from '../../../../platform/session/state.ts';
import { TXT } from './texts.ts';

/** Wait after the last key before asking the server (spec 1 §9: input debounce 500 ms). */
const ESPERA_MS = 500;

/** GET {apiBase}/valida-cpf: whether the CPF is valid and another candidate of the company has it. */
export interface ValidacaoCpf {
  cpfValido: boolean;
  existe: boolean;
  candidato: { id: number; nome: string; contratado: boolean } | null;
}
/** One company where the CPF is a candidate (GET {apiBase}/empresas-por-cpf). */
export interface EmpresaPorCpf {
  id: number;
  nome: string;
  candidatoId: number;
}
/** One candidate with the same name (GET {apiBase}/candidatos-homonimos). */
export interface Homonimo {
  id: number;
  nome: string;
  cpf?: string | null;
  dataNascimento?: string | null;
}

/** A GET after the value settles, aborted when it changes again; failures are silent (the save checks). */
function useConsulta<T>(url: string | null, query: Record<string, unknown>): T | null {
  const [resposta, setResposta] = useState<T | null>(null);
  const chave = url ? `${url}?${JSON.stringify(query)}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for url and query
  useEffect(() => {
    setResposta(null);
    if (!url) return;
    const ctrl = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const r = await http.get<T>(url, { query, loading: 'none', errors: 'silent', signal: ctrl.signal });
        if (!ctrl.signal.aborted) setResposta(r);
      } catch {
        // Aborted or refused: nothing to show; 'Gravar' is checked by the server anyway.
      }
    }, ESPERA_MS);
    return () => {
      clearTimeout(timer);
      ctrl.abort();
    };
  }, [chave]);
  return resposta;
}

/**
 * Under the CPF, once it has its 11 digits and passes the check digits: a CPF already used by another
 * candidate of the company becomes the field's error (GET /valida-cpf), and the other companies where it
 * is registered are listed (GET /empresas-por-cpf, only at 11 characters, spec 1 §5).
 */
export function VerificacaoCpf({ apiBase, id }: { apiBase: string; id: number | null }) {
  const form = useFormContext<FieldValues>();
  const empresaId = useSession().empresaId;
  const cpf = onlyDigits(String(useWatch({ control: form.control, name: 'cpf' }) ?? ''));
  const completo = cpf.length === 11 && isValidCpf(cpf);
  const validacao = useConsulta<ValidacaoCpf>(completo ? `${apiBase}/valida-cpf` : null, {
    cpf,
    candidatoId: id ?? undefined,
  });
  const empresas = useConsulta<EmpresaPorCpf[]>(completo ? `${apiBase}/empresas-por-cpf` : null, { cpf });

  // The server refuses the duplicate on save with the same message; shown here as soon as it is typed.
  useEffect(() => {
    const atual = form.getFieldState('cpf').error;
    if (validacao?.existe) form.setError('cpf', { type: 'server', message: MSG_CANDIDATO.cpfDuplicado });
    else if (atual?.type === 'server') form.clearErrors('cpf');
  }, [validacao, form]);

  const outras = (empresas ?? []).filter((e) => e.id !== empresaId).map((e) => e.nome);
  if (!outras.length) return null;
  return (
    <p className="ipe-hint ipe-candidato-aviso" role="status">
      {TXT.cpfEmpresas(outras.join(', '))}
    </p>
  );
}

/**
 * A notice (never an error) when other candidates of the company have the same name: HR checks that it
 * is not the same person registered twice.
 */
export function AvisoHomonimos({ apiBase, id }: { apiBase: string; id: number | null }) {
  const form = useFormContext<FieldValues>();
  const nome = String(useWatch({ control: form.control, name: 'nome' }) ?? '').trim();
  const lista = useConsulta<Homonimo[]>(nome.length >= 3 ? `${apiBase}/candidatos-homonimos` : null, {
    nome,
    candidatoId: id ?? undefined,
  });
  const outros = (lista ?? []).filter((h) => h.id !== id);
  if (!outros.length) return null;
  return (
    <div className="ipe-candidato-aviso" role="status" data-testid="homonimos">
      <span className="pi pi-info-circle" aria-hidden="true" /> {TXT.homonimos(outros.length)}
      <ul>
        {outros.slice(0, 5).map((h) => (
          <li key={h.id}>{h.nome}</li>
        ))}
      </ul>
    </div>
  );
}
