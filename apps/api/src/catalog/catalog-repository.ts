import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  cities,
  cityTranslations,
  placeTranslations,
  places,
  productTranslations,
  products,
  staticTerminals,
  tariffs,
  terminals,
} from '../db/schema';

export type CityRow = typeof cities.$inferSelect;
export type CityTranslationRow = typeof cityTranslations.$inferSelect;
export type PlaceRow = typeof places.$inferSelect;
export type PlaceTranslationRow = typeof placeTranslations.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type ProductTranslationRow = typeof productTranslations.$inferSelect;
export type TerminalRow = typeof terminals.$inferSelect;
export type StaticTerminalRow = typeof staticTerminals.$inferSelect;
export type TariffDbRow = typeof tariffs.$inferSelect;

export interface CatalogSnapshot {
  cities: CityRow[];
  cityTranslations: CityTranslationRow[];
  places: PlaceRow[];
  placeTranslations: PlaceTranslationRow[];
  /** enabled products only: a disabled product is not offered nor priced */
  products: ProductRow[];
  productTranslations: ProductTranslationRow[];
  terminals: TerminalRow[];
  staticTerminals: StaticTerminalRow[];
  tariffs: TariffDbRow[];
}

/** The whole catalogue in one go; it is small and read once per start or invalidation. */
export async function loadCatalogSnapshot(db: Db): Promise<CatalogSnapshot> {
  const [c, ct, p, pt, pr, prt, t, st, ta] = await Promise.all([
    db.select().from(cities).orderBy(asc(cities.sortOrder), asc(cities.id)),
    db.select().from(cityTranslations),
    db.select().from(places).orderBy(asc(places.sortOrder), asc(places.id)),
    db.select().from(placeTranslations),
    db.select().from(products).where(eq(products.enabled, true)).orderBy(asc(products.sortOrder), asc(products.id)),
    db.select().from(productTranslations),
    db.select().from(terminals).orderBy(asc(terminals.sortOrder), asc(terminals.id)),
    db.select().from(staticTerminals).orderBy(asc(staticTerminals.id)),
    db.select().from(tariffs).orderBy(asc(tariffs.productId), asc(tariffs.days)),
  ]);
  return {
    cities: c,
    cityTranslations: ct,
    places: p,
    placeTranslations: pt,
    products: pr,
    productTranslations: prt,
    terminals: t,
    staticTerminals: st,
    tariffs: ta,
  };
}
