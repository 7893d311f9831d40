import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { hashPassword } from '../../../platform/auth/password.ts';
import { candidato } from '../../captacao/schema.ts';
import type { Db } from '../../../db/client.ts';
import type { DemoCtx } from '../../../db/seed/demo/types.ts';

/** Password of the demo candidates who can log in to the candidate area (README, docs/usuario). */
export const DEMO_CANDIDATO_SENHA = 'candidato123';
/** How many demo candidates of the demo company get it: the first ones by id (same on every seed). */
export const DEMO_CANDIDATOS_COM_SENHA = 3;

/**
 * The demo candidates who get the password (the first ones with a CPF by id), for the demo steps that run
 * before this module's (recruitment's document request is for the first one).
 */
export const candidatosComSenhaDemo = (db: Db, matrizId: number) =>
  db
    .select({ id: candidato.id })
    .from(candidato)
    .where(and(eq(candidato.empresaId, matrizId), isNotNull(candidato.cpf)))
    .orderBy(asc(candidato.id))
    .limit(DEMO_CANDIDATOS_COM_SENHA);

/** Gives the first demo candidates of the demo company a known password, so /externo/login can be tried. */
export async function seedDemoContaCandidatos({ tx: db, matrizId }: DemoCtx) {
  const primeiros = await candidatosComSenhaDemo(db, matrizId);
  if (!primeiros.length) return;
  // One hash for all: the demo pays a single scrypt.
  const senha = await hashPassword(DEMO_CANDIDATO_SENHA);
  await db
    .update(candidato)
    .set({ senha })
    .where(
      inArray(
        candidato.id,
        primeiros.map((c) => c.id),
      ),
    );
}
