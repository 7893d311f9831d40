import { TIPO_PERGUNTA, temOpcoes } from '@ipe/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { opcaoResposta, pergunta, questionario } from '../../db/schema/index.ts';

export interface ConjuntoSugerido {
  respostas: { texto: string; peso: number }[];
  /** How many questions of the company use this exact list (0: a built-in set not used yet). */
  usos: number;
}

const conjunto = (...pares: [string, number][]) => pares.map(([texto, peso]) => ({ texto, peso }));

/** Lists offered even before the company writes its own (the usual scales of an evaluation). */
export const CONJUNTOS_PADRAO = [
  conjunto(['Sim', 1], ['Não', 0]),
  conjunto(['Ótimo', 3], ['Bom', 2], ['Regular', 1], ['Ruim', 0]),
  conjunto(
    ['Concordo totalmente', 4],
    ['Concordo', 3],
    ['Não concordo nem discordo', 2],
    ['Discordo', 1],
    ['Discordo totalmente', 0],
  ),
  conjunto(['Sempre', 4], ['Frequentemente', 3], ['Às vezes', 2], ['Raramente', 1], ['Nunca', 0]),
];

const MAX_SUGESTOES = 20;
const chave = (r: { texto: string; peso: number }[]) => JSON.stringify(r.map((o) => [o.texto, o.peso]));

/**
 * Option lists already used in the company's questions (of every question set), most used first, then
 * the built-in ones it has not used. `tipo` (1 or 5) limits to questions of that type; a type without
 * options has no suggestions.
 */
export async function respostasSugeridas(
  db: Db,
  empresaId: number,
  tipo?: number,
): Promise<ConjuntoSugerido[]> {
  if (tipo !== undefined && !temOpcoes(tipo)) return [];
  const tipos = tipo === undefined ? [TIPO_PERGUNTA.OBJETIVA, TIPO_PERGUNTA.MULTIPLA_ESCOLHA] : [tipo];
  const resultado = await db.execute(sql`
      select respostas, count(*)::int as usos from (
        select jsonb_agg(
                 jsonb_build_object('texto', ${opcaoResposta.texto}, 'peso', ${opcaoResposta.peso}::float8)
                 order by ${opcaoResposta.ordem}, ${opcaoResposta.id}) as respostas
        from ${pergunta}
        join ${questionario} on ${questionario.id} = ${pergunta.questionarioId}
        join ${opcaoResposta} on ${opcaoResposta.perguntaId} = ${pergunta.id}
        where ${questionario.empresaId} = ${empresaId}
          and ${pergunta.tipo} in (${sql.join(
            tipos.map((t) => sql`${t}`),
            sql`, `,
          )})
        group by ${pergunta.id}
      ) s
      group by respostas
      order by usos desc, respostas::text
      limit ${MAX_SUGESTOES}`);
  const linhas = (
    resultado as unknown as { rows: { respostas: { texto: string; peso: number }[]; usos: number }[] }
  ).rows;
  const usadas: ConjuntoSugerido[] = linhas.map((l) => ({
    respostas: l.respostas.map((o) => ({ texto: o.texto, peso: Number(o.peso) })),
    usos: Number(l.usos),
  }));
  const vistas = new Set(usadas.map((u) => chave(u.respostas)));
  const padrao = CONJUNTOS_PADRAO.filter((c) => !vistas.has(chave(c))).map((respostas) => ({
    respostas,
    usos: 0,
  }));
  return [...usadas, ...padrao];
}
