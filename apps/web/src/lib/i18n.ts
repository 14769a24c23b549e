import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANG, type Lang, primaryLang } from '@parking/domain/i18n/lang';
import { initialLanguage, LANG_STORAGE_KEY, setActiveLanguageSource } from './lang-detect';

export { detectLanguage, initialLanguage, LANG_STORAGE_KEY } from './lang-detect';

export const NAMESPACES = ['app', 'booking', 'errors', 'validation', 'summary', 'offer', 'traveler', 'account', 'confirmation', 'vehicles', 'carServices', 'manage', 'vouchers'] as const;
export type Namespace = (typeof NAMESPACES)[number];

// api requests carry i18next's language once this module has loaded (lib/api-client.ts).
setActiveLanguageSource(() => i18next.language);

type LanguageModule = { default: Record<string, Record<string, unknown>> };
// Lazy glob over one module per language (locales/<lang>.ts), each of which bundles that
// language's namespaces: only the current language is fetched, in a single request.
const languages = import.meta.glob<LanguageModule>('./locales/*.ts');

export async function loadLanguage(lang: Lang): Promise<Record<Namespace, Record<string, unknown>>> {
  const load = languages[`./locales/${lang}.ts`];
  const files = load ? (await load()).default : {};
  const bundles = {} as Record<Namespace, Record<string, unknown>>;
  // A namespace not written yet must not break the app; missing keys show as keys.
  for (const ns of NAMESPACES) {
    const key = Object.keys(files).find((path) => path.endsWith(`/${lang}/${ns}.json`));
    bundles[ns] = key ? (files[key] ?? {}) : {};
  }
  return bundles;
}

function setHtmlLang(lang: Lang) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = lang;
  // The server cannot read storage: this cookie tells it which language's prerendered first
  // screen to send next time (decision 0029). A preference the visitor chose, kept a year.
  document.cookie = `${LANG_STORAGE_KEY}=${lang}; path=/; max-age=31536000; SameSite=Lax`;
}

let initPromise: Promise<Lang> | null = null;

/** Detects the language, loads its catalogues and initialises i18next once. */
export function initI18n(forced?: Lang): Promise<Lang> {
  initPromise ??= (async () => {
    const lang = forced ?? initialLanguage();
    const bundles = await loadLanguage(lang);
    const resources: Resource = { [lang]: bundles };
    await i18next.use(initReactI18next).init({
      lng: lang,
      resources,
      ns: [...NAMESPACES],
      defaultNS: 'app',
      // Catalogues share every key (tested), so no fallback language needs downloading.
      fallbackLng: false,
      supportedLngs: ['es', 'ca', 'en', 'fr'],
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
    setHtmlLang(lang);
    return lang;
  })();
  return initPromise;
}

/** Switches language: loads its catalogues, stores the choice and sets `<html lang>`. */
export async function changeLanguage(code: string): Promise<Lang> {
  const lang = primaryLang(code) ?? DEFAULT_LANG;
  if (!i18next.hasResourceBundle(lang, 'app')) {
    const bundles = await loadLanguage(lang);
    for (const ns of NAMESPACES) i18next.addResourceBundle(lang, ns, bundles[ns], true, true);
  }
  try {
    localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // private mode: the choice lasts for this page only
  }
  setHtmlLang(lang);
  await i18next.changeLanguage(lang);
  return lang;
}

export function currentLang(): Lang {
  return primaryLang(i18next.language) ?? DEFAULT_LANG;
}

export default i18next;
