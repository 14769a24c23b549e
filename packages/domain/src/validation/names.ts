/**
 * Person names (issue 18.6: "traveller names accept bidirectional overrides (U+202E),
 * zero-width spaces and names made only of combining marks"; what must be true: "names
 * refuse bidirectional controls, zero-width and other format characters and mark-only text
 * (NFC-normalised)"). A name is shown on the desk's list, the invoice and the mails: an
 * override turns "Ana" into something else on screen, a zero-width character makes two
 * equal-looking names differ, and a name of marks alone is no name.
 *
 * Refused, by Unicode general category (the `u` flag's \p{...}, the same in Node and every
 * supported browser):
 * - Cf, format characters: the bidirectional controls U+200E/200F, U+202A-202E, U+2066-2069,
 *   U+061C, the zero-width U+200B-200D, U+2060 and U+FEFF, the soft hyphen U+00AD. (The
 *   zero-width non-joiner U+200C has a real use inside some Persian and Indic names; a
 *   traveller writes their name without it, as on a passport's machine-readable zone.)
 * - Cc, control characters (C0, DEL, C1); Cs, half of a surrogate pair; Co, private use;
 *   Zl and Zp, the line and paragraph separators U+2028/2029.
 * - text with no letter or digit-like base at all: only spaces (Z*) and marks (M*), or a
 *   name that starts with a mark (it would sit on whatever is printed before it).
 */

const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}]/u;
const MARK_OR_SPACE = /^[\p{M}\p{Z}]*$/u;
const LEADING_MARK = /^\p{M}/u;

/** The validation key a name fails with: 'invalid_characters' (a forbidden character), 'invalid_name' (no base letter), else null. */
export type NameProblem = 'invalid_characters' | 'invalid_name';

/** The stored form of a name: trimmed, NFC (so 'é' typed as e + U+0301 equals the precomposed 'é'). */
export function normaliseName(name: string): string {
  return name.trim().normalize('NFC');
}

/** Why `name` (already normalised) is no person name, or null. Total: any string in, never a throw. */
export function nameProblem(name: string): NameProblem | null {
  if (FORBIDDEN.test(name)) return 'invalid_characters';
  if (MARK_OR_SPACE.test(name) || LEADING_MARK.test(name)) return 'invalid_name';
  return null;
}
