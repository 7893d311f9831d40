/**
 * System notices (spec 3 §3 'System notice'): each module lists in its server manifest (`avisos`) what
 * produces one of the spec's codes from its own data; GET /api/userinfo/avisos-sistema answers those the
 * session's user may see. Which codes are produced today: docs/usuario/pagina-inicial-mensagens.md.
 */
import type { AccessRule } from '@ipe/domain/acesso';
import type { AvisoSistema, CODIGOS_AVISO_SISTEMA } from '@ipe/domain/painel';
import type { Db } from '../../db/client.ts';

export interface ContribuidorAvisos {
  codigo: (typeof CODIGOS_AVISO_SISTEMA)[number];
  /** Who sees it: the authority of the screen that fixes it. */
  acesso: AccessRule;
  /** The notice for the company, or null; one indexed query. */
  calcular(ctx: { db: Db; empresaId: number; usuarioId: number }): Promise<AvisoSistema | null>;
}
