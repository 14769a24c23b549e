/**
 * Languages, free of zod so the web's first screen can import them without the schema
 * library (see docs/decisions/0003-web-first-screen-budget.md).
 */
export const SUPPORTED_LANGS = ['es', 'ca', 'en', 'fr'] as const;
export type Lang = (typeof SUPPORTED_LANGS)[number];
export const DEFAULT_LANG: Lang = 'es';

/**
 * Spec 5 "Language pattern accepts es, ca, en, fr with regional variants": two letters, then
 * any '-' or '_' parts ('en-GB', 'ca_ES'). The shape only; the first group is the primary part.
 */
export const LANG_TAG_PATTERN = /^([a-zA-Z]{2})(?:[-_][a-zA-Z0-9]{2,8})*$/;

/** Spec 5: the language pattern accepts es, ca, en, fr with regional variants; only the primary part is used. */
export function primaryLang(code: string | null | undefined): Lang | null {
  if (!code) return null;
  const m = LANG_TAG_PATTERN.exec(code.trim());
  if (!m) return null;
  const primary = m[1]!.toLowerCase();
  return (SUPPORTED_LANGS as readonly string[]).includes(primary) ? (primary as Lang) : null;
}

/**
 * The Intl locale of each app language (spec 9 "locale formats es, en, ca, fr"): the page's
 * language decides dates, month names and euros, never the browser's locale. English is
 * British English, whose short date is DD/MM/YYYY like the others'.
 */
export const FORMAT_LOCALES: Readonly<Record<Lang, string>> = { es: 'es-ES', ca: 'ca-ES', en: 'en-GB', fr: 'fr-FR' };

/** The Intl locale for an app language ('es' -> 'es-ES'); a region or an unknown code counts by its primary part, else Spanish. */
export function formatLocale(lang: string | null | undefined): string {
  return FORMAT_LOCALES[primaryLang(lang) ?? DEFAULT_LANG];
}
