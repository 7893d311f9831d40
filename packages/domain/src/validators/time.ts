/**
 * Validates an 'hh:mm' value of the time input (at most 10 characters, as the spec says). The hours part
 * has at least 2 digits and may exceed 23: the same input holds hour quantities such as a daily workload
 * or course hours ('120:30'), which is why the field allows 10 characters (up to 7 hour digits). Minutes
 * go from 00 to 59. Use isValidTimeOfDay for a clock time.
 */
export function isValidTime(v: string | null | undefined): boolean {
  return typeof v === 'string' && v.length <= 10 && /^\d{2,7}:[0-5]\d$/.test(v);
}

/** Validates a clock time 'HH:mm' from 00:00 to 23:59. */
export function isValidTimeOfDay(v: string | null | undefined): boolean {
  return typeof v === 'string' && /^(?:[01]\d|2[0-3]):[0-5]\d$/.test(v);
}
