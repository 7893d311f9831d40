/**
 * The answers of a performance evaluation's concluded forms, one row per form × question (the engine's
 * `resposta`), and how they are gathered for anonymous evaluations and the survey view: options counted,
 * score means, comments sorted (so their order says nothing of who wrote them). Who answered is read
 * apart (formulariosIdentificados), only for non-anonymous evaluations.
 */
import { TIPO_PERGUNTA } from '@ipe/domain/questionario/tipos';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { DONO_DESEMPENHO } from './desempenho.ts';
import { linhas } from './sql.ts';

export interface RespostaLida {
  form: number;
  avaliado: number;
  pergunta_id: number;
  pergunta: string;
  tipo: number;
  opcoes: string[];
  nota: number | null;
  comentario: string | null;
}

export function respostasLidas(
  db: Db,
  avaliacaoId: number,
  avaliados: readonly number[],
): Promise<RespostaLida[]> {
  if (!avaliados.length) return Promise.resolve([]);
  return linhas<RespostaLida>(
    db,
    sql`select cq.id as form, cq.avaliado_colaborador_id as avaliado, pg.id as pergunta_id,
        pg.texto as pergunta, pg.tipo, r.nota, r.comentario,
        case when r.resposta_id is not null then array[o.texto]
          else coalesce(array(select x.texto from opcao_resposta x where x.id = any(r.respostas_ids) order by x.ordem), '{}') end as opcoes
      from colaborador_questionario cq
      join resposta r on r.questionario_resposta_id = cq.questionario_resposta_id
      join pergunta pg on pg.id = r.pergunta_id
      left join opcao_resposta o on o.id = r.resposta_id
      where cq.dono_tipo = ${DONO_DESEMPENHO} and cq.dono_id = ${avaliacaoId} and cq.concluido_em is not null
        and cq.avaliado_colaborador_id = any(${`{${avaliados.join(',')}}`}::int[])
      order by cq.avaliado_colaborador_id, cq.id, pg.ordem, pg.id`,
  );
}

const decimal = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 2 });

/** One form's answer as text: the option(s) or the score ('' for a subjective question: its comment shows). */
export function respostaTexto(r: RespostaLida): string {
  if (r.tipo === TIPO_PERGUNTA.NOTA) return r.nota == null ? '' : `Nota ${r.nota}`;
  return r.opcoes.join('; ');
}

/** Several forms' answers to one question: 'Sempre: 2 · Nunca: 1' or 'Média 7,5 (3 notas)'. */
export function agregadoTexto(rs: readonly RespostaLida[]): string {
  const r0 = rs[0];
  if (!r0) return '';
  if (r0.tipo === TIPO_PERGUNTA.NOTA) {
    const notas = rs.map((r) => r.nota).filter((n): n is number => n != null);
    return notas.length
      ? `Média ${decimal(notas.reduce((a, b) => a + b, 0) / notas.length)} (${notas.length} nota(s))`
      : '';
  }
  const c = new Map<string, number>();
  for (const r of rs) for (const o of r.opcoes) c.set(o, (c.get(o) ?? 0) + 1);
  return [...c.entries()].map(([o, n]) => `${o}: ${n}`).join(' · ');
}

/** The comments, alphabetically (never in the forms' order). */
export const comentariosOrdenados = (rs: readonly RespostaLida[]) =>
  rs
    .map((r) => r.comentario?.trim())
    .filter((c): c is string => !!c)
    .sort((a, b) => a.localeCompare(b, 'pt-BR'));

/** Rows grouped by question, in the questionnaire's order. */
export function porPergunta(rs: readonly RespostaLida[]): RespostaLida[][] {
  const m = new Map<number, RespostaLida[]>();
  for (const r of rs) m.set(r.pergunta_id, [...(m.get(r.pergunta_id) ?? []), r]);
  return [...m.values()];
}

export interface Formulario {
  form: number;
  avaliado: number;
  avaliador: string;
  avaliador_id: number | null;
  papel: string | null;
  concluido: string;
}

/** The concluded forms about the talents, with who answered: for non-anonymous evaluations only. */
export function formulariosIdentificados(
  db: Db,
  avaliacaoId: number,
  avaliados: readonly number[],
): Promise<Formulario[]> {
  if (!avaliados.length) return Promise.resolve([]);
  return linhas<Formulario>(
    db,
    sql`select cq.id as form, cq.avaliado_colaborador_id as avaliado, coalesce(rc.nome, ru.nome) as avaliador,
        cq.respondente_colaborador_id as avaliador_id, p.papel,
        (cq.concluido_em at time zone 'America/Sao_Paulo')::date::text as concluido
      from colaborador_questionario cq
      left join colaborador rc on rc.id = cq.respondente_colaborador_id
      left join usuario ru on ru.id = cq.respondente_usuario_id
      left join participante_avaliacao_desempenho p on p.colaborador_questionario_id = cq.id
      where cq.dono_tipo = ${DONO_DESEMPENHO} and cq.dono_id = ${avaliacaoId} and cq.concluido_em is not null
        and cq.avaliado_colaborador_id = any(${`{${avaliados.join(',')}}`}::int[])
      order by cq.avaliado_colaborador_id, coalesce(rc.nome, ru.nome) collate "und-x-icu", cq.id`,
  );
}
