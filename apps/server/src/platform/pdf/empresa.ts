import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { empresa } from '../../db/schema/index.ts';
import type { Session } from '../auth/sessions.ts';
import { imageTypeOf } from '../images.ts';

/** What a document's header shows of the company. */
export interface EmpresaCabecalho {
  nome: string;
  /** The logo's bytes; PNG or JPEG only (what PDF embeds), otherwise null. */
  logo?: Buffer | null;
  /** The company's main colour ('#RRGGBB'), used for the header's rule; null: the product's orange. */
  cor?: string | null;
}

/** Image types a PDF can embed as they are; a GIF or WebP logo is left out of documents. */
const TIPOS_EMBUTIVEIS = new Set(['image/png', 'image/jpeg']);

/** The session's company as document headers show it: name, logo (when embeddable) and colour. */
export async function cabecalhoEmpresa(db: Db, session: Session): Promise<EmpresaCabecalho> {
  const [row] = await db
    .select({ nome: empresa.nome, logo: empresa.logo, cor: empresa.corPrincipal })
    .from(empresa)
    .where(eq(empresa.id, session.empresaId));
  if (!row) return { nome: '', logo: null, cor: null };
  const logo = row.logo && TIPOS_EMBUTIVEIS.has((await imageTypeOf(row.logo)) ?? '') ? row.logo : null;
  return { nome: row.nome, logo, cor: row.cor };
}
