import { isAllowed } from '@ipe/domain';
import {
  CAMPO_VINCULO_CONTRATACAO,
  MSG_CONTRATACAO as MC,
  previaTalento,
  SELECAO_WRITE,
  transferenciaSchema,
  transferirCandidatos,
  SELECAO_CONTRATAR,
  type ValoresTalento,
} from '@ipe/domain/resources/captacao/selecao/index';
import {
  MOTIVO_ADMISSAO,
  SITUACOES_ENCERRADAS,
  TIPO_SALARIO_FAIXA,
} from '@ipe/domain/resources/cargoSalario/colaboradores/index';
import { hojeIso } from '@ipe/domain/resources/captacao/solicitacoes/index';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { rota } from '../../../platform/http/rota.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { auditar } from '../../../platform/audit.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { badRequest, fieldErrors, forbidden } from '../../../platform/http/errors.ts';
import { colaborador } from '../../cargoSalario/colaboradores/schema.ts';
import { candidatoCurriculo, candidatoDocumentoAnexo } from '../documentos/schema.ts';
import { candidato } from '../schema.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import { idDoCaminho, ler, vinculoParaMovimento } from './consultas.ts';
import { transferir } from './transferencia.ts';
import { contratar } from './movimentos.ts';
import { candidatoSolicitacao } from './schema.ts';
import { ENTIDADE } from './vinculos.ts';

/**
 * 'Inserir Talento' (issue 24 §4). The talent form opens with `previaDoTalento` (the candidate's personal
 * data, documents, address and contact, the requisition's establishment, area and band, today as the
 * admission date; a former talent with the same CPF is the starting point instead). Saving it is the
 * generic talent create with `candidatoSolicitacaoId` in the body: the hooks below run inside that
 * create's transaction, so the talent, the hiring (when not yet made), the link to the talent and the
 * files carried over are written together or not at all.
 */

/** Situations of a former talent (dismissed, cancelled). */
const ENCERRADAS = [...SITUACOES_ENCERRADAS];

