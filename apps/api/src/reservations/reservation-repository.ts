import { randomBytes } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { PaymentMethod, PaymentStatus, ReservationPromo, ReservationStatus, ReservationView } from '@parking/domain/contracts/reservation';
import { RESERVATION_REFERENCE_PATTERN } from '@parking/domain/contracts/reservation';
import { DEFAULT_LANG, type Lang } from '@parking/domain/contracts/wire';
import { centsToEuros } from '@parking/domain/money/money';
import { formatWireDate } from '@parking/domain/time/madrid';
import { type Db, type NamedStatement, queryRows } from '../db/client';
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
  return randomBytes(16).toString('hex');
}

/** One capacity row to take: a day of the stay for an extra, at the extra's default capacity. */
export interface ExtraDay {
  extraId: number;
  day: string;
  defaultCapacity: number;
}

export interface BookingRows {
  reservation: Omit<ReservationRow, 'createdAt'>;
  /** the parking days' default capacity (rows are created on first use) */
  defaultCapacity: number;
  extraDays: ExtraDay[];
  extras: Omit<typeof reservationExtras.$inferInsert, 'reservationId' | 'id'>[];
  billing: Omit<typeof billingProfiles.$inferInsert, 'reservationId' | 'id' | 'createdAt'> | null;
  accessTokenHash: string;
  tokenCreatedAt: Date;
  mail: { to: string; subject: string; html: string; text: string; lang: string; attachments?: { filename: string; contentType: string; content: string }[]; notBefore?: Date };
  /** idempotency keys to hold (the client's, or the keyless body's window keys), with the body hash */
  keys: string[];
  requestHash: string;
  /** the normalized promo code whose use this booking counts, or null */
  redeemPromo: string | null;
  /** pg_notify on commit (PostgreSQL): channel and payload, or null */
  notify: { channel: string; payload: string } | null;
}

/**
 * The whole booking in ONE statement (issue 7.10: one round trip instead of ~15 + one per
 * day): parking days, extras' days and the promo use are counted, then the reservation, its
 * extras, billing, access token, outbox mail and idempotency keys are inserted and the other
 * nodes notified. One statement is one transaction: it commits whole or not at all.
 *
 * Capacity: each day is an upsert `booked = booked + 1` (a new row starts at 1 of the
 * default capacity); a full day breaks the CHECK `booked <= capacity` (SQLSTATE 23514, the
 * constraint names the table) and the statement aborts, so the database is still the guard
 * (design.md 3). Rows are taken in the same order by every booking (parking days in date
 * order, then extras by id and date; each step waits for the one before), so two bookings
 * never wait on each other crosswise. An exhausted promo aborts with booking_refused()
 * (SQLSTATE P0001, 'promo_exhausted'); a taken idempotency key with 23505.
 */
