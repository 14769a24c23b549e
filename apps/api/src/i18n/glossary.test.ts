import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 9.6, "One voice per language": the catalogues use the glossary's terms for the
 * glossary's keys (docs/glossary.md, read here so the document and the check cannot part),
 * Spanish speaks with tú, French spaces its high punctuation.
 */
const root = join(import.meta.dirname, '../../../..'); // the repository
const localesDir = join(root, 'packages/domain/locales');
const LANGS = ['es', 'ca', 'en', 'fr'] as const;
type LangCode = (typeof LANGS)[number];

type Catalogue = Map<string, string>; // 'namespace:path.to.key' -> text

function flatten(ns: string, node: unknown, path: string[], out: Catalogue): void {
  if (typeof node === 'string') out.set(`${ns}:${path.join('.')}`, node);
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) flatten(ns, v, [...path, k], out);
}

function catalogue(lang: LangCode): Catalogue {
  const out: Catalogue = new Map();
  for (const file of readdirSync(join(localesDir, lang)).filter((f) => f.endsWith('.json'))) {
    flatten(file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(localesDir, lang, file), 'utf8')), [], out);
  }
  return out;
}

interface GlossaryRow {
  lang: LangCode;
  idea: string;
  term: string;
  avoid: string[];
  keys: string[];
}

/** The `## xx` sections' tables of docs/glossary.md. */
function glossary(): GlossaryRow[] {
  const rows: GlossaryRow[] = [];
  let lang: LangCode | null = null;
  for (const line of readFileSync(join(root, 'docs/glossary.md'), 'utf8').split('\n')) {
    const heading = /^## (\w\w)\s*$/.exec(line);
    if (heading) {
      lang = (LANGS as readonly string[]).includes(heading[1]!) ? (heading[1] as LangCode) : null;
      continue;
    }
    if (!lang || !line.startsWith('|') || /^\|\s*(idea|---)/.test(line)) continue;
    const [idea, term, avoid, keys] = line.split('|').slice(1, -1).map((c) => c.trim());
    rows.push({
      lang,
      idea: idea!,
      term: term!,
      avoid: avoid ? avoid.split(' / ').map((s) => s.trim()).filter(Boolean) : [],
      keys: keys!.split(/\s+/).filter(Boolean),
    });
  }
  return rows;
}

/** `word` as a whole phrase (no letter right before or after), case-insensitive. */
function containsPhrase(text: string, phrase: string): boolean {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/'/g, "['’]");
  return new RegExp(`(?<![\\p{L}])${escaped}(?![\\p{L}])`, 'iu').test(text);
}

const rows = glossary();
const catalogues = Object.fromEntries(LANGS.map((l) => [l, catalogue(l)])) as Record<LangCode, Catalogue>;

describe('docs/glossary.md', () => {
  it('has rows for every language, among them the ideas issue 9.6 names', () => {
    for (const l of LANGS) expect(rows.filter((r) => r.lang === l).length).toBeGreaterThanOrEqual(4);
    const term = (l: LangCode, idea: string) => rows.find((r) => r.lang === l && r.idea.startsWith(idea))?.term;
    expect(term('en', 'pay at the car park')).toBe('pay at the car park');
    expect(term('fr', 'pick-up')).toBe('retrait');
    expect(term('ca', 'return flight number')).toBe('número de vol de tornada');
    for (const l of LANGS) expect(term(l, 'plate example')).toBe('0000 ABC');
  });
});

describe.each(rows.map((r) => [r.lang, r.idea, r] as const))('%s: %s', (lang, _idea, row) => {
  it.each(row.keys)(`%s uses "${row.term}"`, (key) => {
    const text = catalogues[lang].get(key);
    expect(text, `${lang} ${key} is missing`).toBeDefined();
    expect(containsPhrase(text!, row.term), `${lang} ${key}: "${text}"`).toBe(true);
  });
  if (row.avoid.length) {
    it(`no ${lang} string says ${row.avoid.map((a) => `"${a}"`).join(', ')}`, () => {
      const found = [...catalogues[lang]].filter(([, text]) => row.avoid.some((a) => containsPhrase(text, a))).map(([k, text]) => `${k}: ${text}`);
      expect(found).toEqual([]);
    });
  }
});

describe('es speaks with tú (house rule, issue 9.6)', () => {
  // Forms that only the usted register uses; 'su'/'sus' alone are also 'its' ('su horario').
  const USTED = [
    'usted',
    'ustedes',
    'introduzca',
    'seleccione',
    'elija',
    'pulse',
    'acepte',
    'compruebe',
    'revise',
    'vuelva',
    'póngase',
    'consulte',
    'indique',
    'escriba',
    'añada',
    'confirme',
    'espere',
    'recuerde',
    'rellene',
    'contacte',
    'disculpe',
    'le rogamos',
    'su reserva',
    'sus datos',
    'su coche',
    'su vehículo',
    'su vuelo',
    'su tarjeta',
    'su correo',
    'su plaza',
  ];
  it.each(USTED)('no string uses "%s"', (form) => {
    const found = [...catalogues.es].filter(([, text]) => containsPhrase(text, form)).map(([k, text]) => `${k}: ${text}`);
    expect(found).toEqual([]);
  });
});

describe('fr speaks with vous (one register per language)', () => {
  // The catalogues say vous throughout; forms that only the tu register uses.
  const TU = ['tu', 'ton', 'ta', 'tes', 'toi', "t'", 'ton séjour', 'ta réservation', 'tes points'];
  it.each(TU)('no string uses "%s"', (form) => {
    const found = [...catalogues.fr].filter(([, text]) => containsPhrase(text, form)).map(([k, text]) => `${k}: ${text}`);
    expect(found).toEqual([]);
  });
});

describe('fr spaces : ? ! ; (issue 9.6)', () => {
  it('every high punctuation mark ending a word has a space (or no-break space) before it', () => {
    const bad = [...catalogues.fr]
      .filter(([, text]) => /[^\s\u00a0\u202f][:?!;](\s|$)/u.test(text.replace(/\{\{[^}]*\}\}/g, 'X').replace(/https?:\/\/\S+/g, '')))
      .map(([k, text]) => `${k}: ${text}`);
    expect(bad).toEqual([]);
  });
});
