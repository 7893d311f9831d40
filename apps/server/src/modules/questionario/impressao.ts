import type { Db } from '../../db/client.ts';
import type { Session } from '../../platform/auth/sessions.ts';

/**
 * The blank questionnaire as a PDF (spec 2 §7 'POST /relatorio (avaliacaoId, PDF)'): the company's
 * header, the title and observation, then the questions grouped by aspect with the right blank per type.
 * CONTRACT — implemented by the PDF work of issue 4.
 */
export async function imprimirQuestionario(
  _db: Db,
  _session: Session,
  _questionarioId: number,
  _cabecalho: { titulo: string; observacao?: string | null },
): Promise<Buffer> {
  throw new Error('imprimirQuestionario: não implementado');
}
