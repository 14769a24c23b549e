/**
 * Spec 4: "Absuid: timestamp plus a random four-digit number; regenerated when older than
 * 1 hour unless given as URL parameter." Spec 9: "absuid renewal 1 hour".
 */
export const ABSUID_MAX_AGE_MS = 60 * 60 * 1000;

/** `${epoch ms}${1000..9999}`: always exactly four random digits, so the timestamp can be read back. */
export function makeAbsuid(now: Date, random: () => number): string {
  const r = Math.min(Math.max(random(), 0), 0.9999999999);
  const four = 1000 + Math.floor(r * 9000);
  return `${now.getTime()}${four}`;
}

/** The creation time held in an absuid, or null when it is not one of ours. */
export function absuidTimestamp(absuid: string): number | null {
  const m = /^(\d{1,15})\d{4}$/.exec(absuid.trim());
  if (!m) return null;
  const ts = Number(m[1]);
  return Number.isSafeInteger(ts) ? ts : null;
}

/**
 * True when a new absuid must be made: never for one given as URL parameter (another system
 * owns it); otherwise when it is unreadable, from the future, or older than one hour
 * (exactly one hour old is still fresh).
 */
export function absuidNeedsRenewal(absuid: string, now: Date, fromUrl: boolean): boolean {
  if (fromUrl) return false;
  const ts = absuidTimestamp(absuid);
  if (ts === null) return true;
  const age = now.getTime() - ts;
  return age < 0 || age > ABSUID_MAX_AGE_MS;
}
