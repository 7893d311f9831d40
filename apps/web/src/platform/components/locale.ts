import { addLocale, localeOptions } from 'primereact/api';
import { ptBR } from '../layout/locale.ts';

/** The PrimeReact locale name the components use (registered by the app's entry file). */
export const PT_BR = 'pt-BR';

/**
 * Registers the pt-BR PrimeReact locale when nobody did yet (tests, stories), so a component that asks for
 * it by name (Calendar `locale="pt-BR"`) never throws. Does not change the global locale.
 */
export function ensurePtBRLocale(): void {
  if (!localeOptions(PT_BR)) addLocale(PT_BR, ptBR);
}
