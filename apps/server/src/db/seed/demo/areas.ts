import type { DemoCtx } from './types.ts';

/** Demo data of this part (runs in the demo transaction, after the parts before it in demo/index.ts). */
export async function seedDemoAreas(_ctx: DemoCtx): Promise<void> {}
