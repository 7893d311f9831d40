import type { ResourceDef } from '@ipe/domain';
import { Checkbox } from '../../../../platform/components/ChoiceInputs.tsx';
import { Controller, type FieldValues, useFormContext } from 'react-hook-form';
import { confirmAction, FieldShell, fieldAria } from '../../../../platform/components/index.ts';
import { alternarPrimeiroEmprego } from './primeiroEmprego.ts';
import { TXT } from './texts.ts';

/**
 * 'Primeiro emprego' (spec 1 §4): ticking it while experiences are listed asks for confirmation and then
 * deletes them; cancelling leaves it unticked. While it is ticked the experiences list cannot grow.
 */
export function CampoPrimeiroEmprego({ def, disabled }: { def: ResourceDef; disabled: boolean }) {
  const form = useFormContext<FieldValues>();
  const label = def.fields.find((f) => f.name === 'primeiroEmprego')?.label ?? 'Primeiro emprego';
  return (
    <Controller
      name="primeiroEmprego"
      control={form.control}
      render={({ field: ctl, fieldState }) => {
        const { id, ...aria } = fieldAria('primeiroEmprego', fieldState.error?.message);
        return (
          <FieldShell id={id} label={label} error={fieldState.error?.message} span={12}>
            <Checkbox
              inputId={id}
              {...aria}
              checked={ctl.value === true}
              disabled={disabled}
              onChange={async (e) => {
                const r = await alternarPrimeiroEmprego(
                  e.checked === true,
                  (form.getValues('experiencias') as unknown[]) ?? [],
                  () => confirmAction({ message: TXT.confirmaPrimeiroEmprego }),
                );
                form.setValue('experiencias', r.experiencias, { shouldDirty: true });
                ctl.onChange(r.primeiroEmprego);
              }}
            />
          </FieldShell>
        );
      }}
    />
  );
}
