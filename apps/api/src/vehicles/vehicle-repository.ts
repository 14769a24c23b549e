import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema-accounts';
import {
  agencyClients,
  missingCarModels,
  vehicleBodyOptions,
  vehicleIdentifications,
  vehicleMakes,
  vehicleModelBodies,
  vehicleModelMotors,
  vehicleModels,
  vehicleMotorOptions,
  vehiclePropulsions,
  vehicles,
} from '../db/schema-vehicles';

/** The vehicle tables' SQL (decision 0001: SQL only in *-repository.ts). */

export interface CatalogueSnapshot {
  makes: (typeof vehicleMakes.$inferSelect)[];
  models: (typeof vehicleModels.$inferSelect)[];
  propulsions: (typeof vehiclePropulsions.$inferSelect)[];
  bodies: (typeof vehicleBodyOptions.$inferSelect)[];
  motors: (typeof vehicleMotorOptions.$inferSelect)[];
  modelBodies: (typeof vehicleModelBodies.$inferSelect)[];
  modelMotors: (typeof vehicleModelMotors.$inferSelect)[];
}

export async function loadCatalogueSnapshot(db: Db): Promise<CatalogueSnapshot> {
  const [makes, models, propulsions, bodies, motors, modelBodies, modelMotors] = await Promise.all([
    db.select().from(vehicleMakes).orderBy(asc(vehicleMakes.makeDescription)),
    db.select().from(vehicleModels).orderBy(asc(vehicleModels.id)),
    db.select().from(vehiclePropulsions).orderBy(asc(vehiclePropulsions.propulsionCode)),
    db.select().from(vehicleBodyOptions).orderBy(asc(vehicleBodyOptions.applicabilitycode)),
    db.select().from(vehicleMotorOptions).orderBy(asc(vehicleMotorOptions.applicabilitycode)),
    db.select().from(vehicleModelBodies),
    db.select().from(vehicleModelMotors),
  ]);
  return { makes, models, propulsions, bodies, motors, modelBodies, modelMotors };
}

export type VehicleRow = typeof vehicles.$inferSelect;
export type IdentificationRow = typeof vehicleIdentifications.$inferSelect;
export interface StoredVehicle {
  vehicle: VehicleRow;
  identification: IdentificationRow | null;
}

const withIdentification = (db: Db) =>
  db.select({ vehicle: vehicles, identification: vehicleIdentifications }).from(vehicles).leftJoin(vehicleIdentifications, eq(vehicleIdentifications.vehicleId, vehicles.id));

/** A vehicle not deleted, with its identification. */
export async function findVehicle(db: Db, id: number): Promise<StoredVehicle | null> {
  const [row] = await withIdentification(db).where(and(eq(vehicles.id, id), isNull(vehicles.deletedAt))).limit(1);
  return row ?? null;
}

/** A vehicle even when deleted: what a reservation booked with it shows. */
export async function findVehicleForReservation(db: Db, id: number): Promise<StoredVehicle | null> {
  const [row] = await withIdentification(db).where(eq(vehicles.id, id)).limit(1);
  return row ?? null;
}

/** The guest vehicle a token opens (its hash), not deleted and not registered yet. */
export async function findGuestVehicleIdByTokenHash(db: Db, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.guestTokenHash, tokenHash), isNull(vehicles.idClient), isNull(vehicles.deletedAt)))
    .limit(1);
  return row?.id ?? null;
}

/** A client's saved vehicles, newest first. */
export async function listClientVehicles(db: Db, clientId: number): Promise<StoredVehicle[]> {
  return withIdentification(db)
    .where(and(eq(vehicles.idClient, clientId), isNull(vehicles.deletedAt)))
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id));
}

export async function findClientVehicleByPlate(db: Db, clientId: number, plate: string): Promise<StoredVehicle | null> {
  const [row] = await withIdentification(db)
    .where(and(eq(vehicles.idClient, clientId), eq(vehicles.plate, plate), isNull(vehicles.deletedAt)))
    .orderBy(desc(vehicles.id))
    .limit(1);
  return row ?? null;
}

