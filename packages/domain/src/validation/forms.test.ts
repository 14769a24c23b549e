import { describe, expect, it } from 'vitest';
import type * as z from 'zod';
import { billingFormSchema, makeReservationFormSchema, reservationFormSchema, termsSchema } from './forms';
import { isValidationMessageKey } from './messages';

/** Issues as 'path: message' strings, the form the UI keys its errors by. */
function issuesOf(schema: z.ZodType, input: unknown): string[] {
  const r = schema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

const traveller = {
  name: 'Ana',
  surname: 'García López',
  email: 'ana@example.com',
  phone: '+34 612 34 56 78',
  plate: '1234 bcd',
  flightNumber: '',
};

describe('reservationFormSchema', () => {
  it.each([
    ['valid traveller', {}, []],
    ['flight optional: missing key', { flightNumber: undefined }, []],
    ['flight optional: null', { flightNumber: null }, []],
    ['flight given must be a flight number', { flightNumber: 'to be confirmed' }, ['flightNumber: invalid_flight_number']],
    ['name required', { name: '' }, ['name: required']],
    ['name blank is required', { name: '   ' }, ['name: required']],
    ['name missing is required', { name: undefined }, ['name: required']],
    ['name max 150', { name: 'a'.repeat(151) }, ['name: max_length']],
    ['name of exactly 150 is fine', { name: 'a'.repeat(150) }, []],
    ['surname required', { surname: '' }, ['surname: required']],
    ['surname max 150', { surname: 'b'.repeat(151) }, ['surname: max_length']],
    ['email required (not also invalid)', { email: '' }, ['email: required']],
    ['email valid', { email: 'ana@example' }, ['email: invalid_email']],
    ['phone required', { phone: '' }, ['phone: required']],
    ['phone valid', { phone: '12345' }, ['phone: invalid_phone']],
    ['plate required', { plate: ' ' }, ['plate: required']],
    ['plate valid', { plate: '1234 AEI' }, ['plate: invalid_plate']],
    ['several fields at once', { name: '', email: 'x' }, ['name: required', 'email: invalid_email']],
  ])('%s', (_rule, patch, expected) => {
    expect(issuesOf(reservationFormSchema, { ...traveller, ...patch })).toEqual(expected);
  });

  it.each([
    ['plate normalised', { plate: ' 1234-bcd ' }, { plate: '1234BCD' }],
    ['blank flight becomes null', { flightNumber: '  ' }, { flightNumber: null }],
    ['missing flight becomes null', { flightNumber: undefined }, { flightNumber: null }],
    ['flight normalised', { flightNumber: ' ib  3101 ' }, { flightNumber: 'IB 3101' }],
    ['names trimmed', { name: '  Ana ' }, { name: 'Ana' }],
  ])('output: %s', (_rule, patch, expected) => {
    expect(reservationFormSchema.parse({ ...traveller, ...patch })).toMatchObject(expected);
  });
});

describe('makeReservationFormSchema', () => {
  const required = makeReservationFormSchema({ flightRequired: true });
  it.each([
    ['flight required: blank', { flightNumber: '' }, ['flightNumber: required']],
    ['flight required: null', { flightNumber: null }, ['flightNumber: required']],
    ['flight required: missing', { flightNumber: undefined }, ['flightNumber: required']],
    ['flight required: bad format', { flightNumber: '12345' }, ['flightNumber: invalid_flight_number']],
    ['flight required: not a string', { flightNumber: 3101 }, ['flightNumber: invalid_flight_number']],
    ['flight required: IB 3101', { flightNumber: 'ib 3101' }, []],
    ['flight required: VY1234', { flightNumber: 'VY1234' }, []],
    ['flight required: U2 1234 (digit in airline code)', { flightNumber: 'U2 1234' }, []],
    ['flight required: ICAO RYR 8345', { flightNumber: 'RYR 8345' }, []],
    ['flight required: suffix letter', { flightNumber: 'IB3101A' }, []],
  ])('%s', (_rule, patch, expected) => {
    expect(issuesOf(required, { ...traveller, ...patch })).toEqual(expected);
  });

  it('flight not required behaves like reservationFormSchema', () => {
    expect(issuesOf(makeReservationFormSchema({ flightRequired: false }), traveller)).toEqual([]);
  });
});

const company = {
  name: 'Aparcamientos del Prat S.L.',
  nif: 'B12345674',
  address: 'Carrer de la Pau 1',
  city: 'El Prat de Llobregat',
  zip: '08820',
  state: 'Barcelona',
  country: 'ES',
  invoiceEmail: '',
};

describe('billingFormSchema', () => {
  it.each([
    ['company with CIF', {}, []],
    ['person with DNI and name + surname', { name: 'Ana García', nif: '12345678Z' }, []],
    ['person with NIE and name + surname', { name: 'John Smith', nif: 'X1234567L' }, []],
    ['DNI needs name and surname', { name: 'Ana', nif: '12345678Z' }, ['name: invalid_name_person']],
    ['NIE needs name and surname', { name: '  John  ', nif: 'X-1234567-L' }, ['name: invalid_name_person']],
    ['ES + DNI is a person too', { name: 'Ana', nif: 'ES12345678Z' }, ['name: invalid_name_person']],
    ['CIF allows a one-word name', { name: 'Acme', nif: 'B12345674' }, []],
    ['EU VAT allows a one-word name', { name: 'Acme', nif: 'DE123456789', country: 'DE', zip: '10115' }, []],
    ['nif required', { nif: '' }, ['nif: required']],
    ['bad DNI letter', { nif: '12345678A' }, ['nif: invalid_dni']],
    ['bad CIF control', { nif: 'B12345670' }, ['nif: invalid_dni']],
    ['bad VAT format', { nif: 'FR123' }, ['nif: invalid_vat']],
    ['no person check on an invalid nif', { name: 'Ana', nif: '12345678A' }, ['nif: invalid_dni']],
    ['name required', { name: '' }, ['name: required']],
    ['name max 150', { name: 'a'.repeat(151) }, ['name: max_length']],
    ['address required', { address: '' }, ['address: required']],
    ['address max 200', { address: 'a'.repeat(201) }, ['address: max_length']],
    ['city required', { city: ' ' }, ['city: required']],
    ['state required', { state: '' }, ['state: required']],
    ['zip required', { zip: '' }, ['zip: required']],
    ['Spanish zip: 5 digits, province 01-52', { zip: '53000' }, ['zip: invalid_zip']],
    ['Spanish zip: 4 digits', { zip: '8820' }, ['zip: invalid_zip']],
    ['Spanish zip: Ceuta 51001', { zip: '51001' }, []],
    ['foreign zip: format only', { country: 'PT', zip: '1000-001' }, []],
    ['foreign zip: UK style with blank', { country: 'GB', zip: 'SW1A 1AA', nif: 'B12345674' }, []],
    ['foreign zip: symbols refused', { country: 'FR', zip: '75#01' }, ['zip: invalid_zip']],
    ['country required', { country: '' }, ['country: required']],
    ['country ISO alpha-2', { country: 'XX' }, ['country: invalid_country']],
    ['country alpha-3 refused', { country: 'ESP' }, ['country: invalid_country']],
    ['invoice email optional: null', { invoiceEmail: null }, []],
    ['invoice email optional: missing', { invoiceEmail: undefined }, []],
    ['invoice email valid when given', { invoiceEmail: 'billing@' }, ['invoiceEmail: invalid_email']],
    ['invoice email valid', { invoiceEmail: 'billing@example.com' }, []],
  ])('%s', (_rule, patch, expected) => {
    expect(issuesOf(billingFormSchema, { ...company, ...patch })).toEqual(expected);
  });

  it.each([
    ['nif normalised', { nif: 'b-1234567-4' }, { nif: 'B12345674' }],
    ['country upper-cased', { country: 'fr', zip: '75001', nif: 'FR12345678901' }, { country: 'FR' }],
    ['blank invoice email becomes null', { invoiceEmail: ' ' }, { invoiceEmail: null }],
    ['zip upper-cased', { country: 'GB', zip: 'sw1a 1aa' }, { zip: 'SW1A 1AA' }],
  ])('output: %s', (_rule, patch, expected) => {
    expect(billingFormSchema.parse({ ...company, ...patch })).toMatchObject(expected);
  });
});

describe('termsSchema', () => {
  const plain = termsSchema({ hasCarServices: false });
  const withCar = termsSchema({ hasCarServices: true });
  it.each([
    ['sales terms accepted', plain, { salesTerms: true }, []],
    ['sales terms not ticked', plain, { salesTerms: false }, ['salesTerms: terms_required']],
    ['sales terms missing', plain, {}, ['salesTerms: terms_required']],
    ['without car services the other two are ignored', plain, { salesTerms: true, insurance: false }, []],
    ['car services: all three ticked', withCar, { salesTerms: true, insurance: true, vehicleMove: true }, []],
    [
      'car services: insurance missing',
      withCar,
      { salesTerms: true, insurance: false, vehicleMove: true },
      ['insurance: insurance_required'],
    ],
    [
      'car services: authorisation to move missing',
      withCar,
      { salesTerms: true, insurance: true },
      ['vehicleMove: vehicle_move_required'],
    ],
    [
      'car services: nothing ticked',
      withCar,
      { salesTerms: false, insurance: false, vehicleMove: false },
      ['salesTerms: terms_required', 'insurance: insurance_required', 'vehicleMove: vehicle_move_required'],
    ],
  ])('%s', (_rule, schema, input, expected) => {
    expect(issuesOf(schema, input)).toEqual(expected);
  });
});

describe('schema messages', () => {
  it.each([
    ['reservation', reservationFormSchema, {}],
    ['reservation with junk types', makeReservationFormSchema({ flightRequired: true }), { name: 1, email: [], flightNumber: 7 }],
    ['billing', billingFormSchema, { country: 5, nif: 'FR1', name: 'a'.repeat(200) }],
    ['terms', termsSchema({ hasCarServices: true }), { salesTerms: 'yes' }],
    ['terms without car services, junk extras', termsSchema({ hasCarServices: false }), { insurance: 'no' }],
    ['reservation body not an object', reservationFormSchema, null],
    ['billing body not an object', billingFormSchema, 'text'],
    ['terms body not an object', termsSchema({ hasCarServices: false }), 42],
  ])('%s: every issue message is a validation key', (_rule, schema, input) => {
    const r = schema.safeParse(input);
    expect(r.success).toBe(false);
    for (const issue of r.error?.issues ?? []) expect(isValidationMessageKey(issue.message)).toBe(true);
  });
});
