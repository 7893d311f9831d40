/** Dates of the demo data, relative to the seeding day (local time) so a demo seeded any day looks current. */
import { diaDeHoje } from '../../../platform/auth/sessions.ts';

/**
 * The seeding day in Brazil ('YYYY-MM-DD'), whatever the host's zone: `toISOString()` gave tomorrow's
 * date between 21:00 and midnight in Brasília (ages, admissions and registrations counted from it).
 */
export const hojeDemo = () => diaDeHoje();

const iso = (d: Date) => {
  const p = (x: number) => String(x).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
};

/** 'YYYY-MM-DD' `n` days from the seeding day (negative: before it). */
export function diasDeHoje(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return iso(d);
}

/** 'YYYY-MM-DD' `dias` after `data`, never after the seeding day. */
export function depois(data: string, dias: number): string {
  const d = new Date(`${data}T12:00:00`);
  d.setDate(d.getDate() + dias);
  const hoje = new Date();
  return iso(d > hoje ? hoje : d);
}
