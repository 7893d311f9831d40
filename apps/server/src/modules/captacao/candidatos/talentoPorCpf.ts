import { candidatos } from '@ipe/domain/resources/captacao/candidatos/index';
import { talentoPorCpf } from '@ipe/domain/resources/captacao/candidatos/talentoPorCpf';
import { SITUACAO_COLABORADOR_OPTIONS } from '@ipe/domain/resources/cargoSalario/colaboradores/enums';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { colaborador } from '../../cargoSalario/colaboradores/schema.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { rota } from '../../../platform/http/rota.ts';
import { tags } from './configuracao.ts';

/**
 * GET …/talento-por-cpf (issue 24 §4): the session company's talent with this CPF, for the HR form's
 * non-blocking notice. The candidate editor authority only (HR); a cancelled admission is no talent.
 */
export function registerTalentoPorCpf(fastify: FastifyInstance, db: Db) {
  rota(
    fastify,
    talentoPorCpf,
    { config: { access: candidatos.access.write }, schema: { tags } },
    async (req) => {
      const { cpf } = req.query;
      if (cpf.length !== 11) return { talento: null };
      const [t] = await db
        .select({ id: colaborador.id, nome: colaborador.nome, situacao: colaborador.situacao })
        .from(colaborador)
        .where(
          and(
            eq(colaborador.empresaId, sessionOf(req).empresaId),
            eq(colaborador.cpf, cpf),
            ne(colaborador.situacao, 'C'),
          ),
        )
        .orderBy(sql`${colaborador.situacao} = 'D'`, desc(colaborador.dataAdmissao), asc(colaborador.id))
        .limit(1);
      if (!t) return { talento: null };
      const rotulo = SITUACAO_COLABORADOR_OPTIONS.find((o) => o.value === t.situacao)?.label ?? t.situacao;
      return { talento: { id: t.id, nome: t.nome, situacao: rotulo } };
    },
  );
}
