import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { PaymentMethod, PaymentStatus, ReservationPromo, ReservationStatus, ReservationView } from '@parking/domain/contracts/reservation';
import { RESERVATION_REFERENCE_PATTERN } from '@parking/domain/contracts/reservation';
import { DEFAULT_LANG, type Lang } from '@parking/domain/contracts/wire';
import { centsToEuros } from '@parking/domain/pricing/money';
import { formatWireDate } from '@parking/domain/time/madrid';
import type { Db } from '../db/client';
import { promoCodeTranslations } from '../db/schema';
import { billingProfiles, idempotencyKeys, reservationExtras, reservations } from '../db/schema-reservations';
import { reservationIdOfToken } from './access-token';

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
}

/** 'PK_<id>_<hash8>': the booking number, said at the desk; not a credential (access-token.ts). */
export function referenceOf(id: number, hash: string): string {
  return `PK_${id}_${hash.slice(0, 8)}`;
}

type IdRow = {
  id: number;
};

/**
 * Inserts the reservation with its extras and billing data. The id is drawn first so the
 * reference (which contains it) is written in the same insert, never patched afterwards.
 */
export async function insertReservation(
  tx: Db,
  row: NewReservation,
  extras: Omit<typeof reservationExtras.$inferInsert, 'reservationId' | 'id'>[],
  billing: Omit<typeof billingProfiles.$inferInsert, 'reservationId' | 'id'> | null,
): Promise<ReservationRow> {
  const seq = await tx.execute<IdRow>(sql`select nextval(pg_get_serial_sequence('reservations', 'id'))::int as id`);
  const id = Number((seq as unknown as { rows: IdRow[] }).rows[0]!.id);
  const hash = randomBytes(16).toString('hex');
  const [stored] = await tx
    .insert(reservations)
    .values({ ...row, id, hash, reference: referenceOf(id, hash) })
    .returning();
  if (extras.length > 0) await tx.insert(reservationExtras).values(extras.map((e) => ({ ...e, reservationId: id })));
  if (billing) await tx.insert(billingProfiles).values({ ...billing, reservationId: id });
  return stored!;
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
  return { reservation, extras, billing: billing ?? null, promoNames };
}

/**
 * The reservation an access token opens (docs/decisions/0009); with `reference`, only when
 * the token opens that very reservation. The booking number alone opens nothing: it is said
 * at the desk and printed in mail subjects, so it is not a secret.
 */
export async function findByAccessToken(db: Db, token: string | null | undefined, reference?: string): Promise<StoredReservation | null> {
  if (reference !== undefined && !RESERVATION_REFERENCE_PATTERN.test(reference)) return null;
  const id = await reservationIdOfToken(db, token);
  if (id === null) return null;
  const stored = await loadReservation(db, id);
  if (!stored || (reference !== undefined && stored.reservation.reference !== reference)) return null;
  return stored;
}

export async function findIdempotencyKey(db: Db, key: string) {
  const [row] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return row ?? null;
}

export async function insertIdempotencyKey(tx: Db, key: string, requestHash: string, reservationId: number): Promise<void> {
  await tx.insert(idempotencyKeys).values({ key, requestHash, reservationId });
}

const toEuros = (lines: Record<string, number>) =>
  Object.fromEntries(Object.entries(lines).map(([k, v]) => [k, centsToEuros(v)]));

/** Spec 3 Reservation `promos (name)`: the applied code named in `lang`, else Spanish, else the code. */
function promosOf(stored: StoredReservation, lang: Lang): ReservationPromo[] {
  const code = stored.reservation.promoCode;
  if (!code) return [];
  return [{ code, name: stored.promoNames[lang] || stored.promoNames[DEFAULT_LANG] || code }];
}

export function toView(stored: StoredReservation, productName: string, lang: Lang): ReservationView {
  const r = stored.reservation;
  const b = stored.billing;
  return {
    id: r.id,
    hash: r.hash,
    reference: r.reference,
    status: r.status as ReservationStatus,
    payment_method: r.paymentMethod as PaymentMethod,
    payment_status: r.paymentStatus as PaymentStatus,
    lang: r.lang,
    startDate: formatWireDate(r.startAt),
    endDate: formatWireDate(r.endAt),
    created_at: r.createdAt.toISOString(),
    source_mode: r.sourceMode === 'urban' ? 'urban' : 'parking',
    trip: {
      driver: `${r.driverName} ${r.driverSurname}`,
      email: r.email,
      phone: r.phone,
      vehicle: { plate: r.plate },
      flightNumber: r.flightNumber,
      in_terminal: r.inTerminal,
      out_terminal: r.outTerminal,
      in_passengers: r.inPassengers,
      out_passengers: r.outPassengers,
    },
    guestName: r.driverName,
    guestSurname: r.driverSurname,
    plate: r.plate,
    invoice_nif: b?.invoiceNif ?? null,
    invoice_profile: b
      ? {
          invoice_name: b.invoiceName,
          invoice_nif: b.invoiceNif,
          invoice_address: b.invoiceAddress,
          invoice_city: b.invoiceCity,
          invoice_zip: b.invoiceZip,
          invoice_state: b.invoiceState,
          invoice_country: b.invoiceCountry,
          email: b.email,
        }
      : null,
    product: { productName, productId: r.productId },
    extras: stored.extras.map((e) => ({ id: e.extraId, kind: e.kind, price: centsToEuros(e.priceCents) })),
    promos: promosOf(stored, lang),
    price_lines: toEuros(r.priceLines),
    price: centsToEuros(r.totalCents),
    pvp_product_total: centsToEuros(r.totalCents),
    payment_due_at: r.paymentDueAt ? r.paymentDueAt.toISOString() : null,
  };
}
