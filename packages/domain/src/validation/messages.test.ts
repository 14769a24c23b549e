import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import ca from '../../locales/ca/validation.json';
import en from '../../locales/en/validation.json';
import es from '../../locales/es/validation.json';
import fr from '../../locales/fr/validation.json';
import { billingFormSchema, reservationFormSchema } from './forms';
import {
  FIELD_LIMITS,
  firstErrorPerField,
  isValidationMessageKey,
  toValidationMessage,
  VALIDATION_MESSAGE_KEYS,
} from './messages';

const catalogues: [string, Record<string, string>][] = [
  ['es', es],
  ['ca', ca],
  ['en', en],
  ['fr', fr],
];

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('VALIDATION_MESSAGE_KEYS', () => {
  it('has no duplicates', () => {
    expect(new Set(VALIDATION_MESSAGE_KEYS).size).toBe(VALIDATION_MESSAGE_KEYS.length);
  });

  it.each(catalogues)('%s validation.json has exactly the keys, each a non-empty text', (_lang, cat) => {
    expect(Object.keys(cat).sort()).toEqual([...VALIDATION_MESSAGE_KEYS].sort());
    for (const key of VALIDATION_MESSAGE_KEYS) expect(cat[key]?.trim()).not.toBe('');
  });

  it.each(catalogues)('%s uses the same {{placeholders}} as es', (_lang, cat) => {
    for (const key of VALIDATION_MESSAGE_KEYS) {
      expect(placeholders(cat[key] ?? ''), key).toEqual(placeholders((es as Record<string, string>)[key] ?? ''));
    }
  });

  it.each([
    ['max_length interpolates max', 'max_length', ['max']],
    ['min_length interpolates min', 'min_length', ['min']],
  ])('%s', (_rule, key, expected) => {
    expect(placeholders((es as Record<string, string>)[key] ?? '')).toEqual(expected);
  });

  it.each([
    ['spec 5 "enter name and surname" (en)', en.invalid_name_person, 'Enter name and surname'],
    ['the person rule in Spanish', es.invalid_name_person, 'Introduce nombre y apellidos'],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('isValidationMessageKey', () => {
  it.each([
    ['a catalogue key', 'invalid_email', true],
    ['a zod default text', 'Invalid input', false],
    ['empty', '', false],
  ])('%s: %s -> %s', (_rule, input, expected) => {
    expect(isValidationMessageKey(input)).toBe(expected);
  });
});

describe('FIELD_LIMITS', () => {
  it('spec 9: name and surname max 150', () => {
    expect([FIELD_LIMITS.name, FIELD_LIMITS.surname]).toEqual([150, 150]);
  });
});

describe('toValidationMessage', () => {
  const firstIssue = (r: { error?: { issues: z.core.$ZodIssue[] } }) => r.error?.issues[0];
  const traveller = { name: 'Ana', surname: 'Gil', email: 'a@b.es', phone: '612345678', plate: '1234BCD' };
  it.each([
    [
      'max_length carries the schema maximum',
      firstIssue(reservationFormSchema.safeParse({ ...traveller, surname: 'x'.repeat(151) })),
      { key: 'max_length', values: { max: 150 } },
    ],
    [
      'billing address limit comes from the schema too',
      firstIssue(
        billingFormSchema.safeParse({
          name: 'Acme', nif: 'B12345674', address: 'x'.repeat(201), city: 'Prat', zip: '08820', state: 'B', country: 'ES',
        }),
      ),
      { key: 'max_length', values: { max: FIELD_LIMITS.address } },
    ],
    [
      'a plain key has no values',
      firstIssue(reservationFormSchema.safeParse({ ...traveller, email: 'nope' })),
      { key: 'invalid_email' },
    ],
    [
      'min_length carries the minimum',
      { code: 'too_small', minimum: 8, origin: 'string', inclusive: true, message: 'min_length', path: [], input: '' },
      { key: 'min_length', values: { min: 8 } },
    ],
    [
      'a foreign zod text degrades to invalid_value',
      { code: 'custom', message: 'Invalid input', path: [], input: 1 },
      { key: 'invalid_value' },
    ],
  ])('%s', (_rule, issue, expected) => {
    expect(toValidationMessage(issue as z.core.$ZodIssue)).toEqual(expected);
  });
});

describe('firstErrorPerField', () => {
  const T = 'spec 5 "E-mail required and valid (requiredEmail); phone required (requiredPhone); plate required"';
  const traveller = { name: 'Ana', surname: 'Gil', email: 'a@b.es', phone: '612345678', plate: '1234BCD' };
  const issues = (v: unknown) => {
    const r = reservationFormSchema.safeParse(v);
    return r.success ? [] : r.error.issues;
  };
  it.each([
    [`${T}: a valid form has no errors`, traveller, {}],
    [`${T}: one field, one message`, { ...traveller, email: 'nope' }, { email: { key: 'invalid_email' } }],
    [
      `${T}: one message per field, each field's first`,
      { ...traveller, email: '', phone: '', plate: '' },
      { email: { key: 'required' }, phone: { key: 'required' }, plate: { key: 'required' } },
    ],
    [`${T}: the limit travels with max_length`, { ...traveller, surname: 'x'.repeat(151) }, { surname: { key: 'max_length', values: { max: 150 } } }],
  ])('%s', (_t, values, expected) => {
    expect(firstErrorPerField(issues(values))).toEqual(expected);
  });

  it(`${T}: a second issue of the same field is not shown, an issue without a field is skipped`, () => {
    const found = firstErrorPerField([
      { code: 'custom', message: 'invalid_email', path: ['email'], input: 'x' },
      { code: 'custom', message: 'required', path: ['email'], input: 'x' },
      { code: 'custom', message: 'invalid_value', path: [], input: 'x' },
    ] as z.core.$ZodIssue[]);
    expect(found).toEqual({ email: { key: 'invalid_email' } });
  });
});
