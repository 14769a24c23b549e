import { z } from 'zod';
import { parseStoredJson } from '../../shared/parse-stored';
import { GUEST_VEHICLE_TOKEN_PATTERN } from '@parking/domain/contracts/vehicle';
import { customServiceRequest, customTyresRequest } from '@parking/domain/contracts/car-service';
import { SERVICE_PHOTO_TYPES, SERVICE_REQUEST_MAX_PHOTOS } from '@parking/domain/car-services/custom-requests';
import { shouldRestoreSnapshot } from '../booking/snapshot-entry';
import { CAR_SERVICES_KEY, CAR_SERVICES_RECORD_VERSION, sessionStore } from './car-service-save';

/* Reading back what car-service-save.ts wrote (decision 0034): a versioned schema, as the snapshot's. */

const id = z.number().int().positive().nullable();
export const carServicesRecord = z.object({
  version: z.literal(CAR_SERVICES_RECORD_VERSION),
  savedAt: z.number(),
  booking: z.string(),
  selection: z.object({
    estimateId: id,
    vehicleId: id,
    deleted: z.array(z.number().int().positive()).max(50),
    customTyres: customTyresRequest.nullable(),
    serviceRequest: customServiceRequest.nullable(),
    ferryProductId: id,
    warningAccepted: z.boolean(),
    photoUpload: z
      .object({
        token: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
        photos: z.array(z.object({ id: z.number().int().positive(), content_type: z.enum(SERVICE_PHOTO_TYPES), bytes: z.number().int().nonnegative(), url: z.string().startsWith('/api/') })).max(SERVICE_REQUEST_MAX_PHOTOS),
      })
      .nullable()
      .default(null),
  }),
  guestToken: z.string().regex(GUEST_VEHICLE_TOKEN_PATTERN).nullable(),
});
export type ParsedCarServicesRecord = z.output<typeof carServicesRecord>;

export interface RestoreContext {
  navigationType: string | null;
  now: number;
  query: Record<string, string>;
  booking: string;
}

/**
 * The stored record to restore, or null (none, malformed, another booking, or the snapshot rule
 * says no: not a reload, older than 15 minutes, an agent link).
 */
export function restorableRecord(text: string | null, ctx: RestoreContext): ParsedCarServicesRecord | null {
  const record = parseStoredJson(text, carServicesRecord);
  if (!record) return null;
  if (record.booking !== ctx.booking) return null;
  if (!shouldRestoreSnapshot({ navigationType: ctx.navigationType, savedAt: record.savedAt, now: ctx.now, query: ctx.query })) return null;
  return record;
}

export function readCarServicesRecord(): string | null {
  try {
    return sessionStore()?.getItem(CAR_SERVICES_KEY) ?? null;
  } catch {
    return null;
  }
}

export function removeCarServicesRecord(): void {
  try {
    sessionStore()?.removeItem(CAR_SERVICES_KEY);
  } catch {
    // nothing stored
  }
}

