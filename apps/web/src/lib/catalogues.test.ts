import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Rule (house rules, issue 2 item 6): the four catalogues of every namespace have exactly
// the same keys, and every value is a real (non-empty) text.
const LANGS = ['es', 'ca', 'en', 'fr'] as const;
const dir = `${join(dirname(fileURLToPath(import.meta.url)), '../../../../packages/domain/locales')}/`;

function flatten(obj: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
    for (const [k, v] of Object.entries(obj)) {
      for (const [kk, vv] of flatten(v, prefix ? `${prefix}.${k}` : k)) out.set(kk, vv);
    }
  } else {
    out.set(prefix, obj);
  }
  return out;
}

const namespaces = [...new Set(LANGS.flatMap((l) => readdirSync(dir + l).filter((f) => f.endsWith('.json'))))].sort();

function load(lang: string, file: string): Map<string, unknown> {
  return flatten(JSON.parse(readFileSync(`${dir}${lang}/${file}`, 'utf8')));
}

describe('translation catalogues', () => {
  it('include the app namespace', () => {
    expect(namespaces).toContain('app.json');
  });

  describe.each(namespaces)('%s', (file) => {
    it('exists in es, ca, en and fr', () => {
      for (const lang of LANGS) expect(readdirSync(dir + lang), `${lang}/${file}`).toContain(file);
    });

    it('has exactly the same keys in the four languages', () => {
      const es = [...load('es', file).keys()].sort();
      for (const lang of LANGS.slice(1)) {
        expect([...load(lang, file).keys()].sort(), `${lang}/${file} keys differ from es`).toEqual(es);
      }
    });

    it('has a non-empty text for every key, with the same placeholders', () => {
      const placeholders = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      const es = load('es', file);
      for (const lang of LANGS) {
        for (const [key, value] of load(lang, file)) {
          expect(typeof value, `${lang}/${file} ${key}`).toBe('string');
          expect((value as string).trim(), `${lang}/${file} ${key}`).not.toBe('');
          // A singular plural form may spell the number out ("un día"), so it may drop {{count}}.
          if (/_(zero|one|two)$/.test(key)) continue;
          expect(placeholders(value as string), `${lang}/${file} ${key} placeholders`).toEqual(
            placeholders(String(es.get(key) ?? '')),
          );
        }
      }
    });
  });
});
