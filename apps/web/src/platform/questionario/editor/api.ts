import type { RespostaDe } from '@ipe/domain/contrato';
import { type ContratosQuestionario, contratosQuestionario } from '@ipe/domain/questionario/contratos';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Pergunta } from '@ipe/domain';
import type { CallOptions } from '../../api/client.ts';
import { chamar } from '../../api/chamar.ts';
import { TXT } from './texts.ts';

/**
 * Calls of the question-set editor. `base` is the owner's resource path (e.g.
 * '/captacao/modelos-avaliacao-candidato'); the routes are the engine's contracts under it
 * (`contratosQuestionario`, packages/domain/src/questionario/contratos.ts), called with `{ id: ownerId }`.
 * Every query key starts with the base, so invalidating the owner refreshes the editor too.
 */
export interface Conjunto {
  base: `/${string}`;
  ownerId: number;
  contratos: ContratosQuestionario;
}

export const conjuntoDe = (base: `/${string}`, ownerId: number): Conjunto => ({
  base,
  ownerId,
  contratos: contratosQuestionario(`/api${base}`),
});

export const perguntasKey = (c: Conjunto) => [c.base, c.ownerId, 'perguntas'] as const;
export const aspectosKey = (c: Conjunto) => [c.base, c.ownerId, 'aspectos'] as const;

/** An option set already in use (or built in), as GET perguntas/respostas-sugeridas answers it. */
export type RespostaSugerida = RespostaDe<ContratosQuestionario['respostasSugeridas']>[number];

/** Reads that feed pickers: a failure yields an empty list, without a toast. */
async function silencioso<T>(ler: (opts: CallOptions) => Promise<T>, fallback: T): Promise<T> {
  try {
    return await ler({ loading: 'none', errors: 'silent' });
  } catch {
    return fallback;
  }
}

/** The set's questions by ordem. */
export function usePerguntas(c: Conjunto) {
  return useQuery({
    queryKey: perguntasKey(c),
    queryFn: () => chamar(c.contratos.perguntas, { params: { id: c.ownerId } }),
  });
}

/** Replaces the cached questions (answers of PATCH ordem and POST ordem-aleatoria) and refreshes them. */
export function usePerguntasCache(c: Conjunto) {
  const client = useQueryClient();
  return {
    set: (perguntas: Pergunta[]) => client.setQueryData(perguntasKey(c), perguntas),
    refresh: () => client.invalidateQueries({ queryKey: [c.base, c.ownerId] }),
  };
}

const aspectosDe = (c: Conjunto, nome: string, opts?: CallOptions) =>
  chamar(c.contratos.aspectos, { params: { id: c.ownerId }, query: { nome: nome || undefined } }, opts);

/** The set's aspects whose name contains `nome` (accents and case ignored by the server). */
export function useAspectos(c: Conjunto, nome = '', enabled = true) {
  return useQuery({ queryKey: [...aspectosKey(c), nome], enabled, queryFn: () => aspectosDe(c, nome) });
}

export const buscarAspectos = (c: Conjunto, nome: string) =>
  silencioso((opts) => aspectosDe(c, nome.trim(), opts), []);

/** Option sets to offer for a question of type 1 or 5. */
export function useRespostasSugeridas(c: Conjunto, tipo: number | null, enabled: boolean) {
  return useQuery({
    queryKey: [...perguntasKey(c), 'respostas-sugeridas', tipo],
    enabled: enabled && tipo != null,
    staleTime: 60_000,
    queryFn: () =>
      silencioso(
        (opts) =>
          chamar(
            c.contratos.respostasSugeridas,
            { params: { id: c.ownerId }, query: { tipo: tipo ?? undefined } },
            opts,
          ),
        [],
      ),
  });
}

/** Saves the blank questionnaire's PDF under the owner's title. */
export async function imprimir(c: Conjunto, titulo: string) {
  const blob = await chamar(c.contratos.relatorio, { body: { avaliacaoId: c.ownerId } });
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
