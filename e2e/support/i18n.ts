import { readFileSync } from 'node:fs';

/** The four languages of the product; es is the default. */
export const LANGS = ['es', 'ca', 'en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];
type Namespace = 'app' | 'booking' | 'errors' | 'validation' | 'traveler' | 'summary' | 'offer' | 'payment' | 'account' | 'confirmation' | 'vehicles' | 'carServices' | 'manage' | 'vouchers';

const cache = new Map<string, Record<string, unknown>>();

function catalogue(lang: Lang, ns: Namespace): Record<string, unknown> {
  const key = `${lang}/${ns}`;
  let json = cache.get(key);
  if (!json) {
    // Read from the same JSON the app ships, so a changed wording never breaks a test.
    const url = new URL(`../../packages/domain/locales/${lang}/${ns}.json`, import.meta.url);
    json = JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;
    cache.set(key, json);
  }
  return json;
}

/**
 * A text of the catalogues, as i18next renders it: `tr('en', 'booking:products.title')`,
 * with `{{name}}` placeholders filled from `vars`. Throws when the key is missing, so a
 * renamed key fails loudly instead of matching nothing.
 */
export function tr(lang: Lang, key: string, vars: Record<string, string | number> = {}): string {
  const [ns, path] = key.split(':') as [Namespace, string];
  let node: unknown = catalogue(lang, ns);
  for (const part of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no text for ${lang} ${key}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
}

/** Sets localStorage `lang` before any script of the page runs (spec 1: storage wins). */
export function langInitScript(lang: Lang): [(l: string) => void, string] {
  return [
    (l: string) => {
      window.localStorage.setItem('lang', l);
    },
    lang,
  ];
}
