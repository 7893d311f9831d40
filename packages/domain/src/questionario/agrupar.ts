import type { Aspecto, Pergunta } from './tipos.ts';

/**
 * Questions grouped for answering and printing: aspects in the order of their first question, questions
 * by ordem inside each aspect; questions without an aspect form a group of their own (aspecto null).
 */
export function agruparPorAspecto<P extends Pick<Pergunta, 'aspecto' | 'ordem'>>(
  perguntas: readonly P[],
): { aspecto: Aspecto | null; perguntas: P[] }[] {
  const ordenadas = [...perguntas].sort((a, b) => a.ordem - b.ordem);
  const grupos = new Map<number | null, { aspecto: Aspecto | null; perguntas: P[] }>();
  for (const p of ordenadas) {
    const chave = p.aspecto?.id ?? null;
    const g = grupos.get(chave) ?? { aspecto: p.aspecto, perguntas: [] };
    g.perguntas.push(p);
    grupos.set(chave, g);
  }
  return [...grupos.values()];
}
