import { HEADER_RELATORIO_LINHAS, MSG_RELATORIO, type RelatorioDef } from '@ipe/domain/relatorios/index';
import type { CorpoDe, RespostaDe } from '@ipe/domain/contrato';
import { chamar } from '../api/chamar.ts';
import { ApiError, reportError } from '../api/client.ts';
import { toastInfo } from '../api/notify.ts';

export { nomeDoArquivo } from '../api/client.ts';

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

const abortado = (e: unknown) => e instanceof Object && 'name' in e && e.name === 'AbortError';

/**
 * POSTs a report's filter through its contract (`def.contrato`) and saves the answer:
 * - the file → saved with the server's name;
 * - 200 JSON RELATORIO_SEM_DADOS → info toast 'Não existem dados para o filtro informado.';
 * - an error → shown the API client's way (400 'Aviso', others 'Erro'; 401 expires the session) and
 *   answered, so a form can put field errors on its fields.
 * No loading overlay: the screen shows its own progress.
 */
export async function baixarRelatorio(
  def: Pick<RelatorioDef, 'id' | 'contrato'>,
  corpo: CorpoDe<RelatorioDef['contrato']>,
  { progresso, signal }: { progresso?: (bytes: number, linhas?: number) => void; signal?: AbortSignal } = {},
): Promise<ResultadoRelatorio> {
  let resposta: RespostaDe<RelatorioDef['contrato']>;
  try {
    resposta = await chamar(
      def.contrato,
      { body: corpo },
      {
        loading: 'none',
        signal,
        progresso:
          progresso &&
          ((bytes, cabecalhos) =>
            progresso(bytes, Number(cabecalhos.get(HEADER_RELATORIO_LINHAS)) || undefined)),
      },
    );
  } catch (e) {
    // Errors are already shown by the client.
    if (e instanceof ApiError) return { tipo: 'erro', erro: e };
    if (abortado(e)) throw e;
    // The connection broke while the file was arriving: what came is not a whole file.
    const erro = new ApiError(500, 'RELATORIO_INTERROMPIDO', MSG_RELATORIO.falha);
    reportError(erro);
    return { tipo: 'erro', erro };
  }
  if (!(resposta instanceof Blob)) {
    toastInfo(resposta.message);
    return { tipo: 'semDados' };
  }
  const nome =
    resposta instanceof File ? resposta.name : `${def.id}.${resposta.type.includes('pdf') ? 'pdf' : 'xlsx'}`;
  salvarArquivo(resposta, nome);
  return { tipo: 'arquivo', nome, bytes: resposta.size };
}
