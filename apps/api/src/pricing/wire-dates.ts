import { formatWireDate, madridParts, parseWireDate } from '@parking/domain/time/madrid';

/** A wire date resolved once: the instant, its Madrid wall clock and its canonical form. */
export interface WireInstant {
  ms: number;
  hour: number;
  minute: number;
  /** canonical 'YYYY-MM-DD HH:mm:ss' (differs from the input only in the spring DST gap) */
  wire: string;
}

const MAX_ENTRIES = 10_000;
const cache = new Map<string, WireInstant | null>();

/**
 * Time-zone conversions cost tens of microseconds each and the price route needs several
 * per request, while users pick from a few thousand quarter-hours; memoising the pure
 * conversion keeps the hot path cheap (design.md 1). The cache is simply emptied when full.
 */
export function wireInstant(s: string): WireInstant | null {
  const hit = cache.get(s);
  if (hit !== undefined) return hit;
  const at = parseWireDate(s);
  let value: WireInstant | null = null;
  if (at) {
    const { hour, minute } = madridParts(at);
    value = { ms: at.getTime(), hour, minute, wire: formatWireDate(at) };
  }
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(s, value);
  return value;
}
