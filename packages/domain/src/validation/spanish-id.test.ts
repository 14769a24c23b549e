import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cifControlDigit, compactId, isValidCif, isValidDni, isValidNie, spanishIdKind } from './spanish-id';

describe('compactId', () => {
  it.each([
    ['drops blanks and upper-cases', ' 12345678 z ', '12345678Z'],
    ['drops dashes, dots and slashes', '12.345.678-z', '12345678Z'],
    ['keeps letters and digits as they are', 'B/1234567-4', 'B12345674'],
  ])('%s', (_rule, input, expected) => {
    expect(compactId(input)).toBe(expected);
  });
});

describe('isValidDni', () => {
  it.each([
    ['8 digits + right letter (12345678 mod 23 = 14 -> Z)', '12345678Z', true],
    ['remainder 0 gives T', '00000000T', true],
    ['remainder 1 gives R', '00000001R', true],
    ['lower case is folded', '87654321x', true],
    ['blanks and dashes are ignored', '8765 4321-X', true],
    ['wrong control letter', '12345678A', false],
    ['control letter missing', '12345678', false],
    ['only 7 digits', '1234567Z', false],
    ['9 digits', '123456789Z', false],
    ['a NIE is not a DNI', 'X1234567L', false],
    ['empty', '', false],
  ])('%s: %s -> %s', (_rule, input, expected) => {
    expect(isValidDni(input)).toBe(expected);
  });
});

describe('isValidNie', () => {
  it.each([
    ['X stands for 0 (01234567 -> L)', 'X1234567L', true],
    ['Y stands for 1 (11234567 -> X)', 'Y1234567X', true],
    ['Z stands for 2 (21234567 -> R)', 'Z1234567R', true],
    ['separators and case ignored', 'x-1234567-l', true],
    ['wrong control letter', 'X1234567X', false],
    ['prefix other than X/Y/Z', 'W1234567L', false],
    ['8 digits after the prefix', 'X12345678L', false],
    ['a DNI is not a NIE', '12345678Z', false],
  ])('%s: %s -> %s', (_rule, input, expected) => {
    expect(isValidNie(input)).toBe(expected);
  });
});

describe('cifControlDigit', () => {
  it.each([
    ['odd positions doubled and digit-summed: 1234567 -> 4', '1234567', 4],
    ['all zeros -> 0', '0000000', 0],
    ['sum ending in 1 -> 9', '2815100', 9],
    ['real company A28015865 -> 5', '2801586', 5],
  ])('%s', (_rule, body, expected) => {
    expect(cifControlDigit(body)).toBe(expected);
  });
});

describe('isValidCif', () => {
  it.each([
    ['A (S.A.) takes a digit', 'A28015865', true],
    ['B (S.L.) takes a digit', 'B12345674', true],
    ['B with the letter instead of the digit is refused', 'B1234567D', false],
    ['P (local body) takes a letter (4 -> D)', 'P1234567D', true],
    ['P with the digit instead of the letter is refused', 'P12345674', false],
    ['Q (public body) takes a letter (0 -> J)', 'Q0000000J', true],
    ['N (foreign entity) takes a letter', 'N2815100I', true],
    ['S takes a letter', 'S7654321D', true],
    ['G (association) may take the digit', 'G12345674', true],
    ['G (association) may take the letter', 'G1234567D', true],
    ['separators and case ignored', 'b-1234567-4', true],
    ['wrong control digit', 'B12345675', false],
    ['wrong control letter', 'P1234567E', false],
    ['I is not an organisation type', 'I12345674', false],
    ['X is a NIE prefix, not a CIF type', 'X12345674', false],
    ['too short', 'B1234564', false],
  ])('%s: %s -> %s', (_rule, input, expected) => {
    expect(isValidCif(input)).toBe(expected);
  });
});

describe('spanishIdKind', () => {
  it.each([
    ['DNI', ' 12345678-z', 'dni'],
    ['NIE', 'Y 1234567 X', 'nie'],
    ['CIF', 'b12345674', 'cif'],
    ['invalid DNI control', '12345678A', null],
    ['invalid CIF control', 'B12345670', null],
    ['EU VAT is not a Spanish id', 'DE123456789', null],
    ['garbage', 'hello', null],
  ])('%s: %s -> %s', (_rule, input, expected) => {
    expect(spanishIdKind(input)).toBe(expected);
  });
});

describe('DNI and NIE control letter (property)', () => {
  const LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
  const eightDigits = fc.integer({ min: 0, max: 99_999_999 }).map((n) => String(n).padStart(8, '0'));

  it('exactly one of the 23 letters is valid for any 8 digits', () => {
    fc.assert(
      fc.property(eightDigits, (digits) => {
        const valid = [...LETTERS].filter((l) => isValidDni(digits + l));
        expect(valid).toEqual([LETTERS.charAt(Number(digits) % 23)]);
      }),
    );
  });

  it('a NIE X/Y/Z is valid exactly when the DNI with 0/1/2 is', () => {
    const nie = fc.tuple(fc.constantFrom('X', 'Y', 'Z'), fc.integer({ min: 0, max: 9_999_999 }), fc.constantFrom(...LETTERS));
    fc.assert(
      fc.property(nie, ([prefix, n, letter]) => {
        const body = String(n).padStart(7, '0');
        const dni = `${{ X: '0', Y: '1', Z: '2' }[prefix]}${body}${letter}`;
        expect(isValidNie(`${prefix}${body}${letter}`)).toBe(isValidDni(dni));
      }),
    );
  });
});
