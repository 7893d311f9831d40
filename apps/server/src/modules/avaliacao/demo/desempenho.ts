import type { RespostaPergunta } from '@ipe/domain';
import { DONOS_AVALIACAO } from '@ipe/domain/resources/avaliacao/respostas';
import { sql } from 'drizzle-orm';
import { diasDeHoje } from '../../../db/seed/demo/datas.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';
import { criarRegistros } from '../../../platform/questionario/colaborador/index.ts';
import { carregarPerguntas } from '../../../platform/questionario/leitura.ts';
import { salvarRespostas } from '../../../platform/questionario/respostas.ts';
import { competenciasExigidas, salvarNiveis } from '../desempenho/competencias.ts';

/** The released 360° evaluation of the demo (found by this title when another seed created it). */
export const TITULO_DEMO_360 = 'Avaliação 360° 2026';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * Answers on the demo's released 360° evaluation (docs/usuario/avaliacao-desempenho.md): four of the last ten employee
 * users (profile Colaborador, password demo1234; those whose band requires competences first) evaluate each other. The first user is evaluated by
 * itself and the three others: two concluded (questions and competence levels), the fourth pending, the
 * self-evaluation pending; the second user by itself and two others, one in progress. The evaluation is
 * created released over the demo's performance model when no seed made it before.
 */
