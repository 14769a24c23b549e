/** The five booking steps in order (spec 2 Routes). */
export const STEPS = ['where-when', 'products', 'services', 'traveler-data', 'confirmation'] as const;
export type Step = (typeof STEPS)[number];

export function stepOfPath(pathname: string): Step | null {
  const seg = pathname.replace(/^\/+/, '').split('/')[0] ?? '';
  return (STEPS as readonly string[]).includes(seg) ? (seg as Step) : null;
}

/** Steps that need a stored booking (place, product, dates) unless direct access is allowed. */
export const STEPS_NEEDING_BOOKING: readonly Step[] = ['products', 'services', 'traveler-data'];

/**
 * Steps laid out with the booking summary as a column beside them (StepWithSummary, from the
 * 1000 px narrow-screen cutoff of spec 9). Elsewhere the summary only opens in the tab bar.
 */
export const STEPS_WITH_SIDEBAR: readonly Step[] = ['services', 'traveler-data'];

export function summarySidebarShown(step: Step | null, wide: boolean): boolean {
  return wide && step !== null && STEPS_WITH_SIDEBAR.includes(step);
}
