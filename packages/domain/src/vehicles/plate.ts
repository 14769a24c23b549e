import { isIsoCountryCode } from '../validation/country';
import { normalisePlate, plateKind } from '../validation/contact';

/**
 * A vehicle's plate with the country that issued it (spec 5 "plate required
 * (requiredSignPlate; placeholder '0000 ABC')", spec 6 "Guest: enters plate by hand").
 *
 * The plate shapes themselves are the traveller form's rule (validation/contact.ts:
 * `plateKind`, `normalisePlate`), kept once: current Spanish series (4 digits + 3
 * consonants, no vowels, Ñ or Q), the older provincial series ('B 1234 XY', 'M-123456')
 * and a foreign fallback. The vehicle adds the country: a Spanish plate (country 'ES', the
 * default) must be of a Spanish series; a plate from another country is free text of
 * letters and digits (the same foreign rule) and is never sent to the Spanish registry.
 */
export const SPAIN = 'ES';

export type VehiclePlateKind = 'es-current' | 'es-provincial' | 'foreign';

export type VehiclePlateResult =
  | { ok: true; plate: string; country: string; kind: VehiclePlateKind }
  | { ok: false; error: 'required' | 'invalid_plate' | 'invalid_country' };

/**
 * Checks and normalises a plate typed by a traveller. `plate` comes back canonical (upper
 * case, no blanks or dashes: '1234 bcd' and '1234-BCD' are the same car); `country` upper
 * case ISO 3166-1 alpha-2.
 */
export function vehiclePlate(plate: string, country: string = SPAIN): VehiclePlateResult {
  if (plate.trim() === '') return { ok: false, error: 'required' };
  if (!isIsoCountryCode(country)) return { ok: false, error: 'invalid_country' };
  const c = country.trim().toUpperCase();
  const kind = plateKind(plate);
  if (kind === null) return { ok: false, error: 'invalid_plate' };
  if (c === SPAIN && kind === 'foreign') return { ok: false, error: 'invalid_plate' };
  return { ok: true, plate: normalisePlate(plate), country: c, kind: c === SPAIN ? kind : 'foreign' };
}

/** Only Spanish plates can be identified by the (Spanish) plate register. */
export function identifiableByRegister(r: VehiclePlateResult): boolean {
  return r.ok && r.kind !== 'foreign';
}

/**
 * A canonical Spanish plate as people write it: '1234 BCD' (current series) and
 * 'B 1234 XY' / 'M 123456' (provincial: province, number, letters). Anything else is
 * returned as stored.
 */
export function displayPlate(canonical: string): string {
  const current = /^(\d{4})([A-Z]{3})$/.exec(canonical);
  if (current) return `${current[1]} ${current[2]}`;
  const provincial = /^([A-Z]{1,2})(\d{1,6})([A-Z]{0,2})$/.exec(canonical);
  if (provincial && plateKind(canonical) === 'es-provincial') {
    return [provincial[1], provincial[2], provincial[3]].filter(Boolean).join(' ');
  }
  return canonical;
}
