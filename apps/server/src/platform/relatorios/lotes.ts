/**
 * Keyset paging for report rows: asks the next `tamanho` rows after the last key seen, until a short batch.
 * The query must order by the key (unique, e.g. `(nome collate "und-x-icu", id)`) and filter `> depois`.
 *
 * ```ts
 * linhas: lotesPorChave((depois, limite) => db.execute(sql`... where (c.nome, c.id) > (${depois?.nome}, ${depois?.id})
 *   order by c.nome, c.id limit ${limite}`), (l) => ({ nome: l.nome, id: l.id }))
 * ```
 */
export async function* lotesPorChave<L, K>(
  buscar: (depois: K | null, limite: number) => Promise<L[]>,
  chave: (ultima: L) => K,
  tamanho = 1_000,
): AsyncGenerator<L[]> {
  let depois: K | null = null;
  for (;;) {
    const lote = await buscar(depois, tamanho);
    if (lote.length) yield lote;
    if (lote.length < tamanho) return;
    depois = chave(lote[lote.length - 1]);
  }
}

/** Rows already in memory (a small summary) as a source of one batch. */
export async function* emUmLote<L>(linhas: L[]): AsyncGenerator<L[]> {
  if (linhas.length) yield linhas;
}
