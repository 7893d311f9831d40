import {
  MODELOS_DEVOLUTIVA_PADRAO,
  modelosDevolutivaSchema,
  TIPOS_DEVOLUTIVA,
  type TipoDevolutiva,
} from '@ipe/domain/resources/captacao/devolutiva/index';
import type { ModeloDevolutivaLido } from '@ipe/domain/resources/captacao/devolutiva/contratos';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { auditar } from '../../../platform/audit.ts';
import type { Session } from '../../../platform/auth/sessions.ts';
import { fieldErrors, zodEntries } from '../../../platform/http/errors.ts';
import { modeloDevolutiva } from './schema.ts';

/** The company's two templates; a kind never edited answers the pt-BR default (padrao). */
export async function lerModelos(db: Db, empresaId: number): Promise<ModeloDevolutivaLido[]> {
  const rows = await db.select().from(modeloDevolutiva).where(eq(modeloDevolutiva.empresaId, empresaId));
  return TIPOS_DEVOLUTIVA.map((tipo) => {
    const r = rows.find((x) => x.tipo === tipo);
    return r
      ? { tipo, ativo: r.ativo, assunto: r.assunto, corpo: r.corpo, padrao: false }
      : { tipo, ativo: true, ...MODELOS_DEVOLUTIVA_PADRAO[tipo], padrao: true };
  });
}

export async function lerModelo(db: Db, empresaId: number, tipo: TipoDevolutiva) {
  return (await lerModelos(db, empresaId)).find((m) => m.tipo === tipo) as ModeloDevolutivaLido;
}

/** PUT: stores the kinds sent (upsert), audited; entries point at modelos.{i}.{campo}. */
export async function gravarModelos(db: Db, s: Session, body: unknown) {
  const p = modelosDevolutivaSchema.safeParse(body ?? {});
  if (!p.success) throw fieldErrors(zodEntries(p.error.issues));
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const antes = await lerModelos(tx, s.empresaId);
    for (const m of p.data.modelos)
      await tx
        .insert(modeloDevolutiva)
        .values({ empresaId: s.empresaId, ...m })
        .onConflictDoUpdate({
          target: [modeloDevolutiva.empresaId, modeloDevolutiva.tipo],
          set: { ativo: m.ativo, assunto: m.assunto, corpo: m.corpo, updatedAt: sql`now()` },
        });
    const depois = await lerModelos(tx, s.empresaId);
    await auditar(tx, s, {
      entidade: 'modelos-devolutiva',
      entidadeId: s.empresaId,
      acao: 'ALTERAR',
      descricao: 'Modelos de e-mail de devolutiva',
      antes,
      depois,
    });
    return depois;
  });
}
