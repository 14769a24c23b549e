/**
 * Booking numbers (issue 18.6: "booking numbers (`PK_<sequential id>_<hex>`) tell anyone how
 * many bookings were made"; what must be true: "Booking numbers are short, non-sequential and
 * easy to read out at a desk (for example 8 characters of an alphabet without 0/O and 1/I),
 * unique, and never a credential; existing numbers keep working").
 *
 * A new number is 8 characters of BOOKING_NUMBER_ALPHABET, the 32 digits and capitals left
 * once 0, O, 1 and I are taken out (Crockford-like), drawn uniformly from random bytes the
 * caller passes (the api: crypto.randomBytes(BOOKING_NUMBER_RANDOM_BYTES)). 32^8 = 2^40
 * (about 1.1 * 10^12) numbers: the api keeps the column unique and draws again on the rare
 * clash. Stored without blanks ('K7MX4PQA'), shown in two groups of four ('K7MX 4PQA').
 *
 * Reading one typed back (parseBookingNumber): case does not matter, blanks and dashes are
 * ignored. 0, O, 1 and I are REFUSED, not mapped: no number contains any of them, so a typed
 * 'O' is no known character misread (it could be a D, a Q, a 0...) and guessing would open
 * the wrong booking rather than say "not found". Opening a booking still takes its access
 * token (docs/decisions/0009): the number is a name, never a credential.
 *
 * Numbers made before this rule (`PK_<id>_<8 hex>`) keep working: bookingNumberKind tells
 * them apart, and they are compared exactly as stored.
 */

export const BOOKING_NUMBER_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const BOOKING_NUMBER_LENGTH = 8;
/**
 * Bytes to pass for one number. With 32 symbols every byte is usable (256 = 8 * 32), so 8
 * suffice; the rule still rejection-samples, so a different alphabet stays uniform.
 */
export const BOOKING_NUMBER_RANDOM_BYTES = 8;

/** The numbers made before issue 18: prefix, the sequential id, 8 hex digits (spec 4 prefix_id_hash). */
export const LEGACY_BOOKING_NUMBER_PATTERN = /^PK_(\d{1,12})_([0-9a-f]{8})$/;
const NEW_BOOKING_NUMBER_PATTERN = new RegExp(`^[${BOOKING_NUMBER_ALPHABET}]{${BOOKING_NUMBER_LENGTH}}$`);

/**
 * `length` symbols of `alphabet` drawn uniformly from `bytes` by rejection sampling: a byte
 * at or above the largest multiple of the alphabet's size (256 - 256 % size) is skipped, so
 * every symbol has the same chance. null when the bytes run out first (pass more).
 */
export function uniformSymbols(bytes: Uint8Array, alphabet: string, length: number): string | null {
  const size = alphabet.length;
  if (size < 2 || size > 256) throw new RangeError('alphabet size must be 2..256');
  const limit = 256 - (256 % size);
  let out = '';
  for (const byte of bytes) {
    if (out.length === length) break;
    if (byte >= limit) continue;
    out += alphabet[byte % size];
  }
  return out.length === length ? out : null;
}

/** A new booking number (stored form) from random bytes, or null when too few were given. */
export function bookingNumberFromBytes(bytes: Uint8Array): string | null {
  return uniformSymbols(bytes, BOOKING_NUMBER_ALPHABET, BOOKING_NUMBER_LENGTH);
}

/** 'K7MX4PQA' -> 'K7MX 4PQA' for reading out; a legacy number is shown as stored. */
export function formatBookingNumber(stored: string): string {
  return NEW_BOOKING_NUMBER_PATTERN.test(stored) ? `${stored.slice(0, 4)} ${stored.slice(4)}` : stored;
}

/** What a typed number is: 'new' (this rule), 'legacy' (PK_<id>_<hex>) or null (neither). */
export function bookingNumberKind(reference: string): 'new' | 'legacy' | null {
  if (LEGACY_BOOKING_NUMBER_PATTERN.test(reference)) return 'legacy';
  return NEW_BOOKING_NUMBER_PATTERN.test(reference) ? 'new' : null;
}

/**
 * A number as someone typed or read it, in its stored form: a new one upper-cased without
 * blanks or dashes ('k7mx-4pqa' -> 'K7MX4PQA'), a legacy one exactly as given (trimmed). null
 * when it is neither, e.g. it holds 0, O, 1 or I. Use it before every lookup by number.
 */
export function parseBookingNumber(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed.length > 40) return null;
  if (LEGACY_BOOKING_NUMBER_PATTERN.test(trimmed)) return trimmed;
  const compact = trimmed.replace(/[\s-]/g, '').toUpperCase();
  return NEW_BOOKING_NUMBER_PATTERN.test(compact) ? compact : null;
}
