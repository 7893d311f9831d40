import type { RespostaPergunta } from '@ipe/domain';
import { DONOS_AVALIACAO } from '@ipe/domain/resources/avaliacao/respostas';
import { eq, sql } from 'drizzle-orm';
import { colaboradorQuestionario, questionarioResposta } from '../../../db/schema/index.ts';
import { diasDeHoje } from '../../../db/seed/demo/datas.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';
import { criarRegistros } from '../../../platform/questionario/colaborador/index.ts';
import { carregarPerguntas } from '../../../platform/questionario/leitura.ts';
import { salvarRespostas } from '../../../platform/questionario/respostas.ts';

type Estado = 'pendente' | 'rascunho' | 'bom' | 'medio' | 'fraco';
interface Plano {
  /** Admission, days before the seeding day. */
  admitidoHa: number;
  /** Per period (45, 90 days): the follow-up's state, or none (not started). */
  periodos: [Estado | null, Estado | null];
  decisao?: [('M' | 'E')?, ('M' | 'E')?];
}

/**
 * Three talents of the demo manager's area (the manager answers them: one concluded, one in progress past
 * its due date, one pending) and three of other areas (answered on the manager's behalf, one not started).
 */
const DO_GESTOR: Plano[] = [
  { admitidoHa: 80, periodos: ['bom', 'pendente'], decisao: ['M'] },
  { admitidoHa: 50, periodos: ['rascunho', null] },
  { admitidoHa: 40, periodos: ['pendente', null] },
];
const OUTRAS_AREAS: Plano[] = [
  { admitidoHa: 86, periodos: ['medio', 'fraco'], decisao: [undefined, 'E'] },
  { admitidoHa: 60, periodos: ['bom', null], decisao: ['M'] },
  { admitidoHa: 20, periodos: [null, null] },
];

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const NOTA: Record<string, number> = { bom: 9, medio: 6, fraco: 3 };
const TEXTO: Record<string, string> = {
  bom: 'Integrou-se bem à equipe e já entrega com autonomia.',
  medio: 'Entrega o combinado, mas ainda depende de orientação frequente.',
  fraco: 'Não atingiu o esperado para o período, apesar do acompanhamento.',
};

/** Answers of one level: the best options for 'bom', the middle ones for 'medio', the worst for 'fraco'. */
function respostasDe(
  perguntas: Awaited<ReturnType<typeof carregarPerguntas>>,
  nivel: Estado,
): RespostaPergunta[] {
  return perguntas.map((p) => {
    const opcoes = p.respostas ?? [];
    const comentario = p.exigirComentario ? TEXTO[nivel] : undefined;
    if (p.tipo === 1) {
      const i = nivel === 'bom' ? 0 : nivel === 'medio' ? Math.min(1, opcoes.length - 1) : opcoes.length - 1;
      return { perguntaId: p.id, respostaId: opcoes[i].id, comentario };
    }
    if (p.tipo === 5) {
      const ids =
        nivel === 'bom' ? opcoes.slice(0, 3) : nivel === 'medio' ? opcoes.slice(0, 1) : opcoes.slice(-1);
      return { perguntaId: p.id, respostasIds: ids.map((o) => o.id), comentario };
    }
    if (p.tipo === 4) return { perguntaId: p.id, nota: NOTA[nivel], comentario };
    return { perguntaId: p.id, comentario: TEXTO[nivel] };
  }) as RespostaPergunta[];
}

/**
 * The experience follow-up's demo (docs/usuario/avaliacao-experiencia.md): six talents of the head office,
 * admitted within the last 90 days, with follow-ups answered (and decided), in progress and pending,
 * through the answering record's own functions. The talents are existing demo talents (the highest ids
 * that are no area's responsible, no user and in no realignment): their admission moves into the experience
 * period and their current history row becomes the admission row, so counts stay as they were.
 * Dates are relative to the seeding day; a few statements, no randomness.
 */
