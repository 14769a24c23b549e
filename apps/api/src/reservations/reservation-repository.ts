import { asc, eq, inArray } from 'drizzle-orm';
import { BOOKING_NUMBER_RANDOM_BYTES, bookingNumberFromBytes, parseBookingNumber } from '@parking/domain/booking/booking-number';
import { type Db, type NamedStatement, queryRows } from '../db/client';
import { promoCodeTranslations } from '../db/schema';
import { billingProfiles, idempotencyKeys, reservationExtras, reservations } from '../db/schema-reservations';
import { vouchers, voucherTexts } from '../db/schema-vouchers';
import { reservationIdOfToken } from './access-token-repository';
import { pooledRandomBytes, pooledRandomString } from './random-pool';

export type ReservationRow = typeof reservations.$inferSelect;
export type NewReservation = Omit<typeof reservations.$inferInsert, 'id' | 'hash' | 'reference'>;
export type BillingRow = typeof billingProfiles.$inferSelect;
export type ExtraRow = typeof reservationExtras.$inferSelect;

export interface StoredReservation {
  reservation: ReservationRow;
  extras: ExtraRow[];
  billing: BillingRow | null;
  /** the applied promo code's name per language (empty without a promo or without names) */
  promoNames: Partial<Record<string, string>>;
  /** issue 19: the applied voucher's code and name per language, or null / absent without one */
  voucher?: { code: string; names: Partial<Record<string, string>> } | null;
}

/** Issue 19: a voucher's code and name per language (the confirmation and the mail name it), or null. */
export async function voucherNamesOf(db: Db, voucherId: number): Promise<{ code: string; names: Partial<Record<string, string>> } | null> {
  const rows = await db
    .select({ code: vouchers.code, lang: voucherTexts.lang, name: voucherTexts.name })
    .from(vouchers)
    .leftJoin(voucherTexts, eq(voucherTexts.voucherId, vouchers.id))
    .where(eq(vouchers.id, voucherId));
  if (rows.length === 0) return null;
  const names: Partial<Record<string, string>> = {};
  for (const r of rows) if (r.lang && r.name) names[r.lang] = r.name;
  return { code: rows[0]!.code, names };
}

/**
 * A new booking number (issue 18.7, decision 0022): 8 characters without 0/O/1/I drawn from
 * random bytes by the domain's rule, made here with no round trip (the booking statement
 * stays one, decision 0020). Said at the desk; not a credential (access-token.ts). Unique by
 * the column's index: the rare clash is booked again with a new number (reservation-service.ts).
 */
export function newBookingNumber(): string {
  for (;;) {
    const number = bookingNumberFromBytes(pooledRandomBytes(BOOKING_NUMBER_RANDOM_BYTES));
    if (number) return number;
  }
}

/** Whether an error is the booking-number index refusing a number already given (a clash of 2^-40). */
export function isBookingNumberTaken(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'reservations_reference_unique') return true;
  }
  return false;
}

type IdRow = {
  id: number;
};

/** Reservation ids drawn ahead from the sequence, so a booking needs no round trip for its id. */
const ID_BLOCK = 32;
const idBlocks = new WeakMap<object, { ids: number[]; refill: Promise<void> | null }>();
const NEXT_IDS: NamedStatement = {
  name: 'reservation_next_ids',
  text: `select nextval(pg_get_serial_sequence('reservations', 'id'))::int as id from generate_series(1, $1::int)`,
};

/** The next reservation id (ids are unique across nodes, not consecutive: each node draws a block). */
export async function nextReservationId(db: Db): Promise<number> {
  let block = idBlocks.get(db);
  if (!block) idBlocks.set(db, (block = { ids: [], refill: null }));
  const refill = (b: NonNullable<typeof block>) =>
    (b.refill ??= queryRows<IdRow>(db, NEXT_IDS, [ID_BLOCK])
      .then((rows) => {
        b.ids.push(...rows.map((r) => Number(r.id)));
      })
      .finally(() => {
        b.refill = null;
      }));
  while (block.ids.length === 0) await refill(block);
  // Drawn ahead while a quarter is left, so no booking waits for the sequence.
  if (block.ids.length <= ID_BLOCK / 4) refill(block).catch(() => {});
  return block.ids.shift()!;
}

export function newReservationHash(): string {
  return pooledRandomString(16, 'hex');
}

/** The promo code's name per language. */
export async function promoNamesOf(db: Db, code: string): Promise<StoredReservation['promoNames']> {
  const names: StoredReservation['promoNames'] = {};
  for (const n of await db.select().from(promoCodeTranslations).where(eq(promoCodeTranslations.code, code))) names[n.lang] = n.name;
  return names;
}

export async function loadReservation(db: Db, id: number): Promise<StoredReservation | null> {
  const [reservation] = await db.select().from(reservations).where(eq(reservations.id, id));
  if (!reservation) return null;
  const extras = await db.select().from(reservationExtras).where(eq(reservationExtras.reservationId, id));
  const [billing] = await db.select().from(billingProfiles).where(eq(billingProfiles.reservationId, id));
  const promoNames: StoredReservation['promoNames'] = {};
  if (reservation.promoCode) {
    // From the table, not the promo cache: the cache holds enabled codes only, and a code
    // disabled after the booking must still be named on its confirmation.
    const names = await db.select().from(promoCodeTranslations).where(eq(promoCodeTranslations.code, reservation.promoCode));
    for (const n of names) promoNames[n.lang] = n.name;
  }
  const voucher = reservation.voucherId !== null ? await voucherNamesOf(db, reservation.voucherId) : null;
  return { reservation, extras, billing: billing ?? null, promoNames, voucher };
}

/**
 * The reservation an access token opens (docs/decisions/0009); with `reference`, only when
 * the token opens that very reservation. The booking number alone opens nothing: it is said
 * at the desk and printed in mail subjects, so it is not a secret.
 */
export async function findByAccessToken(db: Db, token: string | null | undefined, reference?: string): Promise<StoredReservation | null> {
  // a new number as typed ('k7mx 4pqa') or an old PK_ number as stored
  const wanted = reference === undefined ? undefined : parseBookingNumber(reference);
  if (wanted === null) return null;
  const id = await reservationIdOfToken(db, token);
  if (id === null) return null;
  const stored = await loadReservation(db, id);
  if (!stored || (wanted !== undefined && stored.reservation.reference !== wanted)) return null;
  return stored;
}

/** Who booked the reservation of a booking number (its owner columns), or null. */
export async function ownersOfReference(db: Db, reference: string): Promise<{ id: number; userId: number | null; agencyId: number | null } | null> {
  const [row] = await db
    .select({ id: reservations.id, userId: reservations.userId, agencyId: reservations.agencyId })
    .from(reservations)
    .where(eq(reservations.reference, reference));
  return row ?? null;
}

/** The first stored of several keys (a keyless body's window keys), or null. */
export async function findIdempotencyKeys(db: Db, keys: string[]) {
  if (keys.length === 0) return null;
  const [row] = await db.select().from(idempotencyKeys).where(inArray(idempotencyKeys.key, keys)).orderBy(asc(idempotencyKeys.createdAt)).limit(1);
  return row ?? null;
}
