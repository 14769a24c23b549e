import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  carServiceModelClasses,
  carServicePrices,
  carServices,
  carServiceTranslations,
  mechanicalEstimates,
  mechanicalEstimateServices,
  reservationCarServices,
  reservationCustomRequests,
  workshopBrands,
  workshopDailyCapacity,
  workshopOrderEvents,
  workshopOrders,
  workshops,
} from '../db/schema-car-services';
import { reservationAccessTokens, reservations } from '../db/schema-reservations';
import { vehicleIdentifications, vehicles } from '../db/schema-vehicles';

/** The car-service catalogue (services, texts, prices by class, model classes, workshops, brands). */
export async function loadCarServiceRows(db: Db) {
  const [services, texts, prices, classes, shops, brands] = await Promise.all([
    db.select().from(carServices).where(eq(carServices.enabled, true)).orderBy(asc(carServices.sortOrder), asc(carServices.id)),
    db.select().from(carServiceTranslations),
    db.select().from(carServicePrices),
    db.select().from(carServiceModelClasses),
    db.select().from(workshops),
    db.select().from(workshopBrands).orderBy(asc(workshopBrands.sortOrder), asc(workshopBrands.id)),
  ]);
  return { services, texts, prices, classes, shops, brands };
}

/** What the car services need of a vehicle: its owner and guest token hash, its identification and data. */
export interface VehicleForServices {
  id: number;
  idClient: number | null;
  guestTokenHash: string | null;
  plate: string | null;
  km: number | null;
  kmTimestamp: Date | null;
  workshopType: string | null;
  umc: string | null;
  bodyCode: string | null;
  motorCode: string | null;
  propulsionCode: string | null;
}

export async function loadVehicleForServices(db: Db, id: number): Promise<VehicleForServices | null> {
  const [row] = await db
    .select({
      id: vehicles.id,
      idClient: vehicles.idClient,
      guestTokenHash: vehicles.guestTokenHash,
      plate: vehicles.plate,
      km: vehicles.km,
      kmTimestamp: vehicles.kmTimestamp,
      workshopType: vehicles.workshopType,
      umc: vehicleIdentifications.umc,
      bodyCode: vehicleIdentifications.bodyApplicabilitycode,
      motorCode: vehicleIdentifications.motorApplicabilitycode,
      propulsionCode: vehicleIdentifications.propulsionCode,
    })
    .from(vehicles)
    .leftJoin(vehicleIdentifications, eq(vehicleIdentifications.vehicleId, vehicles.id))
    .where(and(eq(vehicles.id, id), isNull(vehicles.deletedAt)));
  return row ?? null;
}

export interface EstimateServiceRow {
  carServiceId: number;
  baseCents: number;
  uniquePrice: boolean;
  lines: unknown;
}

export interface EstimateRow {
  id: number;
  vehicleId: number | null;
  umc: string;
  bodyCode: string | null;
  motorCode: string | null;
  propulsionCode: string | null;
  services: EstimateServiceRow[];
}

/** Writes an estimate and its services (one transaction); resolves to its id. */
export async function insertEstimate(db: Db, e: Omit<EstimateRow, 'id'>): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mechanicalEstimates)
      .values({ vehicleId: e.vehicleId, umc: e.umc, bodyCode: e.bodyCode, motorCode: e.motorCode, propulsionCode: e.propulsionCode })
      .returning({ id: mechanicalEstimates.id });
    const id = row!.id;
    await tx.insert(mechanicalEstimateServices).values(e.services.map((s) => ({ estimateId: id, ...s })));
    return id;
  });
}

export async function loadEstimate(db: Db, id: number): Promise<EstimateRow | null> {
  const [row] = await db.select().from(mechanicalEstimates).where(eq(mechanicalEstimates.id, id));
  if (!row) return null;
  const services = await db
    .select({ carServiceId: mechanicalEstimateServices.carServiceId, baseCents: mechanicalEstimateServices.baseCents, uniquePrice: mechanicalEstimateServices.uniquePrice, lines: mechanicalEstimateServices.lines })
    .from(mechanicalEstimateServices)
    .where(eq(mechanicalEstimateServices.estimateId, id))
    .orderBy(asc(mechanicalEstimateServices.carServiceId));
  return { id: row.id, vehicleId: row.vehicleId, umc: row.umc, bodyCode: row.bodyCode, motorCode: row.motorCode, propulsionCode: row.propulsionCode, services };
}

