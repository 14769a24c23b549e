import { describe, expect, it } from 'vitest';
import { carDetailsRequest, checkPlateRequest, createVehicleRequest, kmRequest, missingCarModelRequest, vehicleListQuery, workshopTypeRequest } from './vehicle';

const PLATE = 'spec 5 "plate required (requiredSignPlate; placeholder \'0000 ABC\')"; issue 15 "foreign plates are accepted as free text with a country"';
const CREATE = 'spec 7 create "plate, or null for selector path; ... or makeCode, makeDescription, modelDescription, umc, propulsion_code; or a type joined from brand, model, colour plus plate"';

const firstError = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  r.success ? null : { path: r.error!.issues[0]!.path.join('.'), message: r.error!.issues[0]!.message };

describe('checkPlateRequest', () => {
  it.each<[string, object, { path: string; message: string } | null]>([
    [`${PLATE}: current series`, { plate: '1234 BCD' }, null],
    [`${PLATE}: provincial series`, { plate: 'M-4721-XZ' }, null],
    [`${PLATE}: vowels are not Spanish`, { plate: '1234 AEI' }, { path: 'plate', message: 'invalid_plate' }],
    [`${PLATE}: blank`, { plate: '  ' }, { path: 'plate', message: 'required' }],
    [`${PLATE}: foreign with its country`, { plate: 'AB-123-CD', country: 'FR' }, null],
    [`${PLATE}: unknown country`, { plate: 'AB-123-CD', country: 'XX' }, { path: 'country', message: 'invalid_country' }],
    ['spec 7 "optional client_id" as a string of digits', { plate: '1234 BCD', client_id: '42' }, null],
    ['client_id must be an id', { plate: '1234 BCD', client_id: 'abc' }, { path: 'client_id', message: expect.any(String) as unknown as string }],
  ])('%s', (_rule, body, expected) => {
    expect(firstError(checkPlateRequest.safeParse(body))).toEqual(expected);
  });
});

describe('createVehicleRequest', () => {
  it.each<[string, object, { path: string; message: string } | null]>([
    [`${CREATE}: by plate`, { plate: '1234 BCD', type: null }, null],
    [`${CREATE}: selectors, no plate`, { plate: null, makeCode: 'VW', makeDescription: 'VOLKSWAGEN', modelDescription: 'GOLF VII (2017-2020)', umc: 'VW-004', propulsion_code: 'G' }, null],
    [`${CREATE}: not-found form`, { plate: '1234 BCD', brand: 'Lada', model: 'Niva', colour: 'verde' }, null],
    [`${CREATE}: the agent's client_id as a string`, { plate: '1234 BCD', client_id: '42' }, null],
    [`${CREATE}: nothing to go by`, { plate: null }, { path: 'plate', message: 'required' }],
    [`${CREATE}: brand without model`, { plate: '1234 BCD', brand: 'Lada' }, { path: 'model', message: 'required' }],
    [`${CREATE}: an invalid plate`, { plate: '12 34' }, { path: 'plate', message: 'invalid_plate' }],
    [`${CREATE}: no plate, an empty country (fuzz seed -293439495 was a 500)`, { country: '', brand: '!', model: '0' }, { path: 'country', message: 'invalid_country' }],
    [`${CREATE}: no plate, a country that is none`, { plate: null, country: 'QQ', brand: 'Lada', model: 'Niva' }, { path: 'country', message: 'invalid_country' }],
    [`${CREATE}: no plate, a country in lower case`, { plate: null, country: 'fr', brand: 'Lada', model: 'Niva' }, null],
  ])('%s', (_rule, body, expected) => {
    expect(firstError(createVehicleRequest.safeParse(body))).toEqual(expected);
  });
});

describe('km on the wire', () => {
  it.each<[string, unknown, boolean]>([
    ['spec 5 kilometres: an integer', 120000, true],
    ['zero is a reading', 0, true],
    ['not negative', -1, false],
    ['no fractions', 1.5, false],
    ['the dotted text is parsed by the form first (domain parseKm), not sent', '120.000', false],
    ['at most KM_MAX', 10_000_000, false],
  ])('%s', (_rule, km, ok) => {
    expect(kmRequest.safeParse({ km }).success).toBe(ok);
    expect(carDetailsRequest.safeParse({ km }).success).toBe(ok);
  });
});

describe('other bodies', () => {
  it('workshop type is one of the two, or null', () => {
    expect(workshopTypeRequest.safeParse({ workshop_type: 'official' }).success).toBe(true);
    expect(workshopTypeRequest.safeParse({ workshop_type: null }).success).toBe(true);
    expect(workshopTypeRequest.safeParse({ workshop_type: 'cheap' }).success).toBe(false);
  });
  it('spec 7 missing_car_model: brand and model required, e-mail optional but valid', () => {
    expect(missingCarModelRequest.safeParse({ brand: 'Lada', model: 'Niva' }).success).toBe(true);
    expect(missingCarModelRequest.safeParse({ brand: 'Lada', model: 'Niva', email: '' }).data?.email).toBeNull();
    expect(missingCarModelRequest.safeParse({ brand: 'Lada', model: 'Niva', email: 'no' }).success).toBe(false);
    expect(missingCarModelRequest.safeParse({ brand: ' ', model: 'Niva' }).success).toBe(false);
  });
  it('client_id 1 or absent is nobody; digits are taken', () => {
    expect(vehicleListQuery.parse({ client_id: '42' })).toEqual({ client_id: 42 });
    expect(vehicleListQuery.parse({})).toEqual({});
  });
});