export type NewVehicle = Omit<typeof vehicles.$inferInsert, 'id'>;
export type NewIdentification = Omit<typeof vehicleIdentifications.$inferInsert, 'vehicleId'>;

/** Inserts a vehicle and, when given, its identification, in one transaction. */
export async function insertVehicle(db: Db, vehicle: NewVehicle, identification: NewIdentification | null): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(vehicles).values(vehicle).returning({ id: vehicles.id });
    const id = row!.id;
    if (identification) await tx.insert(vehicleIdentifications).values({ ...identification, vehicleId: id });
    return id;
  });
}

export type VehiclePatch = Partial<Pick<VehicleRow, 'plate' | 'country' | 'type' | 'colour' | 'km' | 'kmTimestamp' | 'workshopType'>>;

export async function updateVehicle(db: Db, id: number, patch: VehiclePatch, now: Date): Promise<void> {
  await db.update(vehicles).set({ ...patch, updatedAt: now }).where(eq(vehicles.id, id));
}

export async function softDeleteVehicle(db: Db, id: number, now: Date): Promise<void> {
  await db.update(vehicles).set({ deletedAt: now, updatedAt: now, guestTokenHash: null }).where(eq(vehicles.id, id));
}

/** Replaces the vehicle's identification (insert or update). */
export async function upsertIdentification(db: Db, vehicleId: number, identification: NewIdentification): Promise<void> {
  await db
    .insert(vehicleIdentifications)
    .values({ ...identification, vehicleId })
    .onConflictDoUpdate({ target: vehicleIdentifications.vehicleId, set: identification });
}

export type IdentificationPatch = Partial<Pick<IdentificationRow, 'motorApplicabilitycode' | 'motorDesc' | 'bodyApplicabilitycode' | 'bodyDesc'>>;

export async function updateIdentification(db: Db, vehicleId: number, patch: IdentificationPatch, now: Date): Promise<void> {
  await db.update(vehicleIdentifications).set({ ...patch, updatedAt: now }).where(eq(vehicleIdentifications.vehicleId, vehicleId));
}

/** A plate change drops the identification in the same transaction (the car may be another one). */
export async function updateVehicleDroppingIdentification(db: Db, id: number, patch: VehiclePatch, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(vehicles).set({ ...patch, updatedAt: now }).where(eq(vehicles.id, id));
    await tx.delete(vehicleIdentifications).where(eq(vehicleIdentifications.vehicleId, id));
  });
}

export async function deleteIdentification(db: Db, vehicleId: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(vehicleIdentifications).where(eq(vehicleIdentifications.vehicleId, vehicleId));
    await tx.update(vehicles).set({ updatedAt: now }).where(eq(vehicles.id, vehicleId));
  });
}

/**
 * Registers a guest vehicle to a client: only while it is still a guest vehicle; the token stops
 * opening it. True when this call registered it.
 */
export async function registerGuestVehicle(db: Db, id: number, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(vehicles)
    .set({ idClient: userId, guestTokenHash: null, updatedAt: now })
    .where(and(eq(vehicles.id, id), isNull(vehicles.idClient), isNull(vehicles.deletedAt)))
    .returning({ id: vehicles.id });
  return rows.length === 1;
}

export async function insertMissingCarModel(db: Db, row: Omit<typeof missingCarModels.$inferInsert, 'id'>): Promise<void> {
  await db.insert(missingCarModels).values(row);
}

/** Spec 6 "agent acting for client": whether the agency acts for this client (decision 0023). */
export async function agencyActsFor(db: Db, agencyId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(agencyClients)
    .innerJoin(users, eq(users.id, agencyClients.userId))
    .where(and(eq(agencyClients.agencyId, agencyId), eq(agencyClients.userId, userId)))
    .limit(1);
  return row !== undefined;
}
