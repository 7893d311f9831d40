/**
 * Nine Box configuration (spec 2 §3, §5, §7 'Nine Box'): the generic resource (list, form, audit) with one
 * rule the schema cannot check (one configuration per company and date), and the calls that need only the
 * configuration: GET /exists (data), the configuration in force on a date and the inverted-axis check.
 * The chart calls (chart/{id}, chart/cncc/{id}, chart/pdi, avaliadores-nao-responderam, relatorio) need the
 * evaluation results and come with them.
 */
import {
  MSG_NINEBOX,
  NINEBOX_PADRAO,
  nineboxEixoInvertido,
  nineboxEmVigor,
  nineboxExiste,
  type ConfiguracaoNineBox,
} from '@ipe/domain/resources/avaliacao/ninebox';
import { and, asc, desc, eq, lte, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { sessionOf } from '../../platform/auth/access.ts';
import { diaDeHoje } from '../../platform/auth/sessions.ts';
import type { CrudHooks } from '../../platform/crud/routes.ts';
import { fieldErrors } from '../../platform/http/errors.ts';
import { rota } from '../../platform/http/rota.ts';
import type { ModuleDeps } from '../../platform/modules.ts';
import { nineBox, nineBoxQuadrante } from './schema.ts';

const LER = { config: { access: 'ROLE_AVA_NINEBOX' as const }, schema: { tags: ['avaliacao'] } };

/**
 * The configuration in force on `data` (the latest dated on or before it), or the spec's defaults (33/66,
 * the default boxes, axes not inverted) with id and data null when the company has none by then.
 */
export async function nineBoxEmVigor(db: Db, empresaId: number, data: string): Promise<ConfiguracaoNineBox> {
  const [c] = await db
    .select()
    .from(nineBox)
    .where(and(eq(nineBox.empresaId, empresaId), lte(nineBox.data, data)))
    .orderBy(desc(nineBox.data))
    .limit(1);
  const eixos = (posicao: number) => {
    const { potencial, desempenho } = NINEBOX_PADRAO[posicao - 1];
    return { potencial, desempenho };
  };
  if (!c)
    return {
      id: null,
      data: null,
      percentualBaixoPotencial: 33,
      percentualAltoPotencial: 66,
      percentualBaixoDesempenho: 33,
      percentualAltoDesempenho: 66,
      eixoInvertido: false,
      boxes: NINEBOX_PADRAO.map((b) => ({ ...b })),
    };
  const boxes = await db
    .select({
      posicao: nineBoxQuadrante.posicao,
      nomeclatura: nineBoxQuadrante.nomeclatura,
      descricao: nineBoxQuadrante.descricao,
    })
    .from(nineBoxQuadrante)
    .where(eq(nineBoxQuadrante.nineBoxId, c.id))
    .orderBy(asc(nineBoxQuadrante.posicao));
  const { empresaId: _, ...config } = c;
  return { ...config, boxes: boxes.map((b) => ({ ...b, ...eixos(b.posicao) })) };
}

export function registerNineBox(app: FastifyInstance, { db }: ModuleDeps): Record<string, CrudHooks> {
  rota(app, nineboxExiste, LER, async (req) => {
    const s = sessionOf(req);
    const [c] = await db
      .select({ id: nineBox.id })
      .from(nineBox)
      .where(and(eq(nineBox.empresaId, s.empresaId), eq(nineBox.data, req.query.data)));
    return !!c;
  });

  rota(app, nineboxEmVigor, LER, async (req) =>
    nineBoxEmVigor(db, sessionOf(req).empresaId, req.query.data ?? diaDeHoje()),
  );

  rota(
    app,
    nineboxEixoInvertido,
    LER,
    async (req) =>
      (await nineBoxEmVigor(db, sessionOf(req).empresaId, req.query.data ?? diaDeHoje())).eixoInvertido,
  );

  return {
    ninebox: {
      // One configuration per company and date: the form says so on the date field.
      async beforeSave({ db: tx, session, id, data }) {
        const [c] = await tx
          .select({ id: nineBox.id })
          .from(nineBox)
          .where(
            and(
              eq(nineBox.empresaId, session.empresaId),
              eq(nineBox.data, data.data as string),
              id === null ? undefined : ne(nineBox.id, id),
            ),
          );
        if (c) throw fieldErrors([{ field: 'data', message: MSG_NINEBOX.dataRepetida }]);
      },
    },
  };
}
