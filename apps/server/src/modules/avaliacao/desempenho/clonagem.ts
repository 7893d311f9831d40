/**
 * Cloning a performance evaluation into companies (spec 2 §7 'POST /{id} clone with empresas and
 * clonarParticipantes'): each copy is blocked and without answers. In another company the model is that
 * company's performance model of the same title, else a clone of the model (the questionnaire engine's);
 * a competence-only copy gets an empty set of its own. Participants go along when asked, limited to the
 * talents of the target company (a talent belongs to one company; evaluators who are users only, without
 * talent, stay in the source company). One transaction with the caller's.
 */
import { isAllowed, NOTA_MINIMA_MODELO } from '@ipe/domain';
import { avaliacoes, avaliacoesDesempenho, TIPO_MODELO } from '@ipe/domain/resources/avaliacao/index';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { clonarAvaliacaoSchema } from '@ipe/domain/resources/avaliacao/index';
import type { Db } from '../../../db/client.ts';
import { empresa } from '../../../db/schema/index.ts';
import { auditar } from '../../../platform/audit.ts';
import { authoritiesIn, type Session } from '../../../platform/auth/sessions.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import { clonarConjunto } from '../../../platform/questionario/clonagem.ts';
import { criarQuestionario } from '../../../platform/questionario/conjunto.ts';
import type { QuestionSetOwner } from '../../../platform/questionario/dono.ts';
import { ORIGEM_MODELO_AVALIACAO } from '../modelos.ts';
import { modeloAvaliacao } from '../schema.ts';
import { ORIGEM_AVALIACAO_DESEMPENHO } from './avaliacoes.ts';
import type { AvaliacaoLida } from './liberacao.ts';
import { avaliacaoDesempenho } from './schema.ts';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** The performance models' question-set owner, as modelos.ts mounts it (a performance model has no period). */
const CONJUNTO_MODELO: QuestionSetOwner = {
  base: `/api${avaliacoes.path}`,
  tags: [avaliacoes.modulo],
  access: avaliacoes.access,
  origem: ORIGEM_MODELO_AVALIACAO,
  notaMinimaPadrao: NOTA_MINIMA_MODELO,
  table: modeloAvaliacao,
  columns: {
    id: modeloAvaliacao.id,
    empresaId: modeloAvaliacao.empresaId,
    questionarioId: modeloAvaliacao.questionarioId,
    titulo: modeloAvaliacao.titulo,
    observacao: modeloAvaliacao.observacao,
  },
  auditEntidade: avaliacoes.name,
};

/** The target company's model (id and set) for the source's model. */
async function modeloNaEmpresa(tx: Db, s: Session, modeloId: number, empresaId: number) {
  const mesmo = await tx.execute(sql`
    select d.id, d.questionario_id as "questionarioId" from modelo_avaliacao o
      join modelo_avaliacao d on d.empresa_id = ${empresaId} and d.tipo = ${TIPO_MODELO.desempenho}
       and lower(d.titulo) = lower(o.titulo)
     where o.id = ${modeloId}
     order by d.ativo desc, d.id limit 1`);
  const [achado] = rowsOf<{ id: number; questionarioId: number }>(mesmo);
  if (achado) return achado;
  const [copia] = await clonarConjunto(tx, s, CONJUNTO_MODELO, modeloId, [empresaId]);
  const [m] = await tx
    .select({ id: modeloAvaliacao.id, questionarioId: modeloAvaliacao.questionarioId })
    .from(modeloAvaliacao)
    .where(eq(modeloAvaliacao.id, copia.id));
  return m;
}

export async function clonar(
  tx: Db,
  s: Session,
  a: AvaliacaoLida,
  pedido: z.output<typeof clonarAvaliacaoSchema>,
): Promise<{ empresaId: number; id: number }[]> {
  const empresas = [...new Set(pedido.empresas)];
  for (const e of empresas) {
    const [existe] = await tx.select({ id: empresa.id }).from(empresa).where(eq(empresa.id, e));
    if (!existe || !isAllowed(avaliacoesDesempenho.access.write, await authoritiesIn(tx, s.usuarioId, e)))
      throw forbidden();
  }
  const [origem] = await tx
    .select()
    .from(avaliacaoDesempenho)
    .where(and(eq(avaliacaoDesempenho.id, a.id), eq(avaliacaoDesempenho.empresaId, a.empresaId)));
  const { id: _id, empresaId: _e, modeloAvaliacaoId, questionarioId, ...copia } = origem;
  const criados: { empresaId: number; id: number }[] = [];
  for (const e of empresas) {
    const modelo =
      modeloAvaliacaoId == null
        ? null
        : e === a.empresaId
          ? { id: modeloAvaliacaoId, questionarioId }
          : await modeloNaEmpresa(tx, s, modeloAvaliacaoId, e);
    const [nova] = await tx
      .insert(avaliacaoDesempenho)
      .values({
        ...copia,
        empresaId: e,
        modeloAvaliacaoId: modelo?.id ?? null,
        questionarioId:
          modelo?.questionarioId ?? (await criarQuestionario(tx, e, ORIGEM_AVALIACAO_DESEMPENHO)),
        liberada: false,
        possuiResposta: false,
      })
      .returning({ id: avaliacaoDesempenho.id });
    if (pedido.clonarParticipantes) await clonarParticipantes(tx, a, nova.id, e);
    await auditar(
      tx,
      { ...s, empresaId: e },
      {
        entidade: avaliacoesDesempenho.name,
        entidadeId: nova.id,
        acao: 'CLONAR',
        descricao: `${origem.titulo} (clonada da avaliação nº ${a.id})`,
      },
    );
    criados.push({ empresaId: e, id: nova.id });
  }
  return criados;
}

/** The evaluated talents and cells of the source whose talents belong to company `e` (two statements). */
async function clonarParticipantes(tx: Db, a: AvaliacaoLida, novaId: number, e: number) {
  await tx.execute(sql`
    insert into avaliado_avaliacao_desempenho (empresa_id, avaliacao_desempenho_id, colaborador_id)
    select ${e}, ${novaId}, av.colaborador_id
      from avaliado_avaliacao_desempenho av join colaborador c on c.id = av.colaborador_id
     where av.avaliacao_desempenho_id = ${a.id} and c.empresa_id = ${e}`);
  await tx.execute(sql`
    insert into participante_avaliacao_desempenho
      (empresa_id, avaliacao_desempenho_id, avaliado_id, avaliado_colaborador_id, avaliador_colaborador_id,
       avaliador_usuario_id, papel)
    select ${e}, ${novaId}, nv.id, p.avaliado_colaborador_id, p.avaliador_colaborador_id,
           p.avaliador_usuario_id, p.papel
      from participante_avaliacao_desempenho p
      join avaliado_avaliacao_desempenho nv
        on nv.avaliacao_desempenho_id = ${novaId} and nv.colaborador_id = p.avaliado_colaborador_id
      left join colaborador ev on ev.id = p.avaliador_colaborador_id
     where p.avaliacao_desempenho_id = ${a.id}
       and (ev.empresa_id = ${e} or (p.avaliador_colaborador_id is null and ${e} = ${a.empresaId}))`);
}
