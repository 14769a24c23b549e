/**
 * Spec 2: availability labels on services (few places left, almost sold out, sold out,
 * currently unavailable). Thresholds are ours: docs/availability-labels.md.
 */
export const AVAILABILITY_LABELS = ['available', 'few_places_left', 'almost_sold_out', 'sold_out', 'currently_unavailable'] as const;
export type AvailabilityLabel = (typeof AVAILABILITY_LABELS)[number];

export function isAvailabilityLabel(v: unknown): v is AvailabilityLabel {
  return typeof v === 'string' && (AVAILABILITY_LABELS as readonly string[]).includes(v);
}

/**
 * The label an answer gives a service: its `availability` (or `availability_label`) when it
 * is one of the labels; else a service said to be unavailable or disabled is currently
 * unavailable, and anything else available.
 */
export function availabilityLabelOf(raw: { availability?: unknown; availability_label?: unknown; available?: unknown; enabled?: unknown }): AvailabilityLabel {
  const label = raw.availability ?? raw.availability_label;
  if (isAvailabilityLabel(label)) return label;
  if (raw.available === false || raw.enabled === false) return 'currently_unavailable';
  return 'available';
}

/** Sold out and currently unavailable services cannot be chosen; the other labels only warn. */
export function canChoose(label: AvailabilityLabel): boolean {
  return label !== 'sold_out' && label !== 'currently_unavailable';
}

/** almost sold out: free <= 5% of capacity or free <= 2 */
export const ALMOST_SOLD_OUT = { pct: 5, places: 2 } as const;
/** few places left: free <= 15% of capacity or free <= 10 */
export const FEW_PLACES_LEFT = { pct: 15, places: 10 } as const;

export function availabilityLabel(input: { capacity: number; booked: number; enabled: boolean }): AvailabilityLabel {
  const { capacity, booked, enabled } = input;
  // A disabled service or one without capacity is not "sold out": nobody could have bought it.
  if (!enabled || !(capacity > 0)) return 'currently_unavailable';
  const free = capacity - Math.max(0, booked);
  if (free <= 0) return 'sold_out';
  // Integer comparisons (free * 100 <= capacity * pct) avoid float thresholds.
  if (free * 100 <= capacity * ALMOST_SOLD_OUT.pct || free <= ALMOST_SOLD_OUT.places) return 'almost_sold_out';
  if (free * 100 <= capacity * FEW_PLACES_LEFT.pct || free <= FEW_PLACES_LEFT.places) return 'few_places_left';
  return 'available';
}

/**
 * Places free on every day of a stay: the tightest day decides, because a booking takes one
 * place on each day (design.md section 3). Overbooked days count as 0; no days gives 0.
 */
export function minFreeOverStay(days: { capacity: number; booked: number }[]): number {
  if (days.length === 0) return 0;
  return Math.min(...days.map((d) => Math.max(0, d.capacity - d.booked)));
}

/**
 * Label for a whole stay: the day with the fewest free places, labelled against its own
 * capacity. A convenience for the offer; callers with one row per day pass them all.
 */
export function stayAvailabilityLabel(days: { capacity: number; booked: number }[], enabled: boolean): AvailabilityLabel {
  if (days.length === 0) return 'currently_unavailable';
  let tightest = days[0]!;
  for (const d of days) {
    if (d.capacity - d.booked < tightest.capacity - tightest.booked) tightest = d;
  }
  return availabilityLabel({ ...tightest, enabled });
}
