import { resourceSchema } from '@ipe/domain';
import {
  errosEstabelecimento,
  errosQueFaltam,
  estabelecimentos,
  MSG_ORG,
  normalizarPeca,
} from '@ipe/domain/resources/utilitario/organizacao/index';
import { verificarCnpjCaepf } from '@ipe/domain/resources/utilitario/organizacao/contratosEmpresas';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/client.ts';
import { cidade } from '../../geral/schema.ts';
import { estabelecimento } from '../schema.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import type { CrudHooks } from '../../../platform/crud/routes.ts';
import { fieldErrors } from '../../../platform/http/errors.ts';
import { rota } from '../../../platform/http/rota.ts';

/** Another establishment of the company already uses this CNPJ/CAEPF complement. */
async function complementoEmUso(db: Db, empresaId: number, id: number | null, complemento: string) {
  const [row] = await db
    .select({ id: estabelecimento.id })
    .from(estabelecimento)
    .where(
      and(
        eq(estabelecimento.empresaId, empresaId),
        eq(estabelecimento.complementoCnpjCaepf, complemento),
        id ? ne(estabelecimento.id, id) : undefined,
      ),
    )
    .limit(1);
  return !!row;
}

/** The complement check of spec 3 §7 and the establishment's hooks. */
export function registerEstabelecimentos(app: FastifyInstance, db: Db): CrudHooks {
  // Is the complement used by another establishment of the session's company? id 0: a new one.
  rota(
    app,
    verificarCnpjCaepf,
    { config: { access: 'ROLE_UTI_ESTABELECIMENTOS' }, schema: { tags: ['utilitario'] } },
    async (req) => {
      const complemento = normalizarPeca(req.query.complemento);
      if (!complemento) return false;
      return complementoEmUso(db, sessionOf(req).empresaId, req.params.id || null, complemento);
    },
  );

  const schema = resourceSchema(estabelecimentos);
  return {
    // The piece and address rules join the fields' messages even when zod skipped them (see the domain).
    validate(body) {
      const parsed = schema.safeParse(body ?? {});
      if (parsed.success) return [];
      return errosQueFaltam(
        parsed.error.issues,
        errosEstabelecimento((body ?? {}) as Record<string, unknown>),
      );
    },
    async beforeSave({ db: tx, session, id, data }) {
      // Stored without mask, upper case (the alphanumeric CNPJ).
      for (const k of ['empresaBaseCnpjCaepf', 'complementoCnpjCaepf', 'digitoVerificadorCnpjCaepf'])
        data[k] = normalizarPeca(data[k]);
      const erros: { field: string; message: string }[] = [];
      const [c] = await tx
        .select({ id: cidade.id })
        .from(cidade)
        .where(and(eq(cidade.id, Number(data.cidadeId)), eq(cidade.estadoId, Number(data.estadoId))));
      if (!c) erros.push({ field: 'cidadeId', message: MSG_ORG.cidadeForaDoEstado });
      if (await complementoEmUso(tx, session.empresaId, id, String(data.complementoCnpjCaepf)))
        erros.push({ field: 'complementoCnpjCaepf', message: MSG_ORG.complementoEmUso });
      if (erros.length) throw fieldErrors(erros);
    },
  };
}
