import type { CalculatePriceRequest } from '@parking/domain/contracts/offer';
import type { AvailabilityCache, HeldView, PlaceGroup } from '../availability/availability-cache';
import type { CapacityRow } from '../availability/availability-repository';
import type { CatalogCache, PricedProduct } from '../catalog/catalog-cache';
import type { ExtrasCache } from '../extras/extras-cache';
import type { PromoCache } from '../promos/promo-cache';

/** What an answer was priced from, besides the request, `now` and the extras and promo caches. */
export interface PricedFrom {
  product: PricedProduct;
  place: PlaceGroup;
  from: string;
  to: string;
  rows: readonly CapacityRow[];
  /** the last instant (ms) at which the rules reading `now` answer as at the pricing's now */
  until: number;
}

export interface AnswerCacheOptions {
  /** answers kept; the least recently used go first */
  maxEntries?: number;
  /**
   * A backstop: an answer is never served longer than this after its `now`, even when the
   * rules reading `now` would allow it (60 s, as the availability cache's oldest window).
   */
  maxLifeMs?: number;
  /** request keys longer than this are not kept (a body padded with unknown fields) */
  maxKeyLength?: number;
}

/**
 * A kept answer: its JSON and what it was priced from. A hit sends the JSON's UTF-8 bytes,
 * encoded once, at the first hit (decision 0056: no UTF-8 encoding of ~2.5 KB, no joining with
 * the header text, no byte count per hit). Not when the answer is kept: most answers of a
 * traveller's searches are never asked again, and a Buffer of its own for each was memory
 * outside V8's heap made and freed on every miss.
 */
export class KeptAnswer {
  private encoded: Buffer | undefined = undefined;
  /**
   * The availability windows a hit last found `read.rows` cut from (AvailabilityCache.heldView):
   * while they are still held, the next hit needs no day numbers, keys or view (decision 0056).
   */
  held: HeldView | undefined = undefined;

  constructor(
    readonly json: string,
    readonly read: PricedFrom,
    readonly extrasVersion: number,
    readonly promosVersion: number,
    readonly pricedAt: number,
  ) {}

  /** The JSON's UTF-8, made at the first ask, in memory of its own (not a slice of Node's shared 8 KB pool, which a kept answer would pin). */
  get bytes(): Buffer {
    if (this.encoded === undefined) {
      this.encoded = Buffer.allocUnsafeSlow(Buffer.byteLength(this.json));
      this.encoded.write(this.json);
    }
    return this.encoded;
  }
}

export interface AnswerCacheDeps {
  catalog: CatalogCache;
  extras: ExtrasCache;
  promos: PromoCache;
  availability: AvailabilityCache;
}

/**
 * Only answers that depend on nobody: no session (points, vouchers) and nothing read from
 * the database per request (a workshop estimate, a photo upload).
 */
export function cacheableRequest(req: CalculatePriceRequest): boolean {
  return (
    req.use_points !== true &&
    !req.voucher_code &&
    (req.id_mechanical_estimate === null || req.id_mechanical_estimate === undefined) &&
    (req.service_request === null || req.service_request === undefined)
  );
}

/**
 * Whole answers of POST /api/offers/calculate (decision 0042). An answer is kept under the
 * request's exact bytes (language, URL, body) and served again only while everything it
 * was priced from is still what the caches hold: the same catalogue product object (a
 * reload builds new ones), the same extras and promo loads, the same capacity rows of its
 * place and days (the availability cache hands out a new array once a write on this node,
 * another node's NOTIFY or its own freshness bound replaced a window), and `now` between
 * the pricing's now and `until`, the instant a rule reading `now` would answer otherwise
 * (the domain's stayDatesPassUntil and promoAnswerUntil), at most `maxLifeMs` on. Nothing
 * is pushed to it: each hit asks the caches, so whatever invalidates them, on this node or
 * from another one, invalidates the answers too.
 */
/**
 * The cache key of a validated request that `cacheableRequest` accepts: its language and its
 * fields, without the visit's analytics fields, which no price rule reads (absuid,
 * form_version, step, experiment, screen_resolution: the web app sends them with every
 * request, so two visitors asking the same stay share the answer).
 */
export function answerKey(lang: string, req: CalculatePriceRequest): string {
  const { absuid: _absuid, form_version: _form, step: _step, experiment: _experiment, screen_resolution: _screen, ...priced } = req;
  return `${lang}\n${JSON.stringify(priced)}`;
}

