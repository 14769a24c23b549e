/** The five booking steps in order (spec 2 Routes). */
export const STEPS = ['where-when', 'products', 'services', 'traveler-data', 'confirmation'] as const;
export type Step = (typeof STEPS)[number];

export function stepOfPath(pathname: string): Step | null {
  const seg = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  return (STEPS as readonly string[]).includes(seg) ? (seg as Step) : null;
}

/** Steps that need a stored booking (place, product, dates) unless direct access is allowed. */
export const STEPS_NEEDING_BOOKING: readonly Step[] = ['products', 'services', 'traveler-data'];
