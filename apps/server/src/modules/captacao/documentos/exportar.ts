/**
 * HR's export of a candidate's data on request (LGPD art. 18, the holder's access and portability):
 * GET /api/captacao/candidatos/:id/exportar-dados?formato=json|pdf. Everything the company keeps about the
 * person: the record (every declared field, with names of referenced rows), consent, attached documents
 * and résumés (their descriptions, names, sizes and texts; the files themselves download from their
 * screens), evaluations and the selection processes. Each export is written to the audit log.
 */
import { type Field, formatDate, formatDateTime } from '@ipe/domain';
import { candidatos } from '@ipe/domain/resources/captacao/candidatos/index';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { questionarioResposta } from '../../../db/schema/index.ts';
import { avaliacaoCandidato, modeloAvaliacaoCandidato } from '../schema.ts';
import { candidatoCurriculo, candidatoDocumentoAnexo } from './schema.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { auditar } from '../../../platform/audit.ts';
import {
  COR,
  cabecalhoEmpresa,
  finalizar,
  novoDocumento,
  paragrafo,
  secao,
} from '../../../platform/pdf/index.ts';
import { type CandidatoLido, lerCandidato, type Registro, valorLegivel } from './dados.ts';

export interface DadosExportados {
  exportadoEm: string;
  candidato: Registro;
  consentimento: { aceitoPoliticaSeguranca: unknown; dataAceitePolitica: unknown; versaoPolitica: unknown };
  documentosAnexos: Registro[];
  curriculos: Registro[];
  avaliacoes: Registro[];
  processosSeletivos: Registro[];
}

