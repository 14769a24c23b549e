import { DEFAULT_LANG, type Lang } from '@parking/domain/contracts/wire';
import type { Db } from '../db/client';
import { loadExtrasRows } from './extras-repository';

export type ExtraType = 'wash' | 'space' | 'double_space';

/** An extra as the price route needs it, with its texts in every language. */
export interface CachedExtra {
  id: number;
  type: ExtraType;
  serviceType: string;
  priceCents: number;
  baseCents: number;
  imageGallery: string[];
  names: Partial<Record<Lang, string>>;
  descriptions: Partial<Record<Lang, string>>;
  sortOrder: number;
}

export interface OfferedExtra {
  extra: CachedExtra;
  /** places a day when no extra_daily_capacity row exists */
  defaultCapacity: number;
}

/**
 * Extras and which product offers them, loaded once and kept in memory like the catalogue
 * (the price route never reads them per request). Call invalidate() after editing them.
 */
export class ExtrasCache {
  private byProduct = new Map<number, OfferedExtra[]>();
  private byId = new Map<number, CachedExtra>();
  /** bumped by every load: what was derived from an older load is stale (pricing/answer-cache.ts) */
  version = 0;

  constructor(private readonly db: Db) {}

  async load(): Promise<void> {
    const { rows, texts, links } = await loadExtrasRows(this.db);
    const byId = new Map<number, CachedExtra>();
    for (const r of rows) {
      const names: CachedExtra['names'] = {};
      const descriptions: CachedExtra['descriptions'] = {};
      for (const t of texts) {
        if (t.extraId !== r.id) continue;
        names[t.lang as Lang] = t.name;
        descriptions[t.lang as Lang] = t.description;
      }
      byId.set(r.id, {
        id: r.id,
        type: r.type as ExtraType,
        serviceType: r.serviceType,
        priceCents: r.priceCents,
        baseCents: r.baseCents,
        imageGallery: r.imageGallery,
        names,
        descriptions,
        sortOrder: r.sortOrder,
      });
    }
    const byProduct = new Map<number, OfferedExtra[]>();
    for (const l of links) {
      const extra = byId.get(l.extraId);
      if (!extra) continue;
      const list = byProduct.get(l.productId) ?? [];
      list.push({ extra, defaultCapacity: l.defaultCapacity });
      byProduct.set(l.productId, list);
    }
    for (const list of byProduct.values()) list.sort((a, b) => a.extra.sortOrder - b.extra.sortOrder || a.extra.id - b.extra.id);
    this.byId = byId;
    this.byProduct = byProduct;
    this.version++;
  }

  invalidate(): Promise<void> {
    return this.load();
  }

  /** Extras a product offers, in display order ([] when none). */
  forProduct(productId: number): readonly OfferedExtra[] {
    return this.byProduct.get(productId) ?? [];
  }

  offered(productId: number, extraId: number): OfferedExtra | undefined {
    return this.forProduct(productId).find((o) => o.extra.id === extraId);
  }

  extra(id: number): CachedExtra | undefined {
    return this.byId.get(id);
  }
}

/** The text in `lang`, else Spanish: a missing translation must not hide an extra. */
export function textIn(texts: Partial<Record<Lang, string>>, lang: Lang): string {
  return texts[lang] ?? texts[DEFAULT_LANG] ?? '';
}
