import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';
import { storeSlice } from '../../shared/store';

export type CookieChoice = 'accept' | 'reject';

/** Spec 4: stored as accept or reject; anything else counts as reject. */
export function storedCookieChoice(): { chosen: boolean; choice: CookieChoice } {
  const raw = readStorage(STORAGE_KEYS.cookies);
  return { chosen: raw !== null, choice: raw === 'accept' ? 'accept' : 'reject' };
}

/**
 * The banner's slice of the one store: closed in this visit without a choice. The choice itself
 * is kept where spec 4 says (STORAGE_KEYS.cookies) and read from there.
 */
const banner = storeSlice('cookieBanner', () => ({ dismissed: false }));

/**
 * Spec 4: reject "deletes cookies". Only cookies a script can see can go (HttpOnly ones are
 * the server's own). A cookie is removed only by the same domain and path it was set with,
 * and those are not readable, so every parent domain of this host and every parent path of
 * this page is tried.
 */
export function deleteCookies(doc: Document = document): void {
  const names = doc.cookie
    .split(';')
    .map((c) => c.split('=')[0]?.trim() ?? '')
    .filter((n) => n !== '');
  if (names.length === 0) return;
  const labels = doc.location.hostname.split('.');
  const domains = [''];
  for (let i = 0; i < labels.length - 1; i++) domains.push(`; domain=.${labels.slice(i).join('.')}`);
  const segments = doc.location.pathname.split('/').filter((s) => s !== '');
  const paths = ['/'];
  for (let i = 1; i <= segments.length; i++) paths.push(`/${segments.slice(0, i).join('/')}`);
  for (const name of names) {
    for (const domain of domains) {
      for (const path of paths) {
        doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; path=${path}${domain}`;
      }
    }
  }
}

export function setCookieChoice(choice: CookieChoice): void {
  writeStorage(STORAGE_KEYS.cookies, choice);
  if (choice === 'reject') deleteCookies();
  banner.set({ ...banner.get() }); // the banner reads the stored choice again
}

/**
 * The banner's close button (issue 9.5): hides it for the rest of this visit without a choice,
 * which counts as no consent (spec 4: anything but accept is reject). A reload brings it back.
 */
export function dismissCookieBanner(): void {
  banner.set({ dismissed: true });
}

/** True once a choice is stored or the banner was closed in this visit. */
export function useCookieBannerDone(): boolean {
  return banner.use((b) => b.dismissed || storedCookieChoice().chosen);
}
