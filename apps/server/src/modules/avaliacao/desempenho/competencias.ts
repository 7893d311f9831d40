/**
 * The competence part of a performance evaluation's form (spec 2 §3 Answer 'configsNiveisCompetenciasFaixaSalariais'):
 * the competences the evaluated talent's salary band requires (the band's configuration in force on the
 * evaluation's end date, cargoSalario's configuracao_nivel_competencia_faixa), and the level the evaluator
 * chose for each, kept in resposta_competencia_desempenho.
 */
import {
  type CompetenciaDoFormulario,
  MSG_QUESTIONARIO_DESEMPENHO as M,
  type NivelEscolhido,
  type NivelLido,
  nivelEscolhidoSchema,
} from '@ipe/domain/resources/avaliacao/desempenhoQuestionarios';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import { fieldErrors, HttpError } from '../../../platform/http/errors.ts';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
export const chaveCompetencia = (tipo: string, id: number) => `${tipo}-${id}`;

/** The evaluation evaluates competences: version 2.0, or competence-only. */
export const SQL_AVALIA_COMPETENCIAS = sql.raw(`(a.tipo = '2.0' or a.avaliar_somente_competencias)`);

/** The company's levels, by weight (the scale the evaluator chooses from). */
export async function niveisDaEmpresa(db: Db, empresaId: number): Promise<NivelLido[]> {
  const r = await db.execute(sql`
    select id, descricao, ordem from nivel_competencia where empresa_id = ${empresaId} order by ordem, id`);
  return rowsOf<NivelLido>(r);
}

interface Exigida extends Omit<CompetenciaDoFormulario, 'nivelCompetenciaId' | 'nivelExigido'> {
  nivelExigido: NivelLido | null;
}

/**
 * The competences the band of the evaluated talent of record `registroId` requires, by kind and name; empty
 * when the evaluation does not evaluate competences or the band has no configuration on the end date.
 */
export async function competenciasExigidas(db: Db, registroId: number): Promise<Exigida[]> {
  const r = await db.execute(sql`
    select x.tipo, x.id, x.nome, cnc.competencia_peso as peso,
           n.id as nivel_id, n.descricao as nivel_descricao, n.ordem as nivel_ordem
      from colaborador_questionario cq
      join avaliacao_desempenho a on a.id = cq.dono_id and ${SQL_AVALIA_COMPETENCIAS}
      join colaborador c on c.id = cq.avaliado_colaborador_id
      join lateral (
        select f.id from configuracao_nivel_competencia_faixa f
         where f.faixa_salarial_id = c.faixa_salarial_id and f.data <= a.data_fim
         order by f.data desc limit 1) cf on true
      join configuracao_nivel_competencia cnc on cnc.configuracao_id = cf.id
      join lateral (
        select 'C' as tipo, k.id, k.nome from conhecimento k where k.id = cnc.conhecimento_id
        union all select 'H', k.id, k.nome from habilidade k where k.id = cnc.habilidade_id
        union all select 'A', k.id, k.nome from atitude k where k.id = cnc.atitude_id) x on true
      join nivel_competencia n on n.id = cnc.nivel_competencia_id
     where cq.id = ${registroId} and cq.dono_tipo = 'avaliacao-desempenho'
     order by case x.tipo when 'C' then 1 when 'H' then 2 else 3 end, x.nome, x.id`);
  return rowsOf<{
    tipo: 'C' | 'H' | 'A';
    id: number;
    nome: string;
    peso: number;
    nivel_id: number;
    nivel_descricao: string;
    nivel_ordem: number;
  }>(r).map((x) => ({
    tipo: x.tipo,
    id: x.id,
    nome: x.nome,
    peso: x.peso,
    nivelExigido: { id: x.nivel_id, descricao: x.nivel_descricao, ordem: x.nivel_ordem },
  }));
}

/** The levels chosen in a form (spec `cncc`). */
export async function niveisEscolhidos(db: Db, registroId: number): Promise<NivelEscolhido[]> {
  const r = await db.execute(sql`
    select tipo_competencia as tipo, competencia_id, nivel_competencia_id
      from resposta_competencia_desempenho where colaborador_questionario_id = ${registroId}
     order by id`);
  return rowsOf<{ tipo: 'C' | 'H' | 'A'; competencia_id: number; nivel_competencia_id: number | null }>(
    r,
  ).map((x) => ({
    tipo: x.tipo,
    competenciaId: x.competencia_id,
    nivelCompetenciaId: x.nivel_competencia_id,
  }));
}

