/**
 * Contact and vehicle fields of the traveller step (spec 5: requiredEmail, requiredPhone,
 * requiredSignPlate). Each check is total: any string in, a boolean out, never a throw.
 */

const EMAIL_MAX = 254;
const LOCAL_MAX = 64;
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TLD = /^([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/**
 * Practical subset of RFC 5322: dot-atom local part (no quoted strings, no comments),
 * a dotted domain with a letter TLD (no IP literals). That rejects addresses no mail server
 * of our customers would use and keeps the rule identical in browser and server.
 * Internationalised domains must arrive in punycode (xn--).
 */
export function isValidEmail(s: string): boolean {
  if (s.length === 0 || s.length > EMAIL_MAX) return false;
  const at = s.lastIndexOf('@');
  if (at <= 0) return false;
  const local = s.slice(0, at);
  const domain = s.slice(at + 1);
  if (local.length > LOCAL_MAX || !LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  const tld = labels.at(-1) ?? '';
  return labels.every((l) => DOMAIN_LABEL.test(l)) && TLD.test(tld);
}

const PHONE_CHARS = /^\+?[\d\s\-.()]+$/;
const PHONE_MIN_DIGITS = 9;
const PHONE_MAX_DIGITS = 15;

/** By index, not `for…of` (a string iterator per call: ~1% of a booking's CPU, issue 20); '(' and ')' are single code units. */
function parenthesesBalanced(v: string): boolean {
  let open = false;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c === 40) {
      if (open) return false;
      open = true;
    } else if (c === 41) {
      if (!open) return false;
      open = false;
    }
  }
  return !open;
}

/** The number of ASCII digits in `v` (what `v.replace(/\D/g, '').length` counts, without the new string). */
function digitCount(v: string): number {
  let n = 0;
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c >= 48 && c <= 57) n++;
  }
  return n;
}

/**
 * International phone: optional leading +, then 9 to 15 digits (E.164 maximum; 9 is the
 * Spanish national length, the shortest we serve) with spaces, dashes, dots or parentheses
 * between them as people write them. Parentheses must be balanced and not nested.
 */
export function isValidPhone(s: string): boolean {
  const v = s.trim();
  if (!PHONE_CHARS.test(v)) return false;
  if (!parenthesesBalanced(v)) return false;
  const digits = digitCount(v);
  return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
}

/** Spanish plates since 2000: 4 digits + 3 consonants, never vowels, Ñ or Q. */
const ES_CURRENT = /^\d{4}[BCDFGHJKLMNPRSTVWXYZ]{3}$/;
const ES_CURRENT_SHAPE = /^\d{4}[A-ZÑ]{3}$/;
/** Province codes of the 1971-2000 series (and the older numeric one), e.g. 'B 1234 XY'. */
const PROVINCES = [
  'A', 'AB', 'AL', 'AV', 'B', 'BA', 'BI', 'BU', 'C', 'CA', 'CC', 'CE', 'CO', 'CR', 'CS',
  'CU', 'GC', 'GE', 'GI', 'GR', 'GU', 'H', 'HU', 'IB', 'J', 'L', 'LE', 'LO', 'LU', 'M',
  'MA', 'ML', 'MU', 'NA', 'O', 'OR', 'OU', 'P', 'PM', 'PO', 'S', 'SA', 'SE', 'SG', 'SO',
  'SS', 'T', 'TE', 'TF', 'TO', 'V', 'VA', 'VI', 'Z', 'ZA',
].join('|');
const ES_PROVINCIAL = new RegExp(`^(${PROVINCES})(\\d{4}[A-Z]{1,2}|\\d{1,6})$`);
const FOREIGN = /^[A-Z0-9]{2,10}$/;

export type PlateKind = 'es-current' | 'es-provincial' | 'foreign';

/** Canonical plate for storing and comparing: upper case without blanks or dashes. */
export function normalisePlate(s: string): string {
  return s.replace(/[\s-]/g, '').toUpperCase();
}

/**
 * The spec only gives the placeholder '0000 ABC'. We accept the current Spanish series
 * strictly, the old provincial series, and, since cars from abroad park too, any 2-10
 * letters/digits as a foreign plate. A value shaped like a current Spanish plate (4 digits
 * + 3 letters) must pass the Spanish rule: that shape is where typos ('1234 AEI') happen,
 * and no neighbouring country issues it.
 */
export function plateKind(s: string): PlateKind | null {
  if (!/^[A-Za-zÑñ0-9\s-]+$/.test(s)) return null;
  const v = normalisePlate(s);
  if (ES_CURRENT.test(v)) return 'es-current';
  if (ES_CURRENT_SHAPE.test(v)) return null;
  if (ES_PROVINCIAL.test(v)) return 'es-provincial';
  return FOREIGN.test(v) ? 'foreign' : null;
}

export function isValidPlate(s: string): boolean {
  return plateKind(s) !== null;
}
