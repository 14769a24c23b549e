import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * The catalogue and capacity tables. Source of the committed migrations under
 * apps/api/migrations (regenerate with `npx drizzle-kit generate` in apps/api).
 * Money is integer cents; texts users read live in the *_translations tables, one row per
 * language (es, ca, en, fr).
 */

export const cities = pgTable('cities', {
  id: integer('id').primaryKey(),
  sortOrder: smallint('sort_order').notNull().default(0),
});

export const cityTranslations = pgTable(
  'city_translations',
  {
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.cityId, t.lang] })],
);

export const places = pgTable(
  'places',
  {
    id: integer('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => cities.id),
    type: text('type').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [check('places_type_check', sql`${t.type} in ('airport', 'port', 'station', 'urban')`)],
);

export const placeTranslations = pgTable(
  'place_translations',
  {
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.placeId, t.lang] })],
);

export const products = pgTable(
  'products',
  {
    // Fixed by the spec (4 express Prat, 2 premium Prat, 3 port, ...): never a sequence.
    id: integer('id').primaryKey(),
    service: text('service').notNull(),
    idLot: integer('id_lot').notNull(),
    placeId: integer('place_id')
      .notNull()
      .references(() => places.id),
    flightRequired: boolean('flight_required').notNull().default(false),
    passengers: boolean('passengers').notNull().default(false),
    openingHoursType: smallint('opening_hours_type').notNull(),
    open: text('open'),
    close: text('close'),
    specificCheckinHours: text('specific_checkin_hours'),
    specificCheckoutHours: text('specific_checkout_hours'),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    defaultCapacity: integer('default_capacity').notNull(),
    extraDayCents: integer('extra_day_cents').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    check('products_service_check', sql`${t.service} in ('express', 'premium', 'port', 'standard', 'urban')`),
    check('products_opening_hours_type_check', sql`${t.openingHoursType} in (2, 3)`),
    check('products_capacity_check', sql`${t.defaultCapacity} >= 0`),
    check('products_extra_day_check', sql`${t.extraDayCents} >= 0`),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    longDescription: text('long_description').notNull(),
    warningName: text('warning_name'),
    warningBody: text('warning_body'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.lang] })],
);

export const terminals = pgTable('terminals', {
  id: integer('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  commonTerminalId: integer('common_terminal_id').notNull(),
  nameShort: text('name_short').notNull(),
  name: text('name').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
});

/** Spec 3: the static terminal list (entry points by common terminal, plus Mas Blau). */
export const staticTerminals = pgTable('static_terminals', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  commonTerminalId: integer('common_terminal_id').notNull(),
  placeId: integer('place_id')
    .notNull()
    .references(() => places.id),
  idLot: integer('id_lot').notNull(),
  terminals: integer('terminals').array().notNull(),
  idProduct: integer('id_product')
    .notNull()
    .references(() => products.id),
  idTerminal: integer('id_terminal')
    .notNull()
    .references(() => terminals.id),
});

/** Total parking price for a stay of `days` days; past the last row, products.extra_day_cents. */
export const tariffs = pgTable(
  'tariffs',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    days: integer('days').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.days] }),
    check('tariffs_days_check', sql`${t.days} >= 1`),
    check('tariffs_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * Capacity guarded by the database (design.md 3): a booking takes every day of its stay
 * with `UPDATE ... SET booked = booked + 1 WHERE booked < capacity`; the CHECK is the last
 * line of defence against a read-then-write race.
 */
export const dailyCapacity = pgTable(
  'daily_capacity',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.day] }),
    check('daily_capacity_booked_check', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
  ],
);

/** Key/value facts about this database, e.g. the seed marker. */
export const meta = pgTable('meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Extras (spec 3, Extra): washes and disinfection (type 'wash'), the parking-space option
 * (type 'space', spec service_type '2') and the double space (type 'double_space').
 * price_cents is the VAT-included retail price, base_cents the same without VAT.
 */
export const extras = pgTable(
  'extras',
  {
    id: integer('id').primaryKey(),
    type: text('type').notNull(),
    serviceType: text('service_type').notNull(),
    priceCents: integer('price_cents').notNull(),
    baseCents: integer('base_cents').notNull(),
    imageGallery: text('image_gallery').array().notNull().default(sql`'{}'::text[]`),
    enabled: boolean('enabled').notNull().default(true),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    check('extras_type_check', sql`${t.type} in ('wash', 'space', 'double_space')`),
    check('extras_price_check', sql`${t.priceCents} >= 0 AND ${t.baseCents} >= 0 AND ${t.baseCents} <= ${t.priceCents}`),
  ],
);

export const extraTranslations = pgTable(
  'extra_translations',
  {
    extraId: integer('extra_id')
      .notNull()
      .references(() => extras.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.extraId, t.lang] })],
);

/** Which product offers which extra, and how many a day by default (washing bays, spaces). */
export const productExtras = pgTable(
  'product_extras',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    extraId: integer('extra_id')
      .notNull()
      .references(() => extras.id, { onDelete: 'cascade' }),
    defaultCapacity: integer('default_capacity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.extraId] }),
    check('product_extras_capacity_check', sql`${t.defaultCapacity} >= 0`),
  ],
);

/** Per-day capacity of an extra at a product; same guard as daily_capacity. */
export const extraDailyCapacity = pgTable(
  'extra_daily_capacity',
  {
    productId: integer('product_id').notNull(),
    extraId: integer('extra_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.extraId, t.day] }),
    foreignKey({ columns: [t.productId, t.extraId], foreignColumns: [productExtras.productId, productExtras.extraId] }).onDelete('cascade'),
    check('extra_daily_capacity_booked_check', sql`${t.booked} >= 0 AND ${t.booked} <= ${t.capacity}`),
  ],
);

/**
 * Promo codes (spec 4). value: percent 0-100 for 'percent', integer cents for 'fixed'.
 * product_ids / lot_ids null = every product / lot. usage_limit null = unlimited.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    code: text('code').primaryKey(),
    kind: text('kind').notNull(),
    value: integer('value').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    productIds: integer('product_ids').array(),
    lotIds: integer('lot_ids').array(),
    usageLimit: integer('usage_limit'),
    usedCount: integer('used_count').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    check('promo_codes_kind_check', sql`${t.kind} in ('percent', 'fixed')`),
    check('promo_codes_value_check', sql`${t.value} >= 0 AND (${t.kind} <> 'percent' OR ${t.value} <= 100)`),
    check('promo_codes_code_check', sql`${t.code} = upper(${t.code})`),
    check('promo_codes_used_check', sql`${t.usedCount} >= 0`),
  ],
);

export const promoCodeTranslations = pgTable(
  'promo_code_translations',
  {
    code: text('code')
      .notNull()
      .references(() => promoCodes.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.lang] })],
);
