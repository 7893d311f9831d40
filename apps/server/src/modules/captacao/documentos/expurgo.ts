/**
 * LGPD retention (spec 1 §9, issue 6 item 7): candidates of a company with no activity for longer than its
 * tempoExclusaoCandidato (months) are anonymised or deleted, and each one is written to the purge log
 * (expurgo_candidato). The rule of what happens to whom is acaoExpurgo in the domain:
 *
 * - kept: hired candidates, and candidates in a selection still open (a requisition neither closed nor
 *   cancelled);
 * - anonymised: candidates who took part in a selection (linked to a requisition or evaluated): the row
 *   stays for the requisitions' history and statistics, with everything that identifies the person
 *   cleared (name, documents, contacts, address, CV rows, files, photo, notes, extra fields, free-text
 *   answers of evaluations, audit copies);
 * - deleted: everyone else, with all their rows (cascade).
 *
 * Activity = the latest of: registration (dataCadastro), last update (dataAtualizacao), documents and résumés attached,
 * evaluations, applications (candidato_solicitacao: added, removed, hired) and selection steps
 * (historico_candidato). The selection tables are read when they exist, so the job works with or without
 * them. An anonymised candidate is never purged again (the log says it already was).
 */
import {
  acaoExpurgo,
  limiteInatividade,
  NOME_ANONIMIZADO,
  type OrigemExpurgo,
} from '@ipe/domain/resources/captacao/documentos/index';
import { and, eq, getTableColumns, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { auditoria, empresa, resposta } from '../../../db/schema/index.ts';
import { diaDeHoje } from '../../../platform/auth/sessions.ts';
import { camposExtras } from '../../utilitario/schema.ts';
import {
  candidatoCertificado,
  candidatoExperiencia,
  candidatoFormacao,
  candidatoIdioma,
} from '../candidatos/schema.ts';
import { avaliacaoCandidato, candidato } from '../schema.ts';
import {
  candidatoCurriculo,
  candidatoDocumentoAnexo,
  expurgoCandidato,
  expurgoExecucao,
  pedidoDocumento,
} from './schema.ts';

export interface ResultadoExpurgo {
  anonimizados: number;
  excluidos: number;
  /** Inactive candidates kept because they are in an open selection. */
  mantidos: number;
}

export interface OpcoesExpurgo {
  origem: OrigemExpurgo;
  /** Only this company (the admin route); default every company with a period. */
  empresaId?: number;
  usuarioNome?: string | null;
  agora?: Date;
  /** The run already recorded (the scheduler claims it first); default: recorded here. */
  execucaoId?: number;
}

/** Candidates handled per transaction. */
const LOTE = 200;

/** Columns an anonymised row keeps: identity of the row, dates and what statistics count. */
const MANTIDAS = new Set([
  'id',
  'empresaId',
  'dataCadastro',
  'createdAt',
  'contratado',
  'comoFicouSabendoVagaId',
]);

/**
 * The update that anonymises a candidate, built from the table's columns so a column added later is
 * cleared too: nullable → null, required with a default → its default, the name → NOME_ANONIMIZADO.
 */
function valoresAnonimos(): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const [k, c] of Object.entries(getTableColumns(candidato)) as [string, PgColumn][]) {
    if (MANTIDAS.has(k)) continue;
    if (!c.notNull) set[k] = null;
    else if (c.hasDefault) set[k] = sql`default`;
  }
  set.nome = NOME_ANONIMIZADO;
  set.disponivel = false;
  set.dataAtualizacao = sql`current_date`;
  return set;
}

