import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { agencies, users } from './schema-accounts';

/**
 * Vehicles (issue 15; spec 3 Vehicle, Make, Model, Propulsion, Body and motor options).
 * Migration 0009. The catalogue tables are loaded by the seed from
 * apps/api/src/vehicles/seed-data; the api reads them once into the make/model cache.
 * Decision record: docs/decisions/0023-vehicles.md.
 */

/** Spec 3 Make: id, make_code, make_description. */
export const vehicleMakes = pgTable('vehicle_makes', {
  id: serial('id').primaryKey(),
  makeCode: text('make_code').notNull().unique(),
  makeDescription: text('make_description').notNull(),
});

/** Spec 3 Propulsion: propulsion_code, propulsion. */
export const vehiclePropulsions = pgTable('vehicle_propulsions', {
  propulsionCode: text('propulsion_code').primaryKey(),
  propulsion: text('propulsion').notNull(),
});

/** Spec 3 Model: id, model_description (with its bracketed years), umc; of one make. */
export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: serial('id').primaryKey(),
    umc: text('umc').notNull().unique(),
    makeCode: text('make_code')
      .notNull()
      .references(() => vehicleMakes.makeCode, { onUpdate: 'cascade' }),
    modelDescription: text('model_description').notNull(),
  },
  (t) => [index('vehicle_models_make_idx').on(t.makeCode)],
);

/** Spec 3 Body options: applicabilitycode, desc. */
export const vehicleBodyOptions = pgTable('vehicle_body_options', {
  applicabilitycode: text('applicabilitycode').primaryKey(),
  desc: text('desc').notNull(),
});

/** Spec 3 Motor options: applicabilitycode, desc; friendlyName is derived from cc and cv (domain vehicles/engine). */
export const vehicleMotorOptions = pgTable('vehicle_motor_options', {
  applicabilitycode: text('applicabilitycode').primaryKey(),
  desc: text('desc').notNull(),
  /** null for an electric motor */
  cc: integer('cc'),
  cv: integer('cv').notNull(),
  propulsionCode: text('propulsion_code')
    .notNull()
    .references(() => vehiclePropulsions.propulsionCode),
});

/** Which bodies fit a model. */
export const vehicleModelBodies = pgTable(
  'vehicle_model_bodies',
  {
    umc: text('umc')
      .notNull()
      .references(() => vehicleModels.umc, { onDelete: 'cascade' }),
    applicabilitycode: text('applicabilitycode')
      .notNull()
      .references(() => vehicleBodyOptions.applicabilitycode),
  },
  (t) => [primaryKey({ columns: [t.umc, t.applicabilitycode] })],
);

/** Which motors fit a model (a model's propulsions are its motors'). */
export const vehicleModelMotors = pgTable(
  'vehicle_model_motors',
  {
    umc: text('umc')
      .notNull()
      .references(() => vehicleModels.umc, { onDelete: 'cascade' }),
    applicabilitycode: text('applicabilitycode')
      .notNull()
      .references(() => vehicleMotorOptions.applicabilitycode),
  },
  (t) => [primaryKey({ columns: [t.umc, t.applicabilitycode] })],
);

/**
 * Spec 3 Vehicle: a client's saved vehicle (id_client = users.id) or a guest vehicle
 * (id_client null). A guest vehicle is opened only with its guest token, 256 random bits shown
 * once at create and stored as its SHA-256 (decision 0023); registering it to a client on login
 * clears the hash. Deleting is soft (deleted_at): a reservation keeps showing its vehicle.
 */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    idClient: integer('id_client').references(() => users.id, { onDelete: 'cascade' }),
    /** canonical plate (domain vehicles/plate: upper case, no blanks); null on the guest selector path */
    plate: text('plate'),
    /** ISO 3166-1 alpha-2 of the plate's issuing country */
    country: text('country').notNull().default('ES'),
    /** spec 3 Vehicle type: the owner's name for the car, or 'brand model colour' of the not-found form */
    type: text('type'),
    colour: text('colour'),
    km: integer('km'),
    kmTimestamp: timestamp('km_timestamp', { withTimezone: true }),
    workshopType: text('workshop_type'),
    guestTokenHash: text('guest_token_hash'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('vehicles_client_idx').on(t.idClient).where(sql`deleted_at is null`),
    uniqueIndex('vehicles_guest_token_idx').on(t.guestTokenHash),
    check('vehicles_km_check', sql`${t.km} is null or (${t.km} >= 0 and ${t.km} <= 9999999)`),
    check('vehicles_workshop_type_check', sql`${t.workshopType} is null or ${t.workshopType} in ('official', 'independent')`),
    check('vehicles_country_check', sql`${t.country} ~ '^[A-Z]{2}$'`),
  ],
);

/**
 * Spec 3 Vehicle vehicle_information: what identifies the car (by the plate register or by the
 * selectors) and the extra data a car service asks for. One row per identified vehicle.
 * id_gt_vehicle_information is the register's id of the identification (null on the selector path).
 */
export const vehicleIdentifications = pgTable('vehicle_identifications', {
  vehicleId: integer('vehicle_id')
    .primaryKey()
    .references(() => vehicles.id, { onDelete: 'cascade' }),
  idGtVehicleInformation: integer('id_gt_vehicle_information'),
  umc: text('umc')
    .notNull()
    .references(() => vehicleModels.umc),
  propulsionCode: text('propulsion_code').references(() => vehiclePropulsions.propulsionCode),
  motorApplicabilitycode: text('motor_applicabilitycode').references(() => vehicleMotorOptions.applicabilitycode),
  motorDesc: text('motor_desc'),
  bodyApplicabilitycode: text('body_applicabilitycode').references(() => vehicleBodyOptions.applicabilitycode),
  bodyDesc: text('body_desc'),
  /** 'register' (plate found) or 'selectors' */
  source: text('source').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [check('vehicle_identifications_source_check', sql`${t.source} in ('register', 'selectors')`)]);

/** Spec 7 POST vehicle/missing_car_model: a make and model the catalogue lacks, for the team to add. */
export const missingCarModels = pgTable('missing_car_models', {
  id: serial('id').primaryKey(),
  brand: text('brand').notNull(),
  model: text('model').notNull(),
  email: text('email'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Spec 6 "clientId above 1 (agent acting for client) sees that client's vehicles": the clients
 * an agency acts for (decision 0023). Without a row here an agency sees no client's vehicles.
 */
export const agencyClients = pgTable(
  'agency_clients',
  {
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.userId] }), index('agency_clients_user_idx').on(t.userId)],
);
