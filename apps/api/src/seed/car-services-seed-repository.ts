import { SUPPORTED_LANGS } from '@parking/domain/contracts/wire';
import { count, inArray } from 'drizzle-orm';
import modelClasses from '../car-services/seed-data/model-classes.json' with { type: 'json' };
import { PRICE_CLASSES, seedEstimate } from '../car-services/seed-data/prices';
import { seedCarServices, seedWorkshopBrands, seedWorkshops } from '../car-services/seed-data/services';
import type { Db } from '../db/client';
import { meta, places } from '../db/schema';
import {
  carServiceModelClasses,
  carServicePrices,
  carServices,
  carServiceTranslations,
  workshopBrands,
  workshops,
} from '../db/schema-car-services';

const CAR_SERVICES_SEED_MARKER = 'seed_car_services';

/**
 * The demo car-service catalogue (issue 16; car-services/seed-data), once, with its own marker
 * so older databases get it too: services and texts, each service's estimate per price class,
 * the price class of every model, workshop brands and one workshop per existing place.
 */
export async function seedCarServicesIfEmpty(db: Db, now: Date): Promise<'seeded' | 'skipped'> {
  return db.transaction(async (tx) => {
    const claimed = await tx.insert(meta).values({ key: CAR_SERVICES_SEED_MARKER, value: now.toISOString() }).onConflictDoNothing({ target: meta.key }).returning({ key: meta.key });
    if (claimed.length !== 1) return 'skipped';
    const [n] = await tx.select({ n: count() }).from(carServices);
    if (n && n.n > 0) return 'skipped';
    await tx.insert(carServices).values(
      seedCarServices.map((s, i) => ({
        id: s.id,
        scopeId: s.scopeId,
        feesNotIncluded: s.feesNotIncluded,
        umcRequired: s.umcRequired,
        bodyRequired: s.bodyRequired,
        motorRequired: s.motorRequired,
        requestKm: s.requestKm,
        workshopTypes: s.workshopTypes,
        imageGallery: s.imageGallery,
        sortOrder: i,
      })),
    );
    await tx.insert(carServiceTranslations).values(
      seedCarServices.flatMap((s) => SUPPORTED_LANGS.map((lang) => ({ carServiceId: s.id, lang, name: s.names[lang], description: s.descriptions[lang] }))),
    );
    const prices = seedCarServices.flatMap((s) =>
      PRICE_CLASSES.flatMap((priceClass) => {
        const e = seedEstimate(s.id, priceClass);
        return e ? [{ carServiceId: s.id, priceClass, uniquePriceCents: e.uniquePriceCents, lines: e.lines }] : [];
      }),
    );
    await tx.insert(carServicePrices).values(prices);
    await tx.insert(carServiceModelClasses).values(modelClasses.map((m) => ({ umc: m.umc, priceClass: m.price_class })));
    await tx.insert(workshopBrands).values(seedWorkshopBrands.map((b, i) => ({ ...b, sortOrder: i })));
    const placeIds = new Set((await tx.select({ id: places.id }).from(places).where(inArray(places.id, seedWorkshops.map((w) => w.placeId)))).map((p) => p.id));
    const shops = seedWorkshops.filter((w) => placeIds.has(w.placeId));
    if (shops.length > 0) await tx.insert(workshops).values(shops.map((w) => ({ ...w })));
    return 'seeded';
  });
}
