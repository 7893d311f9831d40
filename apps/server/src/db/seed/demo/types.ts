import type { Db } from '../../client.ts';

/** What each part's demo seed receives: the transaction and the demo companies. */
export interface DemoCtx {
  tx: Db;
  matrizId: number;
  filialId: number;
  /** The demo administrator (who applied the demo's candidate evaluations). */
  admin: { id: number; nome: string };
}
