import ca from '@parking/domain/locales/ca/errors.json' with { type: 'json' };
import en from '@parking/domain/locales/en/errors.json' with { type: 'json' };
import es from '@parking/domain/locales/es/errors.json' with { type: 'json' };
import fr from '@parking/domain/locales/fr/errors.json' with { type: 'json' };
import { DEFAULT_LANG, type Lang, primaryLang } from '@parking/domain/contracts/wire';
import { interpolate } from './interpolate';

/** Keys of the `errors` namespace: error codes, `standard` and field reason templates. */
export type ErrorTextKey = keyof typeof es;

const catalogues: Record<Lang, Record<string, string>> = { es, ca, en, fr };

export function isErrorTextKey(key: string): key is ErrorTextKey {
  return Object.hasOwn(es, key);
}

export function translateError(lang: Lang, key: ErrorTextKey, vars: Record<string, string> = {}): string {
  const template = catalogues[lang][key] ?? catalogues[DEFAULT_LANG][key] ?? catalogues[DEFAULT_LANG].standard!;
  return interpolate(template, vars);
}

/** Accept-Language entries by preference (q), e.g. 'fr-CH, fr;q=0.9, en;q=0.8'. */
function acceptLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((e) => e.tag && Number.isFinite(e.q) && e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((e) => e.tag);
}

/**
 * The language of a request's texts: `?lang=` when it names a supported language (primary
 * part only), else the first supported Accept-Language entry, else Spanish.
 */
export function requestLang(query: unknown, acceptLanguage: string | undefined): Lang {
  const fromQuery =
    query && typeof query === 'object' && 'lang' in query && typeof query.lang === 'string'
      ? primaryLang(query.lang)
      : null;
  if (fromQuery) return fromQuery;
  for (const tag of acceptLanguages(acceptLanguage)) {
    const lang = primaryLang(tag);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}
