/**
 * A paged list's answer, one shape for every paged route (the generic lists and the special ones): the
 * page's rows, the total, how many pages, which page and its size; `totalLimitado` when the total is a
 * capped count (CrudHooks.listCountLimit).
 */
export function pagina<T>(content: T[], total: number, page: number, size: number, limitado = false) {
  return {
    content,
    totalElements: total,
    totalPages: Math.ceil(total / size),
    number: page,
    size,
    ...(limitado ? { totalLimitado: true as const } : {}),
  };
}