export async function seedDemoDesempenho({ tx, matrizId }: DemoCtx): Promise<void> {
  const usuarios = rowsOf<{ id: number; colaboradorId: number }>(
    await tx.execute(sql`
      select x.id, x."colaboradorId" from (
        select u.id, u.colaborador_id as "colaboradorId",
               exists (select 1 from colaborador c join configuracao_nivel_competencia_faixa f
                        on f.faixa_salarial_id = c.faixa_salarial_id where c.id = u.colaborador_id) as configurada
          from usuario u
          join usuario_empresa ue on ue.usuario_id = u.id and ue.empresa_id = ${matrizId}
          join perfil p on p.id = ue.perfil_id
         where p.chave = 'COLABORADOR' and u.colaborador_id is not null
         order by u.id desc limit 10) x
       order by x.configurada desc, x.id desc limit 4`),
  );
  const [modelo] = rowsOf<{ id: number; questionarioId: number }>(
    await tx.execute(sql`
      select id, questionario_id as "questionarioId" from modelo_avaliacao
       where empresa_id = ${matrizId} and tipo = 'D' order by id limit 1`),
  );
  if (usuarios.length < 4 || !modelo) return;
  let [av] = rowsOf<{ id: number; questionarioId: number; dataFim: string }>(
    await tx.execute(sql`
      select id, questionario_id as "questionarioId", data_fim::text as "dataFim" from avaliacao_desempenho
       where empresa_id = ${matrizId} and titulo = ${TITULO_DEMO_360}`),
  );
  if (!av)
    [av] = rowsOf<{ id: number; questionarioId: number; dataFim: string }>(
      await tx.execute(sql`
        insert into avaliacao_desempenho (empresa_id, titulo, data_ini, data_fim, modelo_avaliacao_id,
          questionario_id, permite_auto_avaliacao, anonima, tipo, formato, exibe_resultado_auto_avaliacao,
          exibir_nivel_competencia_exigido, liberada)
        values (${matrizId}, ${TITULO_DEMO_360}, ${diasDeHoje(-10)}, ${diasDeHoje(20)}, ${modelo.id},
          ${modelo.questionarioId}, true, false, '2.0', '0', true, true, true)
        returning id, questionario_id as "questionarioId", data_fim::text as "dataFim"`),
    );
  const [u1, u2, u3, u4] = usuarios.map((u) => u.colaboradorId);
  const pares: [number, number, 'U' | 'P'][] = [
    [u1, u1, 'U'],
    [u2, u1, 'P'],
    [u3, u1, 'P'],
    [u4, u1, 'P'],
    [u2, u2, 'U'],
    [u1, u2, 'P'],
    [u3, u2, 'P'],
  ];
  for (const a of [u1, u2])
    await tx.execute(sql`insert into avaliado_avaliacao_desempenho (empresa_id, avaliacao_desempenho_id, colaborador_id)
      values (${matrizId}, ${av.id}, ${a}) on conflict do nothing`);
  const criados = await criarRegistros(tx, {
    empresaId: matrizId,
    donoTipo: DONOS_AVALIACAO.desempenho,
    donoId: av.id,
    questionarioId: av.questionarioId,
    prazo: av.dataFim,
    liberado: true,
    itens: pares.map(([r, a]) => ({ respondenteColaboradorId: r, avaliadoColaboradorId: a })),
  });
  const ids = new Map(criados.map((c) => [`${c.respondenteColaboradorId}-${c.avaliadoColaboradorId}`, c.id]));
  for (const [r, a, papel] of pares) {
    const cq = ids.get(`${r}-${a}`);
    if (cq == null) continue;
    await tx.execute(sql`
      insert into participante_avaliacao_desempenho (empresa_id, avaliacao_desempenho_id, avaliado_id,
        avaliado_colaborador_id, avaliador_colaborador_id, papel, colaborador_questionario_id)
      select ${matrizId}, ${av.id}, v.id, ${a}, ${r}, ${papel}, ${cq}
        from avaliado_avaliacao_desempenho v where v.avaliacao_desempenho_id = ${av.id} and v.colaborador_id = ${a}
      on conflict do nothing`);
  }
  const perguntas = await carregarPerguntas(tx, av.questionarioId);
  const niveis = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from nivel_competencia where empresa_id = ${matrizId} order by ordem`),
  );
  // [respondent, evaluated, concluded?, strength 0 best .. 2 weakest]
  const respondidos: [number, number, boolean, number][] = [
    [u2, u1, true, 0],
    [u3, u1, true, 1],
    [u1, u2, false, 1],
  ];
  for (const [r, a, concluido, forca] of respondidos) {
    const id = ids.get(`${r}-${a}`);
    if (id == null) continue;
    const respostas = respostasDemo(perguntas, forca, {
      notaMaxima: 9,
      comentarioExigido: 'Demonstra isso no dia a dia da equipe.',
      comentarioLivre: 'Colega atento e colaborativo; pode delegar mais.',
    });
    const resultado = await salvarRespostas(tx, {
      empresaId: matrizId,
      questionarioId: av.questionarioId,
      resultadoId: null,
      usuarioId: null,
      input: { respostas, respondidoParcialmente: !concluido },
    });
    await tx.execute(sql`
      update colaborador_questionario set questionario_resposta_id = ${resultado.id},
             respondido_parcialmente = ${!concluido}, concluido_em = ${concluido ? sql`now()` : null}
       where id = ${id}`);
    const exigidas = await competenciasExigidas(tx, id);
    const nivelDe = (i: number) => niveis[Math.max(0, Math.min(niveis.length - 1, i))]?.id ?? null;
    await salvarNiveis(
      tx,
      { id, empresaId: matrizId, donoId: av.id, avaliadoColaboradorId: a },
      {
        configsNiveisCompetenciasFaixaSalariais: exigidas.map((c, i) => ({
          tipo: c.tipo,
          competenciaId: c.id,
          nivelCompetenciaId: nivelDe(niveis.length - 1 - forca - (i % 2)),
        })),
      },
      concluido,
    );
  }
  await tx.execute(sql`update avaliacao_desempenho set possui_resposta = true where id = ${av.id}`);
}

/**
 * A demo evaluator's answers to a questionnaire at a strength from 0 (strongest) to 4 (weakest): the
 * option of that rank, two or one multiple choices, a score falling 2 points a step, a written comment.
 */
export function respostasDemo(
  perguntas: {
    id: number;
    tipo: number;
    exigirComentario?: boolean | null;
    respostas?: { id: number }[] | null;
  }[],
  forca: number,
  t: { notaMaxima: number; comentarioExigido: string; comentarioLivre: string },
): RespostaPergunta[] {
  return perguntas.map((p) => {
    const o = p.respostas ?? [];
    if (p.tipo === 1)
      return {
        perguntaId: p.id,
        respostaId: o[Math.min(forca, o.length - 1)].id,
        comentario: p.exigirComentario ? t.comentarioExigido : undefined,
      };
    if (p.tipo === 5)
      return { perguntaId: p.id, respostasIds: o.slice(0, 2 - Math.min(forca, 1)).map((x) => x.id) };
    if (p.tipo === 4) return { perguntaId: p.id, nota: t.notaMaxima - 2 * forca };
    return { perguntaId: p.id, comentario: t.comentarioLivre };
  }) as RespostaPergunta[];
}
