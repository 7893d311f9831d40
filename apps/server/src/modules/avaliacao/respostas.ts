import {
  DONOS_AVALIACAO,
  type RespostasDoRegistro,
  respostasDaAvaliacaoDesempenho,
  respostasDoColaborador,
} from '@ipe/domain/resources/avaliacao/respostas';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import type { Session } from '../../platform/auth/sessions.ts';
import { notFound } from '../../platform/http/errors.ts';
import { rota } from '../../platform/http/rota.ts';
import type { ModuleDeps } from '../../platform/modules.ts';
import {
  descrever,
  donoDe,
  paraRegistro,
  permissoes,
  registroDaEmpresa,
} from '../../platform/questionario/colaborador/consultas.ts';
import { donosDoApp } from '../../platform/questionario/colaborador/index.ts';
import { carregarPerguntas } from '../../platform/questionario/leitura.ts';
import { lerResultado } from '../../platform/questionario/respostas.ts';

/**
 * One record of the module's kinds with its answers, read as the platform's answering routes read
 * (docs/questionario.md 'Registro de resposta'): its respondent, HR with the kind's read authority within
 * its scope, or who may answer on the respondent's behalf; anyone else, another kind or another company:
 * 404. An anonymous kind hides the respondent from all but themselves.
 */
async function lerRegistro(
  app: FastifyInstance,
  db: Db,
  s: Session,
  rawId: string,
  tipos: readonly string[],
): Promise<RespostasDoRegistro> {
  const donos = donosDoApp(app);
  const linha = await registroDaEmpresa(db, s, rawId);
  if (!tipos.includes(linha.donoTipo) || !donos.has(linha.donoTipo)) throw notFound();
  const dono = donoDe(donos, linha.donoTipo);
  const p = await permissoes(db, s, dono, linha);
  if (!p.ler && !p.porOutro && !(p.respondente && linha.liberado)) throw notFound();
  const d = (await descrever(db, donos, [linha])).get(linha.id);
  const registro = paraRegistro(donos, linha, d, !p.anonimo || p.respondente);
  return {
    registro,
    questionario: {
      questionarioId: linha.questionarioId,
      titulo: registro.titulo,
      observacao: null,
      perguntas: await carregarPerguntas(db, linha.questionarioId),
    },
    resultado:
      linha.questionarioRespostaId == null ? null : await lerResultado(db, linha.questionarioRespostaId),
  };
}

/** GET /api/avaliacao/respostas/colaborador and /avaliacao-desempenho-questionario (spec 2 §7 'Answers'). */
export function registerRespostasAvaliacao(app: FastifyInstance, { db }: ModuleDeps): undefined {
  // Open to any session: each record decides (as the platform's answering routes do).
  const opcoes = { config: { access: 'authenticated' as const }, schema: { tags: ['avaliacao'] } };
  rota(app, respostasDoColaborador, opcoes, async (req) =>
    lerRegistro(app, db, sessionOf(req), req.query.colaboradorQuestionarioId, Object.values(DONOS_AVALIACAO)),
  );
  rota(app, respostasDaAvaliacaoDesempenho, opcoes, async (req) =>
    lerRegistro(app, db, sessionOf(req), req.query.colaboradorQuestionarioId, [DONOS_AVALIACAO.desempenho]),
  );
}
