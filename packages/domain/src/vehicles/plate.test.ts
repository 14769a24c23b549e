import { describe, expect, it } from 'vitest';
import { displayPlate, identifiableByRegister, vehiclePlate, type VehiclePlateResult } from './plate';

const REQUIRED = `spec 5 "plate required (requiredSignPlate; placeholder '0000 ABC')"`;
const GUEST = 'spec 6 "Guest: enters plate by hand"; issue 15 "foreign plates are accepted as free text with a country"';

describe('vehiclePlate', () => {
  it.each<[string, string, string | undefined, VehiclePlateResult]>([
    [`${REQUIRED}: current series as the placeholder`, '0000 BBB', undefined, { ok: true, plate: '0000BBB', country: 'ES', kind: 'es-current' }],
    [`${REQUIRED}: current series, lower case and dash normalised`, '1234-bcd', 'es', { ok: true, plate: '1234BCD', country: 'ES', kind: 'es-current' }],
    [`${REQUIRED}: current series, surrounding blanks`, '  9876 XYZ ', 'ES', { ok: true, plate: '9876XYZ', country: 'ES', kind: 'es-current' }],
    [`${REQUIRED}: current series never has vowels`, '1234 ABC', 'ES', { ok: false, error: 'invalid_plate' }],
    [`${REQUIRED}: current series never has Q`, '1234 BCQ', 'ES', { ok: false, error: 'invalid_plate' }],
    [`${REQUIRED}: current series never has Ñ`, '1234 BÑD', 'ES', { ok: false, error: 'invalid_plate' }],
    [`${REQUIRED}: provincial series M-1234-AB`, 'M-1234-AB', 'ES', { ok: true, plate: 'M1234AB', country: 'ES', kind: 'es-provincial' }],
    [`${REQUIRED}: provincial series B 1234 XY`, 'B 1234 XY', undefined, { ok: true, plate: 'B1234XY', country: 'ES', kind: 'es-provincial' }],
    [`${REQUIRED}: provincial two-letter province, one letter`, 'gi-5678-z', 'ES', { ok: true, plate: 'GI5678Z', country: 'ES', kind: 'es-provincial' }],
    [`${REQUIRED}: older numeric provincial series`, 'M 123456', 'ES', { ok: true, plate: 'M123456', country: 'ES', kind: 'es-provincial' }],
    [`${REQUIRED}: unknown province code`, 'XX 1234 AB', 'ES', { ok: false, error: 'invalid_plate' }],
    [`${REQUIRED}: a French plate is not Spanish`, 'AB-123-CD', 'ES', { ok: false, error: 'invalid_plate' }],
    [`${REQUIRED}: blank`, '   ', 'ES', { ok: false, error: 'required' }],
    [`${REQUIRED}: punctuation other than blank or dash`, '1234.BCD', 'ES', { ok: false, error: 'invalid_plate' }],
    [`${GUEST}: French plate with its country`, 'AB-123-CD', 'FR', { ok: true, plate: 'AB123CD', country: 'FR', kind: 'foreign' }],
    [`${GUEST}: German plate with its country`, 'M AB 1234', 'de', { ok: true, plate: 'MAB1234', country: 'DE', kind: 'foreign' }],
    [`${GUEST}: Spanish-looking plate from Andorra is foreign`, '1234 BCD', 'AD', { ok: true, plate: '1234BCD', country: 'AD', kind: 'foreign' }],
    [`${GUEST}: foreign plate still letters and digits only`, 'AB#123', 'FR', { ok: false, error: 'invalid_plate' }],
    [`${GUEST}: foreign plate at most 10 characters`, 'ABCDE123456', 'PT', { ok: false, error: 'invalid_plate' }],
    [`${GUEST}: the country must be an ISO code`, 'AB-123-CD', 'XX', { ok: false, error: 'invalid_country' }],
    [`${GUEST}: the country must be an ISO code, not a name`, 'AB-123-CD', 'France', { ok: false, error: 'invalid_country' }],
  ])('%s: %s (%s)', (_rule, plate, country, expected) => {
    expect(vehiclePlate(plate, country)).toEqual(expected);
  });
});

describe('identifiableByRegister', () => {
  it.each<[string, VehiclePlateResult, boolean]>([
    ['issue 15 "a plate-lookup provider": Spanish current plate', vehiclePlate('1234 BCD'), true],
    ['issue 15 "a plate-lookup provider": Spanish provincial plate', vehiclePlate('B 1234 XY'), true],
    ['issue 15 "foreign plates are accepted as free text": never looked up', vehiclePlate('AB-123-CD', 'FR'), false],
    ['an invalid plate is never looked up', vehiclePlate('1234 AEI'), false],
  ])('%s', (_rule, r, expected) => {
    expect(identifiableByRegister(r)).toBe(expected);
  });
});

describe('displayPlate', () => {
  it.each([
    ['current series: digits, blank, letters', '1234BCD', '1234 BCD'],
    ['provincial series: province, number, letters', 'B1234XY', 'B 1234 XY'],
    ['provincial two-letter province', 'GI5678Z', 'GI 5678 Z'],
    ['older numeric provincial', 'M123456', 'M 123456'],
    ['foreign plates as stored', 'AB123CD', 'AB123CD'],
  ])('%s: %s -> %s', (_rule, input, expected) => {
    expect(displayPlate(input)).toBe(expected);
  });
});
