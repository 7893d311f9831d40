import { DONOS_AVALIACAO } from '@ipe/domain/resources/avaliacao/respostas';
import { sql } from 'drizzle-orm';
import { diasDeHoje } from '../../../db/seed/demo/datas.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';
import { criarRegistros } from '../../../platform/questionario/colaborador/index.ts';
import { carregarPerguntas } from '../../../platform/questionario/leitura.ts';
import { salvarRespostas } from '../../../platform/questionario/respostas.ts';
import { competenciasExigidas, salvarNiveis } from '../desempenho/competencias.ts';
import { respostasDemo } from './desempenho.ts';

/** The closed evaluation that fills the demo's Nine Box and /analytics/desempenho. */
export const TITULO_DEMO_NINEBOX = 'Avaliação de Desempenho 2026 (1º semestre)';
/** How many talents it evaluates (each by the next two; the third next one has not answered). */
const AVALIADOS = 16;

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * A closed performance evaluation (version 2.0: questionnaire and competences, not anonymous) over sixteen
 * active talents whose band requires competences, none of them an employee user, so no demo login gets
 * forms to answer (docs/usuario/nine-box-e-relatorios.md): each talent is
 * evaluated by the next two in the list, with answers from strong to weak in turn (five steps), so the results spread
 * over the grid; the third next one's form is left unanswered (the 'avaliadores que não responderam').
 */
export async function seedDemoNineBox({ tx, matrizId }: DemoCtx): Promise<void> {
  const [modelo] = rowsOf<{ id: number; questionarioId: number }>(
    await tx.execute(sql`
      select id, questionario_id as "questionarioId" from modelo_avaliacao
       where empresa_id = ${matrizId} and tipo = 'D' order by id limit 1`),
  );
  const talentos = rowsOf<{ id: number }>(
    await tx.execute(sql`
      select c.id from colaborador c
       where c.empresa_id = ${matrizId} and c.situacao not in ('D', 'C')
         and c.data_admissao <= ${diasDeHoje(-200)}::date
         and exists (select 1 from configuracao_nivel_competencia_faixa f where f.faixa_salarial_id = c.faixa_salarial_id)
         and not exists (select 1 from usuario u where u.colaborador_id = c.id)
       order by c.id limit ${AVALIADOS}`),
  ).map((x) => x.id);
  if (!modelo || talentos.length < 4) return;
  const [existe] = rowsOf<{ id: number }>(
    await tx.execute(
      sql`select id from avaliacao_desempenho where empresa_id = ${matrizId} and titulo = ${TITULO_DEMO_NINEBOX}`,
    ),
  );
  if (existe) return;
  const dataFim = diasDeHoje(-30);
  const [av] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into avaliacao_desempenho (empresa_id, titulo, data_ini, data_fim, modelo_avaliacao_id,
        questionario_id, permite_auto_avaliacao, anonima, tipo, formato, exibe_resultado_auto_avaliacao,
        exibir_nivel_competencia_exigido, liberada, possui_resposta)
      values (${matrizId}, ${TITULO_DEMO_NINEBOX}, ${diasDeHoje(-75)}, ${dataFim}, ${modelo.id},
        ${modelo.questionarioId}, false, false, '2.0', '0', false, true, true, true)
      returning id`),
  );
  const n = talentos.length;
  // [evaluator, evaluated, concluded]
  const pares: [number, number, boolean][] = talentos.flatMap((a, i) => [
    [talentos[(i + 1) % n], a, true],
    [talentos[(i + 2) % n], a, true],
    [talentos[(i + 3) % n], a, i % 4 !== 0],
  ]);
  await tx.execute(sql`insert into avaliado_avaliacao_desempenho (empresa_id, avaliacao_desempenho_id, colaborador_id)
    select ${matrizId}, ${av.id}, unnest(${`{${talentos.join(',')}}`}::int[]) on conflict do nothing`);
  const criados = await criarRegistros(tx, {
    empresaId: matrizId,
    donoTipo: DONOS_AVALIACAO.desempenho,
    donoId: av.id,
    questionarioId: modelo.questionarioId,
    prazo: dataFim,
    liberado: true,
    itens: pares.map(([r, a]) => ({ respondenteColaboradorId: r, avaliadoColaboradorId: a })),
  });
  const ids = new Map(criados.map((c) => [`${c.respondenteColaboradorId}-${c.avaliadoColaboradorId}`, c.id]));
  for (const [r, a] of pares) {
    const cq = ids.get(`${r}-${a}`);
    if (cq == null) continue;
    await tx.execute(sql`
      insert into participante_avaliacao_desempenho (empresa_id, avaliacao_desempenho_id, avaliado_id,
        avaliado_colaborador_id, avaliador_colaborador_id, papel, colaborador_questionario_id)
      select ${matrizId}, ${av.id}, v.id, ${a}, ${r}, 'P', ${cq}
        from avaliado_avaliacao_desempenho v where v.avaliacao_desempenho_id = ${av.id} and v.colaborador_id = ${a}
      on conflict do nothing`);
  }
  const perguntas = await carregarPerguntas(tx, modelo.questionarioId);
  const niveis = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from nivel_competencia where empresa_id = ${matrizId} order by ordem`),
  );
  for (const [k, [r, a, concluido]] of pares.entries()) {
    const id = ids.get(`${r}-${a}`);
    if (id == null || !concluido) continue;
    // 0 strongest … 4 weakest, by evaluated talent; its two evaluators differ by one step.
    const i = talentos.indexOf(a);
    const forca = Math.min(4, ((i * 3) % 5) + (k % 3 === 1 ? 1 : 0));
    const respostas = respostasDemo(perguntas, forca, {
      notaMaxima: 10,
      comentarioExigido: 'Entregas consistentes no período.',
      comentarioLivre: 'Bom relacionamento com a equipe.',
    });
    const resultado = await salvarRespostas(tx, {
      empresaId: matrizId,
      questionarioId: modelo.questionarioId,
      resultadoId: null,
      usuarioId: null,
      input: { respostas, respondidoParcialmente: false },
    });
    await tx.execute(sql`
      update colaborador_questionario set questionario_resposta_id = ${resultado.id},
             respondido_parcialmente = false, concluido_em = ${`${dataFim}T15:00:00-03:00`}::timestamptz
       where id = ${id}`);
    const exigidas = await competenciasExigidas(tx, id);
    const nivelDe = (j: number) => niveis[Math.max(0, Math.min(niveis.length - 1, j))]?.id ?? null;
    await salvarNiveis(
      tx,
      { id, empresaId: matrizId, donoId: av.id, avaliadoColaboradorId: a },
      {
        configsNiveisCompetenciasFaixaSalariais: exigidas.map((c, j) => ({
          tipo: c.tipo,
          competenciaId: c.id,
          nivelCompetenciaId: nivelDe(niveis.length - 1 - forca - (j % 2)),
        })),
      },
      true,
    );
  }
}
