import { SUPPORTED_LANGS } from '@parking/domain/contracts/wire';
import type { Db } from '../db/client';
import { seedCities, seedPlaces } from './seed-data/places';
import { productTexts } from './seed-data/product-texts';
import { seedProducts, seedStaticTerminals, seedTerminals } from './seed-data/products';
import { tariffRowsFor } from './seed-data/tariffs';
import { seedCarServicesIfEmpty } from './car-services-seed-repository';
import { type CatalogRows, claimSeedMarker, countProducts, insertCatalog, seedAccountsIfEmpty, seedOffersIfEmpty } from './seed-repository';

/** The demo catalogue as table rows. */
export function buildSeedRows(): CatalogRows {
  const langs = SUPPORTED_LANGS;
  return {
    cities: seedCities.map((c, i) => ({ id: c.id, sortOrder: i })),
    cityTranslations: seedCities.flatMap((c) => langs.map((lang) => ({ cityId: c.id, lang, name: c.names[lang] }))),
    places: seedPlaces.map((p, i) => ({ id: p.id, cityId: p.cityId, type: p.type, sortOrder: i })),
    placeTranslations: seedPlaces.flatMap((p) => langs.map((lang) => ({ placeId: p.id, lang, name: p.names[lang] }))),
    products: seedProducts.map(({ firstDayCents: _first, ...p }) => p),
    productTranslations: seedProducts.flatMap((p) => {
      const texts = productTexts[p.id];
      if (!texts) throw new Error(`seed: no texts for product ${p.id}`);
      return langs.map((lang) => ({ productId: p.id, lang, ...texts[lang] }));
    }),
    terminals: seedTerminals.map((t, i) => ({ ...t, sortOrder: i })),
    staticTerminals: seedStaticTerminals,
    tariffs: seedProducts.flatMap(tariffRowsFor),
  };
}

export type SeedResult = 'seeded' | 'skipped';

export interface SeedOptions {
  /** seed the demo accounts of README "Demo accounts" (default true; AppConfig.demoAccounts) */
  demoAccounts?: boolean;
}

/**
 * Seeds the demo catalogue into an empty database, once. A database that already holds the
 * marker, or any product, is left alone: a restart must never write over real data.
 */
export async function seedIfEmpty(db: Db, now: Date, opts: SeedOptions = {}): Promise<SeedResult> {
  const result = await db.transaction(async (tx): Promise<SeedResult> => {
    if (!(await claimSeedMarker(tx, now.toISOString()))) return 'skipped';
    if ((await countProducts(tx)) > 0) return 'skipped';
    await insertCatalog(tx, buildSeedRows());
    return 'seeded';
  });
  // Extras and promo codes (issue 3) have their own marker: older databases get them too.
  await seedOffersIfEmpty(db, now);
  // Car services (issue 16): their own marker too; after the places their workshops belong to.
  await seedCarServicesIfEmpty(db, now);
  // Demo accounts (issue 10) likewise, unless turned off (DEMO_ACCOUNTS=off, production default).
  if (opts.demoAccounts ?? true) await seedAccountsIfEmpty(db, now);
  return result;
}
