import { z } from 'zod';

export const MSG_DOCUMENTO = {
  descricaoObrigatoria: 'Descrição é obrigatória',
  descricaoMax: 'Descrição deve ter no máximo 200 caracteres',
  arquivoObrigatorio: 'Arquivo é obrigatório',
} as const;
export const DESCRICAO_MAX = 200;

/** The description of an attached document: the upload form and the API (POST and PUT) share it. */
export const documentoSchema = z.object({
  descricao: z
    .string({ error: MSG_DOCUMENTO.descricaoObrigatoria })
    .trim()
    .min(1, MSG_DOCUMENTO.descricaoObrigatoria)
    .max(DESCRICAO_MAX, MSG_DOCUMENTO.descricaoMax),
});

/** The description's error message, or null when it is valid. */
export function erroDescricao(descricao: unknown): string | null {
  const r = documentoSchema.safeParse({ descricao });
  return r.success ? null : (r.error.issues[0]?.message ?? MSG_DOCUMENTO.descricaoObrigatoria);
}
