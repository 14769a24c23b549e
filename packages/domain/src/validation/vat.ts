import { compactId, spanishIdKind, type SpanishIdKind } from './spanish-id';

/**
 * EU VAT numbers (spec 5 "VAT format"). Only Spain is checked beyond its shape (DNI/NIE/CIF
 * control character); for the other 26 member states we check the format published by VIES
 * and not the national checksums, because a wrong checksum is rare in practice and VIES
 * itself is the authority on whether a number is live. Greece uses 'EL', as VIES does;
 * 'GR' is accepted as an alias because customers often type the ISO code. Northern Ireland
 * ('XI') is not a member state and is rejected.
 */
export const EU_VAT_PATTERNS: Readonly<Record<string, RegExp>> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[0-9A-HJ-NP-Z]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
};

const PREFIX_ALIASES: Readonly<Record<string, string>> = { GR: 'EL' };

/** Canonical form for storing and comparing tax ids: upper case, no blanks/dashes/dots/slashes. */
export function normaliseTaxId(s: string): string {
  return compactId(s);
}

/** Splits a VAT number into its member-state prefix and national part, or null without one. */
export function splitVatPrefix(s: string): { country: string; national: string } | null {
  const v = normaliseTaxId(s);
  const raw = v.slice(0, 2);
  const country = PREFIX_ALIASES[raw] ?? raw;
  if (!(country in EU_VAT_PATTERNS)) return null;
  return { country, national: v.slice(2) };
}

export function isValidEuVat(s: string): boolean {
  const parts = splitVatPrefix(s);
  if (parts === null) return false;
  const pattern = EU_VAT_PATTERNS[parts.country];
  if (pattern === undefined || !pattern.test(parts.national)) return false;
  return parts.country === 'ES' ? spanishIdKind(parts.national) !== null : true;
}

export type TaxIdKind = SpanishIdKind | 'vat';

/**
 * What a billing NIF is: a bare Spanish id, or an EU VAT number. 'ES' + a DNI/NIE is still
 * a person (an autonomous worker), so it reports the Spanish kind: the billing form needs
 * to know whether the holder is a person to demand name and surname.
 */
export function taxIdKind(s: string): TaxIdKind | null {
  const bare = spanishIdKind(s);
  if (bare !== null) return bare;
  if (!isValidEuVat(s)) return null;
  const parts = splitVatPrefix(s);
  return parts?.country === 'ES' ? spanishIdKind(parts.national) : 'vat';
}
