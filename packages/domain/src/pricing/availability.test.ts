import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AVAILABILITY_LABELS,
  type AvailabilityLabel,
  availabilityLabel,
  availabilityLabelOf,
  canChoose,
  isAvailabilityLabel,
  minFreeOverStay,
  stayAvailabilityLabel,
} from './availability';

const LABELS = 'spec 2 "availability labels (few places left, almost sold out, sold out, currently unavailable)"';

describe('availabilityLabel', () => {
  it.each([
    [`${LABELS}: disabled service`, 100, 0, false, 'currently_unavailable'],
    [`${LABELS}: no capacity is unavailable, not sold out`, 0, 0, true, 'currently_unavailable'],
    [`${LABELS}: all booked`, 100, 100, true, 'sold_out'],
    [`${LABELS}: overbooked still sold out`, 100, 103, true, 'sold_out'],
    [`${LABELS}: 5 free of 100 (5%) almost sold out`, 100, 95, true, 'almost_sold_out'],
    [`${LABELS}: 6 free of 100 few places left`, 100, 94, true, 'few_places_left'],
    [`${LABELS}: 15 free of 100 (15%) few places left`, 100, 85, true, 'few_places_left'],
    [`${LABELS}: 16 free of 100 available`, 100, 84, true, 'available'],
    [`${LABELS}: 2 free of 1000 almost sold out (<= 2)`, 1_000, 998, true, 'almost_sold_out'],
    [`${LABELS}: 50 free of 1000 (5%) almost sold out`, 1_000, 950, true, 'almost_sold_out'],
    [`${LABELS}: 150 free of 1000 few places left`, 1_000, 850, true, 'few_places_left'],
    [`${LABELS}: 151 free of 1000 available`, 1_000, 849, true, 'available'],
    [`${LABELS}: 10 free of 20: few places left (<= 10)`, 20, 10, true, 'few_places_left'],
    [`${LABELS}: 11 free of 20: available`, 20, 9, true, 'available'],
    [`${LABELS}: small service, 2 free of 8`, 8, 6, true, 'almost_sold_out'],
    [`${LABELS}: a negative booked count counts as none`, 100, -5, true, 'available'],
  ] as const)('%s', (_t, capacity, booked, enabled, expected) => {
    expect(availabilityLabel({ capacity, booked, enabled })).toBe(expected);
  });

  it(`${LABELS}: fewer free places never give a better label`, () => {
    const rank: Record<AvailabilityLabel, number> = {
      available: 4,
      few_places_left: 3,
      almost_sold_out: 2,
      sold_out: 1,
      currently_unavailable: 0,
    };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5_000 }), fc.nat(5_000), fc.nat(100), (capacity, booked, more) => {
        const a = availabilityLabel({ capacity, booked, enabled: true });
        const b = availabilityLabel({ capacity, booked: booked + more, enabled: true });
        expect(rank[b]).toBeLessThanOrEqual(rank[a]);
      }),
    );
  });
});

describe('minFreeOverStay', () => {
  it.each([
    ['design 3 "one row per (product, day)": the tightest day decides', [{ capacity: 10, booked: 2 }, { capacity: 10, booked: 9 }, { capacity: 5, booked: 0 }], 1],
    ['design 3 "CHECK (booked <= capacity)": an overbooked day counts as 0', [{ capacity: 10, booked: 12 }, { capacity: 10, booked: 0 }], 0],
    ['design 3: a one-day stay', [{ capacity: 40, booked: 15 }], 25],
    ['design 3: no days, nothing bookable', [], 0],
  ])('%s', (_t, days, expected) => {
    expect(minFreeOverStay(days)).toBe(expected);
  });
});

describe('stayAvailabilityLabel', () => {
  it.each([
    [`${LABELS}: the full day makes the stay sold out`, [{ capacity: 100, booked: 0 }, { capacity: 100, booked: 100 }], true, 'sold_out'],
    [`${LABELS}: the tightest day labels the stay`, [{ capacity: 100, booked: 0 }, { capacity: 100, booked: 90 }], true, 'few_places_left'],
    [`${LABELS}: disabled wins`, [{ capacity: 100, booked: 0 }], false, 'currently_unavailable'],
    [`${LABELS}: no days`, [], true, 'currently_unavailable'],
  ] as const)('%s', (_t, days, enabled, expected) => {
    expect(stayAvailabilityLabel([...days], enabled)).toBe(expected);
  });
});

describe('isAvailabilityLabel / availabilityLabelOf', () => {
  it.each<[string, Record<string, unknown>, AvailabilityLabel]>([
    [`${LABELS}: few places left as sent`, { availability: 'few_places_left' }, 'few_places_left'],
    [`${LABELS}: almost sold out as sent`, { availability: 'almost_sold_out' }, 'almost_sold_out'],
    [`${LABELS}: sold out as sent`, { availability: 'sold_out' }, 'sold_out'],
    [`${LABELS}: currently unavailable as sent`, { availability: 'currently_unavailable' }, 'currently_unavailable'],
    [`${LABELS}: an older availability_label field`, { availability_label: 'sold_out' }, 'sold_out'],
    [`${LABELS}: an unknown label with available false is currently unavailable`, { availability: 'gone', available: false }, 'currently_unavailable'],
    [`${LABELS}: a disabled service is currently unavailable`, { enabled: false }, 'currently_unavailable'],
    [`${LABELS}: without a label it is available`, {}, 'available'],
  ])('%s', (_t, raw, expected) => {
    expect(availabilityLabelOf(raw)).toBe(expected);
  });

  it(`${LABELS}: exactly the labels of availabilityLabel`, () => {
    expect([...AVAILABILITY_LABELS].sort()).toEqual(['almost_sold_out', 'available', 'currently_unavailable', 'few_places_left', 'sold_out']);
    expect(isAvailabilityLabel('sold_out')).toBe(true);
    expect(isAvailabilityLabel('SOLD_OUT')).toBe(false);
    expect(isAvailabilityLabel(3)).toBe(false);
  });
});

describe('canChoose', () => {
  it.each<[string, AvailabilityLabel, boolean]>([
    [`${LABELS}: available`, 'available', true],
    [`${LABELS}: few places left only warns`, 'few_places_left', true],
    [`${LABELS}: almost sold out only warns`, 'almost_sold_out', true],
    [`${LABELS}: sold out cannot be chosen`, 'sold_out', false],
    [`${LABELS}: currently unavailable cannot be chosen`, 'currently_unavailable', false],
  ])('%s', (_t, label, expected) => {
    expect(canChoose(label)).toBe(expected);
  });
});
