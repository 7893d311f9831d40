/**
 * People lookups (spec 1 §7 'Reference lookups'): does a CPF already belong to a candidate or a talent
 * of the company? Always 200 ({existe, tipo, id, nome}): the form decides what to show, no error toast.
 */
import {
  pessoaPorCpfEEmpresa,
  pessoaPorCpfNaEmpresa,
} from '@ipe/domain/resources/captacao/candidatos/contratos';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { colaborador } from '../../cargoSalario/colaboradores/schema.ts';
import { candidato } from '../schema.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { exigirEmpresaVisivel } from '../../../platform/auth/empresasVisiveis.ts';
import { rota } from '../../../platform/http/rota.ts';

export interface PessoaPorCpf {
  existe: boolean;
  /** A talent wins over a candidate: the form shows "já é talento" first. */
  tipo: 'COLABORADOR' | 'CANDIDATO' | null;
  id: number | null;
  nome: string | null;
}

const ACCESS = {
  anyOf: ['ROLE_CAP_CANDIDATOS', 'ROLE_CAP_CANDIDATOS_EDITAR', 'ROLE_CS_COLABORADORES'],
} as const;
const NINGUEM: PessoaPorCpf = { existe: false, tipo: null, id: null, nome: null };

/** The person of `empresaId` with this CPF; `candidatoId` is the candidate being edited (left out). */
export async function pessoaPorCpf(db: Db, empresaId: number, numero: string, candidatoId?: number) {
  if (numero.length !== 11) return NINGUEM;
  const [t] = await db
    .select({ id: colaborador.id, nome: colaborador.nome })
    .from(colaborador)
    .where(and(eq(colaborador.empresaId, empresaId), eq(colaborador.cpf, numero)))
    .limit(1);
  if (t) return { existe: true, tipo: 'COLABORADOR', ...t } satisfies PessoaPorCpf;
  const [c] = await db
    .select({ id: candidato.id, nome: candidato.nome })
    .from(candidato)
    .where(
      and(
        eq(candidato.empresaId, empresaId),
        eq(candidato.cpf, numero),
        candidatoId ? ne(candidato.id, candidatoId) : undefined,
      ),
    )
    .limit(1);
  return c ? ({ existe: true, tipo: 'CANDIDATO', ...c } satisfies PessoaPorCpf) : NINGUEM;
}

export function registerPessoas(app: FastifyInstance, db: Db) {
  const opcoes = { config: { access: ACCESS }, schema: { tags: ['captacao'] } };
  rota(app, pessoaPorCpfNaEmpresa, opcoes, async (req) =>
    pessoaPorCpf(db, sessionOf(req).empresaId, req.query.cpf, req.query.pessoaId),
  );
  rota(app, pessoaPorCpfEEmpresa, opcoes, async (req) => {
    await exigirEmpresaVisivel(db, sessionOf(req), req.query.empresaId);
    return pessoaPorCpf(db, req.query.empresaId, req.query.cpf);
  });
}
