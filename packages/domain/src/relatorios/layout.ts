import { z } from 'zod';

/** The 'Detalhado' / 'Resumido' layout choice of a report (spec 2 §2 'report layout choice'). */
export const LAYOUT_OPTIONS = [
  { value: 'DETALHADO', label: 'Detalhado' },
  { value: 'RESUMIDO', label: 'Resumido' },
] as const;
export type LayoutRelatorio = (typeof LAYOUT_OPTIONS)[number]['value'];
export const layout = z.enum(['DETALHADO', 'RESUMIDO'], { error: 'Layout inválido' });