async function existe(db: Db, tabela: string): Promise<boolean> {
  const r = await db.execute(sql`select to_regclass(${`public.${tabela}`}) is not null as ok`);
  return Boolean((r as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok);
}

/** The selection processes the candidate took part in, with their steps (when those tables exist). */
async function processos(db: Db, empresaId: number, id: number): Promise<Registro[]> {
  if (!(await existe(db, 'candidato_solicitacao'))) return [];
  const historico = await existe(db, 'historico_candidato');
  const etapas = historico
    ? sql`coalesce((select json_agg(json_build_object('etapa', e.nome, 'data', h.data, 'apto', h.apto,
             'responsavel', h.responsavel, 'observacao', h.observacao) order by h.data, h.id)
           from historico_candidato h join etapa_seletiva e on e.id = h.etapa_seletiva_id
          where h.candidato_solicitacao_id = cs.id), '[]'::json)`
    : sql`'[]'::json`;
  const r = await db.execute(sql`
    select cs.solicitacao_id as "solicitacaoId", s.descricao as solicitacao, cs.created_at as "inscritoEm",
           cs.contratado, cs.data_contratacao as "dataContratacao", cs.removed_at as "removidoEm",
           ${etapas} as etapas
      from candidato_solicitacao cs join solicitacao s on s.id = cs.solicitacao_id
     where cs.candidato_id = ${id} and cs.empresa_id = ${empresaId}
     order by cs.created_at, cs.id`);
  return (r as unknown as { rows: Registro[] }).rows;
}

export async function dadosDoCandidato(
  db: Db,
  s: Session,
  id: number,
): Promise<{ lido: CandidatoLido; dados: DadosExportados }> {
  const lido = await lerCandidato(db, s.empresaId, id);
  const doEmpresa = <T extends { empresaId: unknown; candidatoId: unknown }>(t: T) =>
    and(eq(t.candidatoId as never, id), eq(t.empresaId as never, s.empresaId));
  const [documentosAnexos, curriculos, avaliacoes, processosSeletivos] = await Promise.all([
    db
      .select({
        id: candidatoDocumentoAnexo.id,
        descricao: candidatoDocumentoAnexo.descricao,
        nomeArquivo: candidatoDocumentoAnexo.nomeArquivo,
        contentType: candidatoDocumentoAnexo.contentType,
        tamanho: candidatoDocumentoAnexo.tamanho,
        dataCadastro: candidatoDocumentoAnexo.dataCadastro,
      })
      .from(candidatoDocumentoAnexo)
      .where(doEmpresa(candidatoDocumentoAnexo))
      .orderBy(asc(candidatoDocumentoAnexo.id)),
    db
      .select({
        id: candidatoCurriculo.id,
        nomeArquivo: candidatoCurriculo.nomeArquivo,
        contentType: candidatoCurriculo.contentType,
        tamanho: candidatoCurriculo.tamanho,
        ocrTexto: candidatoCurriculo.ocrTexto,
        dataCadastro: candidatoCurriculo.dataCadastro,
      })
      .from(candidatoCurriculo)
      .where(doEmpresa(candidatoCurriculo))
      .orderBy(asc(candidatoCurriculo.id)),
    db
      .select({
        id: avaliacaoCandidato.id,
        modelo: modeloAvaliacaoCandidato.titulo,
        aplicadaEm: avaliacaoCandidato.createdAt,
        aprovado: avaliacaoCandidato.aprovado,
        pontuacao: questionarioResposta.pontuacao,
        pontuacaoMaxima: questionarioResposta.pontuacaoMaxima,
      })
      .from(avaliacaoCandidato)
      .innerJoin(
        modeloAvaliacaoCandidato,
        eq(modeloAvaliacaoCandidato.id, avaliacaoCandidato.modeloAvaliacaoCandidatoId),
      )
      .innerJoin(questionarioResposta, eq(questionarioResposta.id, avaliacaoCandidato.questionarioRespostaId))
      .where(doEmpresa(avaliacaoCandidato))
      .orderBy(asc(avaliacaoCandidato.id)),
    processos(db, s.empresaId, id),
  ]);
  const r = lido.registro;
  return {
    lido,
    dados: {
      exportadoEm: new Date().toISOString(),
      candidato: r,
      consentimento: {
        aceitoPoliticaSeguranca: r.aceitoPoliticaSeguranca ?? null,
        dataAceitePolitica: r.dataAceitePolitica ?? null,
        versaoPolitica: r.versaoPolitica ?? null,
      },
      documentosAnexos,
      curriculos,
      avaliacoes,
      processosSeletivos,
    },
  };
}

/** Records who exported whose data (the export itself is personal-data processing). */
export async function auditarExportacao(db: Db, s: Session, id: number, formato: string) {
  await auditar(db, s, {
    entidade: 'candidatos',
    entidadeId: id,
    acao: 'EXPORTAR',
    descricao: `Exportação dos dados do candidato (${formato.toUpperCase()}, LGPD)`,
  });
}

/** Fields grouped by the form's tabs, in declaration order. */
function porAba(fields: readonly Field[]): [string, Field[]][] {
  const abas = new Map<string, Field[]>();
  for (const f of fields) {
    const aba = f.tab ?? 'Dados';
    if (!abas.has(aba)) abas.set(aba, []);
    abas.get(aba)?.push(f);
  }
  return [...abas];
}

/** The same data as a PDF a person can read: every field by tab, then files, evaluations and processes. */
export async function pdfDados(
  db: Db,
  s: Session,
  lido: CandidatoLido,
  dados: DadosExportados,
): Promise<Buffer> {
  const doc = novoDocumento({
    titulo: 'Dados pessoais do candidato (LGPD)',
    subtitulo: String(lido.registro.nome ?? ''),
    empresa: await cabecalhoEmpresa(db, s),
    usuario: s.usuarioNome,
  });
  paragrafo(
    doc,
    'Todos os dados que a empresa mantém sobre o candidato, exportados a pedido do titular (Lei 13.709/2018, art. 18).',
    { cor: COR.secundario, tamanho: 9 },
  );
  const linha = (k: string, v: string) =>
    v && paragrafo(doc, `${k}: ${v}`, { tamanho: 9.5, espacoDepois: 2 });
  const nada = (t: string) => paragrafo(doc, t, { tamanho: 9.5, cor: COR.secundario });
  for (const [aba, fields] of porAba(candidatos.fields)) {
    secao(doc, aba);
    for (const f of fields) {
      const v = lido.registro[f.name];
      if (f.kind !== 'items') {
        linha(f.label, valorLegivel(f, v, lido.rotulos));
        continue;
      }
      const rows = Array.isArray(v) ? (v as Registro[]) : [];
      if (!rows.length) continue;
      paragrafo(doc, f.label, { negrito: true, tamanho: 9.5, espacoDepois: 2 });
      for (const row of rows)
        paragrafo(
          doc,
          f.fields
            .map((sf) => [sf.label, valorLegivel(sf, row[sf.name], lido.rotulos)])
            .filter(([, x]) => x)
            .map(([k, x]) => `${k}: ${x}`)
            .join(' · '),
          { tamanho: 9, recuo: 10, espacoDepois: 3 },
        );
    }
  }
  secao(doc, 'Documentos anexos');
  if (!dados.documentosAnexos.length) nada('Nenhum documento.');
  for (const d of dados.documentosAnexos)
    linha(String(d.descricao), `${d.nomeArquivo} (${formatDateTime(d.dataCadastro as Date)})`);
  secao(doc, 'Currículos');
  if (!dados.curriculos.length) nada('Nenhum currículo.');
  for (const c of dados.curriculos) {
    linha(String(c.nomeArquivo), formatDateTime(c.dataCadastro as Date));
    if (c.ocrTexto) paragrafo(doc, String(c.ocrTexto), { tamanho: 8.5, recuo: 10, cor: COR.secundario });
  }
  secao(doc, 'Avaliações');
  if (!dados.avaliacoes.length) nada('Nenhuma avaliação.');
  for (const a of dados.avaliacoes)
    linha(
      String(a.modelo),
      `${formatDate(a.aplicadaEm as Date)}${a.aprovado === null ? '' : a.aprovado ? ' · aprovado' : ' · não aprovado'}`,
    );
  secao(doc, 'Processos seletivos');
  if (!dados.processosSeletivos.length) nada('Nenhum processo seletivo.');
  for (const p of dados.processosSeletivos) {
    linha(
      String(p.solicitacao),
      `inscrito em ${formatDate(p.inscritoEm as string)}${p.contratado ? ' · contratado' : ''}`,
    );
    for (const e of (p.etapas as Registro[]) ?? [])
      paragrafo(
        doc,
        `${e.etapa} – ${formatDate(e.data as string)}${e.apto === 'S' ? ' · apto' : e.apto === 'N' ? ' · não apto' : ''}${e.observacao ? ` · ${e.observacao}` : ''}`,
        { tamanho: 9, recuo: 10, espacoDepois: 2 },
      );
  }
  return finalizar(doc);
}
