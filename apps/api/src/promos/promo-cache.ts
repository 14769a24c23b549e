import type { Lang } from '@parking/domain/contracts/wire';
import { normalizePromoCode, type PromoCode } from '@parking/domain/pricing/promo';
import type { Db } from '../db/client';
import { loadPromoRows } from './promo-repository';

export interface CachedPromo extends Omit<PromoCode, 'name'> {
  names: Partial<Record<Lang, string>>;
}

/**
 * Promo codes in memory, keyed by normalised code. used_count is a snapshot: the booking
 * redeems a code with redeemPromo (a guarded UPDATE) and then invalidates this cache.
 */
export class PromoCache {
  private byCode = new Map<string, CachedPromo>();
  /** bumped by every load: what was derived from an older load is stale (pricing/answer-cache.ts) */
  version = 0;

  constructor(private readonly db: Db) {}

  async load(): Promise<void> {
    const { rows, texts } = await loadPromoRows(this.db);
    const byCode = new Map<string, CachedPromo>();
    for (const r of rows) {
      const names: CachedPromo['names'] = {};
      for (const t of texts) if (t.code === r.code) names[t.lang as Lang] = t.name;
      byCode.set(normalizePromoCode(r.code), {
        code: r.code,
        kind: r.kind as 'percent' | 'fixed',
        value: r.value,
        validFrom: r.validFrom,
        validTo: r.validTo,
        productIds: r.productIds,
        lotIds: r.lotIds,
        usageLimit: r.usageLimit,
        usedCount: r.usedCount,
        names,
      });
    }
    this.byCode = byCode;
    this.version++;
  }

  invalidate(): Promise<void> {
    return this.load();
  }

  find(code: string): CachedPromo | null {
    return this.byCode.get(normalizePromoCode(code)) ?? null;
  }
}
