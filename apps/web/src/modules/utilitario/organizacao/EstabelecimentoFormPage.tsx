import { verificarCnpjCaepf } from '@ipe/domain/resources/utilitario/organizacao/contratosEmpresas';
import {
  digitosVerificadores,
  errosEstabelecimento,
  estabelecimentos,
  formatarInscricao,
  MSG_ORG,
  normalizarPeca,
  pecasInvalidas,
  type TipoInscricao,
} from '@ipe/domain/resources/utilitario/organizacao/index';
import { useEffect, useMemo } from 'react';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { chamar } from '../../../platform/api/chamar.ts';
import NotFoundPage from '../../../platform/pages/NotFoundPage.tsx';
import { ResourceFields } from '../../../platform/resource/ResourceFields.tsx';
import { ResourceFormFrame } from '../../../platform/resource/ResourceFormPage.tsx';
import { useResource } from '../../../platform/resource/useResource.ts';
import { resourceResolver, useResourceForm } from '../../../platform/resource/useResourceForm.ts';
import { useEmpresaCnpj } from './useEmpresaCnpj.ts';
import { TXT } from './texts.ts';

type Values = Record<string, unknown>;
const baseResolver = resourceResolver(estabelecimentos);

/** The shared schema, plus the piece and address rules zod skips while another field has a type error. */
const resolver: Resolver<Values> = async (values, ctx, opts) => {
  const r = await baseResolver(values, ctx, opts);
  if (!Object.keys(r.errors).length) return r;
  const errors: FieldErrors<Values> = { ...r.errors };
  for (const e of errosEstabelecimento(values))
    if (!errors[e.field]) errors[e.field] = { type: 'custom', message: e.message } as FieldError;
  return { values: {}, errors };
};

/** Wait after the last key before asking the server whether the complement is free. */
const CHECK_DELAY_MS = 500;

/**
 * The establishment form: the generic fields (the CEP's 'Buscar CEP' fills the address), a new one
 * starting with the company's CNPJ base, a warning as soon as the complement is taken by another
 * establishment (GET …/{id}/verificar-cnpj-caepf) and a hint with the check digits the pieces need.
 */
export default function EstabelecimentoFormPage() {
  const { id, mode } = useResource();
  if (mode === 'edit' && id === null) return <NotFoundPage />;
  return <EstabelecimentoForm id={id} />;
}

function EstabelecimentoForm({ id }: { id: number | null }) {
  const isNew = id === null;
  const base = useEmpresaCnpj(isNew);
  const extraValues = useMemo(
    () => (isNew && base ? { empresaBaseCnpjCaepf: base } : undefined),
    [isNew, base],
  );
  const state = useResourceForm(estabelecimentos, id, {
    resolver,
    extraValues,
    extraReady: !isNew || base !== undefined,
  });
  const { form } = state;
  const tipo = (form.watch('tipoInscricao') as TipoInscricao | null) ?? 'CNPJ';
  const basePeca = form.watch('empresaBaseCnpjCaepf') as string | null;
  const complemento = form.watch('complementoCnpjCaepf') as string | null;
  const dv = form.watch('digitoVerificadorCnpjCaepf') as string | null;

  // The complement is checked against the company's other establishments while the user types.
  useEffect(() => {
    const c = normalizarPeca(complemento);
    if (!c || state.readOnly) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const emUso = await chamar(
          verificarCnpjCaepf,
          { params: { id: id ?? 0 }, query: { complemento: c } },
          { loading: 'none', errors: 'silent', signal: controller.signal },
        );
        if (emUso)
          form.setError('complementoCnpjCaepf', { type: 'server', message: MSG_ORG.complementoEmUso });
        else if (form.getFieldState('complementoCnpjCaepf').error?.type === 'server')
          form.clearErrors('complementoCnpjCaepf');
      } catch {
        // Aborted or unreachable: the server checks again on 'Gravar'.
      }
    }, CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [complemento, id, form, state.readOnly]);

  // The read-only 'CNPJ/CAEPF' shows the whole number as soon as the pieces add up.
  useEffect(() => {
    const pecas = {
      tipoInscricao: tipo,
      empresaBaseCnpjCaepf: basePeca ?? '',
      complementoCnpjCaepf: complemento ?? '',
      digitoVerificadorCnpjCaepf: dv ?? '',
    };
    const inteira = pecasInvalidas(pecas).length === 0 ? formatarInscricao(pecas) : null;
    if (form.getValues('inscricao') !== inteira) form.setValue('inscricao', inteira);
  }, [tipo, basePeca, complemento, dv, form]);

  const sugerido = digitosVerificadores(tipo, basePeca ?? '', complemento ?? '');
  const mostrarSugestao = !state.readOnly && sugerido !== null && normalizarPeca(dv) !== sugerido;

  return (
    <ResourceFormFrame def={estabelecimentos} state={state}>
      <ResourceFields def={estabelecimentos} disabled={state.readOnly || state.loading} />
      {mostrarSugestao && (
        <p className="ipe-hint" aria-live="polite">
          {TXT.dvSugerido(sugerido)}
        </p>
      )}
    </ResourceFormFrame>
  );
}
