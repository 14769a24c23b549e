import { describe, expect, it } from 'vitest';
import { billingFormSchema, reservationFormSchema } from './forms';
import { nameProblem, normaliseName } from './names';

/**
 * Issue 18.6: "traveller names accept bidirectional overrides (U+202E), zero-width spaces
 * and names made only of combining marks". What must be true: "names refuse bidirectional
 * controls, zero-width and other format characters and mark-only text (NFC-normalised)".
 */
describe('nameProblem (person names)', () => {
  it.each([
    ['a Spanish name', 'José María', null],
    ['Catalan with the middle dot', 'Gal·la', null],
    ['apostrophe and hyphen', "O'Neill-Pérez", null],
    ['Vietnamese, marks on letters', 'Nguyễn Thị Ánh', null],
    ['Greek', 'Αλέξανδρος', null],
    ['Arabic (right-to-left letters, no control)', 'محمد', null],
    ['CJK', '山田', null],
    ['Devanagari with its vowel signs (marks after a base)', 'देवनागरी', null],
    ['a letter then a combining accent', 'Jose\u0301', null],
    ['U+202E right-to-left override (issue 18.6)', 'Ana\u202Egrebnesio', 'invalid_characters'],
    ['U+202A left-to-right embedding', '\u202AAna', 'invalid_characters'],
    ['U+202C pop directional formatting', 'Ana\u202C', 'invalid_characters'],
    ['U+2066 left-to-right isolate', 'A\u2066na', 'invalid_characters'],
    ['U+2069 pop directional isolate', 'Ana\u2069', 'invalid_characters'],
    ['U+200E left-to-right mark', 'Ana\u200E', 'invalid_characters'],
    ['U+200F right-to-left mark', 'Ana\u200F', 'invalid_characters'],
    ['U+061C Arabic letter mark', 'محمد\u061C', 'invalid_characters'],
    ['U+200B zero-width space (issue 18.6)', 'An\u200Ba', 'invalid_characters'],
    ['U+200C zero-width non-joiner', 'An\u200Ca', 'invalid_characters'],
    ['U+200D zero-width joiner', 'An\u200Da', 'invalid_characters'],
    ['U+2060 word joiner', 'An\u2060a', 'invalid_characters'],
    ['U+FEFF zero-width no-break space inside', 'An\uFEFFa', 'invalid_characters'],
    ['U+00AD soft hyphen', 'An\u00ADa', 'invalid_characters'],
    ['a control character (NUL)', 'Ana\u0000', 'invalid_characters'],
    ['a C1 control (NEL)', 'Ana\u0085', 'invalid_characters'],
    ['a line feed', 'Ana\nMaría', 'invalid_characters'],
    ['U+2028 line separator', 'Ana\u2028María', 'invalid_characters'],
    ['a private-use character', 'Ana\uE000', 'invalid_characters'],
    ['a lone surrogate', 'Ana\ud800', 'invalid_characters'],
    ['only combining marks (issue 18.6)', '\u0301\u0308\u0327', 'invalid_name'],
    ['only spaces and marks', ' \u0301 \u0300', 'invalid_name'],
    ['starts with a mark', '\u0301Ana', 'invalid_name'],
    ['an ideographic space only', '\u3000', 'invalid_name'],
  ])('%s', (_rule, name, problem) => {
    expect(nameProblem(name)).toBe(problem);
  });
});

describe('normaliseName: trimmed and NFC', () => {
  it.each([
    ['decomposed é becomes the precomposed one', 'Jose\u0301', 'Jos\u00e9'],
    ['blanks around go', '  Ana  ', 'Ana'],
    ['already NFC stays', 'Nguyễn', 'Nguyễn'],
    ['Hangul jamo compose', '\u1100\u1161', '\uAC00'],
  ])('%s', (_rule, name, out) => {
    expect(normaliseName(name)).toBe(out);
  });
});

describe('the name fields of the forms use the rule (traveller, invoice; sign-up in contracts/account)', () => {
  const traveller = { name: 'Ana', surname: 'García', email: 'ana@example.com', phone: '+34 612 345 678', plate: '1234 BCD' };
  it.each([
    ['a plain name passes', { name: 'Ana' }, null],
    ['U+202E in the name', { name: 'Ana\u202E' }, 'invalid_characters'],
    ['U+200B in the surname', { surname: 'Gar\u200Bcía' }, 'invalid_characters'],
    ['a mark-only surname', { surname: '\u0301\u0301' }, 'invalid_name'],
    ['blank stays required', { name: '  ' }, 'required'],
  ])('traveller step: %s', (_rule, change, message) => {
    const r = reservationFormSchema.safeParse({ ...traveller, ...change });
    expect(r.success ? null : r.error.issues[0]?.message).toBe(message);
  });

  it('stores the NFC form', () => {
    const r = reservationFormSchema.parse({ ...traveller, name: ' Jose\u0301 ' });
    expect(r.name).toBe('Jos\u00e9');
  });

  it('the invoice name too', () => {
    const billing = { name: 'Ana\u202EGarcía', nif: '12345678Z', address: 'Calle Mayor 1', city: 'Madrid', zip: '28001', state: 'Madrid', country: 'ES' };
    const r = billingFormSchema.safeParse(billing);
    expect(r.success ? null : r.error.issues[0]?.message).toBe('invalid_characters');
  });
});
