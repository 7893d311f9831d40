import { PENDENCIA_QUESTIONARIOS } from '@ipe/domain/questionario/colaborador';
import { MINHAS_PENDENCIAS_PATH } from '@ipe/domain/painel';
import { and, count, eq, isNull } from 'drizzle-orm';
import { colaboradorQuestionario as cq } from '../../../db/schema/index.ts';
import type { ContribuidorPendencias } from '../../pendencias/index.ts';
import { doRespondente } from './consultas.ts';

/**
 * The user's open answering records ('responder': Minhas pendências lists them one by one, the home strip
 * counts them): one count served by the partial indexes of open records by respondent user and talent.
 */
export const pendenciaQuestionarios: ContribuidorPendencias = {
  codigo: PENDENCIA_QUESTIONARIOS.codigo,
  titulo: PENDENCIA_QUESTIONARIOS.titulo,
  tipo: 'responder',
  acesso: 'authenticated',
  link: MINHAS_PENDENCIAS_PATH,
  async contar({ db, usuarioId, empresaId, colaboradorId }) {
    const [r] = await db
      .select({ n: count() })
      .from(cq)
      .where(
        and(
          doRespondente({ usuarioId, empresaId, colaboradorId }),
          isNull(cq.concluidoEm),
          eq(cq.liberado, true),
        ),
      );
    return r.n;
  },
};
