import { formatDateTime, MSG_QUESTIONARIO } from '@ipe/domain';
import {
  avaliacaoParaResponder,
  avaliacoesDaCandidatura,
  historicoDoCandidato as historicoContrato,
  perguntasDaAvaliacao,
  salvarRespostasDoCandidato,
} from '@ipe/domain/resources/externo/avaliacoes/contratos';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { candidatoOf } from '../conta/sessoesCandidato.ts';
import { HttpError, notFound } from '../../../platform/http/errors.ts';
import { corpoValidadoPeloHandler, rota } from '../../../platform/http/rota.ts';
import {
  avaliacaoDoModelo,
  modeloDaEmpresa,
  questionarioDoModelo,
  responderAvaliacao,
} from '../../captacao/index.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { CODIGOS_RESPOSTA, lerResultado } from '../../../platform/questionario/respostas.ts';
import {
  avaliacoesDoVinculo,
  modeloVisivelAoCandidato,
  semPesos,
  type Vinculo,
  vinculoDoCandidato,
} from './consultas.ts';
import { historicoDoCandidato } from './historico.ts';

const TAGS = ['externo'];
const ACCESS = { access: 'candidato' as const };

/** Shown when the candidate answers after the step's dataHoraExpiracao. */
export const MSG_PRAZO_EXPIRADO = (quando: Date | string) =>
  `O prazo para responder as avaliações desta etapa terminou em ${formatDateTime(quando)}.`;
export const CODIGO_PRAZO_EXPIRADO = 'AVALIACAO_EXPIRADA';

type Consulta = { utilizarAvaliacoesEtapaSeletiva?: boolean };
const usarEtapa = (v: Vinculo, q: Consulta) =>
  q.utilizarAvaliacoesEtapaSeletiva ?? v.utilizarAvaliacoesEtapaSeletiva ?? false;

/** The candidate's answers to one evaluation, without points or score (the result is HR's). */
async function respostasDoCandidato(db: Db, candidatoId: number, modeloId: number, solicitacaoId: number) {
  const existente = await avaliacaoDoModelo(db, candidatoId, modeloId, solicitacaoId);
  if (!existente) return { situacao: 'N' as const, respostas: [] };
  const r = await lerResultado(db, existente.questionarioRespostaId);
  return {
    situacao: r.status,
    concluidoEm: r.concluidoEm,
    respostas: r.respostas.map(({ pontos: _, ...resposta }) => resposta),
  };
}

/**
 * Evaluations and history in the candidate area (spec 1 §7 'Candidate-solicitation: GET /{id}/avaliacoes',
 * 'Assessment: GET /{id}/perguntas'; spec 2 §5). Always for the session's candidate: ids of another
 * candidate's applications, or of models none of their applications uses, answer 404. The answering is the
 * questionnaire engine through responderAvaliacao, as HR's screen, with respondidaPeloCandidato = true.
 */
export function registerAvaliacoesExternas(
  fastify: FastifyInstance,
  { db }: ModuleDeps,
): Record<string, never> {
  const opcoes = { config: ACCESS, schema: { tags: TAGS } };

  rota(fastify, avaliacoesDaCandidatura, opcoes, async (req) => {
    const c = candidatoOf(req);
    const v = await vinculoDoCandidato(db, c.empresaId, c.candidatoId, req.params.id);
    return avaliacoesDoVinculo(db, c.empresaId, c.candidatoId, v, usarEtapa(v, req.query));
  });

  rota(fastify, avaliacaoParaResponder, opcoes, async (req) => {
    const c = candidatoOf(req);
    const p = req.params;
    const v = await vinculoDoCandidato(db, c.empresaId, c.candidatoId, p.id);
    const lista = await avaliacoesDoVinculo(db, c.empresaId, c.candidatoId, v, usarEtapa(v, req.query));
    const item = lista.avaliacoes.find((a) => String(a.modelo.id) === p.avaliacaoId);
    if (!item) throw notFound();
    const modelo = await modeloDaEmpresa(db, c.empresaId, item.modelo.id);
    return {
      titulo: lista.titulo,
      etapa: lista.etapa,
      modelo: item.modelo,
      questionario: semPesos(await questionarioDoModelo(db, modelo)),
      ...(await respostasDoCandidato(db, c.candidatoId, modelo.id, v.solicitacaoId)),
    };
  });

  rota(
    fastify,
    salvarRespostasDoCandidato,
    // The body is validated by salvarRespostas, whose errors name the question, not the index.
    { ...opcoes, ...corpoValidadoPeloHandler },
    async (req, reply) => {
      const c = candidatoOf(req);
      const p = req.params;
      const resultado = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const v = await vinculoDoCandidato(tx, c.empresaId, c.candidatoId, p.id);
        const lista = await avaliacoesDoVinculo(tx, c.empresaId, c.candidatoId, v, usarEtapa(v, req.query));
        const item = lista.avaliacoes.find((a) => String(a.modelo.id) === p.avaliacaoId);
        if (!item) throw notFound();
        if (item.respondida)
          throw new HttpError(409, CODIGOS_RESPOSTA.concluida, MSG_QUESTIONARIO.avaliacaoConcluida);
        if (lista.etapa?.expirada)
          throw new HttpError(
            403,
            CODIGO_PRAZO_EXPIRADO,
            MSG_PRAZO_EXPIRADO(lista.etapa.dataHoraExpiracao as string),
          );
        return responderAvaliacao(tx, {
          session: null,
          empresaId: c.empresaId,
          usuarioId: null,
          candidatoId: c.candidatoId,
          modeloId: item.modelo.id,
          solicitacaoId: v.solicitacaoId,
          historicoCandidatoId: lista.etapa?.historicoCandidatoId ?? null,
          respondidaPeloCandidato: true,
          input: req.body,
        });
      });
      reply.status(resultado.criada ? 201 : 200);
      return {
        situacao: resultado.resultado.status,
        concluidoEm: resultado.resultado.concluidoEm,
        respostas: resultado.resultado.respostas.map(({ pontos: _, ...r }) => r),
      };
    },
  );

  rota(fastify, perguntasDaAvaliacao, opcoes, async (req) => {
    const c = candidatoOf(req);
    const id = await modeloVisivelAoCandidato(db, c.empresaId, c.candidatoId, req.params.id);
    return semPesos(await questionarioDoModelo(db, await modeloDaEmpresa(db, c.empresaId, id)));
  });

  rota(fastify, historicoContrato, opcoes, async (req) => {
    const c = candidatoOf(req);
    return historicoDoCandidato(db, c.empresaId, c.candidatoId);
  });
  return {};
}
