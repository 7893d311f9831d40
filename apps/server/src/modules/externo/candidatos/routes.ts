/**
 * The candidate's own registration, CV, photo, résumé and documents in the candidate area (spec 1 §2
 * /externo/candidatos, §5 'Candidate, full form', §7 'Candidate' and 'Candidate documents').
 *
 * Everything reuses HR's code: the generic candidate save (crudService: same declaration, hooks and
 * transaction), lerCompleto, the image routes, the résumé/OCR and documents routes, acting with a
 * session of the candidate (sessaoComoCandidato) restricted to the candidate's own record: any other id
 * answers 404. HR-only fields (CAMPOS_SOMENTE_RH) are neither returned nor accepted; the fields the company
 * does not show to candidates (FormularioCandidato.visiveis, issue 24 §4) are not accepted.
 */
import { MSG } from '@ipe/domain';
import type { SaidaDe } from '@ipe/domain/contrato';
import { CAMPOS_SOMENTE_RH } from '@ipe/domain/resources/captacao/candidatos/index';
import { documentosAnexosExterno } from '@ipe/domain/resources/captacao/documentos/contratosAnexos';
import { curriculosExterno } from '@ipe/domain/resources/captacao/documentos/contratosCurriculos';
import { MAX_CURRICULO_BYTES } from '@ipe/domain/resources/captacao/documentos/index';
import {
  CADASTROS_DO_FORMULARIO,
  alterarCandidatoExterno,
  cadastrarCandidatoExterno,
  cadastrosDoFormularioExterno,
  candidatoExterno,
  candidatoExternoCompleto,
  formularioExterno,
} from '@ipe/domain/resources/externo/candidatos/contratos';
import { CANDIDATO_COOKIE, MSG_CONTA } from '@ipe/domain/resources/externo/conta/index';
import { camposOcultosAoCandidato } from '@ipe/domain/resources/utilitario/organizacao/index';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { candidato } from '../../captacao/schema.ts';
import { candidatoOf, createCandidatoSession } from '../conta/sessoesCandidato.ts';
import { loginLimiter } from '../../../platform/auth/login-limiter.ts';
import { crudService } from '../../../platform/crud/routes.ts';
import { badRequest, notFound } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';
import { registerImageRoutes } from '../../../platform/images.ts';
import {
  arquivoCurriculo,
  candidatoDaSessao,
  guardarCurriculo,
  leitorCurriculoDe,
  lerCompleto,
  lerFormulario,
  registerDocumentosAnexos,
  type SessaoCandidato,
  sessaoComoCandidato,
} from '../../captacao/index.ts';
import { aceitarArquivos } from '../../../platform/arquivos/http.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';

export const BASE_EXTERNO = '/api/externo/candidatos';
const tags = ['externo'];
const empresaIdSchema = z.coerce
  .number({ error: MSG.empresaIdInvalido })
  .int(MSG.empresaIdInvalido)
  .positive(MSG.empresaIdInvalido);

type Corpo = Record<string, unknown>;

export { CADASTROS_DO_FORMULARIO };

/** A candidate record as the generic routes answer it (its fields are checked by the contract's schema). */
const registro = (c: Corpo) => c as SaidaDe<typeof candidatoExterno>;

/** The session of the request's candidate. */
const sessao = (req: FastifyRequest): SessaoCandidato => sessaoComoCandidato(candidatoOf(req));

/** The path's candidate when it is the session's own (anyone else's answers 404, as a missing one). */
function proprio(s: SessaoCandidato, id: number): number {
  if (id !== s.candidatoId) throw notFound();
  return id;
}

/** Without HR's fields: a candidate neither reads nor writes them. */
function semCamposRh(corpo: unknown): Corpo {
  const c = { ...((corpo ?? {}) as Corpo) };
  for (const campo of CAMPOS_SOMENTE_RH) delete c[campo];
  return c;
}

/** Without the fields the company does not show to external candidates (a new registration). */
function semOcultos(corpo: Corpo, formulario: { visiveis: string[] }): Corpo {
  const c = { ...corpo };
  for (const campo of camposOcultosAoCandidato(formulario.visiveis)) delete c[campo];
  return c;
}

function empresaDaConsulta(valor: unknown): number {
  const p = empresaIdSchema.safeParse(valor);
  if (!p.success) throw badRequest(MSG.empresaIdInvalido, 'EMPRESA_INVALIDA');
  return p.data;
}

async function completoDoCandidato(db: Db, s: SessaoCandidato) {
  const c = await lerCompleto(db, s.empresaId, s.candidatoId);
  return { ...semCamposRh(c), fotoUrl: c.fotoUrl ? `${BASE_EXTERNO}/${s.candidatoId}/foto` : null };
}

/** Starts the candidate's session after the registration (the same cookie as the external login). */
async function entrar(reply: FastifyReply, db: Db, config: Config, candidatoId: number, empresaId: number) {
  const { token } = await createCandidatoSession(db, candidatoId, empresaId, config.sessionTimeoutMin);
  reply.setCookie(CANDIDATO_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
  });
}

