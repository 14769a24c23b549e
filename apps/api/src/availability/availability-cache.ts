import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { type CapacityRow, notifyChannel, readCapacityRange } from './availability-repository';
import { isoDayOfDayNumber } from '@parking/domain/time/iso-instant';

/** What a write changed: parking days of `productIds` (and of their extras) from..to. */
export interface AvailabilityChange {
  productIds: number[];
  extraIds: number[];
  /** 'YYYY-MM-DD', both included */
  from: string;
  to: string;
}

/** The products whose rows are loaded together: every product of one place. */
export interface PlaceGroup {
  ids: number[];
  /** stable name of the group (the ids joined) */
  key: string;
}

export interface AvailabilityCacheOptions {
  /** days per window (one query loads one window or a run of adjacent ones) */
  windowDays?: number;
  /** windows kept in memory; the oldest loaded are dropped beyond it */
  maxWindows?: number;
  /** a window younger than this is served as is */
  freshMs?: number;
  /** older than freshMs but younger than this: served, and reloaded in the background */
  maxStaleMs?: number;
  /** milliseconds, monotonic; tests pass their own */
  clock?: () => number;
}

export const AVAILABILITY_CHANNEL = 'availability_changed';

const DAY_MS = 86_400_000;

interface Window {
  ids: ReadonlySet<number>;
  block: number;
  rows: CapacityRow[];
  loadedAt: number;
  /** the cache's `loads` count when the query that read these rows answered (see `mark`) */
  readAt: number;
}

/**
 * The capacity rows one committed booking took (booking-repository.ts: each parking day of
 * the product, each extra's held day, one more booked; a missing row is created with the
 * default capacity).
 */
export interface BookedDays {
  productId: number;
  /** the parking days' default capacity */
  defaultCapacity: number;
  days: readonly string[];
  extraDays: readonly { extraId: number; day: string; defaultCapacity: number }[];
}

interface Loading {
  ids: ReadonlySet<number>;
  block: number;
  promise: Promise<Map<number, Window>>;
}

function dayNumber(ymd: string): number {
  return Date.UTC(Number(ymd.slice(0, 4)), Number(ymd.slice(5, 7)) - 1, Number(ymd.slice(8, 10))) / DAY_MS;
}

/** Whether two loads of a window read the same rows, in the same order. */
function sameRows(a: readonly CapacityRow[], b: readonly CapacityRow[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]!;
    const y = b[i]!;
    if (x.productId !== y.productId || x.extraId !== y.extraId || x.day !== y.day || x.capacity !== y.capacity || x.booked !== y.booked) return false;
  }
  return true;
}

/**
 * The rows of a group's days from..to and the windows they were cut from (their keys and the
 * window objects): while each key still holds the same window, the same rows would be cut
 * again. Handed out by `heldView`; checked by `stillHeld` without building any key.
 */
export interface HeldView {
  readonly rows: readonly CapacityRow[];
  readonly group: PlaceGroup;
  /** the windows' keys in `windows` ("group key|block") */
  readonly keys: readonly string[];
  readonly windows: readonly object[];
}

interface View extends HeldView {
  readonly windows: readonly Window[];
}

const NO_ROWS: readonly CapacityRow[] = Object.freeze([]);
const MAX_VIEWS = 20_000;

/**
 * Daily capacity and booked counts in memory (design.md 1: the price route must not read
 * the database per request). Rows are loaded lazily per place and window of days, one
 * query for a run of missing windows, and concurrent misses of a window share that query.
 * Writers drop what they changed at once (`invalidate` on this node, `notify` inside their
 * transaction for the others, see availability-listener.ts); the freshness bounds only
 * cover changes nobody announced. The cache never guards capacity: the booking
 * transaction's guarded UPDATE does (docs/decisions/0006-availability-cache.md).
 */
export class AvailabilityCache {
  /** tells this node's own notifications apart from the other nodes' */
  readonly origin = randomUUID();
  private readonly windows = new Map<string, Window>();
  private readonly loading = new Map<string, Loading>();
  private readonly views = new Map<string, View>();
  /**
   * Every group a window was ever loaded for, by key, with the product ids of its windows (all
   * of them: a place's products may change): a write finds the windows and loads it may hit by
   * their keys (`keysHitBy`), instead of testing every window held on every booking (~500 when
   * bookings spread over two years: most of `booked`'s cost, issue 20).
   */
  private readonly groupIds = new Map<string, Set<number>>();
  private readonly windowDays: number;
  private readonly maxWindows: number;
  private readonly freshMs: number;
  private readonly maxStaleMs: number;
  private readonly clock: () => number;
  /** queries run so far (tests check that hits do not query) */
  queries = 0;
  /** queries answered so far: a window read by answer n < a booking's mark was read before that booking was sent */
  private loads = 0;

