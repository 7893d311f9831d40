import {
  lerParametrosSistema,
  alterarParametrosSistema,
  FLAGS_PARAMETROS,
} from '@ipe/domain/resources/utilitario/organizacao/contratosParametros';
import { rota } from '../../../platform/http/rota.ts';
import { resourceSchema } from '@ipe/domain';
import {
  type ParametrosSistema,
  parametrosSistema as def,
} from '@ipe/domain/resources/utilitario/organizacao/index';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { parametrosSistema } from '../../../db/schema/index.ts';
import { auditar } from '../../../platform/audit.ts';
import { sessionOf } from '../../../platform/auth/access.ts';
import { fieldErrors, zodEntries } from '../../../platform/http/errors.ts';

const tags = ['utilitario'];
const ID = 1;
const schema = resourceSchema(def);

type Linha = typeof parametrosSistema.$inferSelect;

/** The singleton row, created with the defaults on first read. */
export async function lerParametros(db: Db): Promise<Linha> {
  const [row] = await db.select().from(parametrosSistema).where(eq(parametrosSistema.id, ID));
  if (row) return row;
  await db.insert(parametrosSistema).values({ id: ID }).onConflictDoNothing();
  const [created] = await db.select().from(parametrosSistema).where(eq(parametrosSistema.id, ID));
  return created;
}

const semId = ({ id: _id, ...rest }: Linha) => rest;

/** GET and PUT of the system parameters (a singleton) and the flag reads of spec 3 §7. */
export function registerParametros(fastify: FastifyInstance, db: Db, config: Config) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const answer = (row: Linha): ParametrosSistema => ({ ...semId(row), appVersao: config.versao });

  rota(app, lerParametrosSistema, { config: { access: def.access.read }, schema: { tags } }, async () =>
    answer(await lerParametros(db)),
  );

  rota(
    app,
    alterarParametrosSistema,
    { config: { access: def.access.write }, schema: { tags } },
    async (req) => {
      const parsed = schema.safeParse(req.body ?? {});
      if (!parsed.success) throw fieldErrors(zodEntries(parsed.error.issues));
      const s = sessionOf(req);
      const saved = await db.transaction(async (t) => {
        const tx = t as unknown as Db;
        const antes = await lerParametros(tx);
        const [row] = await tx
          .update(parametrosSistema)
          .set(parsed.data as Partial<Linha>)
          .where(eq(parametrosSistema.id, ID))
          .returning();
        await auditar(tx, s, {
          entidade: def.name,
          entidadeId: ID,
          acao: 'ALTERAR',
          descricao: def.label,
          antes: semId(antes),
          depois: semId(row),
        });
        return row;
      });
      return answer(saved);
    },
  );

  // Flag reads used across the product (any logged-in user).
  const flag = (
    contrato: (typeof FLAGS_PARAMETROS)[keyof typeof FLAGS_PARAMETROS],
    read: (p: Linha) => boolean,
  ) =>
    rota(app, contrato, { config: { access: 'authenticated' }, schema: { tags } }, async () =>
      read(await lerParametros(db)),
    );
  const f = FLAGS_PARAMETROS;
  flag(f.compartilharCandidatos, (p) => p.compartilharCandidatos);
  flag(f.compartilharColaboradores, (p) => p.compartilharColaboradores);
  flag(f.compartilharCursos, (p) => p.compartilharCursos);
  flag(f.aderiuAoESocial, (p) => p.aderiuAoESocial);
  flag(f.inverterEixoResultadoNineBox, (p) => p.inverterEixoResultadoNineBox);
  // Ipê RH is open source: no licence to authenticate, so the HR system is always authenticated.
  flag(f.sistemaRhAutenticado, () => true);
}