async function existe(db: Db, tabela: string): Promise<boolean> {
  const r = await db.execute<{ ok: boolean }>(
    sql`select to_regclass(${`public.${tabela}`}) is not null as ok`,
  );
  return Boolean((r as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok);
}

interface Inativo {
  id: number;
  ultima: string | null;
  em_aberta: boolean;
  participou: boolean;
}

/** Inactive candidates of a company (not hired, not already anonymised), with what decides their fate. */
async function inativos(db: Db, empresaId: number, limite: string, selecao: boolean, historico: boolean) {
  const c = sql.raw('c');
  const atividades: SQL[] = [
    sql`c.data_atualizacao`,
    // The registration date, not the row's created_at: imported candidates keep their own dates.
    sql`c.data_cadastro`,
    sql`(select max(d.data_cadastro)::date from candidato_documento_anexo d where d.candidato_id = c.id)`,
    sql`(select max(r.data_cadastro)::date from candidato_curriculo r where r.candidato_id = c.id)`,
    sql`(select max(a.created_at)::date from avaliacao_candidato a where a.candidato_id = c.id)`,
  ];
  if (selecao)
    atividades.push(
      sql`(select max(greatest(cs.created_at::date, cs.removed_at::date, cs.data_contratacao)) from candidato_solicitacao cs where cs.candidato_id = c.id)`,
    );
  if (historico)
    atividades.push(
      sql`(select max(greatest(h.data, h.created_at::date)) from historico_candidato h join candidato_solicitacao cs on cs.id = h.candidato_solicitacao_id where cs.candidato_id = c.id)`,
    );
  const emAberta = selecao
    ? sql`exists (select 1 from candidato_solicitacao cs join solicitacao s on s.id = cs.solicitacao_id where cs.candidato_id = c.id and cs.removed_at is null and not s.encerrada and not s.cancelada)`
    : sql`false`;
  const participou = sql`exists (select 1 from avaliacao_candidato a where a.candidato_id = c.id)${
    selecao ? sql` or exists (select 1 from candidato_solicitacao cs where cs.candidato_id = c.id)` : sql``
  }`;
  const r = await db.execute(sql`
    select * from (
      select ${c}.id, greatest(${sql.join(atividades, sql`, `)})::text as ultima,
             ${emAberta} as em_aberta, (${participou}) as participou
        from candidato c
       where c.empresa_id = ${empresaId} and not c.contratado
         and c.data_cadastro < ${limite}::date
         and (c.data_atualizacao is null or c.data_atualizacao < ${limite}::date)
         and not exists (select 1 from expurgo_candidato e
                          where e.empresa_id = c.empresa_id and e.candidato_id = c.id and e.acao = 'ANONIMIZADO')
    ) x
    where x.ultima < ${limite}
    order by x.id`);
  return (r as unknown as { rows: Inativo[] }).rows;
}

/** Clears what identifies candidates outside their own row: CV rows, files, extra fields, notes, audit copies. */
async function limparVestigios(
  tx: Db,
  empresaId: number,
  ids: number[],
  existentes: { historico: boolean; exame: boolean },
) {
  for (const t of [candidatoFormacao, candidatoCertificado, candidatoIdioma, candidatoExperiencia])
    await tx.delete(t).where(inArray(t.candidatoId, ids));
  // Document requests (their messages and refusal reasons) go with the files.
  await tx.delete(pedidoDocumento).where(inArray(pedidoDocumento.candidatoId, ids));
  await tx.delete(candidatoDocumentoAnexo).where(inArray(candidatoDocumentoAnexo.candidatoId, ids));
  await tx.delete(candidatoCurriculo).where(inArray(candidatoCurriculo.candidatoId, ids));
  if (existentes.exame) await tx.execute(sql`delete from exame_palografico where candidato_id in ${ids}`);
  if (existentes.historico)
    await tx.execute(sql`update historico_candidato h set observacao = null from candidato_solicitacao cs
                          where cs.id = h.candidato_solicitacao_id and cs.candidato_id in ${ids}`);
  // Evaluations keep their scores (requisition statistics) but not the free-text answers about the person.
  await tx
    .update(resposta)
    .set({ comentario: null, observacao: null })
    .where(
      inArray(
        resposta.questionarioRespostaId,
        tx
          .select({ id: avaliacaoCandidato.questionarioRespostaId })
          .from(avaliacaoCandidato)
          .where(inArray(avaliacaoCandidato.candidatoId, ids)),
      ),
    );
  // The audit log keeps copies of the record (before/after): those copies go too, the entries stay.
  await tx
    .update(auditoria)
    .set({ antes: null, depois: null, descricao: null })
    .where(
      and(
        eq(auditoria.empresaId, empresaId),
        sql`(${auditoria.entidade} = 'candidatos' and ${auditoria.entidadeId} in ${ids})
          or (${auditoria.entidade} = 'Documento anexo do candidato'
              and coalesce(${auditoria.depois}->>'candidatoId', ${auditoria.antes}->>'candidatoId')::int in ${ids})`,
      ),
    );
}

/**
 * The purge's day in Brazil (the log's date) and the last day of activity that still keeps a candidate:
 * `meses` calendar months before it. Both are calendar dates taken in Brasília, not from `toISOString()`
 * (UTC), which at 22:00 in Brazil already counted tomorrow.
 */
export function diasDoExpurgo(agora: Date, meses: number): { hoje: string; limite: string } {
  const hoje = diaDeHoje(agora);
  const limite = limiteInatividade(new Date(`${hoje}T00:00:00Z`), meses)
    .toISOString()
    .slice(0, 10);
  return { hoje, limite };
}

/** Purges one company's inactive candidates; answers what it did. */
export async function expurgarEmpresa(
  db: Db,
  emp: { id: number; meses: number },
  opts: OpcoesExpurgo,
): Promise<ResultadoExpurgo> {
  const { hoje, limite } = diasDoExpurgo(opts.agora ?? new Date(), emp.meses);
  const [selecao, historico, exame] = await Promise.all([
    existe(db, 'candidato_solicitacao'),
    existe(db, 'historico_candidato'),
    existe(db, 'exame_palografico'),
  ]);
  const todos = await inativos(db, emp.id, limite, selecao, historico);
  const resultado: ResultadoExpurgo = { anonimizados: 0, excluidos: 0, mantidos: 0 };
  const anonimos = valoresAnonimos();

  for (let i = 0; i < todos.length; i += LOTE) {
    const lote = todos.slice(i, i + LOTE);
    await db.transaction(async (tx) => {
      const log: (typeof expurgoCandidato.$inferInsert)[] = [];
      const anonimizar: Inativo[] = [];
      for (const c of lote) {
        const acao = acaoExpurgo({
          contratado: false,
          emSelecaoAberta: c.em_aberta,
          participouDeSelecao: c.participou,
        });
        if (acao === null) {
          resultado.mantidos++;
          continue;
        }
        if (acao === 'ANONIMIZADO') {
          anonimizar.push(c);
          continue;
        }
        // A row some other table still needs (a foreign key without cascade) is anonymised instead.
        const excluiu = await tx
          .transaction(async (sp) => {
            await limparVestigios(sp, emp.id, [c.id], { historico, exame });
            const [apagado] = await sp
              .delete(candidato)
              .where(and(eq(candidato.id, c.id), eq(candidato.empresaId, emp.id)))
              .returning({ camposExtrasId: candidato.camposExtrasId });
            if (apagado?.camposExtrasId)
              await sp.delete(camposExtras).where(eq(camposExtras.id, apagado.camposExtrasId));
            return true;
          })
          .catch(() => false);
        if (excluiu) {
          resultado.excluidos++;
          log.push(linhaLog(emp, c, 'EXCLUIDO', opts, hoje));
        } else anonimizar.push(c);
      }
      if (anonimizar.length) {
        const ids = anonimizar.map((c) => c.id);
        await limparVestigios(tx, emp.id, ids, { historico, exame });
        const extras = await tx
          .select({ id: candidato.camposExtrasId })
          .from(candidato)
          .where(and(inArray(candidato.id, ids), isNotNull(candidato.camposExtrasId)));
        await tx
          .update(candidato)
          .set(anonimos)
          .where(and(inArray(candidato.id, ids), eq(candidato.empresaId, emp.id)));
        if (extras.length)
          await tx.delete(camposExtras).where(
            inArray(
              camposExtras.id,
              extras.map((e) => e.id as number),
            ),
          );
        for (const c of anonimizar) log.push(linhaLog(emp, c, 'ANONIMIZADO', opts, hoje));
        resultado.anonimizados += anonimizar.length;
      }
      if (log.length) await tx.insert(expurgoCandidato).values(log);
    });
  }
  return resultado;
}

function linhaLog(
  emp: { id: number; meses: number },
  c: Inativo,
  acao: 'ANONIMIZADO' | 'EXCLUIDO',
  opts: OpcoesExpurgo,
  hoje: string,
): typeof expurgoCandidato.$inferInsert {
  return {
    empresaId: emp.id,
    candidatoId: c.id,
    acao,
    data: hoje,
    ultimaAtividade: c.ultima?.slice(0, 10) ?? null,
    mesesSemAtividade: emp.meses,
    origem: opts.origem,
    usuarioNome: opts.usuarioNome ?? null,
  };
}

/** Runs the purge for every company with a period (or one company), recording the run. */
export async function executarExpurgo(db: Db, opts: OpcoesExpurgo): Promise<ResultadoExpurgo> {
  const empresas = await db
    .select({ id: empresa.id, meses: empresa.tempoExclusaoCandidato })
    .from(empresa)
    .where(
      and(
        isNotNull(empresa.tempoExclusaoCandidato),
        opts.empresaId ? eq(empresa.id, opts.empresaId) : undefined,
      ),
    );
  const execucao = opts.execucaoId
    ? { id: opts.execucaoId }
    : (
        await db.insert(expurgoExecucao).values({ origem: opts.origem }).returning({ id: expurgoExecucao.id })
      )[0];
  const total: ResultadoExpurgo = { anonimizados: 0, excluidos: 0, mantidos: 0 };
  try {
    for (const e of empresas) {
      if (!e.meses || e.meses < 1) continue;
      const r = await expurgarEmpresa(db, { id: e.id, meses: e.meses }, opts);
      total.anonimizados += r.anonimizados;
      total.excluidos += r.excluidos;
      total.mantidos += r.mantidos;
    }
    await db
      .update(expurgoExecucao)
      .set({ fim: sql`now()`, anonimizados: total.anonimizados, excluidos: total.excluidos })
      .where(eq(expurgoExecucao.id, execucao.id));
    return total;
  } catch (e) {
    await db
      .update(expurgoExecucao)
      .set({ fim: sql`now()`, erro: String((e as Error)?.message ?? e).slice(0, 2000) })
      .where(eq(expurgoExecucao.id, execucao.id));
    throw e;
  }
}
