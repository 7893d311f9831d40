import { MSG } from '../messages.ts';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/**
 * Checks a date range given as ISO strings ('YYYY-MM-DD'; a datetime is compared by its date part).
 * Returns MSG.dataFinalInferior when the end date is earlier than the start date, otherwise `null`,
 * including when either date is missing or not ISO (required and format checks are separate rules).
 */
export function dateRangeError(inicio?: string | null, fim?: string | null): string | null {
  if (!inicio || !fim || !ISO_DATE.test(inicio) || !ISO_DATE.test(fim)) return null;
  // ISO dates compare correctly as strings.
  return fim.slice(0, 10) < inicio.slice(0, 10) ? MSG.dataFinalInferior : null;
}
