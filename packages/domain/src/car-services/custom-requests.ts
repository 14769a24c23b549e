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
/**
 * Issue 16.3 "photos optional" on the custom service request: at most 3 photos, each at most
 * 2 MB (a phone photo resized to 2000 px is about 0.5-1.5 MB as JPEG), JPEG, PNG or WebP
 * only, told by their first bytes (never by the name or the declared type).
 */
export const SERVICE_REQUEST_MAX_PHOTOS = 3;
export const SERVICE_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** A photo upload (its token) not attached to a booking within this time is no longer accepted. */
export const SERVICE_PHOTO_UPLOAD_TTL_HOURS = 24;

export const SERVICE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ServicePhotoType = (typeof SERVICE_PHOTO_TYPES)[number];

/**
 * The image type by its magic bytes: JPEG FF D8 FF, PNG 89 50 4E 47 0D 0A 1A 0A, WebP
 * "RIFF" <size> "WEBP"; anything else (GIF, SVG, PDF, HTML, a truncated file) is null.
 */
export function sniffServicePhotoType(bytes: Uint8Array): ServicePhotoType | null {
  const at = (i: number, ...b: number[]) => b.every((x, k) => bytes[i + k] === x);
  if (bytes.length >= 4 && at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (bytes.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (bytes.length >= 12 && at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'image/webp';
  return null;
}

/**
 * A photo's refusal, in the order the server checks: too large (413) before its type (400),
 * and a 4th photo of one upload (400); null when it is accepted.
 */
export function servicePhotoRefusal(bytes: Uint8Array, photosAlready: number): 'photo_too_large' | 'invalid_photo' | 'too_many_photos' | null {
  if (bytes.length > SERVICE_PHOTO_MAX_BYTES) return 'photo_too_large';
  if (bytes.length === 0 || sniffServicePhotoType(bytes) === null) return 'invalid_photo';
  if (photosAlready >= SERVICE_REQUEST_MAX_PHOTOS) return 'too_many_photos';
  return null;
}