export async function registerCandidatoExterno(fastify: FastifyInstance, { db, config }: ModuleDeps) {
  const candidatos = () => crudService(fastify, 'candidatos');
  const own = { access: 'candidato' as const };

  const publico = { config: { access: 'public' as const }, schema: { tags } };
  rota(fastify, formularioExterno, publico, async (req) =>
    lerFormulario(db, empresaDaConsulta(req.query.empresaId)),
  );

  rota(fastify, cadastrosDoFormularioExterno, publico, async (req) => {
    const empresaId = empresaDaConsulta(req.params.empresaId);
    const s = sessaoComoCandidato({ candidatoId: 0, empresaId, nome: '' });
    // The public lists hold active rows only (an 'Ativo' filter from the query is ignored).
    const { page: _p, size: _s, ativo: _a, ...filtros } = req.query;
    // resumido + unpaged: the generic list answers an array of {id, resumo field}.
    return (await crudService(fastify, req.params.recurso).list(s, {
      ...filtros,
      resumido: 'true',
      unpaged: 'true',
    })) as SaidaDe<typeof cadastrosDoFormularioExterno>;
  });

  rota(fastify, cadastrarCandidatoExterno, publico, async (req, reply) => {
    const comRh = semCamposRh(req.body);
    const empresaId = empresaDaConsulta(req.query.empresaId ?? comRh.empresaId);
    // 404 for a company that does not exist; the fields it does not show are not taken.
    const corpo = semOcultos(comRh, await lerFormulario(db, empresaId));
    const nome = typeof corpo.nome === 'string' ? corpo.nome : '';
    const s = sessaoComoCandidato({ candidatoId: 0, empresaId, nome });
    const id = await candidatos().save(s, null, { ...corpo, formulario: 'completo' });
    await entrar(reply, db, config, id, empresaId);
    reply.status(201);
    return registro(await completoDoCandidato(db, { ...s, candidatoId: id }));
  });

  const proprios = { config: own, schema: { tags } };
  rota(fastify, candidatoExterno, proprios, async (req) => {
    const s = sessao(req);
    return registro(semCamposRh(await candidatos().findOne(s, proprio(s, req.params.id))));
  });

  rota(fastify, candidatoExternoCompleto, proprios, async (req) => {
    const s = sessao(req);
    proprio(s, req.params.id);
    return registro(await completoDoCandidato(db, s));
  });

  rota(fastify, alterarCandidatoExterno, proprios, async (req) => {
    const s = sessao(req);
    const id = proprio(s, req.params.id);
    // HR's values stay as they are: the body's are dropped and the stored ones sent back.
    // So do the fields the company does not show to candidates (issue 24 §4).
    const atual = await candidatos().findOne(s, id);
    const ocultos = camposOcultosAoCandidato((await lerFormulario(db, s.empresaId)).visiveis);
    const deRh = Object.fromEntries([...CAMPOS_SOMENTE_RH, ...ocultos].map((c) => [c, atual[c]]));
    await candidatos().save(s, id, { ...semCamposRh(req.body), ...deRh, formulario: 'completo' });
    return registro(semCamposRh(await candidatos().findOne(s, id)));
  });

  registerImageRoutes(fastify, db, {
    path: '/externo/candidatos',
    name: 'foto',
    table: candidato,
    column: candidato.foto,
    contentTypeColumn: candidato.fotoContentType,
    readAccess: 'candidato',
    writeAccess: 'candidato',
    sessao,
    scope: ({ session }) => eq(candidato.id, candidatoDaSessao(session) ?? 0),
    fallback: { label: candidato.nome },
  });

  registerDocumentosAnexos(fastify, db, {
    contratos: documentosAnexosExterno,
    tags,
    access: { read: 'candidato', write: 'candidato' },
    sessao,
    candidato: async (_db, s, id) => proprio(s as SessaoCandidato, id),
  });

  // The résumé: read by OCR into the CV text, or kept as sent (the form's upload of a new candidate).
  fastify.register(async (scoped) => {
    await aceitarArquivos(scoped, MAX_CURRICULO_BYTES);
    const multipart = { tags, consumes: ['multipart/form-data'] };
    rota(scoped, curriculosExterno.ler, { config: { access: 'public' }, schema: multipart }, async (req) => {
      const limite = loginLimiter(db, config, `ocr|${req.ip}`, MSG_CONTA.muitasLeiturasCurriculo);
      await limite.tentar();
      const a = await arquivoCurriculo(req);
      return { texto: await leitorCurriculoDe(fastify).ler(a.bytes, a.tipo) };
    });
    rota(scoped, curriculosExterno.lerDoCandidato, { config: own, schema: multipart }, async (req) => {
      const s = sessao(req);
      const id = proprio(s, req.params.id);
      const a = await arquivoCurriculo(req);
      const texto = await leitorCurriculoDe(fastify).ler(a.bytes, a.tipo);
      const curriculo = await guardarCurriculo(db, s, id, a, texto, true);
      return { texto, curriculo };
    });
    rota(scoped, curriculosExterno.anexar, { config: own, schema: multipart }, async (req) => {
      const s = sessao(req);
      return guardarCurriculo(db, s, proprio(s, req.params.id), await arquivoCurriculo(req), null, false);
    });
  });

  return {};
}
