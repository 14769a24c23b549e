import { describe, expect, it } from 'vitest';
import { EMISSION_FEES_CENTS, emissionFeeCents } from '../pricing/fees';
import { carServiceSection, carServiceTypeOfScope, emissionFeeKind, emissionKindOfPropulsion } from './car-service-kind';

const SCOPE = 'spec 5 "all 21 itv; all 22 maintenance; all in 23-29 refueling; all in {5, 20-29} carservice"';
const EMISSION = 'spec 9 "Emission fees: 40.60 petrol, 45.59 diesel, 54.98 industrial diesel van"';

describe('carServiceTypeOfScope', () => {
  it.each([
    [`${SCOPE}: 21 is the ITV`, 21, 'itv'],
    [`${SCOPE}: 22 is maintenance`, 22, 'maintenance'],
    [`${SCOPE}: 23 is refuelling`, 23, 'refueling'],
    [`${SCOPE}: 29 is refuelling`, 29, 'refueling'],
    [`${SCOPE}: 5 is another car service`, 5, 'other'],
    [`${SCOPE}: 20 is another car service`, 20, 'other'],
    [`${SCOPE}: 3 is a wash, not a car service`, 3, null],
    [`${SCOPE}: 30 is nothing`, 30, null],
  ] as const)('%s', (_t, id, type) => {
    expect(carServiceTypeOfScope(id)).toBe(type);
  });

  it('spec 2 "car services, additional car services": ITV and maintenance first, the rest additional', () => {
    expect(carServiceSection('itv')).toBe('car_services');
    expect(carServiceSection('maintenance')).toBe('car_services');
    expect(carServiceSection('refueling')).toBe('additional_car_services');
    expect(carServiceSection('other')).toBe('additional_car_services');
  });
});

describe('emission fee by propulsion', () => {
  it.each([
    [`${EMISSION}: petrol (G) pays 40.60`, 'G', 4_060],
    [`${EMISSION}: a hybrid has a petrol engine: 40.60`, 'HEV', 4_060],
    [`${EMISSION}: a plug-in hybrid: 40.60`, 'PHEV', 4_060],
    [`${EMISSION}: LPG is tested as petrol: 40.60`, 'GLP', 4_060],
    [`${EMISSION}: diesel (D) pays 45.59`, 'D', 4_559],
    [`${EMISSION}: industrial diesel van (DIV) pays 54.98`, 'DIV', 5_498],
    [`${EMISSION}: electric has no emission test: 0`, 'BEV', 0],
    [`${EMISSION}: unknown propulsion: no fee rather than a guess`, 'XYZ', 0],
    [`${EMISSION}: no propulsion known: 0`, null, 0],
  ] as const)('%s', (_t, code, cents) => {
    expect(emissionFeeCents(emissionFeeKind(true, code))).toBe(cents);
  });

  it('spec 3 "fees_not_included": a service whose fees are included pays no emission fee', () => {
    expect(emissionFeeKind(false, 'D')).toBeNull();
    expect(emissionKindOfPropulsion('d')).toBe('diesel');
    expect(Object.keys(EMISSION_FEES_CENTS).sort()).toEqual(['diesel', 'industrial_diesel_van', 'petrol']);
  });
});
