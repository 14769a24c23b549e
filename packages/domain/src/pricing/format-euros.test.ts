import { describe, expect, it } from 'vitest';
import { formatEuroCents, formatEuros } from './format-euros';

const EUR = 'spec 9 "Prices in euros, two decimals ... locale formats es, en, ca, fr"';
// Intl separates the amount and the sign with a (narrow) no-break space; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatEuros', () => {
  it.each([
    [`${EUR}: es`, 24.55, 'es', '24,55 €'],
    [`${EUR}: ca`, 24.55, 'ca', '24,55 €'],
    [`${EUR}: fr`, 24.55, 'fr', '24,55 €'],
    [`${EUR}: en`, 24.55, 'en', '€24.55'],
    [`${EUR}: a region counts by its primary language (spec 1)`, 24.55, 'en-US', '€24.55'],
    [`${EUR}: an unknown language is Spanish`, 24.55, 'de', '24,55 €'],
    [`${EUR}: none is Spanish`, 24.55, undefined, '24,55 €'],
    [`${EUR}: two decimals always`, 7, 'es', '7,00 €'],
    [`${EUR}: thousands in en`, 1234.5, 'en', '€1,234.50'],
  ])('%s', (_t, euros, lang, expected) => {
    expect(plain(formatEuros(euros, lang))).toBe(expected);
  });
});

describe('formatEuroCents', () => {
  it.each([
    [`${EUR}: stored cents for the mail`, 4_590, 'es', '45,90 €'],
    [`${EUR}: en`, 4_590, 'en', '€45.90'],
    [`${EUR}: one cent`, 1, 'fr', '0,01 €'],
  ])('%s', (_t, cents, lang, expected) => {
    expect(plain(formatEuroCents(cents, lang))).toBe(expected);
  });
});