/** Booked slots of a workshop on a day (null: no row yet, the default capacity applies). */
export async function workshopDay(db: Db, workshopId: number, day: string): Promise<{ capacity: number; booked: number } | null> {
  const [row] = await db
    .select({ capacity: workshopDailyCapacity.capacity, booked: workshopDailyCapacity.booked })
    .from(workshopDailyCapacity)
    .where(and(eq(workshopDailyCapacity.workshopId, workshopId), eq(workshopDailyCapacity.day, day)));
  return row ?? null;
}

/** Sets a workshop's slots on a day (admin, tests); never below what is booked. */
export async function setWorkshopCapacity(db: Db, workshopId: number, day: string, capacity: number): Promise<void> {
  await db
    .insert(workshopDailyCapacity)
    .values({ workshopId, day, capacity, booked: 0 })
    .onConflictDoUpdate({
      target: [workshopDailyCapacity.workshopId, workshopDailyCapacity.day],
      set: { capacity: sql`greatest(${capacity}, ${workshopDailyCapacity.booked})` },
    });
}

/** A reservation's car services, custom requests and workshop order (with its history). */
export async function loadReservationCarServices(db: Db, reservationId: number) {
  // Every booking with car services or custom requests has its workshop order: none, nothing else to read.
  const [order] = await db.select().from(workshopOrders).where(eq(workshopOrders.reservationId, reservationId));
  if (!order) return { services: [], custom: [], order: null, events: [] };
  const [services, custom] = await Promise.all([
    db.select().from(reservationCarServices).where(eq(reservationCarServices.reservationId, reservationId)).orderBy(asc(reservationCarServices.id)),
    db.select().from(reservationCustomRequests).where(eq(reservationCustomRequests.reservationId, reservationId)).orderBy(asc(reservationCustomRequests.id)),
  ]);
  const events = order
    ? await db.select().from(workshopOrderEvents).where(eq(workshopOrderEvents.orderId, order.id)).orderBy(asc(workshopOrderEvents.at), asc(workshopOrderEvents.id))
    : [];
  return { services, custom, order, events };
}

export type WorkshopOrderRow = typeof workshopOrders.$inferSelect;

/** Workshop orders (admin list), newest day first, with their reservation's reference. */
export async function listWorkshopOrders(db: Db, filter: { status?: string; orderId?: number } = {}, limit = 200) {
  const rows = await db
    .select({ order: workshopOrders, reference: reservations.reference })
    .from(workshopOrders)
    .innerJoin(reservations, eq(reservations.id, workshopOrders.reservationId))
    .where(and(filter.status ? eq(workshopOrders.status, filter.status) : undefined, filter.orderId !== undefined ? eq(workshopOrders.id, filter.orderId) : undefined))
    .orderBy(asc(workshopOrders.day), asc(workshopOrders.id))
    .limit(limit);
  const ids = rows.map((r) => r.order.id);
  const events = ids.length ? await db.select().from(workshopOrderEvents).where(inArray(workshopOrderEvents.orderId, ids)).orderBy(asc(workshopOrderEvents.at), asc(workshopOrderEvents.id)) : [];
  return { rows, events };
}

/** The order with its reservation's mail data, locked for a status change (inside `tx`). */
export async function lockWorkshopOrder(tx: Db, orderId: number) {
  const [row] = await tx
    .select({ order: workshopOrders, reservation: reservations })
    .from(workshopOrders)
    .innerJoin(reservations, eq(reservations.id, workshopOrders.reservationId))
    .where(eq(workshopOrders.id, orderId))
    .for('update', { of: workshopOrders });
  return row ?? null;
}

