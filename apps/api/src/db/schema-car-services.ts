import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { places } from './schema';
import { reservations } from './schema-reservations';
import { vehicles } from './schema-vehicles';

/**
 * Car services (issue 16; spec 3 Mechanical order, Car service, Estimate detail). Migration
 * 0010. The catalogue (services, their texts, the price of each by price class, the class of
 * each model, workshops and their brands) is seeded from apps/api/src/car-services/seed-data
 * and read once into the car-service cache; estimates are written per vehicle and never
 * changed; a booking writes its car services, custom requests, workshop order and workshop
 * capacity in its one statement. Money is integer cents. Decision 0025.
 */

/** Spec 3 Car service: id_car_service, its scope id (type), requirement flags, fees_not_included. */
export const carServices = pgTable(
  'car_services',
  {
    id: integer('id').primaryKey(),
    /** spec 5 voucher scope id: 21 itv, 22 maintenance, 23-29 refuelling, 5 and 20 others */
    scopeId: smallint('scope_id').notNull(),
    feesNotIncluded: boolean('fees_not_included').notNull().default(false),
    umcRequired: boolean('umc_required').notNull().default(true),
    bodyRequired: boolean('body_applicabilitycode_required').notNull().default(false),
    motorRequired: boolean('motor_applicabilitycode_required').notNull().default(false),
    requestKm: boolean('request_km').notNull().default(false),
    /** workshop types that perform it (vehicles.workshop_type); empty: any */
    workshopTypes: text('workshop_types').array().notNull().default(sql`'{}'::text[]`),
    imageGallery: text('image_gallery').array().notNull().default(sql`'{}'::text[]`),
    sortOrder: smallint('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [check('car_services_scope_check', sql`${t.scopeId} in (5, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29)`)],
);

export const carServiceTranslations = pgTable(
  'car_service_translations',
  {
    carServiceId: integer('car_service_id')
      .notNull()
      .references(() => carServices.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [primaryKey({ columns: [t.carServiceId, t.lang] })],
);

/**
 * A service's estimate for one price class of car (city, compact, family, suv, premium, van,
 * electric): its parts, operations and check-points (Estimate detail lines), or a unique price.
 */
export const carServicePrices = pgTable(
  'car_service_prices',
  {
    carServiceId: integer('car_service_id')
      .notNull()
      .references(() => carServices.id, { onDelete: 'cascade' }),
    priceClass: text('price_class').notNull(),
    uniquePriceCents: integer('unique_price_cents'),
    /** [{ kind: 'part'|'operation'|'checkpoint', type: 'MAIN'|'SUBDETAIL_INCLUDED', code, units, desc, title, base_standard_cents }] */
    lines: jsonb('lines').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.carServiceId, t.priceClass] }),
    check('car_service_prices_unique_check', sql`${t.uniquePriceCents} is null or ${t.uniquePriceCents} >= 0`),
  ],
);

/** The price class of each vehicle model (by UMC); a model without a row is priced as 'compact'. */
export const carServiceModelClasses = pgTable('car_service_model_classes', {
  umc: text('umc').primaryKey(),
  priceClass: text('price_class').notNull(),
});

/** Spec 7 GET carservice/list_workshop_brands: the workshop networks, each of a workshop type. */
export const workshopBrands = pgTable(
  'workshop_brands',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
    workshopType: text('workshop_type').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [check('workshop_brands_type_check', sql`${t.workshopType} in ('official', 'independent')`)],
);

/** The partner workshop that takes the cars of a place, and how many a day by default. */
export const workshops = pgTable(
  'workshops',
  {
    id: integer('id').primaryKey(),
    placeId: integer('place_id')
      .notNull()
      .unique()
      .references(() => places.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => workshopBrands.id),
    name: text('name').notNull(),
    defaultCapacity: integer('default_capacity').notNull(),
  },
  (t) => [check('workshops_capacity_check', sql`${t.defaultCapacity} >= 0`)],
);

/** Per-day workshop slots; the same guard as daily_capacity (a full day aborts the booking). */
export const workshopDailyCapacity = pgTable(
  'workshop_daily_capacity',
  {
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.workshopId, t.day] }),
    check('workshop_daily_capacity_booked_check', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
  ],
);

