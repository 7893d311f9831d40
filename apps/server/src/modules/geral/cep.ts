import { isValidCep, MSG, onlyDigits } from '@ipe/domain';
import { badRequest, HttpError, notFound } from '../../platform/http/errors.ts';

export interface Endereco {
  cep: string;
  logradouro: string;
  complemento: string;
  bairro: string;
  cidade: string;
  uf: string;
  codigoIbge: number | null;
}

/**
 * Looks up an address by CEP on a ViaCEP-compatible service (`{baseUrl}/{cep}/json/`).
 * Unreachable or slow service: 503 with a message telling the user to fill the address by hand.
 */
export async function buscarCep(cepRaw: string, baseUrl: string, timeoutMs: number): Promise<Endereco> {
  const cep = onlyDigits(cepRaw);
  if (!isValidCep(cep)) throw badRequest('CEP deve ter 8 dígitos.', 'CEP_INVALIDO');
  let body: Record<string, string | undefined>;
  try {
    const res = await fetch(`${baseUrl}/${cep}/json/`, { signal: AbortSignal.timeout(timeoutMs) });
    if (res.status === 400 || res.status === 404) throw notFound(MSG.cepNaoEncontrado);
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    body = (await res.json()) as Record<string, string | undefined>;
  } catch (e) {
    if (e instanceof HttpError) throw e;
    throw new HttpError(503, 'CEP_INDISPONIVEL', MSG.cepIndisponivel);
  }
  if (body.erro) throw notFound(MSG.cepNaoEncontrado);
  return {
    cep,
    logradouro: body.logradouro ?? '',
    complemento: body.complemento ?? '',
    bairro: body.bairro ?? '',
    cidade: body.localidade ?? '',
    uf: body.uf ?? '',
    codigoIbge: body.ibge ? Number(body.ibge) : null,
  };
}