  constructor(
    private readonly db: Db,
    private readonly kind: 'pglite' | 'postgres',
    opts: AvailabilityCacheOptions = {},
  ) {
    this.windowDays = opts.windowDays ?? 32;
    this.maxWindows = opts.maxWindows ?? 2000;
    this.freshMs = opts.freshMs ?? 10_000;
    this.maxStaleMs = opts.maxStaleMs ?? 60_000;
    this.clock = opts.clock ?? (() => performance.now());
  }

  /**
   * The stored rows of the group's products (parking and extras) for from..to, the same
   * rows `readCapacityRange` would answer, as the same frozen array while those days are
   * unchanged.
   */
  async rows(group: PlaceGroup, from: string, to: string): Promise<readonly CapacityRow[]> {
    const held = this.heldRows(group, from, to);
    if (held !== undefined) return held;
    const first = Math.floor(dayNumber(from) / this.windowDays);
    const last = Math.floor(dayNumber(to) / this.windowDays);
    const now = this.clock();
    const found: Window[] = [];
    let waits: Promise<Map<number, Window>>[] | null = null;
    let runStart = -1;
    for (let block = first; block <= last + 1; block++) {
      let missing = false;
      if (block <= last) {
        const key = `${group.key}|${block}`;
        const w = this.windows.get(key);
        const age = w ? now - w.loadedAt : Infinity;
        if (w && age <= this.maxStaleMs) {
          found.push(w);
          if (age > this.freshMs && !this.loading.has(key)) this.refresh(group, block, block);
        } else {
          const pending = this.loading.get(key)?.promise;
          if (pending) (waits ??= []).push(pending);
          else missing = true;
        }
      }
      if (missing && runStart < 0) runStart = block;
      if (!missing && runStart >= 0) {
        (waits ??= []).push(this.load(group, runStart, block - 1));
        runStart = -1;
      }
    }
    if (waits) {
      // Windows come from the loads themselves, so a request still gets its answer when
      // an invalidation during the load kept the result out of the cache.
      for (const loaded of await Promise.all(waits)) {
        for (let block = first; block <= last; block++) {
          const w = loaded.get(block);
          if (w) found.push(w);
        }
      }
    }
    return this.view(group, from, to, found).rows;
  }

  /**
   * What `rows` answers, without a promise, when every window of those days is held and not
   * past its stale limit (a window past its fresh limit is read again in the background, as
   * `rows` does); undefined when a window must be read or waited for. The price answers' cache
   * checks a kept answer's rows with it (decision 0052's addendum).
   */
  heldRows(group: PlaceGroup, from: string, to: string): readonly CapacityRow[] | undefined {
    return this.heldView(group, from, to)?.rows;
  }

  /** `heldRows` with the windows the rows were cut from, for `stillHeld` (decision 0056). */
  heldView(group: PlaceGroup, from: string, to: string): HeldView | undefined {
    const first = Math.floor(dayNumber(from) / this.windowDays);
    const last = Math.floor(dayNumber(to) / this.windowDays);
    const now = this.clock();
    const found: Window[] = [];
    for (let block = first; block <= last; block++) {
      const w = this.windows.get(`${group.key}|${block}`);
      if (w === undefined || now - w.loadedAt > this.maxStaleMs) return undefined;
      found.push(w);
    }
    for (const w of found) {
      if (now - w.loadedAt > this.freshMs && !this.loading.has(`${group.key}|${w.block}`)) this.refresh(group, w.block, w.block);
    }
    return this.view(group, from, to, found);
  }

  /**
   * Whether `heldRows` would still answer `held.rows` because every window it was cut from is
   * still the one held under its key and not past its stale limit; a window past its fresh
   * limit is read again in the background, as `heldRows` does. No day number, key or view is
   * built: the price answers' cache asks it on every hit (decision 0056). False does not mean
   * the rows changed (a window may be missing, too old, or replaced by one with other days
   * changed): ask `heldView` then.
   */
  stillHeld(held: HeldView): boolean {
    const { keys, windows } = held;
    const now = this.clock();
    for (let i = 0; i < keys.length; i++) {
      const w = this.windows.get(keys[i]!);
      if (w === undefined || w !== windows[i] || now - w.loadedAt > this.maxStaleMs) return false;
    }
    for (let i = 0; i < keys.length; i++) {
      const w = windows[i] as Window;
      if (now - w.loadedAt > this.freshMs && !this.loading.has(keys[i]!)) this.refresh(held.group, w.block, w.block);
    }
    return true;
  }

