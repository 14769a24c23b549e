import { DEFAULT_LANG, type Lang, primaryLang } from '@parking/domain/i18n/lang';

// The language detection and the language the api requests carry, without i18next: the
// early entry (src/early.ts) uses them before the framework chunk has loaded (decision 0044).
export const LANG_STORAGE_KEY = 'lang';

/** Spec 1: storage, then the browser, then es; only the primary part of a code counts. */
export function detectLanguage(stored: string | null | undefined, browserLangs: readonly string[] = []): Lang {
  const fromStorage = primaryLang(stored);
  if (fromStorage) return fromStorage;
  for (const code of browserLangs) {
    const l = primaryLang(code);
    if (l) return l;
  }
  return DEFAULT_LANG;
}

function readStoredLang(): string | null {
  try {
    return localStorage.getItem(LANG_STORAGE_KEY);
  } catch {
    return null;
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/** The language the app starts in (storage, then the browser, then es). */
export function initialLanguage(): Lang {
  return detectLanguage(readStoredLang(), browserLanguages());
}

let activeLanguage: () => string | undefined = () => undefined;

/** lib/i18n.ts registers i18next's current language here when it loads. */
export function setActiveLanguageSource(source: () => string | undefined): void {
  activeLanguage = source;
}

/** The language api requests carry: i18next's once it is loaded, es before. */
export function requestLanguage(): string {
  return activeLanguage() || DEFAULT_LANG;
}
