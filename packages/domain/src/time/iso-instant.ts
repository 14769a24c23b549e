/**
 * An instant as `Date.prototype.toISOString` writes it ('YYYY-MM-DDTHH:mm:ss.sssZ'), without
 * V8's `snprintf` (about 7,000 instructions a call, five a booking: the answer's and the mail's
 * instants, issue 20 and decision 0060). Years 0000-9999 by integer arithmetic (the civil
 * calendar from a day count, H. Hinnant's algorithm); any other instant, and an invalid date,
 * through `toISOString` itself (its ±YYYYYY form, its RangeError).
 */
export function isoInstant(d: Date): string {
  const t = d.getTime();
  if (!(t >= FIRST && t <= LAST)) return d.toISOString();
  const days = Math.floor(t / DAY_MS);
  const ms = t - days * DAY_MS;
  const s = Math.floor(ms / 1000);
  return `${isoDayOfDayNumber(days)}T${TWO[Math.floor(s / 3600)]}:${TWO[Math.floor(s / 60) % 60]}:${TWO[s % 60]}.${THREE[ms - s * 1000]}Z`;
}

/**
 * The UTC day 'YYYY-MM-DD' of a day count since 1970-01-01 (what `new Date(days * 86400000)
 * .toISOString().slice(0, 10)` writes), for years 0000-9999; others through `toISOString`.
 */
export function isoDayOfDayNumber(days: number): string {
  if (!(days >= FIRST_DAY && days <= LAST_DAY) || !Number.isInteger(days)) return new Date(days * DAY_MS).toISOString().slice(0, 10);
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return `${FOUR(year)}-${TWO[month]}-${TWO[day]}`;
}

const DAY_MS = 86_400_000;
/** 0000-01-01T00:00:00.000Z and 9999-12-31T23:59:59.999Z */
const FIRST = -62_167_219_200_000;
const LAST = 253_402_300_799_999;
const FIRST_DAY = FIRST / DAY_MS;
const LAST_DAY = Math.floor(LAST / DAY_MS);
const TWO = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const THREE = Array.from({ length: 1000 }, (_, i) => String(i).padStart(3, '0'));
const FOUR = (year: number) => (year >= 1000 ? `${year}` : String(year).padStart(4, '0'));