  /** The rows of `found` within from..to: the same frozen array (and view) for the same windows. */
  private view(group: PlaceGroup, from: string, to: string, found: Window[]): View {
    // The same windows give the same array, so callers can memoise what they derive from it.
    const viewKey = `${group.key}|${from}|${to}`;
    const view = this.views.get(viewKey);
    if (view && view.windows.length === found.length && view.windows.every((w, i) => w === found[i])) return view;
    let out: CapacityRow[] | null = null;
    for (const w of found) {
      for (const r of w.rows) {
        if (r.day >= from && r.day <= to) (out ??= []).push(r);
      }
    }
    const rows = out ? Object.freeze(out) : NO_ROWS;
    if (this.views.size >= MAX_VIEWS) this.views.clear();
    const made: View = { rows, group, keys: found.map((w) => `${group.key}|${w.block}`), windows: found };
    this.views.set(viewKey, made);
    return made;
  }

  /** Whether a window or a load holds days and products a write changed. */
  private hitBy(change: AvailabilityChange): (x: { ids: ReadonlySet<number>; block: number }) => boolean {
    const first = Math.floor(dayNumber(change.from) / this.windowDays);
    const last = Math.floor(dayNumber(change.to) / this.windowDays);
    return (x) => x.block >= first && x.block <= last && change.productIds.some((id) => x.ids.has(id));
  }

  /**
   * The keys of the windows and loads a write may hit (`hitBy` still decides): its blocks of
   * every group holding one of its products; null when that is more keys than are held (a
   * write over years of days), and every key held is tested instead.
   */
  private keysHitBy(change: AvailabilityChange): string[] | null {
    const first = Math.floor(dayNumber(change.from) / this.windowDays);
    const last = Math.floor(dayNumber(change.to) / this.windowDays);
    const blocks = last - first + 1;
    if (!(blocks >= 1)) return null;
    const keys: string[] = [];
    for (const [groupKey, ids] of this.groupIds) {
      if (!change.productIds.some((id) => ids.has(id))) continue;
      if (keys.length + blocks > this.windows.size + this.loading.size) return null;
      for (let block = first; block <= last; block++) keys.push(`${groupKey}|${block}`);
    }
    return keys;
  }

  /** Drops what a write changed (this node's writes, and the others' notifications). */
  invalidate(change: AvailabilityChange): void {
    if (change.productIds.length === 0) return this.clear();
    const hits = this.hitBy(change);
    const keys = this.keysHitBy(change);
    if (keys !== null) {
      for (const key of keys) {
        const w = this.windows.get(key);
        if (w !== undefined && hits(w)) this.windows.delete(key);
        const l = this.loading.get(key);
        if (l !== undefined && hits(l)) this.loading.delete(key);
      }
      return;
    }
    for (const [key, w] of this.windows) if (hits(w)) this.windows.delete(key);
    // A load already running may have read the rows before the write: it must not be kept.
    for (const [key, l] of this.loading) if (hits(l)) this.loading.delete(key);
  }

  /**
   * Issue 20 (decision 0053): a mark taken just before a booking statement is sent; pass it to
   * `booked` once that booking has committed.
   */
  mark(): number {
    return this.loads;
  }

  /**
   * This node's own committed booking (`mark` taken before its statement was sent): its days
   * are counted into the windows held, which become new windows (new arrays, so the answers
   * priced from the old ones are stale), instead of being dropped and read again by the next
   * booking or price of that place and month. Only a window whose query answered before the
   * mark can have read the database before this booking's commit, so only such a window is
   * counted into; any other window of those days (read after the statement was sent: it may
   * already hold the booking) is dropped as `invalidate` drops it, and so is every load still
   * running. Other writes (other nodes' bookings, cancellations, admin edits, a refused
   * booking) still `invalidate`; the freshness reloads still read the database.
   */
  booked(change: AvailabilityChange, taken: BookedDays, mark: number): void {
    if (change.productIds.length === 0) return this.clear();
    const hits = this.hitBy(change);
    const keys = this.keysHitBy(change);
    if (keys === null) {
      for (const [key, l] of this.loading) if (hits(l)) this.loading.delete(key);
      for (const [key, w] of this.windows) if (hits(w)) this.countInto(key, w, taken, mark);
      return;
    }
    for (const key of keys) {
      const l = this.loading.get(key);
      if (l !== undefined && hits(l)) this.loading.delete(key);
      const w = this.windows.get(key);
      if (w !== undefined && hits(w)) this.countInto(key, w, taken, mark);
    }
  }

