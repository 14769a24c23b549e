import { describe, expect, it } from 'vitest';
import { EU_VAT_PATTERNS, isValidEuVat, normaliseTaxId, splitVatPrefix, taxIdKind } from './vat';

describe('EU_VAT_PATTERNS', () => {
  it('covers the 27 member states (Greece as EL)', () => {
    expect(Object.keys(EU_VAT_PATTERNS).sort()).toEqual(
      'AT BE BG CY CZ DE DK EE EL ES FI FR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK'.split(' '),
    );
  });
});

describe('normaliseTaxId', () => {
  it.each([
    ['upper-cases and drops blanks', ' es b1234567 4 ', 'ESB12345674'],
    ['drops dashes, dots and slashes', 'FR-12.345/678-901', 'FR12345678901'],
    ['leaves a clean id alone', 'DE123456789', 'DE123456789'],
  ])('%s', (_rule, input, expected) => {
    expect(normaliseTaxId(input)).toBe(expected);
  });
});

describe('splitVatPrefix', () => {
  it.each([
    ['member-state prefix', 'de 123456789', { country: 'DE', national: '123456789' }],
    ['GR is read as EL', 'GR123456789', { country: 'EL', national: '123456789' }],
    ['a bare DNI has no prefix', '12345678Z', null],
    ['Northern Ireland XI is not a member state', 'XI123456789', null],
    ['GB left the EU', 'GB123456789', null],
  ])('%s', (_rule, input, expected) => {
    expect(splitVatPrefix(input)).toEqual(expected);
  });
});

describe('isValidEuVat', () => {
  it.each([
    ['AT: U + 8 digits', 'ATU12345678', true],
    ['AT: without the U', 'AT12345678', false],
    ['BE: 10 digits starting 0', 'BE0123456789', true],
    ['BE: 10 digits starting 1', 'BE1123456789', true],
    ['BE: starting 2', 'BE2123456789', false],
    ['BG: 9 digits', 'BG123456789', true],
    ['BG: 10 digits', 'BG1234567890', true],
    ['CY: 8 digits + letter', 'CY12345678L', true],
    ['CY: no letter', 'CY123456789', false],
    ['CZ: 8 digits', 'CZ12345678', true],
    ['CZ: 10 digits', 'CZ1234567890', true],
    ['DE: 9 digits', 'DE123456789', true],
    ['DE: 8 digits', 'DE12345678', false],
    ['DK: 8 digits', 'DK12345678', true],
    ['EE: 9 digits', 'EE123456789', true],
    ['EL: 9 digits', 'EL123456789', true],
    ['GR alias of EL', 'GR123456789', true],
    ['FI: 8 digits', 'FI12345678', true],
    ['FR: 2 digit key + SIREN', 'FR12345678901', true],
    ['FR: letter key', 'FRXA123456789', true],
    ['FR: key with O is refused', 'FROA123456789', false],
    ['HR: 11 digits', 'HR12345678901', true],
    ['HU: 8 digits', 'HU12345678', true],
    ['IE: 7 digits + letter', 'IE1234567T', true],
    ['IE: 7 digits + 2 letters (2013 format)', 'IE1234567WA', true],
    ['IE: old format digit-letter-5 digits-letter', 'IE1S23456T', true],
    ['IE: letters only', 'IEABCDEFGH', false],
    ['IT: 11 digits', 'IT12345678901', true],
    ['LT: 9 digits', 'LT123456789', true],
    ['LT: 12 digits', 'LT123456789012', true],
    ['LT: 10 digits', 'LT1234567890', false],
    ['LU: 8 digits', 'LU12345678', true],
    ['LV: 11 digits', 'LV12345678901', true],
    ['MT: 8 digits', 'MT12345678', true],
    ['NL: 9 digits B 2 digits', 'NL123456789B01', true],
    ['NL: without B', 'NL12345678901', false],
    ['PL: 10 digits', 'PL1234567890', true],
    ['PT: 9 digits', 'PT123456789', true],
    ['RO: 2 to 10 digits', 'RO18547290', true],
    ['RO: leading zero', 'RO0123', false],
    ['SE: 10 digits + 01', 'SE123456789001', true],
    ['SE: not ending 01', 'SE123456789002', false],
    ['SI: 8 digits', 'SI12345678', true],
    ['SK: 10 digits', 'SK1234567890', true],
    ['ES + CIF with right control', 'ESA28015865', true],
    ['ES + DNI (self-employed)', 'ES12345678Z', true],
    ['ES + NIE', 'ESX1234567L', true],
    ['ES with right shape but wrong control', 'ESB12345670', false],
    ['ES + DNI with wrong letter', 'ES12345678A', false],
    ['separators and case ignored', 'de 123-456-789', true],
    ['no country prefix', '123456789', false],
    ['non-EU prefix', 'US123456789', false],
    ['empty', '', false],
  ])('%s: %s -> %s', (_rule, input, expected) => {
    expect(isValidEuVat(input)).toBe(expected);
  });
});

describe('taxIdKind', () => {
  it.each([
    ['bare DNI is a person', '12345678Z', 'dni'],
    ['bare NIE is a person', 'X1234567L', 'nie'],
    ['bare CIF is a company', 'B12345674', 'cif'],
    ['ES + DNI is still a person', 'ES12345678Z', 'dni'],
    ['ES + NIE is still a person', 'ES X1234567L', 'nie'],
    ['ES + CIF is a company', 'ESB12345674', 'cif'],
    ['other member state', 'FR12345678901', 'vat'],
    ['invalid', 'B12345670', null],
  ])('%s: %s -> %s', (_rule, input, expected) => {
    expect(taxIdKind(input)).toBe(expected);
  });
});
