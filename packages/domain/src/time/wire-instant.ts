import { formatWireDate, parseWireDate } from './madrid';
import { type WallTime, wallTime } from './wall-clock';

/** A stay's check-in or check-out resolved once: the instant, its Madrid wall clock and its wire form. */
export interface MadridInstant {
  /** the instant, epoch milliseconds */
  ms: number;
  /** the Madrid wall clock at that instant (after the spring-gap shift, see madrid.ts) */
  wall: WallTime;
  /** canonical 'YYYY-MM-DD HH:mm:ss' (differs from a parsed input only in the spring gap) */
  wire: string;
}

/** An instant as a MadridInstant. Throws RangeError on an invalid Date. */
export function madridInstant(d: Date): MadridInstant {
  return { ms: d.getTime(), wall: wallTime(d), wire: formatWireDate(d) };
}

const MAX_ENTRIES = 10_000;
const cache = new Map<string, MadridInstant | null>();

/**
 * A wire date ('YYYY-MM-DD HH:mm:ss', Madrid) as a MadridInstant; null when malformed or
 * impossible. Time-zone conversions cost tens of microseconds and the price route needs
 * several per request while travellers pick from a few thousand quarter-hours, so the pure
 * conversion is memoised (emptied when full). The result is frozen: it is shared.
 */
export function wireInstant(s: string): MadridInstant | null {
  const hit = cache.get(s);
  if (hit !== undefined) return hit;
  const at = parseWireDate(s);
  let value: MadridInstant | null = null;
  if (at) {
    const i = madridInstant(at);
    Object.freeze(i.wall);
    value = Object.freeze(i);
  }
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(s, value);
  return value;
}
