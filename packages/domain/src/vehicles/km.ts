import { madridDay } from '../time/madrid';

/**
 * Kilometres of a vehicle (spec 2 "Modify kilometres dialog: one thousands-dotted numeric
 * field and an accept button"; spec 5 "Kilometres: required, dots stripped before
 * conversion, accept disabled when equal to existing km or invalid; numeric field digits
 * only with dot thousands, step 1000").
 */
export const KM_STEP = 1000;
/** Ours (the spec gives no limit): above any odometer a parked car shows, fits an int. */
export const KM_MAX = 9_999_999;

/**
 * The field's text to kilometres: digits with dots as thousands separators ('120.000'),
 * dots stripped before conversion. Null when empty or when anything but digits and dots is
 * typed (a comma, a sign, a blank, a letter), or above KM_MAX. Dots are not checked for
 * their grouping: the spec strips them, so '12.0000' is 120000.
 */
export function parseKm(text: string | null | undefined): number | null {
  const t = (text ?? '').trim();
  if (!/^[\d.]+$/.test(t)) return null;
  const digits = t.replace(/\./g, '');
  if (digits === '') return null;
  const km = Number(digits);
  return Number.isSafeInteger(km) && km <= KM_MAX ? km : null;
}

/** Kilometres as the field shows them: dot thousands, '120.000'. */
export function formatKm(km: number): string {
  return String(Math.trunc(km)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Spec 5 "accept disabled when equal to existing km or invalid". */
export function kmAcceptEnabled(text: string | null | undefined, storedKm: number | null | undefined): boolean {
  const km = parseKm(text);
  return km !== null && km !== (storedKm ?? null);
}

/**
 * Spec 5 "km (timestamp today)": the kilometres were recorded on the Europe/Madrid calendar
 * day of `now` (spec 1 "Display time zone is Europe/Madrid"). No timestamp, or an invalid
 * one, is not today.
 */
export function kmRecordedToday(kmTimestamp: Date | null | undefined, now: Date): boolean {
  if (!kmTimestamp || Number.isNaN(kmTimestamp.getTime())) return false;
  return madridDay(kmTimestamp) === madridDay(now);
}
