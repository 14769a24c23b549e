/**
 * Languages, free of zod so the web's first screen can import them without the schema
 * library (see docs/decisions/0003-web-first-screen-budget.md).
 */
export const SUPPORTED_LANGS = ['es', 'ca', 'en', 'fr'] as const;
export type Lang = (typeof SUPPORTED_LANGS)[number];
export const DEFAULT_LANG: Lang = 'es';

/** Spec 5: the language pattern accepts es, ca, en, fr with regional variants; only the primary part is used. */
export function primaryLang(code: string | null | undefined): Lang | null {
  if (!code) return null;
  const m = /^([a-zA-Z]{2})(?:[-_][a-zA-Z0-9]{2,8})*$/.exec(code.trim());
  if (!m) return null;
  const primary = m[1]!.toLowerCase();
  return (SUPPORTED_LANGS as readonly string[]).includes(primary) ? (primary as Lang) : null;
}