const BOOK: NamedStatement = {
  name: 'reservation_book_v3',
  text: `
with cap as (
  insert into daily_capacity as c (product_id, day, capacity, booked)
  select $4, d::date, $27, 1 from unnest($24::text[]) as d order by d
  on conflict (product_id, day) do update set booked = c.booked + 1
  returning 1 as taken
),
ext as (
  insert into extra_daily_capacity as c (product_id, extra_id, day, capacity, booked)
  select $4, e.extra_id, e.day::date, e.cap, 1
  from unnest($28::int[], $29::text[], $30::int[]) as e(extra_id, day, cap)
  where (select count(*) from cap) >= 0
  order by e.extra_id, e.day
  on conflict (product_id, extra_id, day) do update set booked = c.booked + 1
  returning 1 as taken
),
promo as (
  update promo_codes set used_count = used_count + 1
  where code = $46 and (usage_limit is null or used_count < usage_limit) and (select count(*) from ext) >= 0
  returning 1 as taken
),
res as (
  insert into reservations (id, hash, reference, product_id, start_at, end_at, status, payment_method, payment_status,
    payment_due_at, lang, driver_name, driver_surname, email, phone, plate, flight_number, in_terminal, out_terminal,
    in_passengers, out_passengers, source_mode, promo_code, days, price_lines, total_cents, user_id, agency_id, invoice_profile_id)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22, $23,
    $24::text[], $25::jsonb, $26, $49::int, $50::int, $51::int)
  returning created_at
),
rx as (
  insert into reservation_extras (reservation_id, extra_id, kind, price_cents)
  select $1, x.extra_id, x.kind, x.price from unnest($31::int[], $32::text[], $33::int[]) with ordinality as x(extra_id, kind, price, n)
  order by x.n
  returning id
),
bill as (
  insert into billing_profiles (reservation_id, invoice_name, invoice_nif, invoice_address, invoice_city, invoice_zip,
    invoice_state, invoice_country, email)
  select $1, b->>'invoiceName', b->>'invoiceNif', b->>'invoiceAddress', b->>'invoiceCity', b->>'invoiceZip',
    b->>'invoiceState', b->>'invoiceCountry', b->>'email'
  from (select $34::jsonb as b) as s where b is not null
  returning id, created_at
),
tok as (
  insert into reservation_access_tokens (token_hash, reservation_id, created_at) values ($35, $1, $36) returning 1
),
mail as (
  insert into outbox ("to", subject, html, text, lang, reservation_id, attachments, next_attempt_at)
  values ($37, $38, $39, $40, $41, $1, $47::jsonb, $48::timestamptz) returning id
),
idem as (
  insert into idempotency_keys (key, request_hash, reservation_id)
  select k, $43, $1 from unnest($42::text[]) as k order by k
  returning 1
),
note as (
  select pg_notify($44, $45) where $45::text is not null
)
select
  case when $46::text is not null and p.n = 0 then booking_refused('promo_exhausted') else 0 end as promo_refused,
  (select created_at from res) as created_at,
  (select id from mail) as outbox_id,
  (select coalesce(array_agg(id order by id), '{}') from rx) as extra_row_ids,
  (select id from bill) as billing_id,
  (select created_at from bill) as billing_created_at,
  (select count(*) from tok) + (select count(*) from idem) + (select count(*) from note) as written
from (select count(*) as n from promo) as p`,
};

type BookRow = {
  created_at: Date;
  outbox_id: number;
  extra_row_ids: number[];
  billing_id: number | null;
  billing_created_at: Date | null;
};

export type BookingRefusal = { kind: 'day_full'; table: 'parking' | 'extra' } | { kind: 'promo_exhausted' } | { kind: 'key_taken' };

/** Why the one-statement booking was refused, or null for any other error. */
export function bookingRefusal(err: unknown): BookingRefusal | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23514' && constraint === 'daily_capacity_booked_check') return { kind: 'day_full', table: 'parking' };
    if (code === '23514' && constraint === 'extra_daily_capacity_booked_check') return { kind: 'day_full', table: 'extra' };
    if (code === 'P0001' && typeof message === 'string' && message.includes('promo_exhausted')) return { kind: 'promo_exhausted' };
    if (code === '23505' && constraint === 'idempotency_keys_pkey') return { kind: 'key_taken' };
  }
  return null;
}

/** The booking statement's 51 parameters, in BOOK's order ($1 … $51). */
export function bookingParams(b: BookingRows): unknown[] {
  const r = b.reservation;
  return [
    r.id,
    r.hash,
    r.reference,
    r.productId,
    r.startAt,
    r.endAt,
    r.status,
    r.paymentMethod,
    r.paymentStatus,
    r.paymentDueAt,
    r.lang,
    r.driverName,
    r.driverSurname,
    r.email,
    r.phone,
    r.plate,
    r.flightNumber,
    r.inTerminal,
    r.outTerminal,
    r.inPassengers,
    r.outPassengers,
    r.sourceMode,
    r.promoCode,
    r.days,
    JSON.stringify(r.priceLines),
    r.totalCents,
    b.defaultCapacity,
    b.extraDays.map((e) => e.extraId),
    b.extraDays.map((e) => e.day),
    b.extraDays.map((e) => e.defaultCapacity),
    b.extras.map((e) => e.extraId),
    b.extras.map((e) => e.kind),
    b.extras.map((e) => e.priceCents),
    b.billing ? JSON.stringify(b.billing) : null,
    b.accessTokenHash,
    b.tokenCreatedAt,
    b.mail.to,
    b.mail.subject,
    b.mail.html,
    b.mail.text,
    b.mail.lang,
    b.keys,
    b.requestHash,
    b.notify?.channel ?? null,
    b.notify?.payload ?? null,
    b.redeemPromo,
    b.mail.attachments?.length ? JSON.stringify(b.mail.attachments) : null,
    // A card booking's 'awaiting payment' mail is held back a while (issue 9.1, mail/confirmation-mail.ts).
    b.mail.notBefore ?? null,
    // The booking's account (issue 10.6, 10.8): null for a guest.
    r.userId,
    r.agencyId,
    r.invoiceProfileId,
  ];
}

