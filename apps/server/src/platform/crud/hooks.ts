import { and, type SQL } from 'drizzle-orm';
import type { CrudHooks } from './routes.ts';

/**
 * One resource's hooks from several modules, as one CrudHooks: every module's hook runs, in module order.
 * `validate` joins the entries of all; `beforeSave`, `afterSave`, `beforeDelete` and `afterDelete` run one
 * after the other (the first to throw stops the write); `scope` and `listWhere` are combined with AND;
 * `auditExtra` merges the objects. `listOrder`, `listCountLimit`, `listPage` and `listRow` decide one thing each, so two modules
 * giving one for the same resource is refused at start-up.
 */
export function composeHooks(resource: string, list: readonly CrudHooks[]): CrudHooks {
  if (list.length <= 1) return list[0] ?? {};
  const all = <K extends keyof CrudHooks>(k: K) =>
    list.map((h) => h[k]).filter((f): f is NonNullable<CrudHooks[K]> => f !== undefined);
  const single = <K extends 'listOrder' | 'listCountLimit' | 'listPage' | 'listRow'>(k: K): CrudHooks[K] => {
    const found = all(k);
    if (found.length > 1)
      throw new Error(`${resource}: mais de um módulo define o hook ${k}, que não se compõe; deixe um só`);
    return found[0] as CrudHooks[K];
  };
  const validate = all('validate');
  const beforeSave = all('beforeSave');
  const afterSave = all('afterSave');
  const beforeDelete = all('beforeDelete');
  const afterDelete = all('afterDelete');
  const listWhere = all('listWhere');
  const scope = all('scope');
  const auditExtra = all('auditExtra');
  const combined: CrudHooks = {
    validate: validate.length
      ? async (body, ctx) => {
          const entries = [];
          for (const f of validate) entries.push(...(await f(body, ctx)));
          return entries;
        }
      : undefined,
    beforeSave: beforeSave.length
      ? async (ctx) => {
          for (const f of beforeSave) await f(ctx);
        }
      : undefined,
    afterSave: afterSave.length
      ? async (ctx) => {
          for (const f of afterSave) await f(ctx);
        }
      : undefined,
    beforeDelete: beforeDelete.length
      ? async (ctx) => {
          for (const f of beforeDelete) await f(ctx);
        }
      : undefined,
    afterDelete: afterDelete.length
      ? async (ctx) => {
          for (const f of afterDelete) await f(ctx);
        }
      : undefined,
    listWhere: listWhere.length ? (ctx) => andAll(listWhere.map((f) => f(ctx))) : undefined,
    scope: scope.length ? (ctx) => andAll(scope.map((f) => f(ctx))) : undefined,
    auditExtra: auditExtra.length
      ? async (ctx) => {
          const parts = [];
          for (const f of auditExtra) parts.push(await f(ctx));
          return Object.assign({}, ...parts);
        }
      : undefined,
    listOrder: single('listOrder'),
    listCountLimit: single('listCountLimit'),
    listPage: single('listPage'),
    listRow: single('listRow'),
  };
  // Absent hooks stay absent: the generic routes test for their presence.
  for (const k of Object.keys(combined) as (keyof CrudHooks)[]) if (!combined[k]) delete combined[k];
  return combined;
}

/** The conditions that are set, with AND; undefined when none is. */
function andAll(conds: (SQL | undefined)[]): SQL | undefined {
  const set = conds.filter((c): c is SQL => c !== undefined);
  return set.length <= 1 ? set[0] : and(...set);
}
