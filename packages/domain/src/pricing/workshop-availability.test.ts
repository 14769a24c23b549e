import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AVAILABILITY_LABELS } from './availability';
import { workshopAvailabilityLabel } from './workshop-availability';

const SPEC = 'spec 2 "availability labels (few places left, almost sold out, sold out, currently unavailable)", issue 16.1 "workshop capacity per day, with the same availability labels"';

describe('workshopAvailabilityLabel', () => {
  it.each([
    // the seeded workshop: 6 slots a day
    [`${SPEC}: 6 free of 6`, 6, 0, true, 'available'],
    [`${SPEC}: 5 free of 6`, 6, 1, true, 'available'],
    [`${SPEC}: 4 free of 6 (more than half)`, 6, 2, true, 'available'],
    [`${SPEC}: 3 free of 6 (half) few places left`, 6, 3, true, 'few_places_left'],
    [`${SPEC}: 2 free of 6 few places left`, 6, 4, true, 'few_places_left'],
    [`${SPEC}: 1 free of 6 almost sold out`, 6, 5, true, 'almost_sold_out'],
    [`${SPEC}: 0 free of 6 sold out`, 6, 6, true, 'sold_out'],
    [`${SPEC}: overbooked still sold out`, 6, 7, true, 'sold_out'],
    [`${SPEC}: a workshop closed that day (0 slots) is unavailable, not sold out`, 0, 0, true, 'currently_unavailable'],
    [`${SPEC}: disabled`, 6, 0, false, 'currently_unavailable'],
    // other sizes: relative to the workshop's capacity
    [`${SPEC}: 1 slot, free`, 1, 0, true, 'almost_sold_out'],
    [`${SPEC}: 2 slots, both free`, 2, 0, true, 'available'],
    [`${SPEC}: 20 slots, 11 free`, 20, 9, true, 'available'],
    [`${SPEC}: 20 slots, 10 free (half)`, 20, 10, true, 'few_places_left'],
    [`${SPEC}: 20 slots, 5 free`, 20, 15, true, 'few_places_left'],
    [`${SPEC}: 20 slots, 4 free (20%)`, 20, 16, true, 'almost_sold_out'],
  ])('%s', (_t, capacity, booked, enabled, label) => {
    expect(workshopAvailabilityLabel({ capacity, booked, enabled })).toBe(label);
  });

  it('never gets better as slots are booked (property)', () => {
    const rank = (l: string) => AVAILABILITY_LABELS.indexOf(l as (typeof AVAILABILITY_LABELS)[number]);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 0, max: 250 }), (capacity, booked) => {
        const now = workshopAvailabilityLabel({ capacity, booked, enabled: true });
        const next = workshopAvailabilityLabel({ capacity, booked: booked + 1, enabled: true });
        expect(rank(next)).toBeGreaterThanOrEqual(rank(now));
      }),
    );
  });

  it('an empty workshop is available from 2 slots up (the wash thresholds said "few places left" for 6)', () => {
    for (let capacity = 2; capacity <= 50; capacity++) expect(workshopAvailabilityLabel({ capacity, booked: 0, enabled: true })).toBe('available');
  });
});
