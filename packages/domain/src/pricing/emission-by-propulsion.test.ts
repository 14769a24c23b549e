import { describe, expect, it } from 'vitest';
import { emissionFeeKind, emissionKindOfPropulsion } from '../car-services/car-service-kind';
import { EMISSION_FEES_CENTS, emissionFeeCents } from './fees';

const EMISSION = 'spec 9 "Emission fees: 40.60 petrol, 45.59 diesel, 54.98 industrial diesel van"';

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
