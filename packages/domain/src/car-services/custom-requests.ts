/**
 * Issue 16.3: the custom tyre request and the custom service request. Decision 0025: nothing
 * is charged for them when booking; the workshop sends a quote later, which the traveller
 * accepts or not, and pays at the car park. Their price lines show 0.00 ("quote to follow").
 */
export const CUSTOM_REQUEST_CHARGE_NOW_CENTS = 0;

/** Tyres per request: a car's four, plus the spare. */
export const TYRE_QUANTITY_MIN = 1;
export const TYRE_QUANTITY_MAX = 5;

/**
 * A tyre size as written on the sidewall: width/profile, R (or ZR), rim, optional load index
 * and speed rating: '205/55 R16', '225/45ZR17 94W'. Spaces and case are free.
 */
export const TYRE_SIZE_PATTERN = /^\s*(\d{3})\s*\/\s*(\d{2})\s*(Z?R)\s*(\d{2})(?:\s*(\d{2,3})\s*([A-Z]))?\s*$/i;

/** The size in one canonical form ('205/55 R16 91V'), or null when it is not a tyre size. */
export function normalizeTyreSize(text: string): string | null {
  const m = TYRE_SIZE_PATTERN.exec(text);
  if (!m) return null;
  const [, width, profile, r, rim, load, speed] = m;
  const w = Number(width);
  const p = Number(profile);
  const rimN = Number(rim);
  if (w < 125 || w > 355 || p < 25 || p > 85 || rimN < 12 || rimN > 24) return null;
  const base = `${width}/${profile} ${r!.toUpperCase()}${rim}`;
  return load && speed ? `${base} ${load}${speed.toUpperCase()}` : base;
}

export const SERVICE_REQUEST_MIN_LENGTH = 10;
export const SERVICE_REQUEST_MAX_LENGTH = 1000;
export const SERVICE_REQUEST_MAX_PHOTOS = 3;
/** a photo as a data URL: 300 KB of base64 (~225 KB of JPEG), enough for a phone photo resized */
export const SERVICE_REQUEST_PHOTO_MAX_CHARS = 300_000;
export const SERVICE_REQUEST_PHOTO_PATTERN = /^data:image\/(jpeg|png|webp);base64,[A-Za-z0-9+/]+=*$/;
