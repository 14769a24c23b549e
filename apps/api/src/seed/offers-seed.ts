import { SUPPORTED_LANGS } from '@parking/domain/contracts/wire';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { extraTranslations, extras, meta, productExtras, products, promoCodeTranslations, promoCodes } from '../db/schema';
import { extraBaseCents, seedExtras, seedProductExtras } from './seed-data/extras';
import { promoRowsAt, seedPromos } from './seed-data/promos';

const OFFERS_SEED_MARKER = 'seed_offers';

/**
 * Seeds the demo extras and promo codes once, separately from the catalogue seed, so a
 * database seeded before these tables existed still gets them. Needs the products (foreign
 * keys); skipped while there are none and never run twice (a marker row, like the catalogue).
 */
export async function seedOffersIfEmpty(db: Db, now: Date): Promise<'seeded' | 'skipped'> {
  return db.transaction(async (tx) => {
    const [p] = await tx.select({ n: count() }).from(products);
    if (!p || p.n === 0) return 'skipped';
    const claimed = await tx
      .insert(meta)
      .values({ key: OFFERS_SEED_MARKER, value: now.toISOString() })
      .onConflictDoNothing({ target: meta.key })
      .returning({ key: meta.key });
    if (claimed.length === 0) return 'skipped';
    const [e] = await tx.select({ n: count() }).from(extras);
    if (e && e.n > 0) return 'skipped';
    const productIds = new Set((await tx.select({ id: products.id }).from(products)).map((r) => r.id));
    await tx.insert(extras).values(
      seedExtras.map((x, i) => ({
        id: x.id,
        type: x.type,
        serviceType: x.serviceType,
        priceCents: x.priceCents,
        baseCents: extraBaseCents(x.priceCents),
        imageGallery: x.imageGallery,
        sortOrder: i,
      })),
    );
    await tx.insert(extraTranslations).values(
      seedExtras.flatMap((x) => SUPPORTED_LANGS.map((lang) => ({ extraId: x.id, lang, name: x.names[lang], description: x.descriptions[lang] }))),
    );
    const links = seedProductExtras.filter(([productId]) => productIds.has(productId));
    if (links.length > 0) {
      await tx.insert(productExtras).values(links.map(([productId, extraId, defaultCapacity]) => ({ productId, extraId, defaultCapacity })));
    }
    await tx.insert(promoCodes).values(
      // validity relative to the seeding clock (issue 7.12: no time bomb)
      promoRowsAt(now),
    );
    await tx.insert(promoCodeTranslations).values(
      seedPromos.flatMap((p) => SUPPORTED_LANGS.map((lang) => ({ code: p.code, lang, name: p.names[lang] }))),
    );
    return 'seeded';
  });
}
