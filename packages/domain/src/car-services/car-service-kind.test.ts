import { describe, expect, it } from 'vitest';
import { carServiceSection, carServiceTypeOfScope } from './car-service-kind';

const SCOPE = 'spec 5 "all 21 itv; all 22 maintenance; all in 23-29 refueling; all in {5, 20-29} carservice"';

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
