/**
 * "Today" is Brazil's date wherever the server computes a day: at 01:00 UTC it is still the evening before
 * in Brasília. The demo's reference day and the LGPD purge's day took `toISOString().slice(0, 10)` (UTC) and
 * counted tomorrow from 21:00; these run with the clock set to 01:00 UTC, whatever the host's zone.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hojeDemo } from './db/seed/demo/datas.ts';
import { diasDoExpurgo } from './modules/captacao/documentos/expurgo.ts';

describe("Brazil's today at 01:00 UTC", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T01:00:00Z')); // 27/11, 22:00 in Brasília
  });
  afterEach(() => vi.useRealTimers());

  it("the demo's seeding day is Brazil's date", () => {
    expect(hojeDemo()).toBe('2026-11-27');
  });

  it("the LGPD purge's day and its inactivity limit are counted from Brazil's date", () => {
    expect(diasDoExpurgo(new Date(), 6)).toEqual({ hoje: '2026-11-27', limite: '2026-05-27' });
    // On the 1st at 01:00 UTC it is still the 30th in Brazil: one month back is 30/10, not 01/11.
    vi.setSystemTime(new Date('2026-12-01T01:00:00Z'));
    expect(diasDoExpurgo(new Date(), 1)).toEqual({ hoje: '2026-11-30', limite: '2026-10-30' });
  });

  it('from 03:00 UTC (midnight in Brasília) the day is the same as UTC', () => {
    vi.setSystemTime(new Date('2026-11-28T03:00:00Z'));
    expect(hojeDemo()).toBe('2026-11-28');
    expect(diasDoExpurgo(new Date(), 6).hoje).toBe('2026-11-28');
  });
});
