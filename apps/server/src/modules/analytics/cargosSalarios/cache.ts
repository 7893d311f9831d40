/**
 * The dashboard's answers kept in memory, per company, scope and period (one cache per app). The
 * statements read every history row of the company (~270 ms of PostgreSQL CPU over 20,000 talents with
 * three years of history, bench v), while the figures change only when something is written: every
 * mutating request of this process empties the cache before its answer leaves (as the session cache), so
 * the writer's next read and everyone else's see the change. A write made elsewhere (another server
 * process, a SQL console) is seen after at most `ttlMs`. The promise itself is kept, so simultaneous
 * identical requests share one computation; a failure is not kept.
 */
export interface CacheRespostas<T> {
  obter(chave: string, calcular: () => Promise<T>): Promise<T>;
  limpar(): void;
}

export function cacheRespostas<T>(o: { ttlMs: number; maximo: number }): CacheRespostas<T> {
  const itens = new Map<string, { ate: number; valor: Promise<T> }>();
  return {
    obter(chave, calcular) {
      const agora = Date.now();
      const item = itens.get(chave);
      if (item && item.ate > agora) return item.valor;
      if (item) itens.delete(chave);
      // The oldest entry leaves first (a Map keeps insertion order).
      if (itens.size >= o.maximo) itens.delete(itens.keys().next().value as string);
      const valor = calcular();
      const novo = { ate: agora + o.ttlMs, valor };
      itens.set(chave, novo);
      valor.catch(() => {
        if (itens.get(chave) === novo) itens.delete(chave);
      });
      return valor;
    },
    limpar: () => itens.clear(),
  };
}
