/*
 * Loose values of the server's untyped lists (extras, an error's alternative offer), read
 * defensively: a value that is not what it should be is null, never a broken display.
 */

/** A finite number, or a non-blank string holding one. */
export function wireNumber(v: unknown): number | null {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
}

/** A non-blank string. */
export const wireText = (v: unknown): string | null => (typeof v === 'string' && v.trim() !== '' ? v : null);
