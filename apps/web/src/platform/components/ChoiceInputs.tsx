// The one place that imports PrimeReact's Checkbox and RadioButton (a Biome rule forbids it elsewhere).
// biome-ignore-all lint/style/noRestrictedImports: this file wraps them
import { type CheckboxProps, Checkbox as PrimeCheckbox } from 'primereact/checkbox';
import { RadioButton as PrimeRadioButton, type RadioButtonProps } from 'primereact/radiobutton';

/**
 * Moves every `aria-*` prop into the `input` pass-through. PrimeReact's Checkbox and RadioButton copy the
 * aria props onto both their <input> and their root <div>, and `aria-required` (or `aria-label`) on a div
 * without a role is an axe violation (critical `aria-allowed-attr`).
 */
function ariaOnInput<P extends { pt?: object }>(props: P): P {
  const rest: Record<string, unknown> = {};
  const aria: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) (key.startsWith('aria-') ? aria : rest)[key] = value;
  const pt = (props.pt ?? {}) as { input?: object };
  return { ...rest, pt: { ...pt, input: { ...pt.input, ...aria } } } as P;
}

/** PrimeReact's Checkbox with the accessibility attributes (`fieldAria`, `aria-label`) on its input only. */
export function Checkbox(props: CheckboxProps) {
  return <PrimeCheckbox {...ariaOnInput(props)} />;
}

/** PrimeReact's RadioButton with the accessibility attributes on its input only. */
export function RadioButton(props: RadioButtonProps) {
  return <PrimeRadioButton {...ariaOnInput(props)} />;
}
