/**
 * The pending-work registry (docs/architecture.md 'Pending work'): each module lists, in its server
 * manifest (`pendencias`), the contributors that count the work a user has to follow up or answer; the home
 * strip and 'Minhas pendências' read them all through GET /api/userinfo/pendencias. A contributor runs only
 * for users whose authorities satisfy its `acesso`, and counts with ONE indexed query (no query per row).
 *
 *   export const pendenciaX: ContribuidorPendencias = {
 *     codigo: 'avaliacoes-a-responder', titulo: 'Avaliações a responder', tipo: 'responder',
 *     acesso: 'authenticated', link: '/minhas-avaliacoes',
 *     contar: async ({ db, usuarioId, empresaId }) => …one count(*)…,
 *   };
 */
import { type AccessRule, isAllowed } from '@ipe/domain/acesso';
import type { Pendencia, TipoPendencia } from '@ipe/domain/painel';
import type { Db } from '../../db/client.ts';

/** What a contributor knows of the user asking. */
export interface ContextoPendencias {
  db: Db;
  usuarioId: number;
  /** The session's company: every count is of this company only. */
  empresaId: number;
  authorities: ReadonlySet<string>;
  /**
   * The talent of an employee user (usuario.colaboradorId; null for HR users and the administrator). A
   * contributor over area-owned rows limits them to the areas this talent manages, as the talents' lists
   * do (spec 2 §6; captação's use cargoSalario's `areasDoGestor`).
   */
  colaboradorId: number | null;
  /** Where "new since your last visit" counts from (platform/painel/visitas.ts). */
  ultimaVisita: Date;
  /** Today in Brazil's calendar (YYYY-MM-DD). */
  hoje: string;
}

export interface ContribuidorPendencias {
  /** Stable kebab-case code, unique across modules (checked at start-up). */
  codigo: string;
  titulo: string;
  tipo: TipoPendencia;
  /** Who sees it at all: usually the read authority of the screen `link` opens. */
  acesso: AccessRule;
  /** The screen that lists the items (an internal path, query string allowed). */
  link: string;
  /** The count: one indexed query. */
  contar(ctx: ContextoPendencias): Promise<number>;
}

/** Refuses two contributors with one code (a module copied another's). */
export function verificarContribuidores(lista: readonly ContribuidorPendencias[]) {
  const vistos = new Set<string>();
  for (const c of lista) {
    if (vistos.has(c.codigo)) throw new Error(`Pendência '${c.codigo}' registrada duas vezes`);
    vistos.add(c.codigo);
  }
}

/** The user's pending work, in the modules' order; contributors the user cannot see are never run. */
export async function calcularPendencias(
  contribuidores: readonly ContribuidorPendencias[],
  ctx: ContextoPendencias,
): Promise<Pendencia[]> {
  const visiveis = contribuidores.filter((c) => isAllowed(c.acesso, ctx.authorities));
  const quantidades = await Promise.all(visiveis.map((c) => c.contar(ctx)));
  return visiveis.map((c, i) => ({
    codigo: c.codigo,
    titulo: c.titulo,
    quantidade: quantidades[i],
    link: c.link,
    tipo: c.tipo,
  }));
}
