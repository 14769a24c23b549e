import { SUPPORTED_LANGS } from '@parking/domain/contracts/wire';
import { count, eq, sql } from 'drizzle-orm';
import { findUserByEmail } from '../auth/account-repository';
import type { Db } from '../db/client';
import {
  cities,
  cityTranslations,
  extras,
  extraTranslations,
  meta,
  places,
  placeTranslations,
  productExtras,
  products,
  productTranslations,
  promoCodes,
  promoCodeTranslations,
  staticTerminals,
  tariffs,
  terminals,
} from '../db/schema';
import { agencies, companies, companyUsers, invoiceProfiles, users } from '../db/schema-accounts';
import { pointsRecords } from '../db/schema-points';
import {
  agencyClients,
  type vehicleBodyOptions,
  vehicleIdentifications,
  vehicleMakes,
  type vehicleModelBodies,
  type vehicleModelMotors,
  type vehicleModels,
  type vehicleMotorOptions,
  type vehiclePropulsions,
  vehicles,
} from '../db/schema-vehicles';
import { DEMO_AGENCY, DEMO_COMPANY, DEMO_HASHES, DEMO_ID_COMPANY, DEMO_USERS } from './seed-data/accounts';
import { extraBaseCents, seedExtras, seedProductExtras } from './seed-data/extras';
import { vouchers, voucherTexts } from '../db/schema-vouchers';
import { seedVouchers, voucherRowsAt } from './seed-data/vouchers';
import { promoRowsAt, seedPromos } from './seed-data/promos';

export const SEED_MARKER = 'seed';

/**
 * Takes the seed marker. True only for the caller that inserted it: with two servers
 * starting on one PostgreSQL at once, the second waits on the key and then sees a conflict,
 * so exactly one of them seeds.
 */
export function claimSeedMarker(tx: Db, value: string): Promise<boolean> {
  return claimMarker(tx, SEED_MARKER, value);
}

