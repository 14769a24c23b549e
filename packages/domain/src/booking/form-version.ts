/**
 * Spec 2: "Form version: version 1 goes to /services after product selection; version 2 goes
 * to /traveler-data; version 3 uses an alternative services page template. Only version 1 is
 * ever randomly assigned. The choice is stored as form_version."
 */
export type FormVersion = 1 | 2 | 3;

/**
 * A stored 1, 2 or 3 (number, or the string storage gives back) is kept; anything else gets
 * 1, because 1 is the only version ever assigned, so no randomness is needed here.
 */
export function resolveFormVersion(stored: unknown): FormVersion {
  const v = typeof stored === 'string' ? stored.trim() : stored;
  if (v === 1 || v === '1') return 1;
  if (v === 2 || v === '2') return 2;
  if (v === 3 || v === '3') return 3;
  return 1;
}

export function routeAfterProducts(v: FormVersion): '/services' | '/traveler-data' {
  return v === 2 ? '/traveler-data' : '/services';
}
