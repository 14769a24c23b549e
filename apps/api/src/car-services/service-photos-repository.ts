import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { servicePhotos, servicePhotoUploads, workshopOrders } from '../db/schema-car-services';

/**
 * Issue 16.3: the custom service request's photos (decision 0025). An upload is found by its
 * token's hash; every write locks its row first, so two uploads at once never pass the limit.
 */
export interface PhotoUploadRow {
  id: number;
  reservationId: number | null;
  createdAt: Date;
}

export interface ServicePhotoMeta {
  id: number;
  contentType: string;
  sizeBytes: number;
}

const META = { id: servicePhotos.id, contentType: servicePhotos.contentType, sizeBytes: servicePhotos.sizeBytes };

export async function insertPhotoUpload(tx: Db, tokenHash: string, at: Date): Promise<PhotoUploadRow> {
  const [row] = await tx
    .insert(servicePhotoUploads)
    .values({ tokenHash, createdAt: at })
    .returning({ id: servicePhotoUploads.id, reservationId: servicePhotoUploads.reservationId, createdAt: servicePhotoUploads.createdAt });
  return row!;
}

/** The upload of a token hash, locked (FOR UPDATE) when `lock`, or null. */
export async function findPhotoUpload(db: Db, tokenHash: string, lock = false): Promise<PhotoUploadRow | null> {
  const q = db
    .select({ id: servicePhotoUploads.id, reservationId: servicePhotoUploads.reservationId, createdAt: servicePhotoUploads.createdAt })
    .from(servicePhotoUploads)
    .where(eq(servicePhotoUploads.tokenHash, tokenHash));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function photosOfUpload(db: Db, uploadId: number): Promise<ServicePhotoMeta[]> {
  return db.select(META).from(servicePhotos).where(eq(servicePhotos.uploadId, uploadId)).orderBy(asc(servicePhotos.id));
}

export async function insertServicePhoto(tx: Db, uploadId: number, contentType: string, data: Uint8Array, at: Date): Promise<ServicePhotoMeta> {
  const [row] = await tx.insert(servicePhotos).values({ uploadId, contentType, sizeBytes: data.length, data, createdAt: at }).returning(META);
  return row!;
}

export async function deleteServicePhoto(tx: Db, uploadId: number, photoId: number): Promise<boolean> {
  const rows = await tx
    .delete(servicePhotos)
    .where(and(eq(servicePhotos.uploadId, uploadId), eq(servicePhotos.id, photoId)))
    .returning({ id: servicePhotos.id });
  return rows.length > 0;
}

/** A photo's bytes, when it belongs to the upload. */
export async function photoOfUpload(db: Db, uploadId: number, photoId: number): Promise<{ contentType: string; data: Uint8Array } | null> {
  const [row] = await db
    .select({ contentType: servicePhotos.contentType, data: servicePhotos.data })
    .from(servicePhotos)
    .where(and(eq(servicePhotos.uploadId, uploadId), eq(servicePhotos.id, photoId)));
  return row ?? null;
}

/** The photos a reservation's booking attached (its upload's), oldest first. */
export async function photosOfReservation(db: Db, reservationId: number): Promise<ServicePhotoMeta[]> {
  return db
    .select(META)
    .from(servicePhotos)
    .innerJoin(servicePhotoUploads, eq(servicePhotoUploads.id, servicePhotos.uploadId))
    .where(eq(servicePhotoUploads.reservationId, reservationId))
    .orderBy(asc(servicePhotos.id));
}

/** A photo's bytes, when it is attached to the booking of the workshop order (admin). */
export async function photoOfWorkshopOrder(db: Db, orderId: number, photoId: number): Promise<{ contentType: string; data: Uint8Array } | null> {
  const [row] = await db
    .select({ contentType: servicePhotos.contentType, data: servicePhotos.data })
    .from(servicePhotos)
    .innerJoin(servicePhotoUploads, eq(servicePhotoUploads.id, servicePhotos.uploadId))
    .innerJoin(workshopOrders, eq(workshopOrders.reservationId, servicePhotoUploads.reservationId))
    .where(and(eq(workshopOrders.id, orderId), eq(servicePhotos.id, photoId)));
  return row ?? null;
}

/** How many photos each of the reservations has attached. */
export async function photoCountsOfReservations(db: Db, reservationIds: number[]): Promise<Map<number, number[]>> {
  if (reservationIds.length === 0) return new Map();
  const rows = await db
    .select({ reservationId: servicePhotoUploads.reservationId, id: servicePhotos.id })
    .from(servicePhotos)
    .innerJoin(servicePhotoUploads, eq(servicePhotoUploads.id, servicePhotos.uploadId))
    .where(inArray(servicePhotoUploads.reservationId, reservationIds))
    .orderBy(asc(servicePhotos.id));
  const out = new Map<number, number[]>();
  for (const r of rows) out.set(r.reservationId!, [...(out.get(r.reservationId!) ?? []), r.id]);
  return out;
}

/**
 * Uploads never booked, started before `before` (SERVICE_PHOTO_UPLOAD_TTL_HOURS ago): deleted
 * with their photos (cascade). A booked upload (reservation_id set) is kept with its booking.
 */
export async function deleteStalePhotoUploads(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(servicePhotoUploads)
    .where(and(isNull(servicePhotoUploads.reservationId), lt(servicePhotoUploads.createdAt, before)))
    .returning({ id: servicePhotoUploads.id });
  return rows.length;
}
