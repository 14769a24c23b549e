import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  cities,
  cityTranslations,
  meta,
  placeTranslations,
  places,
  productTranslations,
  products,
  staticTerminals,
  tariffs,
  terminals,
} from '../db/schema';

export const SEED_MARKER = 'seed';

/**
 * Takes the seed marker. True only for the caller that inserted it: with two servers
 * starting on one PostgreSQL at once, the second waits on the key and then sees a conflict,
 * so exactly one of them seeds.
 */
export async function claimSeedMarker(tx: Db, value: string): Promise<boolean> {
  const rows = await tx
    .insert(meta)
    .values({ key: SEED_MARKER, value })
    .onConflictDoNothing({ target: meta.key })
    .returning({ key: meta.key });
  return rows.length === 1;
}

export async function readSeedMarker(db: Db): Promise<string | null> {
  const rows = await db.select({ value: meta.value }).from(meta).where(sql`${meta.key} = ${SEED_MARKER}`);
  return rows[0]?.value ?? null;
}

export async function countProducts(db: Db): Promise<number> {
  const rows = await db.select({ n: count() }).from(products);
  return rows[0]?.n ?? 0;
}

export interface CatalogRows {
  cities: (typeof cities.$inferInsert)[];
  cityTranslations: (typeof cityTranslations.$inferInsert)[];
  places: (typeof places.$inferInsert)[];
  placeTranslations: (typeof placeTranslations.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  productTranslations: (typeof productTranslations.$inferInsert)[];
  terminals: (typeof terminals.$inferInsert)[];
  staticTerminals: (typeof staticTerminals.$inferInsert)[];
  tariffs: (typeof tariffs.$inferInsert)[];
}

/** One multi-row insert per table, in foreign-key order. */
export async function insertCatalog(tx: Db, rows: CatalogRows): Promise<void> {
  await tx.insert(cities).values(rows.cities);
  await tx.insert(cityTranslations).values(rows.cityTranslations);
  await tx.insert(places).values(rows.places);
  await tx.insert(placeTranslations).values(rows.placeTranslations);
  await tx.insert(products).values(rows.products);
  await tx.insert(productTranslations).values(rows.productTranslations);
  await tx.insert(terminals).values(rows.terminals);
  await tx.insert(staticTerminals).values(rows.staticTerminals);
  await tx.insert(tariffs).values(rows.tariffs);
}