/** Takes a marker row of `meta` (see claimSeedMarker); true only for the caller that inserted it. */
async function claimMarker(tx: Db, key: string, value: string): Promise<boolean> {
  const rows = await tx
    .insert(meta)
    .values({ key, value })
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

const ACCOUNTS_SEED_MARKER = 'seed_accounts';

/**
 * The demo accounts (README "Demo accounts"): a client, a company administrator with a
 * particular and a company profile, a company user, and an agency. Once per database (a
 * marker row), and never over an existing account with the same e-mail or alias.
 */
export async function seedAccountsIfEmpty(db: Db, now: Date): Promise<'seeded' | 'skipped'> {
  return db.transaction(async (tx) => {
    if (!(await claimMarker(tx, ACCOUNTS_SEED_MARKER, now.toISOString()))) return 'skipped';
    if (await findUserByEmail(tx, DEMO_USERS.client.email)) return 'skipped';

    const [company] = await tx.insert(companies).values({ ...DEMO_COMPANY, createdAt: now }).returning({ id: companies.id });
    const companyId = company!.id;
    for (const key of ['client', 'business', 'employee'] as const) {
      const u = DEMO_USERS[key];
      const [row] = await tx
        .insert(users)
        .values({
          email: u.email,
          name: u.name,
          lastName: u.lastName,
          phone: u.phone,
          zipCode: u.zipCode,
          language: u.language,
          passwordHash: DEMO_HASHES[key],
          provider: 'password',
          createdAt: now,
          passwordChangedAt: now,
        })
        .returning({ id: users.id });
      const userId = row!.id;
      // issue 19: the demo points are an opening record of the ledger (db/schema-points.ts)
      if (u.pointsCents > 0) await tx.insert(pointsRecords).values({ userId, kind: 'opening', cents: u.pointsCents, reservationId: null, availableAt: now, createdAt: now });
      if (key !== 'client') {
        await tx.insert(companyUsers).values({ companyId, userId, role: key === 'business' ? 'admin' : 'user', blockPremiumForThisProfile: key === 'employee' });
      }
      let companyProfile: number | null = null;
      for (const p of u.profiles) {
        const { company: isCompany, ...fields } = p;
        const [profile] = await tx
          .insert(invoiceProfiles)
          .values({ userId, ...fields, companyId: isCompany ? companyId : null, idCompany: isCompany ? DEMO_ID_COMPANY : null, invoicingMethod: isCompany ? 'monthly' : 'per_service', createdAt: now })
          .returning({ id: invoiceProfiles.id });
        if (isCompany) companyProfile = profile!.id;
      }
      if (companyProfile !== null) await tx.update(users).set({ defaultProfileId: companyProfile }).where(eq(users.id, userId));
    }
    await tx.insert(agencies).values({ ...DEMO_AGENCY, passwordHash: DEMO_HASHES.agency, createdAt: now }).onConflictDoNothing();
    return 'seeded';
  });
}

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
    if (!(await claimMarker(tx, OFFERS_SEED_MARKER, now.toISOString()))) return 'skipped';
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

const VEHICLES_SEED_MARKER = 'seed_vehicles';

/** The vehicle catalogue's rows (issue 15.1), built by seed.ts from vehicles/seed-data. */
export interface VehicleCatalogueRows {
  makes: (typeof vehicleMakes.$inferInsert)[];
  propulsions: (typeof vehiclePropulsions.$inferInsert)[];
  bodies: (typeof vehicleBodyOptions.$inferInsert)[];
  motors: (typeof vehicleMotorOptions.$inferInsert)[];
  models: (typeof vehicleModels.$inferInsert)[];
  modelBodies: (typeof vehicleModelBodies.$inferInsert)[];
  modelMotors: (typeof vehicleModelMotors.$inferInsert)[];
}

/**
 * Seeds the vehicle catalogue once (its own marker, like the offers: a database seeded before
 * migration 0009 gets it on its next start). Skipped when makes already exist. Each table is one
 * statement with one JSON parameter (jsonb_to_recordset): some 1,800 rows without thousands of
 * bound parameters.
 */
export async function seedVehicleCatalogueIfEmpty(db: Db, now: Date, rows: VehicleCatalogueRows): Promise<'seeded' | 'skipped'> {
  return db.transaction(async (tx) => {
    if (!(await claimMarker(tx, VEHICLES_SEED_MARKER, now.toISOString()))) return 'skipped';
    const [m] = await tx.select({ n: count() }).from(vehicleMakes);
    if (m && m.n > 0) return 'skipped';
    const json = (v: unknown) => JSON.stringify(v);
    await tx.execute(sql`insert into vehicle_makes (make_code, make_description)
      select e->>'make_code', e->>'make_description' from jsonb_array_elements(${json(rows.makes.map((r) => ({ make_code: r.makeCode, make_description: r.makeDescription })))}::jsonb) with ordinality as x(e, n) order by n`);
    await tx.execute(sql`insert into vehicle_propulsions (propulsion_code, propulsion)
      select propulsion_code, propulsion from jsonb_to_recordset(${json(rows.propulsions.map((r) => ({ propulsion_code: r.propulsionCode, propulsion: r.propulsion })))}::jsonb) as x(propulsion_code text, propulsion text)`);
    await tx.execute(sql`insert into vehicle_body_options (applicabilitycode, "desc")
      select applicabilitycode, "desc" from jsonb_to_recordset(${json(rows.bodies)}::jsonb) as x(applicabilitycode text, "desc" text)`);
    await tx.execute(sql`insert into vehicle_motor_options (applicabilitycode, "desc", cc, cv, propulsion_code)
      select applicabilitycode, "desc", cc, cv, propulsion_code from jsonb_to_recordset(${json(rows.motors.map((r) => ({ applicabilitycode: r.applicabilitycode, desc: r.desc, cc: r.cc, cv: r.cv, propulsion_code: r.propulsionCode })))}::jsonb)
      as x(applicabilitycode text, "desc" text, cc int, cv int, propulsion_code text)`);
    await tx.execute(sql`insert into vehicle_models (umc, make_code, model_description)
      select e->>'umc', e->>'make_code', e->>'model_description' from jsonb_array_elements(${json(rows.models.map((r) => ({ umc: r.umc, make_code: r.makeCode, model_description: r.modelDescription })))}::jsonb) with ordinality as x(e, n) order by n`);
    await tx.execute(sql`insert into vehicle_model_bodies (umc, applicabilitycode)
      select umc, applicabilitycode from jsonb_to_recordset(${json(rows.modelBodies)}::jsonb) as x(umc text, applicabilitycode text)`);
    await tx.execute(sql`insert into vehicle_model_motors (umc, applicabilitycode)
      select umc, applicabilitycode from jsonb_to_recordset(${json(rows.modelMotors)}::jsonb) as x(umc text, applicabilitycode text)`);
    return 'seeded';
  });
}

const DEMO_VEHICLES_SEED_MARKER = 'seed_demo_vehicles';

/**
 * The demo client's saved vehicles and the demo agency acting for the demo client (README "Demo
 * accounts"), once, after the accounts and the catalogue.
 */
export async function seedDemoVehiclesIfEmpty(
  db: Db,
  now: Date,
  demo: { clientEmail: string; agencyAlias: string; vehicles: { plate: string; type: string; umc: string; idGt: number; body: string; motor: string; propulsion: string }[] },
): Promise<'seeded' | 'skipped'> {
  return db.transaction(async (tx) => {
    const client = await findUserByEmail(tx, demo.clientEmail);
    if (!client) return 'skipped';
    if (!(await claimMarker(tx, DEMO_VEHICLES_SEED_MARKER, now.toISOString()))) return 'skipped';
    for (const v of demo.vehicles) {
      const [row] = await tx.insert(vehicles).values({ idClient: client.id, plate: v.plate, country: 'ES', type: v.type, createdAt: now, updatedAt: now }).returning({ id: vehicles.id });
      await tx.insert(vehicleIdentifications).values({
        vehicleId: row!.id,
        idGtVehicleInformation: v.idGt,
        umc: v.umc,
        propulsionCode: v.propulsion,
        bodyApplicabilitycode: v.body,
        motorApplicabilitycode: v.motor,
        source: 'register',
        updatedAt: now,
      });
    }
    const [agency] = await tx.select({ id: agencies.id }).from(agencies).where(sql`lower(${agencies.alias}) = lower(${demo.agencyAlias})`);
    if (agency) await tx.insert(agencyClients).values({ agencyId: agency.id, userId: client.id, createdAt: now }).onConflictDoNothing();
    return 'seeded';
  });
}

const VOUCHERS_SEED_MARKER = 'seed_vouchers';

/**
 * Issue 19: the demo vouchers (seed-data/vouchers.ts) once, with their own marker (a database
 * seeded before migration 0013 gets them on its next start). Skipped when any voucher exists.
 */
export async function seedVouchersIfEmpty(db: Db, now: Date): Promise<'seeded' | 'skipped'> {
  return db.transaction(async (tx) => {
    if (!(await claimMarker(tx, VOUCHERS_SEED_MARKER, now.toISOString()))) return 'skipped';
    const [v] = await tx.select({ n: count() }).from(vouchers);
    if (v && v.n > 0) return 'skipped';
    const ids = await tx.insert(vouchers).values(voucherRowsAt(now)).returning({ id: vouchers.id, code: vouchers.code });
    const idOf = new Map(ids.map((r) => [r.code, r.id]));
    await tx.insert(voucherTexts).values(
      seedVouchers.flatMap((s) => SUPPORTED_LANGS.map((lang) => ({ voucherId: idOf.get(s.code)!, lang, name: s.texts[lang].name, descriptionHtml: s.texts[lang].html }))),
    );
    return 'seeded';
  });
}
