import { foldPassword, isCommonPassword } from './common-passwords';
import type { ValidationMessage } from './messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-limits';

/**
 * The new-password rule (issue 18.6: "`12345678` and `password` are accepted as passwords";
 * what must be true: "Passwords are checked against a list of common and breached passwords
 * kept in the repo or a maintained package (NIST 800-63B), with a message that says why").
 *
 * NIST SP 800-63B 5.1.1.2 asks a verifier to refuse memorised secrets that are too short,
 * found in breach corpuses, dictionary words, repetitive or sequential characters, and
 * context-specific words (the service's name, the user name and derivatives), and to tell
 * the person why. It asks for no composition rules (no "one digit, one capital"), so there
 * are none. The checks, first failing one wins, each with its own validation key:
 *   too short (min_length, {{min}}) / too long (max_length, {{max}}): counted in characters
 *     (code points), so 'contraseña' is 10;
 *   password_common: in the breached list or a common word with a usual suffix
 *     (./common-passwords.ts: "password", "12345678", "contraseña1", "motdepasse"...);
 *   password_sequence: one short unit repeated ("aaaaaaaa", "abcabcabc", "12121212") or a
 *     run of the alphabet, the digits or a keyboard row, forwards or backwards ("abcdefgh",
 *     "87654321", "qwertyuiop", "azertyuiop", "1qaz2wsx3edc");
 *   password_contains_site_name: the site's name ("Parking Go", "parking") inside;
 *   password_contains_email: the account's e-mail or its whole local part (4+ letters);
 *   password_contains_name: a 4+ letter piece of the person's name or surname.
 * Letters are compared in lower case without accents; the containment checks ignore blanks,
 * digits' separators and punctuation ("Parking-Go-2026" contains "parkinggo").
 */

export interface PasswordContext {
  /** The account's e-mail (sign-up: the form's; reset: the account's). */
  email?: string | null;
  /** The person's name and surname, when known. */
  names?: readonly (string | null | undefined)[];
}

/** The site's name and its one-word forms (app title "Parking Go"). */
export const SITE_NAME_WORDS = ['parkinggo', 'parking'] as const;

/** A piece of the e-mail or name shorter than this is not looked for ("ana" is inside "bananas"). */
const CONTEXT_PIECE_MIN = 4;

const SEQUENCE_LINES = [
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890123456789',
  'qwertyuiopasdfghjklzxcvbnm',
  'qwertzuiopasdfghjklyxcvbnm',
  'azertyuiopqsdfghjklmwxcvbn',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik9ol0p',
  'qazwsxedcrfvtgbyhnujmikolp',
  'zaq1xsw2cde3vfr4bgt5nhy6mju7',
];
const REPEATED_UNIT = /^(.{1,4})\1+$/su;

/** Lower case, no accents, letters and digits only: what the containment checks compare. */
function compact(text: string): string {
  return foldPassword(text).replace(/[^\p{L}\p{N}]/gu, '');
}

function isSequence(folded: string): boolean {
  if (REPEATED_UNIT.test(folded)) return true;
  const reversed = [...folded].reverse().join('');
  return SEQUENCE_LINES.some((line) => line.includes(folded) || line.includes(reversed));
}

function pieces(text: string): string[] {
  const whole = compact(text);
  const parts = foldPassword(text).split(/[^\p{L}\p{N}]+/u).map(compact);
  return [whole, ...parts].filter((p) => p.length >= CONTEXT_PIECE_MIN);
}

/**
 * The e-mail whole and its local part whole (the user name). Not its pieces: 'ana.garcia'
 * is looked for, 'garcia' alone is the surname's business (names), so a mailbox such as
 * 'secreta-42@' does not forbid every password with the word 'secreta'.
 */
function emailPieces(email: string): string[] {
  const at = email.lastIndexOf('@');
  const local = at > 0 ? email.slice(0, at) : email;
  return [compact(email), compact(local)].filter((p) => p.length >= CONTEXT_PIECE_MIN);
}

/**
 * Why `password` cannot be a new password, as a validation message (key and values for
 * `t('validation:' + key, values)`), or null when it is fine. Pure and total.
 */
export function passwordProblem(password: string, context: PasswordContext = {}): ValidationMessage | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return { key: 'min_length', values: { min: PASSWORD_MIN_LENGTH } };
  if (length > PASSWORD_MAX_LENGTH) return { key: 'max_length', values: { max: PASSWORD_MAX_LENGTH } };
  if (isCommonPassword(password)) return { key: 'password_common' };
  if (isSequence(foldPassword(password))) return { key: 'password_sequence' };
  const flat = compact(password);
  if (SITE_NAME_WORDS.some((w) => flat.includes(w))) return { key: 'password_contains_site_name' };
  if (context.email && emailPieces(context.email).some((p) => flat.includes(p))) return { key: 'password_contains_email' };
  const names = (context.names ?? []).filter((n): n is string => typeof n === 'string');
  if (names.some((n) => pieces(n).some((p) => flat.includes(p)))) return { key: 'password_contains_name' };
  return null;
}
