/**
 * Batch actions of the candidate list on the selected rows (spec 1 §7 'Candidate'):
 * - POST /api/captacao/candidatos/verificar-pendencias-em-lote {ids}: checks each candidate against the
 *   company's required fields (pendenciasCandidato), stores qualificacaoCadastral/mensagemQualificacao
 *   and answers a summary;
 * - POST /api/captacao/candidatos/remove-candidato-em-lote {ids}: removes them all in one transaction,
 *   or none, naming each candidate that cannot go and why.
 */
import {
  candidatos as def,
  pendenciasCandidato,
  qualificacaoPorPendencias,
} from '@ipe/domain/resources/captacao/candidatos/index';
import {
  removerCandidatosEmLote,
  verificarPendenciasEmLote,
} from '@ipe/domain/resources/captacao/candidatos/contratosConsultas';
import type { SaidaDe } from '@ipe/domain/contrato';
import { and, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { type CrudHooks, crudService } from '../../../platform/crud/routes.ts';
import type { ModuleDeps } from '../../../platform/modules.ts';
import { camposExtras } from '../../utilitario/schema.ts';
import { candidato } from '../schema.ts';
import {
  candidatoAreaInteresse,
  candidatoCargo,
  candidatoCertificado,
  candidatoConhecimento,
  candidatoExperiencia,
  candidatoFormacao,
  candidatoIdioma,
} from './schema.ts';
import { auditar } from '../../../platform/audit.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { fieldErrors, fromDatabaseError, HttpError, zodEntries } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';
import { configuracaoDe, lerFormulario } from './configuracao.ts';

const tags = ['captacao'];
/** At most this many candidates per batch call (the list selects within a page). */
export const MAXIMO_LOTE = 1000;

export const MSG_LOTE = {
  selecione: 'Selecione ao menos um candidato.',
  maximo: `Selecione no máximo ${MAXIMO_LOTE} candidatos por vez.`,
  naoEncontrado: (id: number) => `Candidato ${id} não encontrado.`,
  nenhumRemovido: 'Nenhum candidato foi removido. Revise os candidatos indicados e tente novamente.',
  contratado: (nome: string) => `${nome}: candidato contratado não pode ser removido.`,
  dependencias: (nome: string, mensagem: string) => `${nome}: ${mensagem}`,
  removidos: (n: number) =>
    n === 1 ? '1 candidato removido com sucesso.' : `${n} candidatos removidos com sucesso.`,
} as const;

const corpoLote = z.object({
  ids: z
    .array(z.number().int().positive(), { error: MSG_LOTE.selecione })
    .min(1, MSG_LOTE.selecione)
    .max(MAXIMO_LOTE, MSG_LOTE.maximo),
});

function lerIds(body: unknown): number[] {
  const parsed = corpoLote.safeParse(body ?? {});
  if (!parsed.success) throw fieldErrors(zodEntries(parsed.error.issues));
  return [...new Set(parsed.data.ids)];
}

/** ids of `tabela` rows of the candidate, as an array (only their presence matters to the checks). */
const linhas = (t: { candidatoId: PgColumn }, col: PgColumn) =>
  sql<
    number[]
  >`coalesce((select array_agg(${col}) from ${t.candidatoId.table} where ${t.candidatoId} = ${candidato.id}), '{}')`;

const { foto: _foto, senha: _senha, ...colunas } = getTableColumns(candidato);
const EXTRAS = [
  'texto1',
  'texto2',
  'texto3',
  'texto4',
  'texto5',
  'texto6',
  'texto7',
  'texto8',
  'textolongo1',
  'textolongo2',
  'data1',
  'data2',
  'data3',
  'valor1',
  'valor2',
  'numero1',
] as const;

/**
 * The candidates of the company among `ids` as the pending-data rules read them: their fields, whether
 * they have a photo and a password, their links and rows (ids only) and their extra fields. One query.
 * Also what GET /{id}/empresa/{empresaId}/verificar-pendencias needs for one candidate.
 */
export async function candidatosParaPendencias(db: Db, empresaId: number, ids: number[]) {
  const extras = getTableColumns(camposExtras) as Record<string, PgColumn>;
  const rows = await db
    .select({
      ...colunas,
      temFoto: sql<boolean>`${candidato.foto} is not null`,
      temSenha: sql<boolean>`${candidato.senha} is not null`,
      cargosIds: linhas(candidatoCargo, candidatoCargo.cargoId),
      areasInteresseIds: linhas(candidatoAreaInteresse, candidatoAreaInteresse.areaInteresseId),
      conhecimentosIds: linhas(candidatoConhecimento, candidatoConhecimento.conhecimentoId),
      formacao: linhas(candidatoFormacao, candidatoFormacao.id),
      certificados: linhas(candidatoCertificado, candidatoCertificado.id),
      candidatoIdiomas: linhas(candidatoIdioma, candidatoIdioma.id),
      experiencias: linhas(candidatoExperiencia, candidatoExperiencia.id),
      camposExtras: sql<Record<string, unknown> | null>`(select json_build_object(${sql.join(
        EXTRAS.map((c) => sql`${sql.raw(`'${c}'`)}, ${extras[c]}`),
        sql`, `,
      )}) from ${camposExtras} where ${camposExtras.id} = ${candidato.camposExtrasId})`,
    })
    .from(candidato)
    .where(and(eq(candidato.empresaId, empresaId), inArray(candidato.id, ids)));
  return rows;
}

/** Checks the candidates and stores their qualification, in one statement. */
export async function verificarEmLote(
  db: Db,
  s: Session,
  ids: number[],
): Promise<SaidaDe<typeof verificarPendenciasEmLote>> {
  const configuracao = configuracaoDe(await lerFormulario(db, s.empresaId));
  const rows = await candidatosParaPendencias(db, s.empresaId, ids);
  const encontrados = new Set(rows.map((r) => r.id));
  const faltando = ids.filter((id) => !encontrados.has(id));
  if (faltando.length)
    throw fieldErrors(faltando.map((id) => ({ field: 'ids', message: MSG_LOTE.naoEncontrado(id) })));
  const candidatos = rows
    .map((r) => ({
      id: r.id,
      nome: r.nome,
      ...qualificacaoPorPendencias(pendenciasCandidato(r as Record<string, unknown>, configuracao)),
    }))
    .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'));
  await db.execute(sql`update ${candidato} set qualificacao_cadastral = v.q, mensagem_qualificacao = v.m
      from json_to_recordset(${JSON.stringify(
        candidatos.map((c) => ({ id: c.id, q: c.qualificacaoCadastral, m: c.mensagemQualificacao })),
      )}::json) as v(id int, q text, m text)
     where ${candidato.id} = v.id and ${candidato.empresaId} = ${s.empresaId}`);
  const qualificados = candidatos.filter((c) => c.qualificacaoCadastral === 'QUALIFICADO').length;
  return {
    verificados: candidatos.length,
    qualificados,
    dadosIncompletos: candidatos.length - qualificados,
    candidatos,
  };
}

/**
 * Removes every candidate or none. Each delete runs in its own savepoint so that every candidate that
 * cannot go is named (a hired one, or one still referenced by a selection process, a history…), then the
 * whole transaction is undone if any could not.
 */
export async function removerEmLote(db: Db, s: Session, ids: number[], hooks: CrudHooks) {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const rows = await tx
      .select({
        id: candidato.id,
        nome: candidato.nome,
        cpf: candidato.cpf,
        contratado: candidato.contratado,
        camposExtrasId: candidato.camposExtrasId,
      })
      .from(candidato)
      .where(and(eq(candidato.empresaId, s.empresaId), inArray(candidato.id, ids)));
    const porId = new Map(rows.map((r) => [r.id, r]));
    const problemas: { field: string; message: string }[] = [];
    for (const id of ids) {
      const c = porId.get(id);
      if (!c) {
        problemas.push({ field: 'ids', message: MSG_LOTE.naoEncontrado(id) });
        continue;
      }
      if (c.contratado) {
        problemas.push({ field: 'ids', message: MSG_LOTE.contratado(c.nome) });
        continue;
      }
      try {
        await tx.transaction(async (sp) => {
          await (sp as unknown as Db)
            .delete(candidato)
            .where(and(eq(candidato.id, id), eq(candidato.empresaId, s.empresaId)));
        });
      } catch (e) {
        const http = fromDatabaseError(e, 'O candidato');
        if (!http) throw e;
        problemas.push({ field: 'ids', message: MSG_LOTE.dependencias(c.nome, http.message) });
        continue;
      }
      if (def.audit)
        await auditar(tx, s, {
          entidade: def.name,
          entidadeId: id,
          acao: 'REMOVER',
          descricao: c.nome,
          antes: { id, nome: c.nome, cpf: c.cpf, lote: true },
          depois: null,
        });
    }
    if (problemas.length)
      throw new HttpError(400, 'REMOCAO_EM_LOTE_RECUSADA', MSG_LOTE.nenhumRemovido, problemas);
    // What a single removal does after the cascade (the candidate's afterDelete hooks: the extra-field row,
    // the evaluations' answerings left without an evaluation).
    for (const id of ids)
      await hooks.afterDelete?.({ db: tx, session: s, id, row: porId.get(id) as Record<string, unknown> });
    return { removidos: ids.length, mensagem: MSG_LOTE.removidos(ids.length) };
  });
}

/** The two batch routes; both need the candidate editor's authority. No hooks of its own (see busca.ts). */
export async function registerLoteCandidatos(
  fastify: FastifyInstance,
  { db }: ModuleDeps,
): Promise<Record<string, CrudHooks>> {
  const opcoes = { config: { access: def.access.write }, schema: { tags } };
  rota(fastify, verificarPendenciasEmLote, opcoes, async (req) =>
    verificarEmLote(db, sessionOf(req), lerIds(req.body)),
  );
  rota(fastify, removerCandidatosEmLote, opcoes, async (req) =>
    removerEmLote(db, sessionOf(req), lerIds(req.body), crudService(fastify, 'candidatos').hooks),
  );
  return {};
}
