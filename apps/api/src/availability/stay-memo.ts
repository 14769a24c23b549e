/**
 * Memoises what the price route derives from one stay's capacity rows (labels, free
 * counts, the extras list): most requests ask about the same few thousand stays, and the
 * availability cache hands out the same rows array while those days are unchanged. An
 * entry is reused only while every dependency is the same object; values are frozen
 * because they are shared between responses. Emptied when full.
 */
export class StayMemo<T> {
  private readonly entries = new Map<string, { deps: readonly unknown[]; value: T }>();

  constructor(private readonly max = 20_000) {}

  get(key: string, deps: readonly unknown[], compute: () => T): T {
    const hit = this.entries.get(key);
    if (hit && sameDeps(hit.deps, deps)) return hit.value;
    const value = compute();
    if (this.entries.size >= this.max) this.entries.clear();
    this.entries.set(key, { deps, value });
    return value;
  }
}

function sameDeps(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Freezes an object and the objects it holds directly (arrays of records, records of records). */
export function freezeShallowTree<T extends object>(v: T): T {
  for (const x of Object.values(v)) if (x && typeof x === 'object') Object.freeze(x);
  return Object.freeze(v);
}
