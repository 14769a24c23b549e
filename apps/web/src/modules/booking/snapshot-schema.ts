import { z } from 'zod';
import { parseStoredJson } from '../../shared/parse-stored';
import { MAX_PASSENGERS } from '@parking/domain/booking/passengers';
import { WIRE_DATE_PATTERN } from '@parking/domain/time/madrid';

/*
 * Spec 4 Snapshot, as a versioned schema (design 3b). A stored snapshot of any other version,
 * or one that does not parse, is discarded. Unknown keys are dropped on parse, so nothing but
 * these fields (never card data) comes back. The offer is not kept: a restored booking is
 * priced again by the server. Loaded only when a reload may restore (zod stays off the first
 * screen).
 */
export const SNAPSHOT_VERSION = 2;

const id = z.number().int().nullable();
const passengers = z.number().int().min(0).max(MAX_PASSENGERS).nullable();
const wireDate = z.string().regex(WIRE_DATE_PATTERN).nullable();
const strings = z.record(z.string(), z.string());

export const tripSchema = z.object({
  flight_number: z.string().nullable(),
  ship: z.string().nullable(),
  in_passengers: passengers,
  out_passengers: passengers,
  in_terminal: id,
  out_terminal: id,
  common_in_terminal: id,
  common_out_terminal: id,
  extras: z.array(z.number().int()),
  promo_code: z.string().nullable(),
  promo_requested_at: z.number().nullable(),
  urban_parking: id,
  source_mode: z.enum(['parking', 'urban']),
  app_mode: z.boolean(),
  client_app_mode: z.boolean(),
  id_lot: id,
  mas_blau: z.boolean(),
  modifying_reservation: z.boolean(),
  agent_token: z.boolean(),
  // issue 19: kept like the promo code; a snapshot written before them restores none
  voucher_code: z.string().max(40).nullable().default(null),
  use_points: z.boolean().default(false),
});

export const travelerSchema = z.object({
  reservation: strings,
  billing: strings,
  needInvoice: z.boolean(),
  paymentMethod: z.enum(['parking', 'card']),
});

export const snapshotSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  booking: z.object({ startDate: wireDate, endDate: wireDate, cityId: id, placeId: id, productId: id }),
  trip: tripSchema,
  traveler: travelerSchema.nullable(),
});

export type Snapshot = z.infer<typeof snapshotSchema>;

/** The stored text as a snapshot of this version, or null (another version, malformed, none). */
export function parseSnapshot(text: string | null): Snapshot | null {
  return parseStoredJson(text, snapshotSchema);
}
