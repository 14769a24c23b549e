import { SUPPORTED_LANGS } from '@parking/domain/contracts/wire';
import type { Db } from '../db/client';
import { seedCities, seedPlaces } from './seed-data/places';
import { productTexts } from './seed-data/product-texts';
import { seedProducts, seedStaticTerminals, seedTerminals } from './seed-data/products';
import { tariffRowsFor } from './seed-data/tariffs';
import { seedCarServicesIfEmpty } from './car-services-seed-repository';
import { vehiclePlate } from '@parking/domain/vehicles/plate';
import { SANDBOX_PLATES, VEHICLE_BODY_OPTIONS, VEHICLE_MAKES, VEHICLE_MODELS, VEHICLE_MOTOR_OPTIONS, VEHICLE_PROPULSIONS } from '../vehicles/seed-data/catalogue';
import { DEMO_AGENCY, DEMO_USERS } from './seed-data/accounts';
import {
  type CatalogRows,
  claimSeedMarker,
  countProducts,
  insertCatalog,
  seedAccountsIfEmpty,
  seedDemoVehiclesIfEmpty,
  seedVouchersIfEmpty,
  seedOffersIfEmpty,
  seedVehicleCatalogueIfEmpty,
  type VehicleCatalogueRows,
} from './seed-repository';

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

/** The vehicle catalogue (issue 15.1) as table rows, from the data files of vehicles/seed-data. */
export function buildVehicleCatalogueRows(): VehicleCatalogueRows {
  return {
    makes: VEHICLE_MAKES.map((m) => ({ makeCode: m.make_code, makeDescription: m.make_description })),
    propulsions: VEHICLE_PROPULSIONS.map((p) => ({ propulsionCode: p.propulsion_code, propulsion: p.propulsion })),
    bodies: VEHICLE_BODY_OPTIONS.map((b) => ({ applicabilitycode: b.applicabilitycode, desc: b.desc })),
    motors: VEHICLE_MOTOR_OPTIONS.map((m) => ({ applicabilitycode: m.applicabilitycode, desc: m.desc, cc: m.cc, cv: m.cv, propulsionCode: m.propulsion_code })),
    models: VEHICLE_MODELS.map((m) => ({ umc: m.umc, makeCode: m.make_code, modelDescription: m.model_description })),
    modelBodies: VEHICLE_MODELS.flatMap((m) => m.body_options.map((applicabilitycode) => ({ umc: m.umc, applicabilitycode }))),
    modelMotors: VEHICLE_MODELS.flatMap((m) => m.motor_options.map((applicabilitycode) => ({ umc: m.umc, applicabilitycode }))),
  };
}

/** README "Demo accounts": the demo client's two saved cars, two of the sandbox's demo plates. */
export const DEMO_VEHICLE_PLATES = [
  { plate: '4821 KMN', type: 'Golf' },
  { plate: '7305 LBC', type: 'Clio' },
] as const;

/** A plate's canonical form (domain vehicles/plate), '' when it is not a valid Spanish plate. */
const canonical = (plate: string) => {
  const r = vehiclePlate(plate);
  return r.ok ? r.plate : '';
};

function demoVehicles() {
  return DEMO_VEHICLE_PLATES.map(({ plate, type }) => {
    const p = SANDBOX_PLATES.find((s) => canonical(s.plate) === canonical(plate));
    const motor = VEHICLE_MOTOR_OPTIONS.find((m) => m.applicabilitycode === p?.motor_applicabilitycode);
    if (!p || !motor) throw new Error(`seed: ${plate} is not a sandbox plate`);
    return { plate: canonical(plate), type, umc: p.umc, idGt: p.id_gt_vehicle_information, body: p.body_applicabilitycode, motor: p.motor_applicabilitycode, propulsion: motor.propulsion_code };
  });
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
  // Issue 19: the demo vouchers, their own marker too.
  await seedVouchersIfEmpty(db, now);
  // Demo accounts (issue 10) likewise, unless turned off (DEMO_ACCOUNTS=off, production default).
  if (opts.demoAccounts ?? true) await seedAccountsIfEmpty(db, now);
  // The vehicle catalogue (issue 15.1) has its own marker too; the demo client's cars after it.
  await seedVehicleCatalogueIfEmpty(db, now, buildVehicleCatalogueRows());
  if (opts.demoAccounts ?? true) await seedDemoVehiclesIfEmpty(db, now, { clientEmail: DEMO_USERS.client.email, agencyAlias: DEMO_AGENCY.alias, vehicles: demoVehicles() });
  return result;
}
