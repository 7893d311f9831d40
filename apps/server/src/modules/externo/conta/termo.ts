import { hojeIso } from '@ipe/domain/salario';
import { aceitarTermoCandidato } from '@ipe/domain/resources/externo/conta/contratos';
import { MSG_CONTA } from '@ipe/domain/resources/externo/conta/index';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { candidato } from '../../captacao/schema.ts';
import { candidatoOf } from './sessoesCandidato.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';
import { lerFormulario } from '../../captacao/index.ts';

/**
 * PATCH /api/externo/candidatos/{id}/aceita-termo (spec 1 §4 'Privacy dialog', §7): records the candidate's
 * acceptance of the company's current privacy policy, with the date and the policy version (LGPD consent).
 */
export async function registerTermoCandidato(app: FastifyInstance, db: Db) {
  rota(
    app,
    aceitarTermoCandidato,
    { config: { access: 'candidato' }, schema: { tags: ['externo'] } },
    async (req) => {
      const s = candidatoOf(req);
      if (req.params.id !== s.candidatoId) throw notFound();
      const { versaoPolitica } = await lerFormulario(db, s.empresaId);
      if (!versaoPolitica) throw badRequest(MSG_CONTA.semPolitica);
      const dataAceitePolitica = hojeIso();
      await db
        .update(candidato)
        .set({ aceitoPoliticaSeguranca: true, dataAceitePolitica, versaoPolitica })
        .where(eq(candidato.id, s.candidatoId));
      return { message: MSG_CONTA.termoAceito, dataAceitePolitica, versaoPolitica };
    },
  );
}
