import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { I18nLite } from './i18next';

// The real i18next, loaded by Node (the `i18next` specifier points at i18n-lite in this project).
const real = createRequire(fileURLToPath(import.meta.url))('i18next') as typeof import('i18next');

const localesDir = join(dirname(fileURLToPath(import.meta.url)), '../../../../../packages/domain/locales');
const LANGS = ['es', 'ca', 'en', 'fr'] as const;
const PLURAL = /_(zero|one|two|few|many|other)$/;

function catalogues(lang: string): Record<string, Record<string, unknown>> {
  const out: Record<string, Record<string, unknown>> = {};
  for (const file of readdirSync(join(localesDir, lang))) {
    if (file.endsWith('.json')) out[file.slice(0, -5)] = JSON.parse(readFileSync(join(localesDir, lang, file), 'utf8'));
  }
  return out;
}

function leaves(tree: Record<string, unknown>, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v] as [string, string]] : v && typeof v === 'object' ? leaves(v as Record<string, unknown>, `${prefix}${k}.`) : [],
  );
}

// The options lib/i18n.ts gives i18next.
const options = (lng: string, resources: Record<string, Record<string, Record<string, unknown>>>) => ({
  lng,
  resources,
  ns: Object.keys(resources[lng]!),
  defaultNS: 'app',
  fallbackLng: false as const,
  supportedLngs: [...LANGS],
  interpolation: { escapeValue: false },
  returnNull: false,
});

describe('i18n-lite gives the texts i18next gives (decision 0029)', () => {
  for (const lang of LANGS) {
    it(`every key of the ${lang} catalogues, with values, counts and a missing value`, async () => {
      const resources = { [lang]: catalogues(lang) };
      const reference = real.createInstance();
      await reference.init(options(lang, resources));
      const lite = new I18nLite();
      await lite.init(options(lang, resources));
      let compared = 0;
      for (const [ns, tree] of Object.entries(resources[lang]!)) {
        for (const [path, text] of leaves(tree)) {
          const key = `${ns}:${path.replace(PLURAL, '')}`;
          const names = [...text.matchAll(/\{\{\s*([^}\s,]+)/g)].map((m) => m[1]!);
          const vars = Object.fromEntries(names.map((n, i) => [n, `v${i}<&>`]));
          for (const extra of [{}, { count: 0 }, { count: 1 }, { count: 2 }, { count: 5 }, { count: 1_000_000 }]) {
            const opts = { ...vars, ...extra };
            expect(lite.t(key, opts), `${lang} ${key} ${JSON.stringify(extra)}`).toBe(reference.t(key, opts));
            compared++;
          }
          // a value left out
          if (names.length) expect(lite.t(key, {}), `${lang} ${key} without values`).toBe(reference.t(key, {}));
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }

  it('a missing key, defaultValue, namespaces in order, keyPrefix and the language switch', async () => {
    const resources = {
      es: { app: { a: { b: 'uno {{x}}' } }, other: { only: 'otro' } },
      en: { app: { a: { b: 'one {{x}}' } }, other: { only: 'other' } },
    };
    const opts = { ...options('es', resources), ns: ['app', 'other'] };
    const reference = real.createInstance();
    await reference.init(opts);
    const lite = new I18nLite();
    await lite.init(opts);
    for (const [key, o] of [
      ['app:missing.key', undefined],
      ['missing', { defaultValue: 'por defecto {{n}}', n: 3 }],
      ['a.b', { x: 1 }],
      ['other:only', undefined],
    ] as const) {
      expect(lite.t(key, o)).toBe(reference.t(key, o as never));
    }
    expect(lite.getFixedT('es', ['app', 'other'])('only')).toBe(reference.getFixedT('es', ['app', 'other'])('only'));
    expect(lite.getFixedT('es', 'app', 'a')('b', { x: 2 })).toBe(reference.getFixedT('es', 'app', 'a')('b', { x: 2 }));
    const seen: string[] = [];
    lite.on('languageChanged', (l) => seen.push(l));
    await lite.changeLanguage('en');
    await reference.changeLanguage('en');
    expect(lite.language).toBe('en');
    expect(lite.t('app:a.b', { x: 'z' })).toBe(reference.t('app:a.b', { x: 'z' }));
    expect(seen).toEqual(['en']);
  });
});