export async function seedDemoAcompanhamentos({ tx, matrizId, admin }: DemoCtx): Promise<void> {
  // The demo manager: a responsible of an area whose user may read the follow-up.
  const [gestor] = rowsOf<{ usuarioId: number; colaboradorId: number; areaId: number }>(
    await tx.execute(sql`
      select u.id as "usuarioId", u.colaborador_id as "colaboradorId", ar.area_organizacional_id as "areaId"
        from area_responsavel ar
        join usuario u on u.colaborador_id = ar.colaborador_id
        join usuario_empresa ue on ue.usuario_id = u.id and ue.empresa_id = ${matrizId}
        join perfil pf on pf.id = ue.perfil_id
       where 'ROLE_AVA_ACOMPANHAMENTO_EXPERIENCIA' = any(pf.authorities)
       order by ar.area_organizacional_id limit 1`),
  );
  const periodos = rowsOf<{
    id: number;
    dias: number;
    modeloId: number | null;
    questionarioId: number | null;
  }>(
    await tx.execute(sql`
      select p.id, p.dias, m.id as "modeloId", m.questionario_id as "questionarioId"
        from periodo_experiencia p
        left join modelo_avaliacao m on m.periodo_acompanhamento_experiencia_id = p.id and m.tipo = 'A' and m.ativo
       where p.empresa_id = ${matrizId} order by p.dias`),
  );
  if (!gestor || periodos.length < 2) return;
  const candidatos = rowsOf<{ id: number; areaId: number; responsavelId: number }>(
    await tx.execute(sql`
      select c.id, c.area_organizacional_id as "areaId",
             (select min(r.colaborador_id) from area_responsavel r
               where r.area_organizacional_id = c.area_organizacional_id) as "responsavelId"
        from colaborador c
       where c.empresa_id = ${matrizId} and c.situacao = 'A' and c.data_desligamento is null
         and exists (select 1 from area_responsavel r where r.area_organizacional_id = c.area_organizacional_id)
         and not exists (select 1 from area_responsavel r where r.colaborador_id = c.id)
         and not exists (select 1 from usuario u where u.colaborador_id = c.id)
         and not exists (select 1 from reajuste_colaborador r where r.colaborador_id = c.id)
         and not exists (select 1 from colaborador_historico h
                          where h.colaborador_id = c.id and h.tabela_reajuste_colaborador_id is not null)
       order by c.id desc`),
  );
  const doGestor = candidatos.filter((c) => c.areaId === gestor.areaId).slice(0, DO_GESTOR.length);
  const outros = candidatos.filter((c) => c.areaId !== gestor.areaId).slice(0, OUTRAS_AREAS.length);
  const planos = [
    ...doGestor.map((c, i) => ({ c, plano: DO_GESTOR[i], respondente: gestor.usuarioId })),
    ...outros.map((c, i) => ({ c, plano: OUTRAS_AREAS[i], respondente: admin.id })),
  ];

  const perguntas = new Map<number, Awaited<ReturnType<typeof carregarPerguntas>>>();
  for (const p of periodos)
    if (p.questionarioId) perguntas.set(p.questionarioId, await carregarPerguntas(tx, p.questionarioId));

  for (const { c, plano, respondente } of planos) {
    const admissao = diasDeHoje(-plano.admitidoHa);
    // The talent's current history row becomes its admission (the talent's columns already follow it).
    await tx.execute(sql`
      with atual as (select id from colaborador_historico where colaborador_id = ${c.id}
                      order by data desc, id desc limit 1)
      delete from colaborador_historico where colaborador_id = ${c.id} and id not in (select id from atual)`);
    await tx.execute(sql`update colaborador_historico set data = ${admissao}, motivo = 'A', observacao = null
                          where colaborador_id = ${c.id}`);
    await tx.execute(sql`update colaborador set data_admissao = ${admissao} where id = ${c.id}`);
    for (const [i, estado] of plano.periodos.entries()) {
      const periodo = periodos[i];
      if (!estado || !periodo.questionarioId) continue;
      const [ae] = rowsOf<{ id: number }>(
        await tx.execute(sql`
          insert into acompanhamento_experiencia (empresa_id, colaborador_id, periodo_experiencia_id, decisao)
          values (${matrizId}, ${c.id}, ${periodo.id}, ${plano.decisao?.[i] ?? null}) returning id`),
      );
      const prazoDias = periodo.dias - plano.admitidoHa;
      const [registro] = await criarRegistros(tx, {
        empresaId: matrizId,
        donoTipo: DONOS_AVALIACAO.acompanhamento,
        donoId: ae.id,
        questionarioId: periodo.questionarioId,
        prazo: diasDeHoje(prazoDias),
        itens: [{ respondenteColaboradorId: c.responsavelId, avaliadoColaboradorId: c.id }],
      });
      if (!registro || estado === 'pendente') continue;
      const lista = perguntas.get(periodo.questionarioId) ?? [];
      const rascunho = estado === 'rascunho';
      const resultado = await salvarRespostas(tx, {
        empresaId: matrizId,
        questionarioId: periodo.questionarioId,
        resultadoId: null,
        usuarioId: respondente,
        input: {
          respostas: respostasDe(lista, rascunho ? 'bom' : estado).slice(0, rascunho ? 2 : undefined),
          respondidoParcialmente: rascunho,
        },
      });
      // Concluded two days before the due date (or yesterday, when that is still ahead).
      const concluido = rascunho
        ? null
        : new Date(`${diasDeHoje(Math.min(prazoDias - 2, -1))}T14:00:00-03:00`);
      if (concluido)
        await tx
          .update(questionarioResposta)
          .set({ concluidoEm: concluido })
          .where(eq(questionarioResposta.id, resultado.id));
      await tx
        .update(colaboradorQuestionario)
        .set({
          questionarioRespostaId: resultado.id,
          respondidoParcialmente: rascunho,
          concluidoEm: concluido,
          respondidoPorUsuarioId: respondente,
        })
        .where(eq(colaboradorQuestionario.id, registro.id));
    }
  }
}
