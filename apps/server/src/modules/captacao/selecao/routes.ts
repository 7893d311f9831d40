import {
  acaoEmLote as acaoEmLoteContrato,
  alterarExame as alterarExameContrato,
  alterarExpiracao as alterarExpiracaoContrato,
  avaliacoesDoVinculo as avaliacoesDoVinculoContrato,
  candidatosDisponiveis as candidatosDisponiveisContrato,
  contratarCandidato,
  criarExame as criarExameContrato,
  desfazerContratacao as desfazerContratacaoContrato,
  exameDoCandidato as exameDoCandidatoContrato,
  exameRegistrado as exameRegistradoContrato,
  examesPalograficos,
  historicoDoCandidato as historicoDoCandidatoContrato,
  historicoDosCandidatos,
  incluirCandidatos,
  moverParaEtapa,
  quadroDaSolicitacao,
  registrarResultado as registrarResultadoContrato,
  removerExame as removerExameContrato,
  removerVinculo,
  solicitacoesDaEmpresaQueAceitamCandidatos,
  solicitacoesQueAceitamCandidatos,
  substituirExame as substituirExameContrato,
  vincularCandidato,
  vinculosDoCandidato as vinculosDoCandidatoContrato,
} from '@ipe/domain/resources/captacao/selecao/contratos';
import {
  adicionarCandidatosSchema,
  EXAMES_READ,
  EXAMES_WRITE,
  expiracaoSchema,
  loteSchema,
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
import type { Db } from '../../../db/client.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { corpoValidadoPeloHandler, rota } from '../../../platform/http/rota.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { idDoCaminho, ler, solicitacaoDaEmpresa } from './consultas.ts';
import {
  alterarExame,
  criarExame,
  exameDoCandidato,
  exameRegistrado,
  listarExames,
  removerExame,
  substituirExame,
} from './exames.ts';
import { alterarExpiracao, historicoDoCandidato, listarHistorico } from './historico.ts';
import { acaoEmLote } from './lote.ts';
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
const tx = <T>(db: Db, fn: (t: Db) => Promise<T>) => db.transaction((t) => fn(t as unknown as Db));

/**
 * The selection process (issue 6): candidate-solicitation links, moves through the selection steps,
 * results, hiring, the candidates' history and the palographic exams. Every write is one transaction
 * with its audit row; the rules are packages/domain …/selecao/status.ts.
 */
export function registerSelecao(app: FastifyInstance, { db }: ModuleDeps) {
  const com = (access: AccessRule) => ({ config: { access }, schema: { tags } });

  // ---- Candidate-solicitation links (spec 1 §3, §5, §7 'Ads and candidate-solicitation') ----
  rota(app, vincularCandidato, com(SELECAO_WRITE), async (req, reply) => {
    const s = sessionOf(req);
    const v = ler(vinculoSchema, req.body);
    if (v.empresaId !== s.empresaId) throw forbidden(M.empresaDaSessao);
    const criados = await tx(db, (t) => vincular(t, s, [v.candidatoId], v.solicitacoesIds));
    reply.code(201);
    return criados;
  });

  rota(app, vinculosDoCandidatoContrato, com(SELECAO_READ), async (req) => {
    const s = sessionOf(req);
    return vinculosDoCandidato(db, s.empresaId, req.query.candidatoId);
  });

  rota(app, removerVinculo, com(SELECAO_WRITE), async (req) => {
    await tx(db, (t) => remover(t, sessionOf(req), req.params.id));
    return undefined;
  });

  rota(app, moverParaEtapa, com(SELECAO_WRITE), async (req, reply) => {
    const { etapaSeletivaId } = ler(moverSchema, req.body);
    const h = await tx(db, (t) => mover(t, sessionOf(req), req.params.id, etapaSeletivaId));
    reply.code(201);
    return h;
  });

  rota(app, registrarResultadoContrato, com(SELECAO_WRITE), async (req) => {
    const r = ler(resultadoSchema, req.body);
    const h = await tx(db, (t) => registrarResultado(t, sessionOf(req), req.params.id, r));
    app.mailer?.acordar(); // a not-fit result may have queued the feedback e-mail
    return h;
  });

  rota(app, contratarCandidato, com(SELECAO_CONTRATAR), async (req) =>
    tx(db, (t) => contratar(t, sessionOf(req), req.params.id)),
  );

  rota(app, desfazerContratacaoContrato, com(SELECAO_CONTRATAR), async (req) =>
    tx(db, (t) => desfazerContratacao(t, sessionOf(req), req.params.id)),
  );

  rota(app, avaliacoesDoVinculoContrato, com(SELECAO_READ), async (req) =>
    avaliacoesDoVinculo(db, sessionOf(req).empresaId, req.params.id),
  );

  // ---- Requisition side (spec 1 §7 'Requisition') ----
  rota(app, quadroDaSolicitacao, com(SELECAO_READ), async (req) => {
    const s = sessionOf(req);
    return quadro(db, s.empresaId, await solicitacaoDaEmpresa(db, s.empresaId, idDoCaminho(req.params.id)));
  });

  rota(app, solicitacoesQueAceitamCandidatos, com(SELECAO_READ), async (req) =>
    solicitacoesAbertas(db, sessionOf(req).empresaId, req.query.candidatoId),
  );
  rota(app, solicitacoesDaEmpresaQueAceitamCandidatos, com(SELECAO_READ), async (req) => {
    const s = sessionOf(req);
    if (Number(req.params.id) !== s.empresaId) throw forbidden(M.empresaDaSessao);
    return solicitacoesAbertas(db, s.empresaId, req.query.candidatoId);
  });

  rota(app, incluirCandidatos, com(SELECAO_WRITE), async (req, reply) => {
    const s = sessionOf(req);
    const { candidatosIds } = ler(adicionarCandidatosSchema, req.body);
    const sid = idDoCaminho(req.params.id);
    const criados = await tx(db, (t) => vincular(t, s, candidatosIds, [sid]));
    reply.code(201);
    return criados;
  });

  // Bulk move / result / rejection from the board (issue 24 §3): one transaction, per-candidate report.
  rota(app, acaoEmLoteContrato, com(SELECAO_WRITE), async (req) => {
    const l = ler(loteSchema, req.body);
    const sid = idDoCaminho(req.params.id);
    const r = await tx(db, (t) => acaoEmLote(t, sessionOf(req), sid, l));
    app.mailer?.acordar(); // rejections queue feedback e-mails
    return r;
  });

  rota(app, candidatosDisponiveisContrato, com(SELECAO_WRITE), async (req) => {
    const s = sessionOf(req);
    const sol = await solicitacaoDaEmpresa(db, s.empresaId, idDoCaminho(req.params.id));
    return candidatosDisponiveis(db, s.empresaId, sol.id, req.query.q);
  });

  // ---- Candidates' history (spec 1 §7 'Candidate history') ----
  rota(app, historicoDosCandidatos, com(SELECAO_READ), async (req) =>
    listarHistorico(db, sessionOf(req).empresaId, req.query),
  );
  rota(app, historicoDoCandidatoContrato, com(SELECAO_READ), async (req) =>
    historicoDoCandidato(db, sessionOf(req).empresaId, req.params.id),
  );
  rota(app, alterarExpiracaoContrato, com(SELECAO_WRITE), async (req) => {
    const { dataHoraExpiracao } = ler(expiracaoSchema, req.body);
    return tx(db, (t) => alterarExpiracao(t, sessionOf(req), req.params.id, dataHoraExpiracao));
  });

  // ---- Palographic exams (spec 1 §7 'Candidate') ----
  rota(app, exameDoCandidatoContrato, com(EXAMES_READ), async (req) =>
    exameDoCandidato(db, sessionOf(req).empresaId, req.params.id),
  );
  rota(app, alterarExameContrato, com(EXAMES_WRITE), async (req) =>
    tx(db, (t) => alterarExame(t, sessionOf(req), req.params.id, req.body)),
  );
  rota(app, examesPalograficos, com(EXAMES_READ), async (req) =>
    listarExames(db, sessionOf(req).empresaId, req.query),
  );
  // The register's CRUD by candidate id (spec 1 §2 exames-palografico and /new).
  rota(app, criarExameContrato, { ...com(EXAMES_WRITE), ...corpoValidadoPeloHandler }, async (req, reply) => {
    const exame = await tx(db, (t) => criarExame(t, sessionOf(req), req.body));
    reply.status(201);
    return exame;
  });
  rota(app, exameRegistradoContrato, com(EXAMES_READ), async (req) =>
    exameRegistrado(db, sessionOf(req).empresaId, req.params.id),
  );
  rota(app, substituirExameContrato, com(EXAMES_WRITE), async (req) =>
    tx(db, (t) => substituirExame(t, sessionOf(req), req.params.id, req.body)),
  );
  rota(app, removerExameContrato, com(EXAMES_WRITE), async (req, reply) => {
    await tx(db, (t) => removerExame(t, sessionOf(req), req.params.id));
    return reply.status(204).send();
  });
  return {};
}
