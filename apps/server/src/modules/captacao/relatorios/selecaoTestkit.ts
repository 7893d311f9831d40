/**
 * A small selection process in March 2015 (a period no demo data touches), written straight into the
 * demo company so the selection reports' figures can be asserted exactly:
 *
 * - requisition 'Analista de Testes de Relatório' opened 2015-03-01, 2 vacancies, 1 filled;
 * - Ana: step 1 apto (03-04), step 2 apto (03-10), hired 03-15        (referred by Maria Referência)
 * - Bruno: step 1 apto (03-04), step 2 não apto (03-08)               (referred by Maria Referência)
 * - Caio: step 1 pending (03-05)                                      (source 'Indicação…', no name)
 * - Diana: removed on 03-03 before any step                           (not referred)
 * - Eva: registered 2015-03-20, never in a selection                  (referred by João Referência)
 * Evaluations concluded in March 2015: Ana 80 % and Bruno 60 % with model 1 (minimum 70) in the
 * requisition, Caio 65 % with model 2 (minimum 60) outside any requisition.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { questionarioResposta } from '../../../db/schema/index.ts';
import { areaOrganizacional, cargo } from '../../cargoSalario/areas/schema.ts';
import { comoFicouSabendoVaga, etapaSeletiva } from '../cadastros/schema.ts';
import { avaliacaoCandidato, candidato, modeloAvaliacaoCandidato } from '../schema.ts';
import { candidatoSolicitacao, historicoCandidato } from '../selecao/schema.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import type { TestApp } from '../../../test/harness.ts';
import { registros } from '../solicitacoes/testkit.ts';

export const MARCO_2015 = { dataIni: '2015-03-01', dataFim: '2015-03-31' };
export const REQUISICAO = 'Analista de Testes de Relatório';

export interface Cenario {
  solicitacaoId: number;
  /** The requisition's position (its 'Nome') and area. */
  cargo: string;
  area: string;
  etapas: { id: number; nome: string }[];
  modelos: { id: number; titulo: string }[];
}

export async function cenarioMarco2015(t: TestApp, empresaId = 1): Promise<Cenario> {
  const db = t.database.db;
  const r = await registros(t, empresaId);
  const [s] = await db
    .insert(solicitacao)
    .values({
      empresaId,
      data: '2015-03-01',
      descricao: REQUISICAO,
      horarioComercial: '08:00 às 17:48',
      ...r,
      quantidade: 2,
      qtdVagasPreenchidas: 1,
      status: 'L',
    })
    .returning({ id: solicitacao.id });
  const etapas = await db
    .select({ id: etapaSeletiva.id, nome: etapaSeletiva.nome })
    .from(etapaSeletiva)
    .where(eq(etapaSeletiva.empresaId, empresaId))
    .orderBy(asc(etapaSeletiva.ordem))
    .limit(2);
  const modelos = await db
    .select({
      id: modeloAvaliacaoCandidato.id,
      titulo: modeloAvaliacaoCandidato.titulo,
      questionarioId: modeloAvaliacaoCandidato.questionarioId,
    })
    .from(modeloAvaliacaoCandidato)
    .where(eq(modeloAvaliacaoCandidato.empresaId, empresaId))
    .orderBy(asc(modeloAvaliacaoCandidato.id))
    .limit(2);
  const [fonte] = await db
    .select({ id: comoFicouSabendoVaga.id })
    .from(comoFicouSabendoVaga)
    .where(
      and(eq(comoFicouSabendoVaga.empresaId, empresaId), sql`${comoFicouSabendoVaga.nome} like 'Indicação%'`),
    );

  const novo = async (nome: string, extra: Partial<typeof candidato.$inferInsert> = {}) => {
    const [c] = await db
      .insert(candidato)
      .values({ empresaId, nome, dataCadastro: '2014-11-10', ...extra })
      .returning({ id: candidato.id });
    return c.id;
  };
  const ana = await novo('Ana Relatório Teste', {
    indicadoPor: 'Maria Referência',
    contratado: true,
    cpf: '55598224755',
  });
  const bruno = await novo('Bruno Relatório Teste', { indicadoPor: 'Maria Referência' });
  const caio = await novo('Caio Relatório Teste', { comoFicouSabendoVagaId: fonte.id });
  const diana = await novo('Diana Relatório Teste');
  await novo('Eva Relatório Teste', { indicadoPor: 'João Referência', dataCadastro: '2015-03-20' });

  const vincular = async (
    candidatoId: number,
    extra: Partial<typeof candidatoSolicitacao.$inferInsert> = {},
  ) => {
    const [v] = await db
      .insert(candidatoSolicitacao)
      .values({
        empresaId,
        candidatoId,
        solicitacaoId: s.id,
        createdAt: new Date('2015-03-02T10:00:00-03:00'),
        ...extra,
      })
      .returning({ id: candidatoSolicitacao.id });
    return v.id;
  };
  const passos = async (vinculoId: number, lista: [number, string, 'S' | 'N' | null][]) => {
    await db.insert(historicoCandidato).values(
      lista.map(([etapa, data, apto]) => ({
        empresaId,
        candidatoSolicitacaoId: vinculoId,
        etapaSeletivaId: etapas[etapa].id,
        data,
        apto,
      })),
    );
  };
  const [e1, e2] = etapas.map((e) => e.id);
  const vAna = await vincular(ana, { etapaSeletivaId: e2, contratado: true, dataContratacao: '2015-03-15' });
  await passos(vAna, [
    [0, '2015-03-04', 'S'],
    [1, '2015-03-10', 'S'],
  ]);
  const vBruno = await vincular(bruno, { etapaSeletivaId: e2 });
  await passos(vBruno, [
    [0, '2015-03-04', 'S'],
    [1, '2015-03-08', 'N'],
  ]);
  const vCaio = await vincular(caio, { etapaSeletivaId: e1 });
  await passos(vCaio, [[0, '2015-03-05', null]]);
  await vincular(diana, { removedAt: new Date('2015-03-03T09:00:00-03:00') });

  const avaliar = async (
    candidatoId: number,
    modelo: (typeof modelos)[number],
    percentual: number,
    aprovado: boolean,
    solicitacaoId: number | null,
  ) => {
    const [qr] = await db
      .insert(questionarioResposta)
      .values({
        empresaId,
        questionarioId: modelo.questionarioId,
        status: 'C',
        respondidoParcialmente: false,
        pontuacao: percentual / 2,
        pontuacaoMaxima: 50,
        percentual,
        concluidoEm: new Date('2015-03-20T15:00:00-03:00'),
      })
      .returning({ id: questionarioResposta.id });
    await db.insert(avaliacaoCandidato).values({
      empresaId,
      candidatoId,
      modeloAvaliacaoCandidatoId: modelo.id,
      questionarioRespostaId: qr.id,
      solicitacaoId,
      aprovado,
    });
  };
  await avaliar(ana, modelos[0], 80, true, s.id);
  await avaliar(bruno, modelos[0], 60, false, s.id);
  await avaliar(caio, modelos[1], 65, true, null);
  const [cg] = await db.select({ nome: cargo.nomeMercado }).from(cargo).where(eq(cargo.id, r.cargoId));
  const [a] = await db
    .select({ nome: areaOrganizacional.nome })
    .from(areaOrganizacional)
    .where(eq(areaOrganizacional.id, r.areaOrganizacionalId));
  return { solicitacaoId: s.id, cargo: cg.nome, area: a.nome, etapas, modelos };
}
