import { DEFAULT_LANG, FORMAT_LOCALES, type Lang, primaryLang } from '../i18n/lang';
import { centsToEuros } from '../money/money';

/**
 * Euros for people, the one formatter of the web app and the mails (design 3: "format with
 * Intl.NumberFormat only at the edge"): '45,90 €' in es, ca and fr, '€45.90' in en.
 * `lang` may carry a region ('en-GB', 'fr-CH'): only its primary part counts, like the rest
 * of the app (spec 1); an unknown language formats as Spanish. The locales are the app's one
 * language-to-locale map (i18n/lang).
 */
const formatters = new Map<Lang, Intl.NumberFormat>();

function formatter(lang: string | null | undefined): Intl.NumberFormat {
  const l = primaryLang(lang) ?? DEFAULT_LANG;
  let f = formatters.get(l);
  if (!f) {
    f = new Intl.NumberFormat(FORMAT_LOCALES[l], { style: 'currency', currency: 'EUR' });
    formatters.set(l, f);
  }
  return f;
}

/** An amount in euros (as the api sends it), e.g. 24.55 -> '24,55 €'. */
export function formatEuros(euros: number, lang: string | null | undefined): string {
  return formatter(lang).format(euros);
}

/** An amount in integer cents (as stored), e.g. 2455 -> '24,55 €'. */
export function formatEuroCents(cents: number, lang: string | null | undefined): string {
  return formatEuros(centsToEuros(cents), lang);
}
