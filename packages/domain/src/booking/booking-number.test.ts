import { describe, expect, it } from 'vitest';
import {
  BOOKING_NUMBER_ALPHABET,
  BOOKING_NUMBER_LENGTH,
  BOOKING_NUMBER_RANDOM_BYTES,
  bookingNumberFromBytes,
  bookingNumberKind,
  formatBookingNumber,
  parseBookingNumber,
  uniformSymbols,
} from './booking-number';

/**
 * Issue 18.6: "booking numbers (`PK_<sequential id>_<hex>`) tell anyone how many bookings
 * were made". What must be true: "Booking numbers are short, non-sequential and easy to read
 * out at a desk (for example 8 characters of an alphabet without 0/O and 1/I), unique, and
 * never a credential; existing numbers keep working."
 */
describe('the alphabet', () => {
  it('has 32 symbols, none of 0, O, 1, I, each once', () => {
    expect(BOOKING_NUMBER_ALPHABET).toHaveLength(32);
    expect(new Set(BOOKING_NUMBER_ALPHABET).size).toBe(32);
    for (const c of '0O1I') expect(BOOKING_NUMBER_ALPHABET).not.toContain(c);
  });
});

describe('bookingNumberFromBytes: 8 characters from the random bytes passed in', () => {
  it.each([
    ['all zero bytes', [0, 0, 0, 0, 0, 0, 0, 0], '22222222'],
    ['byte i picks symbol i % 32', [0, 1, 2, 3, 4, 5, 6, 7], '23456789'],
    ['31 and 255 are the last symbol', [31, 255, 63, 95, 127, 159, 191, 223], 'ZZZZZZZZ'],
    ['32 wraps to the first', [32, 33, 64, 65, 96, 97, 128, 129], '23232323'],
    ['extra bytes are not used', [8, 9, 10, 11, 12, 13, 14, 15, 99, 99], 'ABCDEFGH'],
    ['too few bytes', [1, 2, 3], null],
  ])('%s', (_rule, bytes, number) => {
    expect(bookingNumberFromBytes(Uint8Array.from(bytes))).toBe(number);
  });

  it(`needs ${BOOKING_NUMBER_RANDOM_BYTES} bytes and makes ${BOOKING_NUMBER_LENGTH} characters`, () => {
    const n = bookingNumberFromBytes(new Uint8Array(BOOKING_NUMBER_RANDOM_BYTES).fill(200));
    expect(n).toHaveLength(BOOKING_NUMBER_LENGTH);
  });

  it('is uniform: every byte value maps to a symbol exactly 8 times', () => {
    const counts = new Map<string, number>();
    for (let b = 0; b < 256; b++) {
      const s = uniformSymbols(Uint8Array.of(b), BOOKING_NUMBER_ALPHABET, 1) ?? '?';
      counts.set(s, (counts.get(s) ?? 0) + 1);
    }
    expect([...counts.keys()].sort().join('')).toBe([...BOOKING_NUMBER_ALPHABET].sort().join(''));
    expect(new Set(counts.values())).toEqual(new Set([8]));
  });

  it('rejection-samples an alphabet that does not divide 256 (30 symbols: bytes 240..255 skipped)', () => {
    const thirty = BOOKING_NUMBER_ALPHABET.slice(0, 30);
    expect(uniformSymbols(Uint8Array.of(240, 255, 0, 29), thirty, 2)).toBe(`${thirty[0]}${thirty[29]}`);
    expect(uniformSymbols(Uint8Array.of(240, 241), thirty, 1)).toBeNull();
    const counts = new Map<string, number>();
    for (let b = 0; b < 256; b++) {
      const s = uniformSymbols(Uint8Array.of(b), thirty, 1);
      if (s) counts.set(s, (counts.get(s) ?? 0) + 1);
    }
    expect(counts.size).toBe(30);
    expect(new Set(counts.values())).toEqual(new Set([8]));
  });
});

describe('reading numbers out and back', () => {
  it.each([
    ['a new number in two groups of four', 'K7MX4PQA', 'K7MX 4PQA'],
    ['a legacy number as stored', 'PK_42_0a1b2c3d', 'PK_42_0a1b2c3d'],
  ])('formatBookingNumber: %s', (_rule, stored, shown) => {
    expect(formatBookingNumber(stored)).toBe(shown);
  });

  it.each([
    ['as shown', 'K7MX 4PQA', 'K7MX4PQA'],
    ['lower case', 'k7mx4pqa', 'K7MX4PQA'],
    ['with a dash and blanks around', '  k7mx-4pqa ', 'K7MX4PQA'],
    ['a lower-case l is the letter L', 'l7mx4pqa', 'L7MX4PQA'],
    ['a 0 is refused (no number has one)', 'K7MX4PQ0', null],
    ['an O is refused', 'K7MX4PQO', null],
    ['a 1 is refused', 'K7MX4P1A', null],
    ['an I is refused', 'K7MX4PIA', null],
    ['7 characters', 'K7MX4PQ', null],
    ['9 characters', 'K7MX4PQAB', null],
    ['a legacy number keeps working, exactly', 'PK_42_0a1b2c3d', 'PK_42_0a1b2c3d'],
    ['a legacy number is not upper-cased into a match', 'PK_42_0A1B2C3D', null],
    ['empty', '', null],
  ])('parseBookingNumber: %s', (_rule, input, stored) => {
    expect(parseBookingNumber(input)).toBe(stored);
  });

  it.each([
    ['K7MX4PQA', 'new'],
    ['PK_42_0a1b2c3d', 'legacy'],
    ['PK_1234567890123_0a1b2c3d', null],
    ['K7MX 4PQA', null],
    ['k7mx4pqa', null],
  ])('bookingNumberKind(%s) = %s (stored forms only)', (reference, kind) => {
    expect(bookingNumberKind(reference)).toBe(kind);
  });
});
