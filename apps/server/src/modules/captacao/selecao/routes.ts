import {
  adicionarCandidatosSchema,
  EXAMES_READ,
  EXAMES_WRITE,
  expiracaoSchema,
  MSG_SELECAO as M,
  moverSchema,
  resultadoSchema,
  SELECAO_CONTRATAR,
  SELECAO_READ,
  SELECAO_WRITE,
  vinculoSchema,
} from '@ipe/domain/resources/captacao/selecao/index';
import type { AccessRule } from '@ipe/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import type { ModuleDeps } from '../../index.ts';
import { idDoCaminho, ler, solicitacaoDaEmpresa } from './consultas.ts';
import { alterarExame, exameDoCandidato, filtrosExames, listarExames } from './exames.ts';
import { alterarExpiracao, filtrosHistorico, historicoDoCandidato, listarHistorico } from './historico.ts';
import { contratar, desfazerContratacao, mover, registrarResultado, remover } from './movimentos.ts';
import {
  avaliacoesDoVinculo,
  candidatosDisponiveis,
  solicitacoesAbertas,
  vinculosDoCandidato,
} from './listas.ts';
import { quadro } from './quadro.ts';
import { vincular } from './vinculos.ts';

const tags = ['captacao'];
const VINCULOS = '/api/captacao/candidato-solicitacoes';
const SOLICITACOES = '/api/captacao/solicitacoes-pessoal';
const HISTORICO = '/api/captacao/historico-candidatos';
const idParams = z.object({ id: z.string() });
const tx = <T>(db: Db, fn: (t: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

/**
 * The selection process (issue 6): candidate-solicitation links, moves through the selection steps,
 * results, hiring, the candidates' history and the palographic exams. Every write is one transaction
 * with its audit row; the rules are packages/domain …/selecao/status.ts.
 */
export function registerSelecao(fastify: FastifyInstance, { db }: ModuleDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rota = (access: AccessRule, summary: string) => ({
    config: { access },
    schema: { tags, summary, params: idParams.partial() },
  });
  const comFiltros = <Q extends z.ZodType>(access: AccessRule, summary: string, querystring: Q) => ({
    config: { access },
    schema: { tags, summary, params: idParams.partial(), querystring },
  });

  // ---- Candidate-solicitation links (spec 1 §3, §5, §7 'Ads and candidate-solicitation') ----
  app.post(
    VINCULOS,
    rota(SELECAO_WRITE, 'Inclui o candidato nas solicitações (empresaId, candidatoId, solicitacoesIds)'),
    async (req, reply) => {
      const s = sessionOf(req);
      const v = ler(vinculoSchema, req.body);
      if (v.empresaId !== s.empresaId) throw forbidden(M.empresaDaSessao);
      const criados = await tx(db, (t) => vincular(t, s, [v.candidatoId], v.solicitacoesIds));
      return reply.status(201).send(criados);
    },
  );

  app.get(
    VINCULOS,
    comFiltros(
      SELECAO_READ,
      'Solicitações em que o candidato está (sem as removidas)',
      z.object({ candidatoId: z.coerce.number().int().positive() }),
    ),
    async (req) => {
      const s = sessionOf(req);
      return vinculosDoCandidato(db, s.empresaId, req.query.candidatoId);
    },
  );

  app.delete(
    `${VINCULOS}/:id`,
    rota(SELECAO_WRITE, 'Remove o candidato da solicitação (mantém o histórico)'),
    async (req, reply) => {
      await tx(db, (t) => remover(t, sessionOf(req), req.params.id));
      return reply.status(204).send();
    },
  );

  app.post(
    `${VINCULOS}/:id/etapa`,
    rota(SELECAO_WRITE, 'Move o candidato para uma etapa seletiva'),
    async (req, reply) => {
      const { etapaSeletivaId } = ler(moverSchema, req.body);
      const h = await tx(db, (t) => mover(t, sessionOf(req), req.params.id, etapaSeletivaId));
      return reply.status(201).send(h);
    },
  );

  app.put(
    `${VINCULOS}/:id/resultado`,
    rota(SELECAO_WRITE, 'Registra o resultado da etapa atual (apto / não apto)'),
    async (req) => {
      const r = ler(resultadoSchema, req.body);
      return tx(db, (t) => registrarResultado(t, sessionOf(req), req.params.id, r));
    },
  );

  app.post(
    `${VINCULOS}/:id/contratar`,
    rota(SELECAO_CONTRATAR, 'Contrata o candidato (preenche uma vaga da solicitação)'),
    async (req) => tx(db, (t) => contratar(t, sessionOf(req), req.params.id)),
  );

  app.delete(
    `${VINCULOS}/:id/contratacao`,
    rota(SELECAO_CONTRATAR, 'Desfaz a contratação (libera a vaga)'),
    async (req) => tx(db, (t) => desfazerContratacao(t, sessionOf(req), req.params.id)),
  );

  app.get(
    `${VINCULOS}/:id/avaliacoes`,
    rota(SELECAO_READ, 'Modelos de avaliação da solicitação e as avaliações do candidato nela'),
    async (req) => avaliacoesDoVinculo(db, sessionOf(req).empresaId, req.params.id),
  );

  // ---- Requisition side (spec 1 §7 'Requisition') ----
  app.get(
    `${SOLICITACOES}/:id/candidato`,
    rota(SELECAO_READ, 'Candidatos da solicitação por etapa seletiva'),
    async (req) => {
      const s = sessionOf(req);
      return quadro(db, s.empresaId, await solicitacaoDaEmpresa(db, s.empresaId, idDoCaminho(req.params.id)));
    },
  );

  const abertas = z.object({ candidatoId: z.coerce.number().int().positive().optional() });
  app.get(
    `${SOLICITACOES}/candidato`,
    comFiltros(SELECAO_READ, 'Solicitações em andamento que aceitam candidatos', abertas),
    async (req) => solicitacoesAbertas(db, sessionOf(req).empresaId, req.query.candidatoId),
  );
  app.get(
    `${SOLICITACOES}/candidato/:id`,
    comFiltros(
      SELECAO_READ,
      'Solicitações em andamento da empresa {empresaId} que aceitam candidatos',
      abertas,
    ),
    async (req) => {
      const s = sessionOf(req);
      if (Number(req.params.id) !== s.empresaId) throw forbidden(M.empresaDaSessao);
      return solicitacoesAbertas(db, s.empresaId, req.query.candidatoId);
    },
  );

  app.post(
    `${SOLICITACOES}/candidato/:id`,
    rota(SELECAO_WRITE, 'Inclui candidatos na solicitação (candidatosIds)'),
    async (req, reply) => {
      const s = sessionOf(req);
      const { candidatosIds } = ler(adicionarCandidatosSchema, req.body);
      const sid = idDoCaminho(req.params.id);
      const criados = await tx(db, (t) => vincular(t, s, candidatosIds, [sid]));
      return reply.status(201).send(criados);
    },
  );

  app.get(
    `${SOLICITACOES}/:id/candidatos-disponiveis`,
    comFiltros(
      SELECAO_WRITE,
      'Candidatos da empresa por nome ou CPF que ainda não estão na solicitação (20)',
      z.object({ q: z.string().max(100).default('') }),
    ),
    async (req) => {
      const s = sessionOf(req);
      const sol = await solicitacaoDaEmpresa(db, s.empresaId, idDoCaminho(req.params.id));
      return candidatosDisponiveis(db, s.empresaId, sol.id, req.query.q);
    },
  );

  // ---- Candidates' history (spec 1 §7 'Candidate history') ----
  app.get(
    HISTORICO,
    comFiltros(SELECAO_READ, 'Resultados das etapas seletivas dos candidatos', filtrosHistorico),
    async (req) => listarHistorico(db, sessionOf(req).empresaId, req.query),
  );
  app.get(
    `${HISTORICO}/candidato/:id`,
    rota(SELECAO_READ, 'Histórico do candidato em todas as solicitações'),
    async (req) => historicoDoCandidato(db, sessionOf(req).empresaId, req.params.id),
  );
  app.put(
    `${HISTORICO}/:id/data-hora-expiracao`,
    rota(SELECAO_WRITE, 'Prazo para o candidato responder as avaliações da etapa (null: sem prazo)'),
    async (req) => {
      const { dataHoraExpiracao } = ler(expiracaoSchema, req.body);
      return tx(db, (t) => alterarExpiracao(t, sessionOf(req), req.params.id, dataHoraExpiracao));
    },
  );

  // ---- Palographic exams (spec 1 §7 'Candidate') ----
  app.get(
    '/api/captacao/candidatos/:id/exames-palografico',
    rota(EXAMES_READ, 'Exame palográfico do candidato'),
    async (req) => exameDoCandidato(db, sessionOf(req).empresaId, req.params.id),
  );
  app.patch(
    '/api/captacao/candidatos/:id/exames-palografico',
    rota(EXAMES_WRITE, 'Registra ou altera o exame palográfico do candidato'),
    async (req) => tx(db, (t) => alterarExame(t, sessionOf(req), req.params.id, req.body)),
  );
  app.get(
    '/api/captacao/exames-palografico',
    comFiltros(EXAMES_READ, 'Exames palográficos da empresa', filtrosExames),
    async (req) => listarExames(db, sessionOf(req).empresaId, req.query),
  );
  return {};
}
