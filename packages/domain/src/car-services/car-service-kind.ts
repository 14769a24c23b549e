/**
 * The emission fee kinds of spec 9 (the amounts are pricing/fees.ts's EMISSION_FEES_CENTS,
 * keyed by the same names; pricing sits above this folder, so the names are written here).
 */
export type EmissionKind = 'petrol' | 'diesel' | 'industrial_diesel_van';

/**
 * Spec 5 "Voucher type from scope: ... all 21 itv; all 22 maintenance; all in 23-29
 * refueling; all in {5, 20-29} carservice" and spec 9 "Voucher scope ids: ... 21 itv, 22
 * maintenance, 23-29 refuel, 5 and 20-22 carservice": the scope id a car service is filed
 * under decides its type. Ours: 5 and 20 are the "other" car services (brakes, air
 * conditioning, pre-trip checks); any other id is not a car service.
 */
export const CAR_SERVICE_TYPES = ['itv', 'maintenance', 'refueling', 'other'] as const;
export type CarServiceType = (typeof CAR_SERVICE_TYPES)[number];

export function carServiceTypeOfScope(scopeId: number): CarServiceType | null {
  if (scopeId === 21) return 'itv';
  if (scopeId === 22) return 'maintenance';
  if (scopeId >= 23 && scopeId <= 29) return 'refueling';
  if (scopeId === 5 || scopeId === 20) return 'other';
  return null;
}

/**
 * Spec 2 "Services: washes and disinfection, car services, additional car services": ITV and
 * maintenance are the car services proper (the workshop's job); refuelling and the other
 * services are the additional ones (ours: the spec does not say which goes where).
 */
export function carServiceSection(type: CarServiceType): 'car_services' | 'additional_car_services' {
  return type === 'itv' || type === 'maintenance' ? 'car_services' : 'additional_car_services';
}

/**
 * Spec 9 "Emission fees: 40.60 petrol, 45.59 diesel, 54.98 industrial diesel van", by the
 * vehicle's propulsion code (vehicle catalogue, propulsions.json). Petrol-engined cars
 * (petrol, mild/full/plug-in hybrids, LPG, CNG) pay the petrol fee: their emission test is
 * the petrol one; diesel the diesel fee; DIV (industrial diesel van) its own. An electric car
 * has no emission test: no fee. An unknown code is null (no fee) rather than a guess.
 */
const EMISSION_BY_PROPULSION: Record<string, EmissionKind | null> = {
  G: 'petrol',
  MHEV: 'petrol',
  HEV: 'petrol',
  PHEV: 'petrol',
  GLP: 'petrol',
  GNC: 'petrol',
  D: 'diesel',
  DIV: 'industrial_diesel_van',
  BEV: null,
};

export function emissionKindOfPropulsion(propulsionCode: string | null | undefined): EmissionKind | null {
  if (!propulsionCode) return null;
  return EMISSION_BY_PROPULSION[propulsionCode.toUpperCase()] ?? null;
}

/**
 * Spec 3 Car service `fees_not_included`: the estimate's price leaves the official fees out;
 * ours: such a service (the ITV) is charged the emission fee of the car's propulsion on top.
 * A service whose fees are included pays none.
 */
export function emissionFeeKind(feesNotIncluded: boolean, propulsionCode: string | null | undefined): EmissionKind | null {
  return feesNotIncluded ? emissionKindOfPropulsion(propulsionCode) : null;
}