/** Spec 3 Mechanical order's mechanical_estimate: the services estimated for one car, never changed. */
export const mechanicalEstimates = pgTable('mechanical_estimates', {
  id: serial('id').primaryKey(),
  vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
  umc: text('umc').notNull(),
  bodyCode: text('body_code'),
  motorCode: text('motor_code'),
  propulsionCode: text('propulsion_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Spec 3 car_service_estimates: one service of an estimate, priced for the car. */
export const mechanicalEstimateServices = pgTable(
  'mechanical_estimate_services',
  {
    estimateId: integer('estimate_id')
      .notNull()
      .references(() => mechanicalEstimates.id, { onDelete: 'cascade' }),
    carServiceId: integer('car_service_id')
      .notNull()
      .references(() => carServices.id),
    baseCents: integer('base_cents').notNull(),
    uniquePrice: boolean('unique_price').notNull(),
    /** the Estimate detail lines as estimated */
    lines: jsonb('lines').notNull(),
  },
  (t) => [primaryKey({ columns: [t.estimateId, t.carServiceId] }), check('mechanical_estimate_services_base_check', sql`${t.baseCents} >= 0`)],
);

/** A booking's car services as priced when booking. */
export const reservationCarServices = pgTable(
  'reservation_car_services',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    estimateId: integer('estimate_id').notNull(),
    carServiceId: integer('car_service_id').notNull(),
    name: text('name').notNull(),
    baseCents: integer('base_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    emissionCents: integer('emission_cents').notNull(),
  },
  (t) => [index('reservation_car_services_reservation_idx').on(t.reservationId)],
);

/** Issue 16.3: a booking's custom tyre or custom service request (decision 0025: quoted later, 0 charged now). */
export const reservationCustomRequests = pgTable(
  'reservation_custom_requests',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull(),
    chargedCents: integer('charged_cents').notNull().default(0),
  },
  (t) => [
    index('reservation_custom_requests_reservation_idx').on(t.reservationId),
    check('reservation_custom_requests_kind_check', sql`${t.kind} in ('tyres', 'service')`),
  ],
);

/** Spec 7 create_from_booking: the workshop's order for a booking's car services and custom requests. */
export const workshopOrders = pgTable(
  'workshop_orders',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .unique()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    workshopId: integer('workshop_id')
      .notNull()
      .references(() => workshops.id),
    estimateId: integer('estimate_id'),
    /** the workshop day the order holds in workshop_daily_capacity */
    day: date('day').notNull(),
    status: text('status').notNull().default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('workshop_orders_status_check', sql`${t.status} in ('requested', 'confirmed', 'in_progress', 'done', 'cancelled')`),
    index('workshop_orders_status_idx').on(t.status, t.day),
  ],
);

/** Each status an order took, with its time. */
export const workshopOrderEvents = pgTable(
  'workshop_order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => workshopOrders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('workshop_order_events_order_idx').on(t.orderId, t.at)],
);

/** Raw bytes (PostgreSQL bytea): a Buffer from node-postgres, a Uint8Array from PGlite. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Issue 16.3 "photos optional" on the custom service request (migration 0014, decision 0025):
 * an upload opened by its token (the server keeps its SHA-256, like the guest vehicle token),
 * attached to the reservation by the booking statement (reservation_id set once; the token
 * opens nothing after that). Uploads never booked are no longer accepted after
 * SERVICE_PHOTO_UPLOAD_TTL_HOURS.
 */
export const servicePhotoUploads = pgTable(
  'service_photo_uploads',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_photo_uploads_reservation_idx').on(t.reservationId)],
);

/** One photo of an upload: its type told by its bytes (jpeg, png, webp), at most 2 MB. */
export const servicePhotos = pgTable(
  'service_photos',
  {
    id: serial('id').primaryKey(),
    uploadId: integer('upload_id')
      .notNull()
      .references(() => servicePhotoUploads.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_photos_upload_idx').on(t.uploadId),
    check('service_photos_type_check', sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/webp')`),
    check('service_photos_size_check', sql`${t.sizeBytes} between 1 and 2097152`),
  ],
);
