import {
  executarExpurgo as executarExpurgoContrato,
  exportarDadosDoCandidato,
  imprimirCurriculo,
} from '@ipe/domain/resources/captacao/documentos/contratos';
import { DOCUMENTOS_ACCESS, LGPD_ACCESS } from '@ipe/domain/resources/captacao/documentos/index';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { contentDisposition } from '../../../platform/arquivos/http.ts';
import { rota } from '../../../platform/http/rota.ts';
import { registerCurriculos } from './curriculos.ts';
import { registerDocumentosAnexos } from './documentosAnexos.ts';
import { registerPedidosDocumentos } from './pedidos.ts';
import { executarExpurgo } from './expurgo.ts';
import { auditarExportacao, dadosDoCandidato, pdfDados } from './exportar.ts';
import { pdfCurriculo } from './imprimirCurriculo.ts';
import { criarLeitorCurriculo, type LeitorCurriculo, type OpcoesOcr } from './ocr.ts';

const tags = ['captacao'];

/** Options tests may set (a short OCR timeout). */
export const opcoesOcr: OpcoesOcr = {};

/** The app's one OCR reader, shared with the candidate area's résumé route (one worker per app). */
const leitores = new WeakMap<FastifyInstance, LeitorCurriculo>();
export function leitorCurriculoDe(app: FastifyInstance): LeitorCurriculo {
  const leitor = leitores.get(app);
  if (!leitor) throw new Error('leitorCurriculoDe: registerDocumentos não foi registrado');
  return leitor;
}

/**
 * Candidate documents, résumés and OCR, the printed CV, and LGPD (purge log, manual purge, data export).
 * The OCR worker belongs to the app and ends with it; the daily purge is a scheduled job (agendador.ts).
 */
export async function registerDocumentos(
  fastify: FastifyInstance,
  { db, config }: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  const leitor = criarLeitorCurriculo(opcoesOcr);
  leitores.set(fastify, leitor);
  fastify.addHook('onClose', () => leitor.encerrar());

  registerDocumentosAnexos(fastify, db);
  registerCurriculos(fastify, db, leitor);
  const hooksPedidos = registerPedidosDocumentos(fastify, { db, config });

  rota(
    fastify,
    imprimirCurriculo,
    { config: { access: DOCUMENTOS_ACCESS.read }, schema: { tags } },
    async (req, reply) => {
      const { pdf, nome } = await pdfCurriculo(db, sessionOf(req), req.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(`Currículo - ${nome}.pdf`, 'inline'))
        .send(pdf);
    },
  );

  rota(
    fastify,
    exportarDadosDoCandidato,
    { config: { access: LGPD_ACCESS.read }, schema: { tags } },
    async (req, reply) => {
      const s = sessionOf(req);
      const { formato } = req.query;
      const { lido, dados } = await dadosDoCandidato(db, s, req.params.id);
      await auditarExportacao(db, s, req.params.id, formato);
      const nome = `dados-candidato-${req.params.id}.${formato}`;
      reply
        .header('content-disposition', contentDisposition(nome))
        .header('cache-control', 'private, no-store');
      if (formato === 'pdf') return reply.type('application/pdf').send(await pdfDados(db, s, lido, dados));
      return reply.type('application/json; charset=utf-8').send(JSON.stringify(dados, null, 2));
    },
  );

  rota(
    fastify,
    executarExpurgoContrato,
    { config: { access: LGPD_ACCESS.write }, schema: { tags } },
    async (req) => {
      const s = sessionOf(req);
      return executarExpurgo(db, { origem: 'MANUAL', empresaId: s.empresaId, usuarioNome: s.usuarioNome });
    },
  );

  return hooksPedidos;
}
