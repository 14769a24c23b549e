import {
  SERVICE_PHOTO_MAX_BYTES,
  SERVICE_PHOTO_UPLOAD_TTL_HOURS,
  SERVICE_REQUEST_MAX_PHOTOS,
  servicePhotoRefusal,
  sniffServicePhotoType,
  type ServicePhotoType,
} from '@parking/domain/car-services/custom-requests';
import type { ServicePhotosResponse, ServicePhotoWire } from '@parking/domain/contracts/car-service';
import type { Lang } from '@parking/domain/contracts/wire';
import { DomainError } from '@parking/domain/errors/codes';
import type { Db } from '../db/client';
import { translateError } from '../i18n/errors-i18n';
import { hashToken, newToken, TOKEN_PATTERN } from '../lib/token';
import {
  deleteServicePhoto,
  findPhotoUpload,
  insertPhotoUpload,
  insertServicePhoto,
  type PhotoUploadRow,
  photoOfUpload,
  photoOfWorkshopOrder,
  photosOfUpload,
  type ServicePhotoMeta,
} from './service-photos-repository';

const DATA_URL = /^data:[a-z0-9.+/-]*(;[a-z0-9=.-]+)*;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/** 2 MB as base64 (4 characters every 3 bytes): a longer text is too large before it is decoded. */
const MAX_BASE64_CHARS = Math.ceil(SERVICE_PHOTO_MAX_BYTES / 3) * 4;
const TOKEN_FIELD = 'x-photo-upload-token';

/** The bytes of a data URL or bare base64 text; null when it is no base64; 'too_large' past 2 MB. */
export function decodePhoto(text: string): Uint8Array | 'too_large' | null {
  const b64 = text.replace(DATA_URL, '').replace(/\s+/g, '');
  if (b64.length > MAX_BASE64_CHARS + 4) return 'too_large';
  if (b64.length === 0 || b64.length % 4 === 1 || !BASE64.test(b64)) return null;
  return new Uint8Array(Buffer.from(b64, 'base64'));
}

/**
 * Issue 16.3 "photos optional" on the custom service request (decision 0025): uploaded one by
 * one before booking into an upload owned by a 256-bit token (X-Photo-Upload-Token; the
 * database keeps its hash), at most 3 photos of at most 2 MB, their type told by their bytes.
 * The booking statement attaches the upload to its reservation; after that, or past
 * SERVICE_PHOTO_UPLOAD_TTL_HOURS, the token opens nothing (404, never saying which).
 */
