import { and, asc, eq, sql } from 'drizzle-orm';
import { etapaSeletiva } from '../cadastros/schema.ts';
import { candidato } from '../schema.ts';
import { candidatoSolicitacao, examePalografico, historicoCandidato } from '../selecao/schema.ts';
import { solicitacao } from '../solicitacoes/schema.ts';
import { depois } from '../../../db/seed/demo/datas.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';

/** A demo instant, moved back to now when it falls later today (demo dates follow today's date). */
const naoFuturo = (iso: string) => new Date(Math.min(Date.parse(iso), Date.now()));

/** Where each of a requisition's five candidates stands: the results of the steps it went through. */
const PERCURSOS: ('S' | 'N' | null)[][] = [
  [], // included, no step yet
  [null], // in the first step, result pending
  ['S', null], // passed the first, in the second
  ['S', 'N'], // not fit in the second step
  ['S', 'S', 'S'], // fit in three steps
];
const NOTAS: Record<string, string> = {
  S: 'Perfil aderente à vaga.',
  N: 'Não atende aos requisitos técnicos da vaga.',
};

/**
 * The selection process of the demo: the first four requisitions in progress get five candidates each
 * (the matrix's first candidates by id), at different steps with some results; in the third one the
 * candidate fit in three steps is hired (one more vacancy filled). Three candidates have a palographic
 * exam. Runs after the requisitions and the candidates.
 */
export async function seedDemoSelecao({ tx, matrizId, admin }: DemoCtx): Promise<void> {
  const [abertas, candidatos, etapas] = await Promise.all([
    tx
      .select({ id: solicitacao.id, data: solicitacao.data })
      .from(solicitacao)
      .where(
        and(
          eq(solicitacao.empresaId, matrizId),
          eq(solicitacao.status, 'L'),
          eq(solicitacao.suspensa, false),
          eq(solicitacao.encerrada, false),
          eq(solicitacao.cancelada, false),
        ),
      )
      .orderBy(asc(solicitacao.id))
      .limit(4),
    tx
      .select({ id: candidato.id })
      .from(candidato)
      .where(eq(candidato.empresaId, matrizId))
      .orderBy(asc(candidato.id))
      .limit(20),
    tx
      .select({ id: etapaSeletiva.id })
      .from(etapaSeletiva)
      .where(eq(etapaSeletiva.empresaId, matrizId))
      .orderBy(asc(etapaSeletiva.ordem))
      .limit(3),
  ]);
  if (abertas.length < 4 || candidatos.length < 20 || etapas.length < 3) return;

  for (const [i, s] of abertas.entries()) {
    for (const [j, percurso] of PERCURSOS.entries()) {
      const contratar = i === 2 && j === 4;
      const [v] = await tx
        .insert(candidatoSolicitacao)
        .values({
          empresaId: matrizId,
          candidatoId: candidatos[i * 5 + j].id,
          solicitacaoId: s.id,
          etapaSeletivaId: percurso.length ? etapas[percurso.length - 1].id : null,
          contratado: contratar,
          dataContratacao: contratar ? depois(s.data, 12) : null,
          criadoPorUsuarioId: admin.id,
          createdAt: naoFuturo(`${depois(s.data, 1)}T10:00:00-03:00`),
        })
        .returning({ id: candidatoSolicitacao.id });
      if (percurso.length)
        await tx.insert(historicoCandidato).values(
          percurso.map((apto, k) => ({
            empresaId: matrizId,
            candidatoSolicitacaoId: v.id,
            etapaSeletivaId: etapas[k].id,
            data: depois(s.data, 2 + k * 3),
            responsavel: k === 1 ? 'Camila Rocha' : admin.nome,
            apto,
            observacao: apto ? NOTAS[apto] : null,
            usuarioId: admin.id,
          })),
        );
      if (contratar) {
        await tx
          .update(candidato)
          .set({ contratado: true })
          .where(eq(candidato.id, candidatos[i * 5 + j].id));
        await tx
          .update(solicitacao)
          .set({ qtdVagasPreenchidas: sql`${solicitacao.qtdVagasPreenchidas} + 1` })
          .where(eq(solicitacao.id, s.id));
      }
    }
  }

  await tx.insert(examePalografico).values(
    [
      [
        'Ritmo regular, produtividade acima da média; indica constância e organização.',
        'NOR 2,8%; 540 traços',
      ],
      [
        'Produtividade média, oscilação de ritmo no terceiro tempo; recomenda-se entrevista.',
        'NOR 6,1%; 430 traços',
      ],
      [
        'Traços firmes e margens regulares; perfil adequado a atividades de precisão.',
        'NOR 3,5%; 505 traços',
      ],
    ].map(([resultado, notas], k) => ({
      candidatoId: candidatos[k * 2].id,
      empresaId: matrizId,
      ocrTexto: `Exame palográfico — folha digitalizada ${k + 1}\nTempo 1 a 5 registrados.`,
      examePalografico: notas,
      resultadoExamePalografico: resultado,
      usuarioId: admin.id,
    })),
  );
}
