/**
 * localStorage that never throws: private modes and blocked storage must not break booking.
 * Spec 3 stored keys: cookies, lang, form_version, state_snapshot, state_timestamp, auth_token.
 */
export const STORAGE_KEYS = {
  cookies: 'cookies',
  lang: 'lang',
  formVersion: 'form_version',
} as const;

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // the value lives for this page only
  }
}

export function removeStorage(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing stored, nothing to remove
  }
}