/** One key's entry: its answer and when the key was last put at the end of the order. */
interface Slot {
  readonly answer: KeptAnswer;
  readonly seq: number;
}

export class AnswerCache {
  private readonly entries = new Map<string, Slot>();
  /** keys put at the end of the order so far (kept or moved): a key's distance from the end is at most seq - its slot's seq */
  private seq = 0;
  private readonly maxEntries: number;
  private readonly maxLifeMs: number;
  readonly maxKeyLength: number;
  hits = 0;
  misses = 0;

  constructor(
    private readonly deps: AnswerCacheDeps,
    opts: AnswerCacheOptions = {},
  ) {
    this.maxEntries = opts.maxEntries ?? 2000;
    this.maxLifeMs = opts.maxLifeMs ?? 60_000;
    this.maxKeyLength = opts.maxKeyLength ?? 2048;
  }

  /** What the caches hold now, to be passed back to `set` with the answer priced from it. */
  versions(): { extrasVersion: number; promosVersion: number } {
    return { extrasVersion: this.deps.extras.version, promosVersion: this.deps.promos.version };
  }

  /**
   * The kept answer for `key`, if everything it was priced from is unchanged at `now`. Without a
   * promise when the place's availability windows are held (the usual hit): an async function
   * and two awaits were 3-4% of a hit's samples (decision 0052's addendum); a promise when the
   * rows must be read or waited for.
   */
  get(key: string, now: Date): KeptAnswer | undefined | Promise<KeptAnswer | undefined> {
    const slot = this.entries.get(key);
    if (slot === undefined) {
      this.misses++;
      return undefined;
    }
    const e = slot.answer;
    const at = now.getTime();
    const age = at - e.pricedAt;
    const { product, place, from, to, rows, until } = e.read;
    const fresh =
      age >= 0 &&
      age < this.maxLifeMs &&
      at <= until &&
      this.deps.catalog.product(product.id) === product &&
      this.deps.extras.version === e.extrasVersion &&
      this.deps.promos.version === e.promosVersion;
    if (!fresh) return this.stale(key, slot);
    const availability = this.deps.availability;
    // Decision 0056: the windows the rows were last found in, still held: the same rows.
    if (e.held !== undefined && availability.stillHeld(e.held)) return this.hit(key, slot);
    const held = availability.heldView(place, from, to);
    if (held !== undefined) {
      if (held.rows !== rows) return this.stale(key, slot);
      e.held = held;
      return this.hit(key, slot);
    }
    return availability.rows(place, from, to).then((current) => (current === rows ? this.hit(key, slot) : this.stale(key, slot)));
  }

  private stale(key: string, slot: Slot): undefined {
    // The entry may have been replaced while the rows were asked for.
    if (this.entries.get(key) === slot) this.entries.delete(key);
    this.misses++;
    return undefined;
  }

  private hit(key: string, slot: Slot): KeptAnswer {
    // Least recently used first, roughly (decision 0056): a hit moves its key to the end only
    // once at least half of maxEntries keys went to the end after it, so a key asked at least
    // once every maxEntries / 2 keys kept is never dropped, and most hits reorder nothing.
    if (this.seq - slot.seq >= this.maxEntries / 2 && this.entries.get(key) === slot) {
      this.entries.delete(key);
      this.entries.set(key, { answer: slot.answer, seq: ++this.seq });
    }
    this.hits++;
    return slot.answer;
  }

  /**
   * Keeps an answer. `versions` are the extras and promo loads read before pricing began
   * (a reload during the pricing then makes the entry stale, never wrongly fresh).
   */
  set(key: string, json: string, read: PricedFrom, versions: { extrasVersion: number; promosVersion: number }, now: Date): KeptAnswer {
    const answer = new KeptAnswer(json, read, versions.extrasVersion, versions.promosVersion, now.getTime());
    this.keep(key, answer);
    return answer;
  }

  /** Keeps `answer` under another key too (the request's bytes besides its fields); one entry each. */
  keep(key: string, answer: KeptAnswer): void {
    if (key.length > this.maxKeyLength) return;
    this.entries.delete(key);
    this.entries.set(key, { answer, seq: ++this.seq });
    for (const k of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(k);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
