import { isValidCpf, onlyDigits } from '@ipe/domain';
import { useEffect, useState } from 'react';
import { type FieldValues, useFormContext, useWatch } from 'react-hook-form';
import { MSG_CANDIDATO } from '@ipe/domain/resources/captacao/candidatos/index';
import {
  candidatosHomonimos,
  empresasPorCpf,
  validaCpf,
} from '@ipe/domain/resources/captacao/candidatos/contratos';
import { avisoTalentoPorCpf, talentoPorCpf } from '@ipe/domain/resources/captacao/candidatos/talentoPorCpf';
import { chamar } from '../../../../platform/api/chamar.ts';
import { useSession } from '../../../../platform/session/state.ts';
import { TXT } from './texts.ts';

/** Wait after the last key before asking the server (spec 1 §9: input debounce 500 ms). */
const ESPERA_MS = 500;

const SILENCIOSA = { loading: 'none', errors: 'silent' } as const;

/**
 * A call after the value settles (`chave` stands for it; null: nothing to ask), aborted when it changes
 * again; failures are silent (the save checks).
 */
function useConsulta<T>(chave: string | null, buscar: (signal: AbortSignal) => Promise<T>): T | null {
  const [resposta, setResposta] = useState<T | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the call
  useEffect(() => {
    setResposta(null);
    if (!chave) return;
    const ctrl = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const r = await buscar(ctrl.signal);
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
/** The checks are HR's (the candidate area's form has none): always the recruitment routes. */
export function VerificacaoCpf({ id }: { id: number | null }) {
  const form = useFormContext<FieldValues>();
  const empresaId = useSession().empresaId;
  const cpf = onlyDigits(String(useWatch({ control: form.control, name: 'cpf' }) ?? ''));
  const completo = cpf.length === 11 && isValidCpf(cpf);
  const validacao = useConsulta(completo ? `${cpf}:${id}` : null, (signal) =>
    chamar(validaCpf, { query: { cpf, candidatoId: id ?? undefined } }, { ...SILENCIOSA, signal }),
  );
  const empresas = useConsulta(completo ? cpf : null, (signal) =>
    chamar(empresasPorCpf, { query: { cpf } }, { ...SILENCIOSA, signal }),
  );
  // Issue 24 §4: the CPF is a talent's (active or dismissed); a notice, never blocking.
  const talento = useConsulta(completo ? cpf : null, (signal) =>
    chamar(talentoPorCpf, { query: { cpf } }, { ...SILENCIOSA, signal }),
  )?.talento;

  // The server refuses the duplicate on save with the same message; shown here as soon as it is typed.
  useEffect(() => {
    const atual = form.getFieldState('cpf').error;
    if (validacao?.existe) form.setError('cpf', { type: 'server', message: MSG_CANDIDATO.cpfDuplicado });
    else if (atual?.type === 'server') form.clearErrors('cpf');
  }, [validacao, form]);

  const outras = (empresas ?? []).filter((e) => e.id !== empresaId).map((e) => e.nome);
  if (!outras.length && !talento) return null;
  return (
    <>
      {talento && (
        <p className="ipe-hint ipe-candidato-aviso" role="status" data-testid="cpf-talento">
          {avisoTalentoPorCpf(talento.nome, talento.situacao)}
        </p>
      )}
      {outras.length > 0 && (
        <p className="ipe-hint ipe-candidato-aviso" role="status">
          {TXT.cpfEmpresas(outras.join(', '))}
        </p>
      )}
    </>
  );
}

/**
 * A notice (never an error) when other candidates of the company have the same name: HR checks that it
 * is not the same person registered twice.
 */
export function AvisoHomonimos({ id }: { id: number | null }) {
  const form = useFormContext<FieldValues>();
  const nome = String(useWatch({ control: form.control, name: 'nome' }) ?? '').trim();
  const lista = useConsulta(nome.length >= 3 ? `${nome}:${id}` : null, (signal) =>
    chamar(candidatosHomonimos, { query: { nome, candidatoId: id ?? undefined } }, { ...SILENCIOSA, signal }),
  );
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
