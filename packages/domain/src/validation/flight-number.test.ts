import { describe, expect, it } from 'vitest';
import { normalizeFlightNumber } from './flight-number';

const T = 'spec 5 "Return flight number input debounced 300 ms, de-duplicated, null when empty"';

describe('normalizeFlightNumber', () => {
  it.each<[string, string | null | undefined, string | null]>([
    [`${T}: upper-cased`, 'ib3101', 'IB3101'],
    [`${T}: trimmed`, '  VY 1234  ', 'VY 1234'],
    [`${T}: inner blanks collapsed`, 'ib   3101', 'IB 3101'],
    [`${T}: tab collapsed`, 'ib\t3101', 'IB 3101'],
    [`${T}: empty is null`, '', null],
    [`${T}: blanks are null`, '   ', null],
    [`${T}: null is null`, null, null],
    [`${T}: undefined is null`, undefined, null],
  ])('%s', (_t, raw, expected) => {
    expect(normalizeFlightNumber(raw)).toBe(expected);
  });
});
