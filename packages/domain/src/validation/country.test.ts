import { describe, expect, it } from 'vitest';
import { ISO_COUNTRY_CODES, isIsoCountryCode } from './country';

describe('ISO_COUNTRY_CODES', () => {
  it('holds the 249 assigned alpha-2 codes', () => {
    expect(ISO_COUNTRY_CODES.size).toBe(249);
  });
});

describe('isIsoCountryCode', () => {
  it.each([
    ['Spain', 'ES', true],
    ['Andorra', 'AD', true],
    ['lower case and blanks folded', ' fr ', true],
    ['Kosovo XK is user-assigned, not ISO', 'XK', false],
    ['EL is the EU VAT prefix, not the ISO code of Greece', 'EL', false],
    ['UK is not the ISO code (GB is)', 'UK', false],
    ['alpha-3', 'ESP', false],
    ['empty', '', false],
  ])('%s: %s -> %s', (_rule, input, expected) => {
    expect(isIsoCountryCode(input)).toBe(expected);
  });
});
