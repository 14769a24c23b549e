import { describe, expect, it } from 'vitest';
import { sortedJson } from './sorted-json';

/** The first implementation: stored request hashes (idempotency keys) were made from its text. */
function firstSortedJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(firstSortedJson).join(',')}]`;
  if (v && typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${firstSortedJson(x)}`).join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

/** A pseudo-random JSON-like value (a fixed seed: the same values every run). */
function valueOf(seed: number, depth = 0): unknown {
  let x = seed;
  const next = () => (x = (x * 1103515245 + 12345) % 2147483648);
  const kind = next() % (depth > 3 ? 6 : 8);
  const keys = ['a', 'B', 'z', '_', 'ñ', 'é', '10', '2', 'reservation', 'email', '\ud83d\ude97', 'a b', 'x"y'];
  switch (kind) {
    case 0: return null;
    case 1: return next() % 2 === 0;
    case 2: return (next() % 100000) / 100 - 300;
    case 3: return [`s${next() % 1000}`, `"q" \\ \n ñ`, 'plain ascii ~!#$%&()*+,-./:;<=>?@[]^_`{|}', '\u007f del', '\u0000\u001f ctl', 'lone \ud800', '\u2028\u2029', ''][next() % 8];
    case 4: return undefined;
    case 5: return next() % 7;
    case 6: return Array.from({ length: next() % 5 }, () => valueOf(next(), depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      for (let i = next() % 6; i > 0; i--) o[keys[next() % keys.length]!] = valueOf(next(), depth + 1);
      return o;
    }
  }
}

/** An array with a hole at 0 (JSON never makes one; the old text is kept anyway). */
function holey(): unknown[] {
  const a: unknown[] = [];
  a[1] = 1;
  return a;
}

describe('sortedJson: keys sorted, undefined members left out, the same text as ever', () => {
  it('sorts keys at every depth and leaves undefined members out', () => {
    expect(sortedJson({ b: 1, a: { d: [3, { f: 1, e: 2 }], c: undefined } })).toBe('{"a":{"d":[3,{"e":2,"f":1}]},"b":1}');
    expect(sortedJson(undefined)).toBe('null');
    expect(sortedJson([undefined, null])).toBe('[null,null]');
  });

  it('writes what the first implementation wrote, for 5,000 varied values and the edge cases', () => {
    const edge: unknown[] = [{}, [], '', 0, -0, 1e21, 5e-324, -1.5, Number.NaN, Number.POSITIVE_INFINITY, true, false, null, 'a"b', 'a\\b', '\t', new String('ab'), new Number(1), { 'k"ey': 1, 'k\\': 2, 'ñ': 3, '\u007f': 4 }, new Date(0), { toJSON: () => 1 }, holey(), { '': 1, ' ': 2 }, { b: undefined }, [[[]]], 'lone \ud800'];
    for (const v of edge) expect(sortedJson(v)).toBe(firstSortedJson(v));
    for (let seed = 1; seed <= 5000; seed++) {
      const v = valueOf(seed);
      expect(sortedJson(v)).toBe(firstSortedJson(v));
    }
  });
});
