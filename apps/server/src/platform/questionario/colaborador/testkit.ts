import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { colaboradorQuestionario as cq } from '../../../db/schema/index.ts';
import { escopoDoColaborador } from '../../../modules/cargoSalario/index.ts';
import { colaborador } from '../../../modules/cargoSalario/colaboradores/schema.ts';
import { defineServerModule } from '../../modules.ts';
import type { DescricaoRegistro, DonoResposta, RegistroDoDono } from './donos.ts';

/**
 * A module manifest fixture declaring two owner kinds, as the experience follow-up (issue 21 §3) and a
 * survey will: the records' API is exercised through the same registry a real module uses.
 */

/** Names of the evaluated talents, one query (what a real owner's `descrever` does). */
async function descreverTeste(
  nome: string,
  db: Db,
  empresaId: number,
  registros: readonly RegistroDoDono[],
): Promise<Map<number, DescricaoRegistro>> {
  const ids = registros.map((r) => r.avaliadoColaboradorId).filter((x): x is number => x != null);
  const nomes = new Map<number, string>();
  if (ids.length) {
    const r = (await db.execute(
      sql`select id, nome from colaborador where empresa_id = ${empresaId} and id = any(${sql.raw(`array[${ids.join(',')}]::int[]`)})`,
    )) as unknown as { rows: { id: number; nome: string }[] };
    for (const x of r.rows) nomes.set(x.id, x.nome);
  }
  return new Map(
    registros.map((r) => [
      r.id,
      {
        titulo: `${nome} nº ${r.donoId}`,
        avaliado: r.avaliadoColaboradorId == null ? null : (nomes.get(r.avaliadoColaboradorId) ?? null),
        link: `/teste/${r.donoId}`,
      },
    ]),
  );
}

/** Answered by an employee about a talent; HR (EDITAR) or the talent's area manager may answer for them. */
export const DONO_ACOMPANHAMENTO: DonoResposta = {
  tipo: 'teste-acompanhamento',
  nome: 'Acompanhamento de teste',
  caixa: 'A',
  acesso: { read: 'ROLE_CS_COLABORADORES', write: 'ROLE_CS_COLABORADORES_EDITAR' },
  porOutroUsuario: true,
  escopo: (s) => {
    const e = escopoDoColaborador(s);
    return e && sql`${cq.avaliadoColaboradorId} in (select ${colaborador.id} from ${colaborador} where ${e})`;
  },
  descrever: (db, empresaId, registros) =>
    descreverTeste('Acompanhamento de teste', db, empresaId, registros),
};

/** An anonymous survey: nobody answers for the respondent; HR may reopen a concluded answer. */
export const DONO_PESQUISA: DonoResposta = {
  tipo: 'teste-pesquisa',
  nome: 'Pesquisa de teste',
  caixa: 'P',
  acesso: { read: 'ROLE_CS_COLABORADORES', write: 'ROLE_CS_COLABORADORES_EDITAR' },
  anonimo: true,
  permiteReabrir: true,
  descrever: (db, empresaId, registros) => descreverTeste('Pesquisa de teste', db, empresaId, registros),
};

export const moduloDeTeste = defineServerModule({
  id: 'teste-respostas',
  descricao: 'Módulo de teste dos registros de resposta',
  donosResposta: [DONO_ACOMPANHAMENTO, DONO_PESQUISA],
});
