/**
 * Spanish tax identifiers (spec 5 "requiredDni"; spec 3 billing profile nif).
 * All checks accept user typing: blanks, dashes, dots and slashes are ignored and case folds.
 */

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_CONTROL_LETTERS = 'JABCDEFGHI';
/** NIE prefixes stand for a leading digit so the DNI letter algorithm applies. */
const NIE_PREFIX_DIGIT: Record<string, string> = { X: '0', Y: '1', Z: '2' };

/**
 * Organisation types and what the CIF control character must be. Public bodies, foreign
 * entities and religious orders (N P Q R S W) use a letter; companies A B E H use a digit;
 * the rest may carry either, as issued by the AEAT.
 */
const CIF_LETTER_ONLY = new Set(['N', 'P', 'Q', 'R', 'S', 'W']);
const CIF_DIGIT_ONLY = new Set(['A', 'B', 'E', 'H']);
const CIF_ORG_TYPES = /^[ABCDEFGHJNPQRSUVW]$/;

export type SpanishIdKind = 'dni' | 'nie' | 'cif';

/** Upper-cases and drops the separators people type inside ids ('12.345.678-z' -> '12345678Z'). */
export function compactId(s: string): string {
  return s.replace(/[\s\-./]/g, '').toUpperCase();
}

function dniLetter(digits: string): string {
  return DNI_LETTERS.charAt(Number(digits) % 23);
}

export function isValidDni(s: string): boolean {
  const v = compactId(s);
  const m = /^(\d{8})([A-Z])$/.exec(v);
  if (m === null) return false;
  const [, digits = '', letter] = m;
  return dniLetter(digits) === letter;
}

export function isValidNie(s: string): boolean {
  const v = compactId(s);
  const m = /^([XYZ])(\d{7})([A-Z])$/.exec(v);
  if (m === null) return false;
  const [, prefix = '', digits = '', letter] = m;
  return dniLetter((NIE_PREFIX_DIGIT[prefix] ?? '') + digits) === letter;
}

/** The control digit 0-9 of the seven CIF body digits (Luhn-like: odd positions doubled). */
export function cifControlDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const n = Number(body[i]);
    if (i % 2 === 0) {
      const d = n * 2;
      sum += Math.floor(d / 10) + (d % 10);
    } else {
      sum += n;
    }
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidCif(s: string): boolean {
  const v = compactId(s);
  const m = /^([A-Z])(\d{7})([0-9A-J])$/.exec(v);
  if (m === null) return false;
  const [, type = '', body = '', control] = m;
  if (!CIF_ORG_TYPES.test(type)) return false;
  const digit = cifControlDigit(body);
  const asDigit = control === String(digit);
  const asLetter = control === CIF_CONTROL_LETTERS.charAt(digit);
  if (CIF_LETTER_ONLY.has(type)) return asLetter;
  if (CIF_DIGIT_ONLY.has(type)) return asDigit;
  return asDigit || asLetter;
}

/** Which valid Spanish id this is, or null when it is none of them (or fails its check). */
export function spanishIdKind(s: string): SpanishIdKind | null {
  if (isValidDni(s)) return 'dni';
  if (isValidNie(s)) return 'nie';
  if (isValidCif(s)) return 'cif';
  return null;
}
