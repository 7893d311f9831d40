/**
 * Rows of the candidate-evaluation report: concluded evaluations (questionario_resposta status C) whose
 * answering was closed in the period. Option A reads them one by one in keyset batches, per requisition
 * (evaluations applied outside a requisition last) and candidate; option B sums them per model.
 */
import type { FiltroAvaliacaoCandidato } from '@ipe/domain/relatorios/captacao/avaliacao-candidato';
import { type SQL, sql } from 'drizzle-orm';
import { lotesPorChave } from '../../../platform/relatorios/index.ts';
import type { Db } from '../../../db/client.ts';
import { idsSql } from './comum.ts';
import { diaSql, linhas, LOTE } from './selecaoSql.ts';
import type { ComEscopo } from './comum.ts';

/** The sort key standing for 'no requisition', after every real id. */
const SEM_SOLICITACAO = 2147483647;

export interface LinhaAvaliacao {
  avaliacao_id: number;
  grupo: number;
  solicitacao_id: number | null;
  solicitacao: string | null;
  candidato: string;
  modelo: string;
  concluida_em: string;
  pontuacao: number;
  pontuacao_maxima: number;
  percentual: number | null;
  minimo: number | null;
  aprovado: boolean | null;
  respondida_pelo_candidato: boolean;
}

export interface SomaModelo {
  modelo_id: number;
  modelo: string;
  minimo: number | null;
  avaliacoes: number;
  aprovados: number;
  reprovados: number;
  media_percentual: number | null;
  maior_percentual: number | null;
  menor_percentual: number | null;
}

function onde(empresaId: number, f: FiltroAvaliacaoCandidato & ComEscopo): SQL {
  return sql`ac.empresa_id = ${empresaId} and qr.status = 'C'
    and ${diaSql(sql`qr.concluido_em`)} between ${f.dataIni}::date and ${f.dataFim}::date
    ${idsSql(sql`ac.modelo_avaliacao_candidato_id`, f.modelosIds)}
    ${idsSql(sql`ac.solicitacao_id`, f.solicitacoesIds)}
    ${
      f.areasVisiveis
        ? sql`and ac.solicitacao_id in (select sv.id from solicitacao sv
            where sv.area_organizacional_id in ${f.areasVisiveis})`
        : sql``
    }`;
}

export function lotesAvaliacoes(
  db: Db,
  empresaId: number,
  f: FiltroAvaliacaoCandidato & ComEscopo,
  tamanho = LOTE,
): AsyncGenerator<LinhaAvaliacao[]> {
  return lotesPorChave<LinhaAvaliacao, LinhaAvaliacao>(
    async (apos, limite) => {
      const depois = apos
        ? sql`and (coalesce(ac.solicitacao_id, ${SEM_SOLICITACAO}), c.nome collate "und-x-icu", ac.id) >
          (${apos.grupo}::int, ${apos.candidato}::varchar collate "und-x-icu", ${apos.avaliacao_id}::int)`
        : sql``;
      const lote: LinhaAvaliacao[] = await linhas<LinhaAvaliacao>(
        db,
        sql`select ac.id as avaliacao_id, coalesce(ac.solicitacao_id, ${SEM_SOLICITACAO})::int as grupo,
          s.id as solicitacao_id, s.descricao as solicitacao, c.nome as candidato, m.titulo as modelo,
          ${diaSql(sql`qr.concluido_em`)}::text as concluida_em,
          qr.pontuacao::float8 as pontuacao, qr.pontuacao_maxima::float8 as pontuacao_maxima,
          qr.percentual::float8 as percentual, m.percentual_minimo_aprovacao::float8 as minimo,
          ac.aprovado, ac.respondida_pelo_candidato
        from avaliacao_candidato ac
        join questionario_resposta qr on qr.id = ac.questionario_resposta_id
        join candidato c on c.id = ac.candidato_id
        join modelo_avaliacao_candidato m on m.id = ac.modelo_avaliacao_candidato_id
        left join solicitacao s on s.id = ac.solicitacao_id
        where ${onde(empresaId, f)} ${depois}
        order by coalesce(ac.solicitacao_id, ${SEM_SOLICITACAO}), c.nome collate "und-x-icu", ac.id
        limit ${limite}`,
      );
      return lote;
    },
    (ultima) => ultima,
    tamanho,
  );
}

export async function somasPorModelo(
  db: Db,
  empresaId: number,
  f: FiltroAvaliacaoCandidato & ComEscopo,
): Promise<SomaModelo[]> {
  return linhas<SomaModelo>(
    db,
    sql`select m.id as modelo_id, m.titulo as modelo, m.percentual_minimo_aprovacao::float8 as minimo,
        count(*)::int as avaliacoes,
        count(*) filter (where ac.aprovado)::int as aprovados,
        count(*) filter (where ac.aprovado = false)::int as reprovados,
        avg(qr.percentual)::float8 as media_percentual,
        max(qr.percentual)::float8 as maior_percentual,
        min(qr.percentual)::float8 as menor_percentual
      from avaliacao_candidato ac
      join questionario_resposta qr on qr.id = ac.questionario_resposta_id
      join modelo_avaliacao_candidato m on m.id = ac.modelo_avaliacao_candidato_id
      where ${onde(empresaId, f)}
      group by m.id, m.titulo, m.percentual_minimo_aprovacao
      order by m.titulo collate "und-x-icu", m.id`,
  );
}
