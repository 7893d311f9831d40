import { and, asc, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import { etapaSeletiva } from '../../captacao/cadastros/schema.ts';
import { candidato } from '../../captacao/schema.ts';
import { candidatoSolicitacao, historicoCandidato } from '../../captacao/selecao/schema.ts';
import { solicitacao } from '../../captacao/solicitacoes/schema.ts';
import { depois } from '../../../db/seed/demo/datas.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';

/** A demo instant, moved back to now when it falls later today (demo dates follow today's date). */
const naoFuturo = (iso: string) => new Date(Math.min(Date.parse(iso), Date.now()));

/** Steps each candidate of a requisition went through, in inclusion order: most stop early (a funnel). */
const ALCANCE = [1, 0, 2, 1, 3, 0, 1, 4, 2, 5, 1, 3];
/** Candidates per requisition: 6 to 12. */
const quantos = (i: number) => 6 + ((i * 3) % 7);
/** The demo's first candidates are picked by other demos and tests (accounts, evaluations): start later. */
const PRIMEIRO_CANDIDATO = 200;

/**
 * The selection processes the vacancy dashboard (/analytics/vagas) draws: every other released requisition
 * of the matrix that is not cancelled (the running ones beyond the first four, the suspended and the
 * closed ones) gets 6–12 candidates of the base, included over the days after its date and spread over
 * the steps (most stop in the first ones), with their step history (fit in the steps passed, pending or fit
 * in the current one: no 'não apto', whose count another demo shows). In a closed requisition the
 * candidates hired are as many as its filled vacancies, and they went through every step. Runs after
 * seedDemoSelecao (it leaves the first four requisitions alone) and after seedDemoRelatoriosSelecao (which
 * reads the first links).
 */
export async function seedDemoAnalyticsVagas({ tx, matrizId, admin }: DemoCtx): Promise<void> {
  const [requisicoes, etapas] = await Promise.all([
    tx
      .select({
        id: solicitacao.id,
        data: solicitacao.data,
        encerrada: solicitacao.encerrada,
        preenchidas: solicitacao.qtdVagasPreenchidas,
      })
      .from(solicitacao)
      .where(
        and(
          eq(solicitacao.empresaId, matrizId),
          eq(solicitacao.status, 'L'),
          eq(solicitacao.cancelada, false),
          notExists(
            tx
              .select({ um: sql`1` })
              .from(candidatoSolicitacao)
              .where(eq(candidatoSolicitacao.solicitacaoId, solicitacao.id)),
          ),
        ),
      )
      .orderBy(asc(solicitacao.id)),
    tx
      .select({ id: etapaSeletiva.id })
      .from(etapaSeletiva)
      .where(eq(etapaSeletiva.empresaId, matrizId))
      .orderBy(asc(etapaSeletiva.ordem), asc(etapaSeletiva.id)),
  ]);
  const total = requisicoes.reduce((s, _, i) => s + quantos(i), 0);
  const candidatos = await tx
    .select({ id: candidato.id })
    .from(candidato)
    .where(and(eq(candidato.empresaId, matrizId), isNotNull(candidato.cpf), eq(candidato.contratado, false)))
    .orderBy(asc(candidato.id))
    .offset(PRIMEIRO_CANDIDATO)
    .limit(total);
  if (!requisicoes.length || !etapas.length || candidatos.length < total) return;

  let proximo = 0;
  const contratados: number[] = [];
  const historicos: (typeof historicoCandidato.$inferInsert)[] = [];
  for (const [i, s] of requisicoes.entries()) {
    const n = quantos(i);
    const contratar = s.encerrada ? Math.min(s.preenchidas, n) : 0;
    const vinculos = Array.from({ length: n }, (_, j) => {
      const hired = j < contratar;
      const alcancadas = hired ? etapas.length : Math.min(ALCANCE[(i + j) % ALCANCE.length], etapas.length);
      const dia = depois(s.data, 1 + ((i + j) % 6));
      return { candidatoId: candidatos[proximo++].id, hired, alcancadas, dia };
    });
    const ids = await tx
      .insert(candidatoSolicitacao)
      .values(
        vinculos.map((v) => ({
          empresaId: matrizId,
          candidatoId: v.candidatoId,
          solicitacaoId: s.id,
          etapaSeletivaId: v.alcancadas ? etapas[v.alcancadas - 1].id : null,
          contratado: v.hired,
          dataContratacao: v.hired ? depois(v.dia, 3 * v.alcancadas + 2) : null,
          criadoPorUsuarioId: admin.id,
          // Never in the future: a later hour of today would count as news on the home page all day.
          createdAt: naoFuturo(`${v.dia}T${String(9 + (v.candidatoId % 8)).padStart(2, '0')}:30:00-03:00`),
        })),
      )
      .returning({ id: candidatoSolicitacao.id });
    for (const [j, v] of vinculos.entries()) {
      if (v.hired) contratados.push(v.candidatoId);
      for (let k = 0; k < v.alcancadas; k++)
        historicos.push({
          empresaId: matrizId,
          candidatoSolicitacaoId: ids[j].id,
          etapaSeletivaId: etapas[k].id,
          data: depois(v.dia, 2 + 3 * k),
          responsavel: k % 2 ? 'Camila Rocha' : admin.nome,
          // Passed the earlier steps; the current one fit in a closed requisition, else pending or fit.
          apto: k < v.alcancadas - 1 || s.encerrada || (i + j) % 2 ? 'S' : null,
          observacao: k < v.alcancadas - 1 ? 'Perfil aderente à vaga.' : null,
          usuarioId: admin.id,
        });
    }
  }
  if (historicos.length) await tx.insert(historicoCandidato).values(historicos);
  if (contratados.length)
    await tx.update(candidato).set({ contratado: true }).where(inArray(candidato.id, contratados));
}
