import { formatWireDate, madridParts, parseWireDate } from '@parking/domain/time/madrid';
import { describe, expect, it } from 'vitest';
import { wireInstant } from './wire-dates';

describe('wireInstant (memoised wire date conversions)', () => {
  it.each([
    ['2026-06-10 10:00:00'],
    ['2026-01-15 23:45:00'],
    // Spring gap: 02:30 does not exist in Madrid and moves to 03:30 (domain rule).
    ['2026-03-29 02:30:00'],
    // Autumn repeat: the earlier 02:30 (CEST).
    ['2026-10-25 02:30:00'],
  ])('agrees with the domain conversions for %s, on first use and from the cache', (s) => {
    const at = parseWireDate(s)!;
    const expected = { ms: at.getTime(), hour: madridParts(at).hour, minute: madridParts(at).minute, wire: formatWireDate(at) };
    expect(wireInstant(s)).toEqual(expected);
    expect(wireInstant(s)).toEqual(expected);
  });

  it('is null for impossible or malformed dates, like parseWireDate', () => {
    for (const s of ['2027-02-30 10:00:00', '2026-06-10 24:00:00', '2026-06-10T10:00:00', '']) expect(wireInstant(s)).toBeNull();
  });
});
