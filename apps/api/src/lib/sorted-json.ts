/**
 * JSON with every object's keys sorted (undefined members left out, like JSON.stringify):
 * the same value gives the same text whatever the key order, e.g. for a request's hash.
 *
 * The text must stay what it has always been: stored idempotency keys are matched by the hash
 * of it (sorted-json.test.ts holds it to the first implementation). Written with loops and one
 * string, not entries, filter, map and join per object: a booking's body is hashed on every
 * booking (issue 20).
 */
export function sortedJson(v: unknown): string {
  // the usual leaves without a call of JSON.stringify each (a call into V8's runtime, ~500
  // instructions for a short string): a string of plain characters between quotes, a finite
  // number as String writes it (which is JSON's text of it), a boolean, null
  if (typeof v === 'string') return PLAIN.test(v) ? `"${v}"` : JSON.stringify(v);
  if (typeof v === 'number') return Number.isFinite(v) ? `${v}` : 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (v === null || v === undefined) return 'null';
  if (Array.isArray(v)) {
    let s = '[';
    for (let i = 0; i < v.length; i++) {
      if (i > 0) s += ',';
      // a hole is left empty, as Array.prototype.map and join left it
      if (i in v) s += sortedJson(v[i]);
    }
    return `${s}]`;
  }
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    // the default sort orders strings by UTF-16 code units, as `a < b` does
    const keys = Object.keys(o).sort();
    let s = '{';
    for (const k of keys) {
      const x = o[k];
      if (x === undefined) continue;
      if (s.length > 1) s += ',';
      s += `${PLAIN.test(k) ? `"${k}"` : JSON.stringify(k)}:${sortedJson(x)}`;
    }
    return `${s}}`;
  }
  return JSON.stringify(v ?? null);
}

/** Printable ASCII but `"` and `\\`: what JSON writes as it is, between quotes. */
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;
