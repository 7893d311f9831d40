/**
 * Fields many registers declare alike, spread where they stand so the form keeps its order:
 * `fields: [{ ...campoDescricao(MOTIVO_DESCRICAO_MAX), span: 12 }, …]`. Fields tied to one register live
 * next to it (campoCidade in geral/cidades.ts, the area and band references in cargoSalario).
 */

/** The required 'Descrição' text of a register, up to `max` characters. */
export const campoDescricao = (max: number) =>
  ({ name: 'descricao', label: 'Descrição', kind: 'text', required: true, feminine: true, max }) as const;