/** The form's competences with the level chosen; the required level hidden when `exibirExigido` is false. */
export async function competenciasDoFormulario(
  db: Db,
  registroId: number,
  exibirExigido: boolean,
): Promise<CompetenciaDoFormulario[]> {
  const [exigidas, escolhidos] = await Promise.all([
    competenciasExigidas(db, registroId),
    niveisEscolhidos(db, registroId),
  ]);
  const porChave = new Map(escolhidos.map((e) => [chaveCompetencia(e.tipo, e.competenciaId), e]));
  return exigidas.map((c) => ({
    ...c,
    nivelExigido: exibirExigido ? c.nivelExigido : null,
    nivelCompetenciaId: porChave.get(chaveCompetencia(c.tipo, c.id))?.nivelCompetenciaId ?? null,
  }));
}

/**
 * Saves the levels sent with a form (inside the answering's transaction; replaces what was saved). A
 * competence the band does not require, or a level of another company, refuses the whole save; concluding
 * needs a level for every required competence ('Informe o nível da competência' on
 * `configsNiveisCompetenciasFaixaSalariais.<tipo>-<id>`).
 */
export async function salvarNiveis(
  tx: Db,
  registro: { id: number; empresaId: number; donoId: number; avaliadoColaboradorId: number | null },
  corpo: unknown,
  concluido: boolean,
): Promise<void> {
  const lista = (corpo as { configsNiveisCompetenciasFaixaSalariais?: unknown } | null)
    ?.configsNiveisCompetenciasFaixaSalariais;
  const parsed = z
    .array(nivelEscolhidoSchema)
    .max(500)
    .safeParse(lista ?? []);
  if (!parsed.success)
    throw fieldErrors([
      { field: 'configsNiveisCompetenciasFaixaSalariais', message: 'Lista de níveis inválida' },
    ]);
  const exigidas = await competenciasExigidas(tx, registro.id);
  const niveis = new Set((await niveisDaEmpresa(tx, registro.empresaId)).map((n) => n.id));
  const porChave = new Map<string, number | null>();
  for (const e of parsed.data) {
    const chave = chaveCompetencia(e.tipo, e.competenciaId);
    if (!exigidas.some((c) => chaveCompetencia(c.tipo, c.id) === chave))
      throw new HttpError(400, 'COMPETENCIA_ESTRANGEIRA', M.competenciaEstrangeira);
    if (e.nivelCompetenciaId != null && !niveis.has(e.nivelCompetenciaId))
      throw new HttpError(400, 'NIVEL_ESTRANGEIRO', M.nivelEstrangeiro);
    porChave.set(chave, e.nivelCompetenciaId);
  }
  if (concluido) {
    const faltam = exigidas.filter((c) => porChave.get(chaveCompetencia(c.tipo, c.id)) == null);
    if (faltam.length)
      throw fieldErrors(
        faltam.map((c) => ({
          field: `configsNiveisCompetenciasFaixaSalariais.${chaveCompetencia(c.tipo, c.id)}`,
          message: M.nivelObrigatorio,
        })),
      );
  }
  await tx.execute(
    sql`delete from resposta_competencia_desempenho where colaborador_questionario_id = ${registro.id}`,
  );
  if (!exigidas.length || registro.avaliadoColaboradorId == null) return;
  const valores = exigidas.map(
    (c) =>
      sql`(${registro.empresaId}, ${registro.id}, ${registro.donoId}, ${registro.avaliadoColaboradorId},
           ${c.tipo}, ${c.id}, ${c.peso}, ${c.nivelExigido?.id ?? null},
           ${porChave.get(chaveCompetencia(c.tipo, c.id)) ?? null}::int)`,
  );
  await tx.execute(sql`
    insert into resposta_competencia_desempenho (empresa_id, colaborador_questionario_id, avaliacao_desempenho_id,
      avaliado_colaborador_id, tipo_competencia, competencia_id, peso, nivel_exigido_id, nivel_competencia_id)
    values ${sql.join(valores, sql`, `)}`);
}
