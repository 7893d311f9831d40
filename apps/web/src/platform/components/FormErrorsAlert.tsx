import { MSG } from '@ipe/domain';
import { alertMessage } from './confirm.tsx';
import { firstErrorField, focusField, pathAndParents } from './focusFirstError.ts';

export interface InvalidFormOptions {
  /** Field names in screen order (tabs in order, then top to bottom): the first failing one is focused. */
  fieldOrder: string[];
  /** Index of the tab holding a field (called with the failing path, then with its parents). */
  tabOf?: (field: string) => number | undefined;
  /** Switches the form to a tab. */
  setTab?: (i: number) => void;
}

/**
 * After a submit that failed validation (spec 1 §8): the dialog 'Preencha os campos indicados' (header
 * 'Aviso', OK); once it has closed, switches to the tab of the first failing field (in `fieldOrder`) and
 * focuses it. Needs <ConfirmHost /> mounted. With react-hook-form:
 *
 * ```ts
 * handleSubmit(save, (errors) => alertInvalidForm(errors, { fieldOrder, tabOf, setTab }))
 * ```
 */
export async function alertInvalidForm(
  errors: Record<string, unknown>,
  opts: InvalidFormOptions,
): Promise<void> {
  await alertMessage({ message: MSG.preenchaCamposIndicados, header: MSG.aviso, acceptLabel: MSG.ok });
  const field = firstErrorField(errors, opts.fieldOrder);
  if (!field) return;
  if (opts.tabOf && opts.setTab) {
    for (const candidate of pathAndParents(field)) {
      const tab = opts.tabOf(candidate);
      if (tab !== undefined) {
        opts.setTab(tab);
        break;
      }
    }
  }
  await focusField(field);
}
