/**
 * Spec 5: "Return flight number input ... null when empty." Trimmed, upper-cased and inner
 * runs of blanks collapsed to one space, so 'ib  3101' and 'IB 3101' are the same value and
 * the 300 ms de-duplication does not fire twice for them.
 */
export function normalizeFlightNumber(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const v = raw.trim().replace(/\s+/g, ' ').toUpperCase();
  return v === '' ? null : v;
}