  /** `booked` for one window it hits: counted into when read before the booking's mark, else dropped. */
  private countInto(key: string, w: Window, taken: BookedDays, mark: number): void {
    if (w.readAt > mark || !w.ids.has(taken.productId)) {
      this.windows.delete(key);
      return;
    }
    // Same place in the map (its load order) and same load time: only the rows change.
    this.windows.set(key, { ...w, rows: this.counted(w, taken) });
  }

  /** A window's rows with one more booked on each day of `taken` that falls in it. */
  private counted(w: Window, taken: BookedDays): CapacityRow[] {
    const rows = w.rows.slice();
    const inWindow = (day: string) => Math.floor(dayNumber(day) / this.windowDays) === w.block;
    const take = (extraId: number, day: string, defaultCapacity: number) => {
      if (!inWindow(day)) return;
      const i = rows.findIndex((r) => r.productId === taken.productId && r.extraId === extraId && r.day === day);
      if (i >= 0) rows[i] = { ...rows[i]!, booked: rows[i]!.booked + 1 };
      else rows.push({ productId: taken.productId, extraId, day, capacity: defaultCapacity, booked: 1 });
    };
    for (const day of taken.days) take(0, day, taken.defaultCapacity);
    for (const e of taken.extraDays) take(e.extraId, e.day, e.defaultCapacity);
    return rows;
  }

  /** Forgets everything (a lost LISTEN connection may have missed notifications). */
  clear(): void {
    this.windows.clear();
    this.loading.clear();
    this.views.clear();
  }

  get size(): number {
    return this.windows.size;
  }

  /**
   * Tells the other nodes, from inside the writer's transaction so the notification is
   * delivered on commit and never for a rolled-back write. PGlite is one process: nothing
   * to tell.
   */
  async notify(tx: Db, change: AvailabilityChange): Promise<void> {
    if (this.kind !== 'postgres') return;
    const payload = JSON.stringify({ ...change, origin: this.origin });
    await notifyChannel(tx, AVAILABILITY_CHANNEL, payload);
  }

  private refresh(group: PlaceGroup, fromBlock: number, toBlock: number): void {
    // Background: the stale window keeps serving; a failed reload is retried on next use.
    this.load(group, fromBlock, toBlock).catch(() => {});
  }

  private load(group: PlaceGroup, fromBlock: number, toBlock: number): Promise<Map<number, Window>> {
    const ids = new Set(group.ids);
    let known = this.groupIds.get(group.key);
    if (known === undefined) this.groupIds.set(group.key, (known = new Set()));
    for (const id of ids) known.add(id);
    const from = isoDayOfDayNumber(fromBlock * this.windowDays);
    const to = isoDayOfDayNumber((toBlock + 1) * this.windowDays - 1);
    const startedAt = this.clock();
    this.queries++;
    const promise = readCapacityRange(this.db, group.ids, group.ids, from, to).then(
      (rows) => {
        const readAt = ++this.loads;
        const out = new Map<number, Window>();
        for (let block = fromBlock; block <= toBlock; block++) out.set(block, { ids, block, rows: [], loadedAt: startedAt, readAt });
        for (const r of rows) out.get(Math.floor(dayNumber(r.day) / this.windowDays))?.rows.push(r);
        for (const [block, loaded] of out) {
          const key = `${group.key}|${block}`;
          // Kept only if no invalidation (or newer load) replaced this load meanwhile.
          if (this.loading.get(key)?.promise !== promise) continue;
          this.loading.delete(key);
          // A reload that read what the window holds keeps the window (and so the arrays made
          // from it): what was priced from those rows stays valid (issue 20.3, decision 0049:
          // every freshness reload used to turn all the place's kept answers into misses at once).
          const held = this.windows.get(key);
          const w = held && sameRows(held.rows, loaded.rows) ? Object.assign(held, { loadedAt: startedAt, readAt }) : loaded;
          out.set(block, w);
          this.windows.delete(key);
          this.windows.set(key, w);
        }
        this.trim();
        return out;
      },
      (err: unknown) => {
        for (let block = fromBlock; block <= toBlock; block++) {
          const key = `${group.key}|${block}`;
          if (this.loading.get(key)?.promise === promise) this.loading.delete(key);
        }
        throw err;
      },
    );
    for (let block = fromBlock; block <= toBlock; block++) this.loading.set(`${group.key}|${block}`, { ids, block, promise });
    return promise;
  }

  private trim(): void {
    // Map order is load order: the first keys are the oldest windows.
    for (const key of this.windows.keys()) {
      if (this.windows.size <= this.maxWindows) break;
      this.windows.delete(key);
    }
  }
}
