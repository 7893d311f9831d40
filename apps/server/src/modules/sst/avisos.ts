import { and, eq, isNull } from 'drizzle-orm';
import { empresa } from '../../db/schema/platform.ts';
import type { ContribuidorAvisos } from '../../platform/painel/avisos.ts';
import { funcao } from './schema.ts';

/** Names listed in a notice (the first ones by name: enough to start fixing). */
const MAX_NOMES = 5;

/**
 * SST's system notices. cadastro-funcao: the company is integrated with the payroll system (acIntegra)
 * and has functions without a CBO code, which the payroll needs. The other SST codes (cadastro-obra,
 * cadastro-psst, relacionador-psst, cadastro-ambiente) come with the registers they are about.
 */
export const AVISOS_SST: readonly ContribuidorAvisos[] = [
  {
    codigo: 'cadastro-funcao',
    acesso: 'ROLE_SST_FUNCOES',
    calcular: async ({ db, empresaId }) => {
      const nomes = await db
        .select({ nome: funcao.nomeFuncao })
        .from(funcao)
        .innerJoin(empresa, eq(empresa.id, funcao.empresaId))
        .where(and(eq(funcao.empresaId, empresaId), eq(empresa.acIntegra, true), isNull(funcao.codigoCBO)))
        .orderBy(funcao.nomeFuncao)
        .limit(MAX_NOMES);
      if (!nomes.length) return null;
      return { gravidade: 'warn', codigo: 'cadastro-funcao', mensagens: nomes.map((n) => n.nome) };
    },
  },
];