/**
 * Moves an order to `status` only from `from` (the row was read under lock), writing the event
 * with its time. Resolves to the event's time.
 */
export async function moveWorkshopOrder(tx: Db, orderId: number, from: string, status: string, at: Date): Promise<Date | null> {
  const moved = await tx
    .update(workshopOrders)
    .set({ status, updatedAt: at })
    .where(and(eq(workshopOrders.id, orderId), eq(workshopOrders.status, from)))
    .returning({ id: workshopOrders.id });
  if (moved.length === 0) return null;
  await tx.insert(workshopOrderEvents).values({ orderId, status, at });
  return at;
}

/** A cancelled order gives its workshop slot back. */
export async function releaseWorkshopSlot(tx: Db, workshopId: number, day: string): Promise<void> {
  await tx
    .update(workshopDailyCapacity)
    .set({ booked: sql`greatest(${workshopDailyCapacity.booked} - 1, 0)` })
    .where(and(eq(workshopDailyCapacity.workshopId, workshopId), eq(workshopDailyCapacity.day, day)));
}

/** A new access token of the reservation (its SHA-256), for the link of a workshop-order mail (decision 0009). */
export async function addReservationAccessToken(tx: Db, reservationId: number, tokenHash: string, at: Date): Promise<void> {
  await tx.insert(reservationAccessTokens).values({ tokenHash, reservationId, createdAt: at });
}

/**
 * Issue 17 meets 16 (decision 0025): the reservation's workshop order, locked when `lock` (a
 * cancel, inside the transaction that locked the reservation row first), or null.
 */
export async function workshopOrderOfReservation(db: Db, reservationId: number, lock = false) {
  const q = db
    .select({ id: workshopOrders.id, status: workshopOrders.status, workshopId: workshopOrders.workshopId, day: workshopOrders.day })
    .from(workshopOrders)
    .where(eq(workshopOrders.reservationId, reservationId));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/**
 * The payment sweep (decision 0025 follow-up): the expiring reservations' workshop orders,
 * locked in id order (inside the transaction that claimed the reservation rows, after their
 * parking and extras' days: the bookings' lock order). Each order still holding its slot
 * (`holdsSlot`) is moved to cancelled with its history row, and its slot given back, in
 * (workshop, day) order. An order the workshop cancelled already (slot given back then) or
 * finished is left. Resolves to the workshops whose slots were given back.
 */
export async function cancelWorkshopOrdersOf(tx: Db, reservationIds: number[], now: Date, holdsSlot: (status: string) => boolean): Promise<number[]> {
  if (reservationIds.length === 0) return [];
  const orders = await tx
    .select({ id: workshopOrders.id, status: workshopOrders.status, workshopId: workshopOrders.workshopId, day: workshopOrders.day })
    .from(workshopOrders)
    .where(inArray(workshopOrders.reservationId, reservationIds))
    .orderBy(asc(workshopOrders.id))
    .for('update');
  const slots: { workshopId: number; day: string }[] = [];
  for (const o of orders) {
    if (holdsSlot(o.status) && (await moveWorkshopOrder(tx, o.id, o.status, 'cancelled', now))) slots.push({ workshopId: o.workshopId, day: o.day });
  }
  slots.sort((a, b) => a.workshopId - b.workshopId || (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  for (const s of slots) await releaseWorkshopSlot(tx, s.workshopId, s.day);
  return [...new Set(slots.map((s) => s.workshopId))];
}

/** The custom service request (its description) of each reservation that has one. */
export async function serviceRequestsOf(db: Db, reservationIds: number[]): Promise<Map<number, { description: string }>> {
  if (reservationIds.length === 0) return new Map();
  const rows = await db
    .select({ reservationId: reservationCustomRequests.reservationId, data: reservationCustomRequests.data })
    .from(reservationCustomRequests)
    .where(and(inArray(reservationCustomRequests.reservationId, reservationIds), eq(reservationCustomRequests.kind, 'service')));
  return new Map(rows.map((r) => [r.reservationId, { description: String((r.data as { description?: string }).description ?? '') }]));
}
