import type { Aspecto, Pergunta } from '@ipe/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '../../api/client.ts';
import { TXT } from './texts.ts';

/**
 * Calls of the question-set editor. `base` is the owner's resource path (e.g.
 * '/captacao/modelos-avaliacao-candidato'); the routes are the ones `registerQuestionSet` mounts under it.
 * Every query key starts with the base, so invalidating the owner refreshes the editor too.
 */
export interface Conjunto {
  base: string;
  ownerId: number;
}

export const url = ({ base, ownerId }: Conjunto, rest = '') => `${base}/${ownerId}${rest}`;

export const perguntasKey = (c: Conjunto) => [c.base, c.ownerId, 'perguntas'] as const;
export const aspectosKey = (c: Conjunto) => [c.base, c.ownerId, 'aspectos'] as const;

/** An option set already in use (or built in), as GET perguntas/respostas-sugeridas answers it. */
export interface RespostaSugerida {
  respostas: { texto: string; peso: number }[];
  usos: number;
}

/** Reads that feed pickers: a failure yields an empty list, without a toast. */
async function silencioso<T>(path: string, fallback: T, query?: Record<string, unknown>): Promise<T> {
  try {
    return await http.get<T>(path, { loading: 'none', errors: 'silent', query });
  } catch {
    return fallback;
  }
}

/** The set's questions by ordem. */
export function usePerguntas(c: Conjunto) {
  return useQuery({ queryKey: perguntasKey(c), queryFn: () => http.get<Pergunta[]>(url(c, '/perguntas')) });
}

/** Replaces the cached questions (answers of PATCH ordem and POST ordem-aleatoria) and refreshes them. */
export function usePerguntasCache(c: Conjunto) {
  const client = useQueryClient();
  return {
    set: (perguntas: Pergunta[]) => client.setQueryData(perguntasKey(c), perguntas),
    refresh: () => client.invalidateQueries({ queryKey: [c.base, c.ownerId] }),
  };
}

/** The set's aspects whose name contains `nome` (accents and case ignored by the server). */
export function useAspectos(c: Conjunto, nome = '', enabled = true) {
  return useQuery({
    queryKey: [...aspectosKey(c), nome],
    enabled,
    queryFn: () => http.get<Aspecto[]>(url(c, '/aspectos'), { query: { nome: nome || undefined } }),
  });
}

export const buscarAspectos = (c: Conjunto, nome: string) =>
  silencioso<Aspecto[]>(url(c, '/aspectos'), [], { nome: nome.trim() || undefined });

/** Option sets to offer for a question of type 1 or 5. */
export function useRespostasSugeridas(c: Conjunto, tipo: number | null, enabled: boolean) {
  return useQuery({
    queryKey: [...perguntasKey(c), 'respostas-sugeridas', tipo],
    enabled: enabled && tipo != null,
    staleTime: 60_000,
    queryFn: () =>
      silencioso<RespostaSugerida[]>(url(c, '/perguntas/respostas-sugeridas'), [], {
        tipo: tipo ?? undefined,
      }),
  });
}

/** Saves the blank questionnaire's PDF under the owner's title. */
export async function imprimir(c: Conjunto, titulo: string) {
  const blob = await http.post<Blob>(`${c.base}/relatorio`, { avaliacaoId: c.ownerId }, { blob: true });
  baixar(blob, `${nomeArquivo(titulo)}.pdf`);
}

/** A file name from a title: characters file systems refuse are dropped. */
export const nomeArquivo = (titulo: string) =>
  titulo
    .replace(/[\\/:*?"<>|]+/g, ' ')
    // Line breaks, tabs and other white space (control characters included) become one space.
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim()
    .slice(0, 120) || TXT.arquivoPadrao;

/** Hands a downloaded file to the browser (a temporary link, clicked and released). */
export function baixar(blob: Blob, nome: string) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = nome;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