export function createServicePhotos({ db }: { db: Db }) {
  const urlOf = (id: number) => `/api/carservice/photos/${id}`;
  const wire = (p: ServicePhotoMeta): ServicePhotoWire => ({ id: p.id, content_type: p.contentType as ServicePhotoType, bytes: p.sizeBytes, url: urlOf(p.id) });
  const response = (token: string | null, photos: ServicePhotoMeta[]): ServicePhotosResponse => ({
    upload_token: token,
    photos: photos.map(wire),
    remaining: Math.max(0, SERVICE_REQUEST_MAX_PHOTOS - photos.length),
  });
  const open = (u: PhotoUploadRow | null, now: Date): u is PhotoUploadRow =>
    u !== null && u.reservationId === null && now.getTime() - u.createdAt.getTime() < SERVICE_PHOTO_UPLOAD_TTL_HOURS * 3_600_000;
  const notFound = () => new DomainError('API_ERROR_NOT_FOUND', { field: TOKEN_FIELD });
  const hashOf = (token: string | null | undefined) => (token && TOKEN_PATTERN.test(token) ? hashToken(token) : null);

  /** An open upload of the token (locked when `tx` is a transaction asking so), else 404. */
  async function openUpload(q: Db, token: string | null | undefined, now: Date, lock: boolean): Promise<PhotoUploadRow> {
    const h = hashOf(token);
    const u = h ? await findPhotoUpload(q, h, lock) : null;
    if (!open(u, now)) throw notFound();
    return u;
  }

  /** POST: one photo into the token's upload, or into a new upload (its token answered once). */
  async function upload(token: string | null, photo: string, now: Date, lang: Lang): Promise<ServicePhotosResponse> {
    const bytes = decodePhoto(photo);
    const refuse = (code: 'photo_too_large' | 'invalid_photo' | 'too_many_photos') =>
      code === 'photo_too_large'
        ? new DomainError('API_ERROR_PAYLOAD_TOO_LARGE', [{ field: 'photo', code, max_bytes: SERVICE_PHOTO_MAX_BYTES, reason: translateError(lang, 'photo_too_large') }])
        : new DomainError('API_ERROR_VALIDATION', [
            { field: 'photo', code, ...(code === 'too_many_photos' ? { max: SERVICE_REQUEST_MAX_PHOTOS } : {}), reason: translateError(lang, code === 'invalid_photo' ? 'photo_type' : 'photo_too_many') },
          ]);
    if (bytes === 'too_large') throw refuse('photo_too_large');
    if (bytes === null) throw refuse('invalid_photo');
    const first = servicePhotoRefusal(bytes, 0);
    if (first) throw refuse(first);
    const type = sniffServicePhotoType(bytes)!;
    return db.transaction(async (tx) => {
      const fresh = token === null ? newToken() : null;
      // The upload's row is locked: two photos sent at once are counted one after the other.
      const u = fresh ? await insertPhotoUpload(tx as unknown as Db, hashToken(fresh), now) : await openUpload(tx as unknown as Db, token, now, true);
      const before = await photosOfUpload(tx as unknown as Db, u.id);
      const refusal = servicePhotoRefusal(bytes, before.length);
      if (refusal) throw refuse(refusal);
      const added = await insertServicePhoto(tx as unknown as Db, u.id, type, bytes, now);
      return response(fresh, [...before, added]);
    });
  }

  async function list(token: string | null, now: Date): Promise<ServicePhotosResponse> {
    const u = await openUpload(db, token, now, false);
    return response(null, await photosOfUpload(db, u.id));
  }

  async function photo(token: string | null, photoId: number, now: Date): Promise<{ contentType: string; data: Uint8Array }> {
    const u = await openUpload(db, token, now, false);
    const p = await photoOfUpload(db, u.id, photoId);
    if (!p) throw new DomainError('API_ERROR_NOT_FOUND', { field: 'photoId' });
    return p;
  }

  async function remove(token: string | null, photoId: number, now: Date): Promise<ServicePhotosResponse> {
    return db.transaction(async (tx) => {
      const u = await openUpload(tx as unknown as Db, token, now, true);
      if (!(await deleteServicePhoto(tx as unknown as Db, u.id, photoId))) throw new DomainError('API_ERROR_NOT_FOUND', { field: 'photoId' });
      return response(null, await photosOfUpload(tx as unknown as Db, u.id));
    });
  }

  /**
   * The booking's (and the offer's) view of `service_request.photo_upload_token`: the
   * upload's hash (the booking statement attaches it) and its photo count; an unknown,
   * expired or already booked upload is a 400 on that field.
   */
  async function forRequest(token: string | null | undefined, now: Date, lang: Lang): Promise<{ tokenHash: string; count: number } | null> {
    if (token === null || token === undefined) return null;
    const h = hashOf(token);
    const u = h ? await findPhotoUpload(db, h) : null;
    if (!open(u, now)) {
      throw new DomainError('API_ERROR_VALIDATION', [
        { field: 'service_request.photo_upload_token', code: 'unknown_photo_upload', reason: translateError(lang, 'photo_upload_unknown') },
      ]);
    }
    return { tokenHash: h!, count: (await photosOfUpload(db, u.id)).length };
  }

  /** The workshop's copy (admin): a photo of the order's booking. */
  async function adminPhoto(orderId: number, photoId: number): Promise<{ contentType: string; data: Uint8Array }> {
    const p = await photoOfWorkshopOrder(db, orderId, photoId);
    if (!p) throw new DomainError('API_ERROR_NOT_FOUND', { field: 'photoId' });
    return p;
  }

  return { upload, list, photo, remove, forRequest, adminPhoto };
}

export type ServicePhotosService = ReturnType<typeof createServicePhotos>;
