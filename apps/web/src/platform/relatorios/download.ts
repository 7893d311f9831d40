import { type ApiErrorBody, ERROR_CODES, HEADER_EMPRESA_ID, HEADER_PAGE_PATH, MSG } from '@ipe/domain';
import {
  caminhoApiRelatorio,
  HEADER_RELATORIO_LINHAS,
  MSG_RELATORIO,
  RELATORIO_SEM_DADOS,
  type RelatorioDef,
} from '@ipe/domain/relatorios/index';
import { ApiError, reportError } from '../api/client.ts';
import { toastInfo } from '../api/notify.ts';
import { sessionState } from '../session/state.ts';

/** What a report request ended with: a saved file, the no-data info, or an error (already shown). */
export type ResultadoRelatorio =
  | { tipo: 'arquivo'; nome: string; bytes: number }
  | { tipo: 'semDados' }
  | { tipo: 'erro'; erro: ApiError };

const FORMATO_MB = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const FORMATO_INTEIRO = new Intl.NumberFormat('pt-BR');
/**
 * 'Baixando relatório… 1,2 MB', with the row count when the server sent it (PDF): the total size is not
 * known before the end, the server streams.
 */
export const textoProgresso = (bytes: number, linhas?: number) =>
  bytes
    ? `Baixando relatório${linhas ? ` (${FORMATO_INTEIRO.format(linhas)} linhas)` : ''}… ${FORMATO_MB.format(bytes / 1_048_576)} MB`
    : 'Gerando relatório…';

/** The file name of `Content-Disposition: attachment; filename="…"`. */
export function nomeDoArquivo(disposicao: string | null, padrao: string): string {
  const m = disposicao ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposicao) : null;
  return m ? decodeURIComponent(m[1]) : padrao;
}

/** Hands a blob to the browser as a download named `nome`. */
export function salvarArquivo(blob: Blob, nome: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nome;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

async function lerCorpo(res: Response, progresso?: (bytes: number, linhas?: number) => void): Promise<Blob> {
  const linhas = Number(res.headers.get(HEADER_RELATORIO_LINHAS)) || undefined;
  const tipo = res.headers.get('content-type') ?? '';
  if (!res.body || !progresso) return res.blob();
  const partes: Uint8Array[] = [];
  let bytes = 0;
  const leitor = res.body.getReader();
  for (;;) {
    const { done, value } = await leitor.read();
    if (done) break;
    partes.push(value);
    bytes += value.byteLength;
    progresso(bytes, linhas);
  }
  return new Blob(partes as BlobPart[], { type: tipo });
}

/**
 * POSTs a report's filter and saves the answer (spec 1 §8: a blob whose body is JSON carries an error).
 * - the file → saved with the server's name;
 * - 200 JSON RELATORIO_SEM_DADOS → info toast 'Não existem dados para o filtro informado.';
 * - an error → shown the API client's way (400 'Aviso', others 'Erro'; 401 expires the session) and
 *   answered, so a form can put field errors on its fields.
 */
export async function baixarRelatorio(
  def: Pick<RelatorioDef, 'modulo' | 'id'>,
  corpo: Record<string, unknown>,
  { progresso, signal }: { progresso?: (bytes: number, linhas?: number) => void; signal?: AbortSignal } = {},
): Promise<ResultadoRelatorio> {
  const headers: Record<string, string> = {
    [HEADER_PAGE_PATH]: window.location.pathname || '/',
    'content-type': 'application/json',
  };
  const empresaId = sessionState.get().empresaId;
  if (empresaId) headers[HEADER_EMPRESA_ID] = String(empresaId);
  const falha = (erro: ApiError): ResultadoRelatorio => {
    reportError(erro);
    return { tipo: 'erro', erro };
  };
  let res: Response;
  try {
    res = await fetch(`/api${caminhoApiRelatorio(def)}`, {
      method: 'POST',
      headers,
      credentials: 'same-origin',
      body: JSON.stringify(corpo),
      signal,
    });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    return falha(new ApiError(0, ERROR_CODES.apiUnreachable, MSG.apiInacessivel));
  }
  let blob: Blob;
  try {
    blob = await lerCorpo(res, res.ok ? progresso : undefined);
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    return falha(new ApiError(500, 'RELATORIO_INTERROMPIDO', MSG_RELATORIO.falha));
  }
  if (blob.type.includes('application/json') || !res.ok) {
    let json: Partial<ApiErrorBody> & { code?: string } = {};
    try {
      json = JSON.parse(await blob.text());
    } catch {}
    if (res.ok && json.code === RELATORIO_SEM_DADOS) {
      toastInfo(json.message ?? MSG_RELATORIO.semDados);
      return { tipo: 'semDados' };
    }
    if (!json.message) return falha(new ApiError(res.status, '500', res.ok ? MSG_RELATORIO.falha : 'Erro'));
    return falha(
      new ApiError(res.status, json.code ?? String(res.status), json.message, json.entries ?? [], json.id),
    );
  }
  const nome = nomeDoArquivo(
    res.headers.get('content-disposition'),
    `${def.id}.${blob.type.includes('pdf') ? 'pdf' : 'xlsx'}`,
  );
  salvarArquivo(blob, nome);
  return { tipo: 'arquivo', nome, bytes: blob.size };
}
