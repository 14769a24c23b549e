import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone, isValidPlate, normalisePlate, plateKind } from './contact';

const long = (n: number) => 'a'.repeat(n);

describe('isValidEmail', () => {
  it.each([
    ['plain local@domain.tld', 'ana@example.com', true],
    ['dots, plus and subdomains', 'ana.garcia+parking@mail.example.co.uk', true],
    ['RFC 5322 atext specials', "o'neil_&x=1@example.es", true],
    ['hyphenated domain label', 'a@my-host.example.org', true],
    ['punycode TLD', 'a@example.xn--p1ai', true],
    ['254 characters in all is the maximum', `${long(64)}@${long(63)}.${long(63)}.${long(58)}.es`, true],
    ['255 characters is too long', `${long(64)}@${long(63)}.${long(63)}.${long(59)}.es`, false],
    ['local part over 64', `${long(65)}@example.com`, false],
    ['no @', 'ana.example.com', false],
    ['no local part', '@example.com', false],
    ['no TLD', 'ana@localhost', false],
    ['one-letter TLD', 'ana@example.c', false],
    ['numeric TLD', 'ana@example.123', false],
    ['space inside', 'ana garcia@example.com', false],
    ['leading dot in local', '.ana@example.com', false],
    ['double dot in local', 'ana..g@example.com', false],
    ['trailing dot in domain', 'ana@example.com.', false],
    ['label starting with hyphen', 'ana@-example.com', false],
    ['two @', 'ana@b@example.com', false],
    ['quoted local part not supported', '"ana g"@example.com', false],
    ['IP literal not supported', 'ana@[10.0.0.1]', false],
    ['empty', '', false],
  ])('%s: %s -> %s', (_rule, input, expected) => {
    expect(isValidEmail(input)).toBe(expected);
  });
});

describe('isValidPhone', () => {
  it.each([
    ['Spanish mobile, 9 digits', '612345678', true],
    ['international with +', '+34612345678', true],
    ['blanks between groups', '+34 612 34 56 78', true],
    ['dashes and dots', '93-123.45.67', true],
    ['parentheses around the area code', '+1 (415) 555-2671', true],
    ['15 digits is the E.164 maximum', '+123456789012345', true],
    ['8 digits is too short', '12345678', false],
    ['16 digits is too long', '1234567890123456', false],
    ['+ not at the start', '34+612345678', false],
    ['two +', '++34612345678', false],
    ['letters', '+34 612 ABC 678', false],
    ['unbalanced parenthesis', '+1 (415 555 2671', false],
    ['closing before opening', '+1 )415( 555 2671', false],
    ['nested parentheses', '+1 ((415)) 555 2671', false],
    ['slash is not a separator', '93/123/45/67', false],
    ['empty', '', false],
  ])('%s: %s -> %s', (_rule, input, expected) => {
    expect(isValidPhone(input)).toBe(expected);
  });
});

describe('normalisePlate', () => {
  it.each([
    ['drops blanks and upper-cases', ' 1234 bcd ', '1234BCD'],
    ['drops dashes', 'b-1234-xy', 'B1234XY'],
  ])('%s', (_rule, input, expected) => {
    expect(normalisePlate(input)).toBe(expected);
  });
});

describe('plateKind', () => {
  it.each([
    ['current Spanish: 4 digits + 3 consonants', '1234BCD', 'es-current'],
    ['current Spanish as in the placeholder, with a blank', '0000 BBB', 'es-current'],
    ['current Spanish, lower case and dash', '9876-xyz', 'es-current'],
    ['current-shaped with a vowel is a typo, refused', '1234 AEI', null],
    ['current-shaped with Q is refused', '1234 BCQ', null],
    ['current-shaped with Ñ is refused', '1234 BÑD', null],
    ['old provincial: B 1234 XY', 'B 1234 XY', 'es-provincial'],
    ['old provincial: two-letter province, one letter', 'GI-1234-Z', 'es-provincial'],
    ['old numeric provincial: M 123456', 'M 123456', 'es-provincial'],
    ['foreign: French AB-123-CD', 'AB-123-CD', 'foreign'],
    ['foreign: German M AB 1234', 'M AB 1234', 'foreign'],
    ['foreign: 2 characters is the minimum', 'X7', 'foreign'],
    ['foreign: 10 characters is the maximum', 'ABCDE12345', 'foreign'],
    ['11 characters is too long', 'ABCDE123456', null],
    ['1 character is too short', 'A', null],
    ['punctuation other than blank or dash', '1234.BCD', null],
    ['empty', '', null],
  ])('%s: %s -> %s', (_rule, input, expected) => {
    expect(plateKind(input)).toBe(expected);
  });
});

describe('isValidPlate', () => {
  it.each([
    ['current Spanish', '1234 BCD', true],
    ['old provincial', 'B 1234 XY', true],
    ['foreign fallback', 'AB-123-CD', true],
    ['Spanish shape with vowels', '1234 AEI', false],
    ['blank', '   ', false],
    ['symbols', '12#34', false],
  ])('%s: %s -> %s', (_rule, input, expected) => {
    expect(isValidPlate(input)).toBe(expected);
  });
});