export async function previaDoTalento(db: Db, session: Session, vinculoId: unknown) {
  const id = idDoCaminho(vinculoId);
  const [r] = await db
    .select({ c: candidato, s: solicitacao, colaboradorId: candidatoSolicitacao.colaboradorId })
    .from(candidatoSolicitacao)
    .innerJoin(candidato, eq(candidato.id, candidatoSolicitacao.candidatoId))
    .innerJoin(solicitacao, eq(solicitacao.id, candidatoSolicitacao.solicitacaoId))
    .where(and(eq(candidatoSolicitacao.id, id), eq(candidatoSolicitacao.empresaId, session.empresaId)));
  if (!r) throw badRequest(MC.vinculoInvalido);
  if (r.colaboradorId !== null) throw badRequest(MC.talentoJaInserido, 'TALENTO_JA_INSERIDO');
  const { c, s } = r;
  const [anterior] = c.cpf
    ? await db
        .select()
        .from(colaborador)
        .where(
          and(
            eq(colaborador.empresaId, session.empresaId),
            eq(colaborador.cpf, c.cpf),
            inArray(colaborador.situacao, ENCERRADAS),
          ),
        )
        .orderBy(desc(colaborador.dataAdmissao), desc(colaborador.id))
        .limit(1)
    : [];
  const [{ n }] = (
    (await db.execute(sql`select (
      (select count(*) from candidato_documento_anexo where candidato_id = ${c.id}) +
      (select count(*) from candidato_curriculo where candidato_id = ${c.id}))::int as n`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows;
  const hoje = hojeIso();
  // The former talent's record first (re-hiring), what it lacks from the candidate.
  const de = <K extends keyof typeof colaborador.$inferSelect>(k: K, v: unknown) =>
    (anterior?.[k] ?? v ?? null) as never;
  const valores: ValoresTalento = {
    nome: de('nome', c.nome),
    cpf: c.cpf,
    pis: de('pis', c.pis),
    dataNascimento: de('dataNascimento', c.dataNascimento),
    // 'I' (not informed) is not a talent's option: the form asks for it.
    sexo: de('sexo', c.sexo === 'I' ? null : c.sexo),
    estadoCivil: de('estadoCivil', c.estadoCivil),
    escolaridade: de('escolaridade', c.escolaridade),
    etnia: de('etnia', c.etniaRaca),
    email: de('email', c.email),
    dddCelular: de('dddCelular', c.dddCelular),
    celular: de('celular', c.foneCelular),
    cep: de('cep', c.cep),
    logradouro: de('logradouro', c.logradouro),
    numero: de('numero', c.numero),
    complemento: de('complemento', c.complemento),
    bairro: de('bairro', c.bairro),
    estadoId: de('estadoId', c.ufId),
    cidadeId: de('cidadeId', c.cidadeId),
    dataAdmissao: hoje,
    vinculo: s.vinculo,
    historicos: [
      {
        data: hoje,
        motivo: MOTIVO_ADMISSAO,
        estabelecimentoId: s.estabelecimentoId,
        areaOrganizacionalId: s.areaOrganizacionalId,
        faixaSalarialId: s.faixaSalarialId,
        tipoSalario: TIPO_SALARIO_FAIXA,
      },
    ],
  };
  return {
    valores,
    candidato: { id: c.id, nome: c.nome },
    solicitacao: { id: s.id, descricao: s.descricao },
    talentoAnterior: anterior ? { id: anterior.id, nome: anterior.nome, situacao: anterior.situacao } : null,
    arquivos: n,
  };
}

/** The hiring link the talent form sent, if any (undefined: an ordinary talent). */
function vinculoDoCorpo(body: unknown): unknown {
  if (!body || typeof body !== 'object') return undefined;
  const v = (body as Record<string, unknown>)[CAMPO_VINCULO_CONTRATACAO];
  return v === null || v === '' ? undefined : v;
}

/** Hooks given to the talents' resource (colaboradores) by the selection process. */
export const hooksContratacao: CrudHooks = {
  beforeSave({ session, id, body }) {
    if (vinculoDoCorpo(body) === undefined) return;
    if (id !== null) throw badRequest(MC.somenteNovoTalento);
    // Saving a talent needs the talents' authority (the route's); hiring needs the hiring one too.
    if (!isAllowed(SELECAO_CONTRATAR, session.authorities)) throw forbidden(MC.semPermissaoContratar);
  },
  async afterSave({ db: tx, session, id, body }) {
    const raw = vinculoDoCorpo(body);
    if (raw === undefined) return;
    const vinculoId = Number(raw);
    if (!Number.isInteger(vinculoId) || vinculoId <= 0 || vinculoId > 2_147_483_647)
      throw fieldErrors([{ field: CAMPO_VINCULO_CONTRATACAO, message: MC.vinculoInvalido }]);
    const c = await vinculoParaMovimento(tx, session.empresaId, vinculoId).catch(() => {
      throw fieldErrors([{ field: CAMPO_VINCULO_CONTRATACAO, message: MC.vinculoInvalido }]);
    });
    if (c.vinculo.colaboradorId !== null) throw badRequest(MC.talentoJaInserido, 'TALENTO_JA_INSERIDO');
    // Not hired yet: the hiring's own rules, vacancy and audit row.
    if (!c.vinculo.contratado) await contratar(tx, session, vinculoId);
    await tx
      .update(candidatoSolicitacao)
      .set({ colaboradorId: id })
      .where(eq(candidatoSolicitacao.id, vinculoId));
    // The files are copied inside the database: nothing goes through the server or is uploaded again.
    const copiados = await tx.execute(sql`
      insert into colaborador_documento
             (empresa_id, colaborador_id, descricao, nome_arquivo, content_type, tamanho, conteudo, usuario_id, data_cadastro)
      select empresa_id, ${id}::int, descricao, nome_arquivo, content_type, tamanho, conteudo, ${session.usuarioId}::int, data_cadastro
        from ${candidatoDocumentoAnexo} where candidato_id = ${c.candidato.id} and empresa_id = ${session.empresaId}
      union all
      select empresa_id, ${id}::int, 'Currículo', nome_arquivo, content_type, tamanho, conteudo, ${session.usuarioId}::int, data_cadastro
        from ${candidatoCurriculo} where candidato_id = ${c.candidato.id} and empresa_id = ${session.empresaId}`);
    await auditar(tx, session, {
      entidade: ENTIDADE,
      entidadeId: vinculoId,
      acao: 'INSERIR TALENTO',
      descricao: `${c.candidato.nome} → ${c.solicitacao.descricao}`,
      antes: { colaboradorId: null },
      depois: { colaboradorId: id, arquivos: (copiados as { rowCount?: number }).rowCount ?? null },
    });
  },
};

/** The pre-filled talent form's route, the transfer between boards and the hooks on the talents' resource. */
export function registerContratacao(app: FastifyInstance, { db }: ModuleDeps) {
  rota(app, previaTalento, { config: { access: SELECAO_CONTRATAR }, schema: { tags: ['captacao'] } }, (req) =>
    previaDoTalento(db, sessionOf(req), req.params.id),
  );
  // 'Transferir candidatos' (issue 24 §4): one transaction, per-candidate report as the bulk actions.
  rota(
    app,
    transferirCandidatos,
    { config: { access: SELECAO_WRITE }, schema: { tags: ['captacao'] } },
    (req) => {
      const t = ler(transferenciaSchema, req.body);
      const origem = idDoCaminho(req.params.id);
      return db.transaction((tx) => transferir(tx as unknown as Db, sessionOf(req), origem, t));
    },
  );
  return { colaboradores: hooksContratacao };
}
