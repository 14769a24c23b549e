import type { AvailabilityLabel } from './availability';

/**
 * Spec 2 availability labels (few places left, almost sold out, sold out, currently
 * unavailable) for a workshop's slots on a day (issue 16.1 "workshop capacity per day, with
 * the same availability labels as washes"). The same labels, but thresholds relative to the
 * workshop's own capacity: the car parks' and washes' thresholds (pricing/availability.ts)
 * have floors of 10 and 2 free places, so a workshop of 6 slots was "few places left" even
 * when empty. Ours (docs/availability-labels.md, decision 0025):
 *   almost sold out: one slot left, or at most 20% of the slots free;
 *   few places left: at most half the slots free;
 *   available: more than half free.
 * For 6 slots: 6-4 free available, 3-2 few places left, 1 almost sold out, 0 sold out.
 */
export const WORKSHOP_ALMOST_SOLD_OUT = { pct: 20, slots: 1 } as const;
export const WORKSHOP_FEW_PLACES_LEFT = { pct: 50 } as const;

export function workshopAvailabilityLabel(input: { capacity: number; booked: number; enabled: boolean }): AvailabilityLabel {
  const { capacity, booked, enabled } = input;
  // A workshop closed for the day (no slots) is not "sold out": nobody could have booked it.
  if (!enabled || !(capacity > 0)) return 'currently_unavailable';
  const free = capacity - Math.max(0, booked);
  if (free <= 0) return 'sold_out';
  // Integer comparisons (free * 100 <= capacity * pct), no float thresholds.
  if (free <= WORKSHOP_ALMOST_SOLD_OUT.slots || free * 100 <= capacity * WORKSHOP_ALMOST_SOLD_OUT.pct) return 'almost_sold_out';
  if (free * 100 <= capacity * WORKSHOP_FEW_PLACES_LEFT.pct) return 'few_places_left';
  return 'available';
}
