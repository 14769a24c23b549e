import { describe, expect, it } from 'vitest';
import { formatWireDate, parseWireDate } from './madrid';
import { wallTime } from './wall-clock';
import { madridInstant, wireInstant } from './wire-instant';

const WIRE = 'spec 9 "Dates ... YYYY-MM-DD HH:mm:ss" (wire, Madrid wall time)';

describe('wireInstant (memoised wire date conversions)', () => {
  it.each([
    ['2027-06-10 10:00:00'],
    ['2027-01-15 23:45:00'],
    ['2027-06-10 10:00:30'],
    // Spring gap: 02:30 does not exist in Madrid and moves to 03:30 (madrid.ts).
    ['2027-03-28 02:30:00'],
    // Autumn repeat: the earlier 02:30 (CEST).
    ['2027-10-31 02:30:00'],
  ])(`${WIRE}: agrees with the conversions of madrid.ts for %s, on first use and from the cache`, (s) => {
    const at = parseWireDate(s)!;
    const expected = { ms: at.getTime(), wall: wallTime(at), wire: formatWireDate(at) };
    expect(wireInstant(s)).toEqual(expected);
    expect(wireInstant(s)).toBe(wireInstant(s));
    expect(madridInstant(at)).toEqual(expected);
  });

  it(`${WIRE}: the spring gap reads as the clock after the jump`, () => {
    expect(wireInstant('2028-03-26 02:30:00')!.wall).toMatchObject({ hour: 3, minute: 30 });
    expect(wireInstant('2028-03-26 02:30:00')!.wire).toBe('2028-03-26 03:30:00');
  });

  it(`${WIRE}: null for impossible or malformed dates, like parseWireDate`, () => {
    for (const s of ['2027-02-30 10:00:00', '2026-06-10 24:00:00', '2026-06-10T10:00:00', '']) expect(wireInstant(s)).toBeNull();
  });

  it(`${WIRE}: shared results are frozen`, () => {
    const i = wireInstant('2027-06-11 10:00:00')!;
    expect(Object.isFrozen(i)).toBe(true);
    expect(Object.isFrozen(i.wall)).toBe(true);
  });
});