/** What a stored booking answers with, from what was written and the ids the statement returned. */
export function storedOf(
  b: BookingRows,
  createdAt: Date,
  extraRowIds: number[],
  billingRow: { id: number; createdAt: Date } | null,
  promoNames: StoredReservation['promoNames'],
): StoredReservation {
  const r = b.reservation;
  return {
    reservation: { ...r, createdAt },
    extras: b.extras.map((e, i) => ({ id: Number(extraRowIds[i]), reservationId: r.id, extraId: e.extraId, kind: e.kind, priceCents: e.priceCents })),
    billing: b.billing && billingRow ? { ...b.billing, email: b.billing.email ?? null, id: billingRow.id, reservationId: r.id, createdAt: billingRow.createdAt } : null,
    promoNames,
  };
}

/**
 * Stores one booking with its own statement (see BOOK). Throws the database error on a
 * refusal: read it with bookingRefusal. Bookings usually go through booking-writer.ts, which
 * writes several at once under load and falls back to this one for each.
 */
export async function bookAlone(db: Db, b: BookingRows): Promise<{ stored: StoredReservation; outboxId: number }> {
  const [row] = await queryRows<BookRow>(db, BOOK, bookingParams(b));
  const stored = storedOf(
    b,
    new Date(row!.created_at),
    row!.extra_row_ids.map(Number),
    row!.billing_id !== null ? { id: Number(row!.billing_id), createdAt: new Date(row!.billing_created_at!) } : null,
    b.reservation.promoCode ? await promoNamesOf(db, b.reservation.promoCode) : {},
  );
  return { stored, outboxId: Number(row!.outbox_id) };
}

const FIRST_FULL_DAY: NamedStatement = {
  name: 'reservation_first_full_day',
  text: `select to_char(day, 'YYYY-MM-DD') as day from daily_capacity
         where product_id = $1 and day = any($2::date[]) and booked >= capacity order by day limit 1`,
};
const FIRST_FULL_EXTRA_DAY: NamedStatement = {
  name: 'reservation_first_full_extra_day',
  text: `select to_char(day, 'YYYY-MM-DD') as day from extra_daily_capacity
         where product_id = $1 and extra_id = $3 and day = any($2::date[]) and booked >= capacity order by day limit 1`,
};

/** The first day of `days` that has no room left (after a refused booking), or null. */
export async function firstFullDay(db: Db, productId: number, days: string[], extraId?: number): Promise<string | null> {
  const rows =
    extraId === undefined
      ? await queryRows<{ day: string }>(db, FIRST_FULL_DAY, [productId, days])
      : await queryRows<{ day: string }>(db, FIRST_FULL_EXTRA_DAY, [productId, days, extraId]);
  return rows[0]?.day ?? null;
}

async function promoNamesOf(db: Db, code: string): Promise<StoredReservation['promoNames']> {
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

/** The first stored of several keys (a keyless body's window keys), or null. */
export async function findIdempotencyKeys(db: Db, keys: string[]) {
  if (keys.length === 0) return null;
  const [row] = await db.select().from(idempotencyKeys).where(inArray(idempotencyKeys.key, keys)).orderBy(asc(idempotencyKeys.createdAt)).limit(1);
  return row ?? null;
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
