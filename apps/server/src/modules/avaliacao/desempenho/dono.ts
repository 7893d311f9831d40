/**
 * The performance evaluation's owner kind of the answering record (docs/questionario.md 'Registro de
 * resposta'): one record per evaluator × evaluated talent of a released evaluation (dono_id the
 * evaluation's id), answered at ROTA_QUESTIONARIO_DESEMPENHO/:colaboradorQuestionarioId.
 */
import { ROTA_QUESTIONARIO_DESEMPENHO } from '@ipe/domain/resources/avaliacao/index';
import { DONOS_AVALIACAO } from '@ipe/domain/resources/avaliacao/respostas';
import { sql } from 'drizzle-orm';
import type { DonoResposta } from '../../../platform/questionario/colaborador/index.ts';
import { areasDaSessao } from '../../cargoSalario/index.ts';
import { salvarNiveis } from './competencias.ts';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const idsSql = (ids: readonly number[]) => sql.raw(`(${ids.map(Number).join(',') || 'null'})`);

export const donoDesempenho: DonoResposta = {
  tipo: DONOS_AVALIACAO.desempenho,
  nome: 'Avaliação de Desempenho',
  caixa: 'A',
  acesso: { read: 'ROLE_AVA_AVALIACOES_DESEMPENHO', write: 'ROLE_AVA_AVALIACOES_DESEMPENHO_EDITAR' },
  // Anonymity is per evaluation (avaliacao_desempenho.anonima): only the evaluator reads their own form,
  // saves are not audited, HR sees aggregates of at least 2 evaluators (resultados.ts).
  anonimo: false,
  async anonimos(db, donoIds) {
    const r = await db.execute(
      sql`select id from avaliacao_desempenho where anonima and id in ${idsSql(donoIds)}`,
    );
    return new Set(rowsOf<{ id: number }>(r).map((x) => x.id));
  },
  // A competence-only evaluation's set has no questions: its forms hold competence levels only.
  permiteQuestionarioVazio: true,
  porOutroUsuario: false,
  permiteReabrir: true,
  // HR and managers see no record of an anonymous evaluation (its list would tell who answered what and
  // when: docs/decisoes.md); a manager (area-scoped session) those about the evaluated talents of its areas.
  escopo: (s) => {
    const areas = areasDaSessao(s);
    const naoAnonima = sql`colaborador_questionario.dono_id not in (select id from avaliacao_desempenho where anonima)`;
    return areas
      ? sql`${naoAnonima} and colaborador_questionario.avaliado_colaborador_id in
          (select id from colaborador where area_organizacional_id in ${areas})`
      : naoAnonima;
  },
  async descrever(db, empresaId, registros) {
    const donos = [...new Set(registros.map((r) => r.donoId))];
    const avaliados = [...new Set(registros.flatMap((r) => r.avaliadoColaboradorId ?? []))];
    const r = await db.execute(sql`
      select 'A' as k, a.id, a.titulo as nome from avaliacao_desempenho a
       where a.empresa_id = ${empresaId} and a.id in ${idsSql(donos)}
      union all
      select 'C', c.id, c.nome from colaborador c where c.id in ${idsSql(avaliados)}`);
    const titulos = new Map<number, string>();
    const nomes = new Map<number, string>();
    for (const x of rowsOf<{ k: string; id: number; nome: string }>(r))
      (x.k === 'A' ? titulos : nomes).set(x.id, x.nome);
    return new Map(
      registros.map((reg) => [
        reg.id,
        {
          titulo: titulos.get(reg.donoId) ?? 'Avaliação de Desempenho',
          avaliado: reg.avaliadoColaboradorId == null ? null : (nomes.get(reg.avaliadoColaboradorId) ?? null),
          link: `${ROTA_QUESTIONARIO_DESEMPENHO}/${reg.id}`,
          linkResposta: `${ROTA_QUESTIONARIO_DESEMPENHO}/${reg.id}`,
        },
      ]),
    );
  },
  // The competence levels sent with the form; spec §4 possuiResposta: the evaluation has answers from the
  // first save on (significant changes lock).
  async aoSalvar(tx, { registro, resultado, corpo }) {
    await salvarNiveis(tx, registro, corpo, resultado.status === 'C');
    await tx.execute(
      sql`update avaliacao_desempenho set possui_resposta = true
           where id = ${registro.donoId} and not possui_resposta`,
    );
  },
};
