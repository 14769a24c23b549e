import { pointsBalance } from '@parking/domain/points/points';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, type NamedStatement, queryRows } from '../db/client';
import { insertPointsRecord, ledgerOf, lockUser, setReservationPoints } from '../points/points-repository';
import type { billingProfiles, reservationExtras } from '../db/schema-reservations';
import { promoNamesOf, type ReservationRow, type StoredReservation } from './reservation-repository';
import type { CarServiceBooking } from '../car-services/car-services-booking';

/**
 * The booking's writes (issue 7.10): the one-statement booking (docs/decisions/0013), the
 * batched statement of the group commit (booking-writer.ts, docs/decisions/0020) and what a
 * refusal means. Both
 * statements take the parameters of BOOKING_PARAMS, built by bookingParams.
 */

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
  /**
   * The confirmation mail: its HTML and attachments, or what they are built from when the
   * outbox row is read (`source`, decision 0039: ~24 KB of HTML and .ics stay out of the statement).
   */
  mail: { to: string; subject: string; html?: string; source?: unknown; text: string; lang: string; attachments?: { filename: string; contentType: string; content: string }[]; notBefore?: Date };
  /** idempotency keys to hold (the client's, or the keyless body's window keys), with the body hash */
  keys: string[];
  requestHash: string;
  /** the normalized promo code whose use this booking counts, or null */
  redeemPromo: string | null;
  /** pg_notify on commit (PostgreSQL): channel and payload, or null */
  notify: { channel: string; payload: string } | null;
  /** issue 16: the booking's car services, custom requests and workshop order, or null (absent: none) */
  carServices?: CarServiceBooking | null;
  /** issue 19: the voucher use this booking records (its user is the reservation's), or null / absent */
  voucherUse?: { voucherId: number; singleUse: boolean } | null;
  /** issue 19: the applied voucher's code and names, for the answer (storedOf) */
  voucherNames?: { code: string; names: Partial<Record<string, string>> } | null;
  /**
   * Issue 19: a logged client's booking that spends or earns points, or null (absent: none).
   * Written by bookWithPoints, in one transaction with the booking statement.
   */
  points?: BookingPoints | null;
}

export interface BookingPoints {
  userId: number;
  /** the points the offer applied (pvp_product_points), spent now */
  spentCents: number;
  /** the points the booking earns (domain points/points.ts), available at the stay's end */
  earnedCents: number;
  earnedAvailableAt: Date;
  at: Date;
}

/**
 * The balance under the user lock is below what the offer applied: another booking of the
 * same client spent the points first. The booking is priced again with the balance left.
 */
export class PointsChanged extends Error {
  constructor() {
    super('points_changed');
  }
}



type BookRow = {
  created_at: Date;
  outbox_id: number;
  extra_row_ids: number[];
  billing_id: number | null;
  billing_created_at: Date | null;
};

export type BookingRefusal = { kind: 'day_full'; table: 'parking' | 'extra' | 'workshop' } | { kind: 'promo_exhausted' } | { kind: 'key_taken' } | { kind: 'voucher_used' };

/** Why the one-statement booking was refused, or null for any other error. */
export function bookingRefusal(err: unknown): BookingRefusal | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: unknown; constraint?: unknown; message?: unknown };
    if (code === '23514' && constraint === 'daily_capacity_booked_check') return { kind: 'day_full', table: 'parking' };
    if (code === '23514' && constraint === 'extra_daily_capacity_booked_check') return { kind: 'day_full', table: 'extra' };
    if (code === '23514' && constraint === 'workshop_daily_capacity_booked_check') return { kind: 'day_full', table: 'workshop' };
    if (code === 'P0001' && typeof message === 'string' && message.includes('promo_exhausted')) return { kind: 'promo_exhausted' };
    if (code === '23505' && constraint === 'idempotency_keys_pkey') return { kind: 'key_taken' };
    if (code === '23505' && constraint === 'voucher_uses_single_use_idx') return { kind: 'voucher_used' };
  }
  return null;
}

/**
 * The booking statement's parameters, ONE list for the single and the batched statement:
 * each name with how it is read from the booking's rows, in order ($1 … $51 for a single
 * booking; booking k of a batch has $(k·51 + 1) … $(k·51 + 51)). Both statements' texts name
 * them (param below), so a new column is added here once.
 */
const BOOKING_PARAMS = [
  ['id', (b) => b.reservation.id],
  ['hash', (b) => b.reservation.hash],
  ['reference', (b) => b.reservation.reference],
  ['productId', (b) => b.reservation.productId],
  ['startAt', (b) => b.reservation.startAt],
  ['endAt', (b) => b.reservation.endAt],
  ['status', (b) => b.reservation.status],
  ['paymentMethod', (b) => b.reservation.paymentMethod],
  ['paymentStatus', (b) => b.reservation.paymentStatus],
  ['paymentDueAt', (b) => b.reservation.paymentDueAt],
  ['lang', (b) => b.reservation.lang],
  ['driverName', (b) => b.reservation.driverName],
  ['driverSurname', (b) => b.reservation.driverSurname],
  ['email', (b) => b.reservation.email],
  ['phone', (b) => b.reservation.phone],
  ['plate', (b) => b.reservation.plate],
  ['flightNumber', (b) => b.reservation.flightNumber],
  ['inTerminal', (b) => b.reservation.inTerminal],
  ['outTerminal', (b) => b.reservation.outTerminal],
  ['inPassengers', (b) => b.reservation.inPassengers],
  ['outPassengers', (b) => b.reservation.outPassengers],
  ['sourceMode', (b) => b.reservation.sourceMode],
  ['promoCode', (b) => b.reservation.promoCode],
  ['days', (b) => b.reservation.days],
  ['priceLines', (b) => JSON.stringify(b.reservation.priceLines)],
  ['totalCents', (b) => b.reservation.totalCents],
  ['defaultCapacity', (b) => b.defaultCapacity],
  ['extraDayIds', (b) => b.extraDays.map((e) => e.extraId)],
  ['extraDayDays', (b) => b.extraDays.map((e) => e.day)],
  ['extraDayCapacities', (b) => b.extraDays.map((e) => e.defaultCapacity)],
  ['extraIds', (b) => b.extras.map((e) => e.extraId)],
  ['extraKinds', (b) => b.extras.map((e) => e.kind)],
  ['extraPrices', (b) => b.extras.map((e) => e.priceCents)],
  ['billing', (b) => b.billing ? JSON.stringify(b.billing) : null],
  ['accessTokenHash', (b) => b.accessTokenHash],
  ['tokenCreatedAt', (b) => b.tokenCreatedAt],
  ['mailTo', (b) => b.mail.to],
  ['mailSubject', (b) => b.mail.subject],
  ['mailHtml', (b) => b.mail.html ?? null],
  ['mailText', (b) => b.mail.text],
  ['mailLang', (b) => b.mail.lang],
  ['keys', (b) => b.keys],
  ['requestHash', (b) => b.requestHash],
  ['notifyChannel', (b) => b.notify?.channel ?? null],
  ['notifyPayload', (b) => b.notify?.payload ?? null],
  ['redeemPromo', (b) => b.redeemPromo],
  ['mailAttachments', (b) => b.mail.attachments?.length ? JSON.stringify(b.mail.attachments) : null],
  // A card booking's 'awaiting payment' mail is held back a while (issue 9.1, mail/confirmation-mail.ts).
  ['mailNotBefore', (b) => b.mail.notBefore ?? null],
  // The booking's account (issue 10.6, 10.8): null for a guest.
  ['userId', (b) => b.reservation.userId],
  ['agencyId', (b) => b.reservation.agencyId],
  ['invoiceProfileId', (b) => b.reservation.invoiceProfileId],
  // The vehicle booked with (issue 15): null on the plain-plate path.
  ['vehicleId', (b) => b.reservation.vehicleId],
  // Issue 19: the voucher (reservation columns and its use), one JSON parameter or null.
  ['voucher', (b) => (b.reservation.voucherId !== null ? JSON.stringify({ id: b.reservation.voucherId, cents: b.reservation.voucherCents, use: b.voucherUse ?? null }) : null)],
  // Issue 20 (decision 0039): what the HTML and the .ics are built from when the outbox row is read.
  ['mailSource', (b) => (b.mail.source !== undefined ? JSON.stringify(b.mail.source) : null)],
] as const satisfies readonly (readonly [string, (b: BookingRows) => unknown])[];

type BookingParam = (typeof BOOKING_PARAMS)[number][0];

/** Parameters per booking in a statement. */
export const PARAMS_PER_BOOKING = BOOKING_PARAMS.length;

const PARAM_INDEX = new Map<string, number>(BOOKING_PARAMS.map(([name], i) => [name, i + 1]));

/** `$n` of parameter `name` of booking `k` (0 for the first, or only, booking) of a statement. */
function param(name: BookingParam, k: number): string {
  return `$${k * PARAMS_PER_BOOKING + PARAM_INDEX.get(name)!}`;
}

/** The booking's parameter values, in BOOKING_PARAMS order (the one pure function both statements use). */
export function bookingParams(b: BookingRows): unknown[] {
  const values = new Array<unknown>(PARAMS_PER_BOOKING);
  for (let i = 0; i < PARAMS_PER_BOOKING; i++) values[i] = BOOKING_PARAMS[i]![1](b);
  return values;
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
const BOOK: NamedStatement = { name: 'reservation_book_v5', text: bookText(false) };

/** A booking with car services: its extra parameters, after the PARAMS_PER_BOOKING of BOOKING_PARAMS. */
const CAR_SERVICE_PARAMS = [
  ['csWorkshopId', (c) => c.workshopId],
  ['csDay', (c) => c.day],
  ['csCapacity', (c) => c.defaultCapacity],
  ['csEstimateId', (c) => c.estimateId],
  ['csServices', (c) => JSON.stringify(c.services)],
  ['csCustom', (c) => JSON.stringify(c.custom)],
  ['csAt', (c) => c.at],
  ['csPhotoUpload', (c) => c.photoUploadHash],
] as const satisfies readonly (readonly [string, (c: CarServiceBooking) => unknown])[];
type CarServiceParam = (typeof CAR_SERVICE_PARAMS)[number][0];

function csParam(name: CarServiceParam): string {
  return `$${PARAMS_PER_BOOKING + CAR_SERVICE_PARAMS.findIndex(([n]) => n === name) + 1}`;
}

/** The same booking with its car services (issue 16): BOOK plus the CAR_SERVICE_PARAMS after BOOKING_PARAMS. */
const BOOK_WITH_CAR_SERVICES: NamedStatement = { name: 'reservation_book_car_services_v3', text: bookText(true) };

function bookText(withCarServices: boolean): string {
  const p = (name: BookingParam) => param(name, 0);
  const c = csParam;
  // Lock order (issue 16): parking days, extras' days, then the workshop's day.
  const workshop = withCarServices
    ? `
wsh as (
  insert into workshop_daily_capacity as c (workshop_id, day, capacity, booked)
  select ${c('csWorkshopId')}::int, ${c('csDay')}::date, ${c('csCapacity')}::int, 1
  where (select count(*) from ext) >= 0
  on conflict (workshop_id, day) do update set booked = c.booked + 1
  returning 1 as taken
),`
    : '';
  const carServiceRows = withCarServices
    ? `
rcs as (
  insert into reservation_car_services (reservation_id, estimate_id, car_service_id, name, base_cents, vat_cents, emission_cents)
  select ${p('id')}, x.estimate_id, x.car_service_id, x.name, x.base_cents, x.vat_cents, x.emission_cents
  from jsonb_to_recordset(${c('csServices')}::jsonb) as x(estimate_id int, car_service_id int, name text, base_cents int, vat_cents int, emission_cents int)
  returning 1
),
rcr as (
  insert into reservation_custom_requests (reservation_id, kind, data)
  select ${p('id')}, x.kind, x.data from jsonb_to_recordset(${c('csCustom')}::jsonb) as x(kind text, data jsonb)
  returning 1
),
wo as (
  insert into workshop_orders (reservation_id, workshop_id, estimate_id, day, status, created_at, updated_at)
  values (${p('id')}, ${c('csWorkshopId')}::int, ${c('csEstimateId')}::int, ${c('csDay')}::date, 'requested', ${c('csAt')}::timestamptz, ${c('csAt')}::timestamptz)
  returning id
),
woe as (
  insert into workshop_order_events (order_id, status, at) select id, 'requested', ${c('csAt')}::timestamptz from wo returning 1
),
sph as (
  update service_photo_uploads set reservation_id = ${p('id')}
  where token_hash = ${c('csPhotoUpload')}::text and reservation_id is null
  returning 1
),`
    : '';
  return `
with cap as (
  insert into daily_capacity as c (product_id, day, capacity, booked)
  select ${p('productId')}, d::date, ${p('defaultCapacity')}, 1 from unnest(${p('days')}::text[]) as d order by d
  on conflict (product_id, day) do update set booked = c.booked + 1
  returning 1 as taken
),
ext as (
  insert into extra_daily_capacity as c (product_id, extra_id, day, capacity, booked)
  select ${p('productId')}, e.extra_id, e.day::date, e.cap, 1
  from unnest(${p('extraDayIds')}::int[], ${p('extraDayDays')}::text[], ${p('extraDayCapacities')}::int[]) as e(extra_id, day, cap)
  where (select count(*) from cap) >= 0
  order by e.extra_id, e.day
  on conflict (product_id, extra_id, day) do update set booked = c.booked + 1
  returning 1 as taken
),${workshop}
promo as (
  update promo_codes set used_count = used_count + 1
  where code = ${p('redeemPromo')} and (usage_limit is null or used_count < usage_limit) and (select count(*) from ${withCarServices ? 'wsh' : 'ext'}) >= 0
  returning 1 as taken
),${carServiceRows}
res as (
  insert into reservations (id, hash, reference, product_id, start_at, end_at, status, payment_method, payment_status,
    payment_due_at, lang, driver_name, driver_surname, email, phone, plate, flight_number, in_terminal, out_terminal,
    in_passengers, out_passengers, source_mode, promo_code, days, price_lines, total_cents, user_id, agency_id, invoice_profile_id, vehicle_id, voucher_id, voucher_cents)
  values (${p('id')}, ${p('hash')}, ${p('reference')}, ${p('productId')}, ${p('startAt')}, ${p('endAt')}, ${p('status')}, ${p('paymentMethod')}, ${p('paymentStatus')}, ${p('paymentDueAt')}, ${p('lang')}, ${p('driverName')}, ${p('driverSurname')}, ${p('email')}, ${p('phone')}, ${p('plate')}, ${p('flightNumber')}, ${p('inTerminal')}, ${p('outTerminal')}, ${p('inPassengers')}, ${p('outPassengers')}, ${p('sourceMode')}, ${p('promoCode')},
    ${p('days')}::text[], ${p('priceLines')}::jsonb, ${p('totalCents')}, ${p('userId')}::int, ${p('agencyId')}::int, ${p('invoiceProfileId')}::int, ${p('vehicleId')}::int,
    (${p('voucher')}::jsonb->>'id')::int, coalesce((${p('voucher')}::jsonb->>'cents')::int, 0))
  returning created_at
),
vuse as (
  insert into voucher_uses (voucher_id, user_id, reservation_id, single_use, created_at)
  select (v->'use'->>'voucherId')::int, ${p('userId')}::int, ${p('id')}, (v->'use'->>'singleUse')::boolean, ${p('tokenCreatedAt')}
  from (select ${p('voucher')}::jsonb as v) as s
  where v is not null and jsonb_typeof(v->'use') = 'object' and (select count(*) from res) >= 0
  returning 1
),
rx as (
  insert into reservation_extras (reservation_id, extra_id, kind, price_cents)
  select ${p('id')}, x.extra_id, x.kind, x.price from unnest(${p('extraIds')}::int[], ${p('extraKinds')}::text[], ${p('extraPrices')}::int[]) with ordinality as x(extra_id, kind, price, n)
  order by x.n
  returning id
),
bill as (
  insert into billing_profiles (reservation_id, invoice_name, invoice_nif, invoice_address, invoice_city, invoice_zip,
    invoice_state, invoice_country, email)
  select ${p('id')}, b->>'invoiceName', b->>'invoiceNif', b->>'invoiceAddress', b->>'invoiceCity', b->>'invoiceZip',
    b->>'invoiceState', b->>'invoiceCountry', b->>'email'
  from (select ${p('billing')}::jsonb as b) as s where b is not null
  returning id, created_at
),
tok as (
  insert into reservation_access_tokens (token_hash, reservation_id, created_at) values (${p('accessTokenHash')}, ${p('id')}, ${p('tokenCreatedAt')}) returning 1
),
mail as (
  insert into outbox ("to", subject, html, source, text, lang, reservation_id, attachments, next_attempt_at)
  values (${p('mailTo')}, ${p('mailSubject')}, ${p('mailHtml')}::text, ${p('mailSource')}::jsonb, ${p('mailText')}, ${p('mailLang')}, ${p('id')}, ${p('mailAttachments')}::jsonb, ${p('mailNotBefore')}::timestamptz) returning id
),
idem as (
  insert into idempotency_keys (key, request_hash, reservation_id)
  select k, ${p('requestHash')}, ${p('id')} from unnest(${p('keys')}::text[]) as k order by k
  returning 1
),
note as (
  select pg_notify(${p('notifyChannel')}, ${p('notifyPayload')}) where ${p('notifyPayload')}::text is not null
)
select
  case when ${p('redeemPromo')}::text is not null and p.n = 0 then booking_refused('promo_exhausted') else 0 end as promo_refused,
  (select created_at from res) as created_at,
  (select id from mail) as outbox_id,
  (select coalesce(array_agg(id order by id), '{}') from rx) as extra_row_ids,
  (select id from bill) as billing_id,
  (select created_at from bill) as billing_created_at,
  (select count(*) from tok) + (select count(*) from idem) + (select count(*) from note) + (select count(*) from vuse) as written
from (select count(*) as n from promo) as p`;
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
    voucher: b.voucherNames ?? null,
  };
}

/**
 * Stores one booking with its own statement (see BOOK). Throws the database error on a
 * refusal: read it with bookingRefusal. Bookings usually go through booking-writer.ts, which
 * writes several at once under load and falls back to this one for each.
 */
export async function bookAlone(db: Db, b: BookingRows): Promise<{ stored: StoredReservation; outboxId: number }> {
  const cs = b.carServices ?? null;
  const [row] = cs
    ? await queryRows<BookRow>(db, BOOK_WITH_CAR_SERVICES, [...bookingParams(b), ...CAR_SERVICE_PARAMS.map(([, read]) => read(cs))])
    : await queryRows<BookRow>(db, BOOK, bookingParams(b));
  const stored = storedOf(
    b,
    new Date(row!.created_at),
    row!.extra_row_ids.map(Number),
    row!.billing_id !== null ? { id: Number(row!.billing_id), createdAt: new Date(row!.billing_created_at!) } : null,
    b.reservation.promoCode ? await promoNamesOf(db, b.reservation.promoCode) : {},
  );
  return { stored, outboxId: Number(row!.outbox_id) };
}

/** A $n statement text with its values as one drizzle query (run inside a transaction by tx.execute). */
function bound(text: string, values: unknown[]): SQL {
  const parts = text.split(/\$(\d+)/);
  const chunks: SQL[] = [];
  for (let i = 0; i < parts.length; i++) {
    chunks.push(i % 2 === 0 ? sql.raw(parts[i]!) : sql`${sql.param(values[Number(parts[i]) - 1])}`);
  }
  return sql.join(chunks);
}

/**
 * Issue 19: a booking that spends or earns points, in ONE transaction: the client's user row
 * locked first (points-repository lockUser: FOR NO KEY UPDATE, so only this client's points
 * bookings wait on it, holding nothing else yet), then the booking statement (its capacity rows
 * and promo in the bookings' lock order), then the balance recomputed from the records at the
 * booking's instant; if it no longer covers the points the offer applied, PointsChanged rolls
 * everything back (the service prices again with the balance left). Otherwise the 'spent' and
 * 'earned' records and the reservation's points columns are written.
 */
export async function bookWithPoints(db: Db, b: BookingRows): Promise<{ stored: StoredReservation; outboxId: number }> {
  const pts = b.points!;
  const cs = b.carServices ?? null;
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, pts.userId);
    const statement = cs ? BOOK_WITH_CAR_SERVICES : BOOK;
    const values = cs ? [...bookingParams(b), ...CAR_SERVICE_PARAMS.map(([, read]) => read(cs))] : bookingParams(b);
    const result = (await tx.execute(bound(statement.text, values))) as unknown as { rows: BookRow[] };
    const [written] = result.rows;
    const id = b.reservation.id;
    if (pts.spentCents > 0) {
      const { availableCents } = pointsBalance(await ledgerOf(tx, pts.userId), pts.at);
      if (availableCents < pts.spentCents) throw new PointsChanged();
      await insertPointsRecord(tx, { userId: pts.userId, kind: 'spent', cents: -pts.spentCents, reservationId: id, availableAt: pts.at, createdAt: pts.at });
    }
    if (pts.earnedCents > 0) {
      await insertPointsRecord(tx, { userId: pts.userId, kind: 'earned', cents: pts.earnedCents, reservationId: id, availableAt: pts.earnedAvailableAt, createdAt: pts.at });
    }
    await setReservationPoints(tx, id, pts.spentCents, pts.earnedCents);
    return written!;
  });
  const stored = storedOf(
    b,
    new Date(row.created_at),
    row.extra_row_ids.map(Number),
    row.billing_id !== null ? { id: Number(row.billing_id), createdAt: new Date(row.billing_created_at!) } : null,
    b.reservation.promoCode ? await promoNamesOf(db, b.reservation.promoCode) : {},
  );
  return { stored, outboxId: Number(row.outbox_id) };
}

/** The reservation columns written straight from parameters, in the insert's column order. */
const RESERVATION_VALUE_PARAMS: BookingParam[] = [
  'id',
  'hash',
  'reference',
  'productId',
  'startAt',
  'endAt',
  'status',
  'paymentMethod',
  'paymentStatus',
  'paymentDueAt',
  'lang',
  'driverName',
  'driverSurname',
  'email',
  'phone',
  'plate',
  'flightNumber',
  'inTerminal',
  'outTerminal',
  'inPassengers',
  'outPassengers',
  'sourceMode',
  'promoCode',
];

export type Written = { stored: StoredReservation; outboxId: number };


export function batchStatement(n: number): NamedStatement {
  // booking k's parameters, by name (BOOKING_PARAMS)
  const each = (f: (p: (name: BookingParam) => string) => string, sep: string) =>
    Array.from({ length: n }, (_, k) => f((name) => param(name, k))).join(sep);
  const text = `
with cap as (
  insert into daily_capacity as c (product_id, day, capacity, booked)
  select p, d::date, max(cap), count(*) from (
    ${each((p) => `select ${p('productId')}::int as p, unnest(${p('days')}::text[]) as d, ${p('defaultCapacity')}::int as cap`, '\n    union all ')}
  ) as x
  group by p, d order by p, d
  on conflict (product_id, day) do update set booked = c.booked + excluded.booked
  returning 1 as taken
),
ext as (
  insert into extra_daily_capacity as c (product_id, extra_id, day, capacity, booked)
  select p, e, d::date, max(cap), count(*) from (
    ${each((p) => `select ${p('productId')}::int as p, u.e, u.d, u.cap from unnest(${p('extraDayIds')}::int[], ${p('extraDayDays')}::text[], ${p('extraDayCapacities')}::int[]) as u(e, d, cap)`, '\n    union all ')}
  ) as y
  where (select count(*) from cap) >= 0
  group by p, e, d order by p, e, d
  on conflict (product_id, extra_id, day) do update set booked = c.booked + excluded.booked
  returning 1 as taken
),
res as (
  insert into reservations (id, hash, reference, product_id, start_at, end_at, status, payment_method, payment_status,
    payment_due_at, lang, driver_name, driver_surname, email, phone, plate, flight_number, in_terminal, out_terminal,
    in_passengers, out_passengers, source_mode, promo_code, days, price_lines, total_cents, user_id, agency_id, invoice_profile_id, vehicle_id)
  values ${each(
    (p) =>
      `(${RESERVATION_VALUE_PARAMS.map(p).join(', ')}, ${p('days')}::text[], ${p('priceLines')}::jsonb, ${p('totalCents')}, ${p('userId')}::int, ${p('agencyId')}::int, ${p('invoiceProfileId')}::int, ${p('vehicleId')}::int)`,
    ',\n    ',
  )}
  returning id, created_at
),
rx as (
  insert into reservation_extras (reservation_id, extra_id, kind, price_cents)
  select r, x.extra_id, x.kind, x.price from (
    ${each((p) => `select ${p('id')}::int as r, u.* from unnest(${p('extraIds')}::int[], ${p('extraKinds')}::text[], ${p('extraPrices')}::int[]) with ordinality as u(extra_id, kind, price, n)`, '\n    union all ')}
  ) as x
  order by r, n
  returning id, reservation_id
),
bill as (
  insert into billing_profiles (reservation_id, invoice_name, invoice_nif, invoice_address, invoice_city, invoice_zip,
    invoice_state, invoice_country, email)
  select r, b->>'invoiceName', b->>'invoiceNif', b->>'invoiceAddress', b->>'invoiceCity', b->>'invoiceZip',
    b->>'invoiceState', b->>'invoiceCountry', b->>'email'
  from (values ${each((p) => `(${p('id')}::int, ${p('billing')}::jsonb)`, ', ')}) as s(r, b) where b is not null
  returning id, reservation_id, created_at
),
tok as (
  insert into reservation_access_tokens (token_hash, reservation_id, created_at)
  values ${each((p) => `(${p('accessTokenHash')}, ${p('id')}, ${p('tokenCreatedAt')})`, ', ')}
  returning 1
),
mail as (
  insert into outbox ("to", subject, html, source, text, lang, reservation_id, attachments, next_attempt_at)
  values ${each((p) => `(${p('mailTo')}, ${p('mailSubject')}, ${p('mailHtml')}::text, ${p('mailSource')}::jsonb, ${p('mailText')}, ${p('mailLang')}, ${p('id')}, ${p('mailAttachments')}::jsonb, ${p('mailNotBefore')}::timestamptz)`, ',\n    ')}
  returning id, reservation_id
),
idem as (
  insert into idempotency_keys (key, request_hash, reservation_id)
  select k, h, r from (
    ${each((p) => `select unnest(${p('keys')}::text[]) as k, ${p('requestHash')}::text as h, ${p('id')}::int as r`, '\n    union all ')}
  ) as x
  order by k
  returning 1
),
note as (
  select pg_notify(c, m) from (values ${each((p) => `(${p('notifyChannel')}::text, ${p('notifyPayload')}::text)`, ', ')}) as v(c, m) where m is not null
)
select
  case when coalesce(${each((p) => `${p('redeemPromo')}::text`, ', ')}) is not null then booking_refused('promo_in_batch') else 0 end as promo_refused,
  case when coalesce(${each((p) => `${p('voucher')}::jsonb`, ', ')}) is not null then booking_refused('voucher_in_batch') else 0 end as voucher_refused,
  (select count(*) from ext) as taken,
  (select created_at from res limit 1) as created_at,
  (select json_object_agg(reservation_id, id) from mail) as outbox_ids,
  (select json_object_agg(reservation_id, ids) from (select reservation_id, array_agg(id order by id) as ids from rx group by reservation_id) as x) as extra_row_ids,
  (select json_object_agg(reservation_id, json_build_array(id, created_at)) from bill) as billing,
  (select count(*) from tok) + (select count(*) from idem) + (select count(*) from note) as written`;
  return { name: `reservation_book_batch_v3_${n}`, text };
}

const statements = new Map<number, NamedStatement>();
function statementFor(n: number): NamedStatement {
  let s = statements.get(n);
  if (!s) statements.set(n, (s = batchStatement(n)));
  return s;
}

type BatchRow = {
  created_at: Date;
  outbox_ids: Record<string, number>;
  extra_row_ids: Record<string, number[]> | null;
  billing: Record<string, [number, string]> | null;
};

/** Writes several bookings (none with a promo code) in one statement; throws if any is refused. */
export async function bookBatch(db: Db, batch: BookingRows[]): Promise<Written[]> {
  const values: unknown[] = [];
  for (const b of batch) values.push(...bookingParams(b));
  const [row] = await queryRows<BatchRow>(db, statementFor(batch.length), values);
  const createdAt = new Date(row!.created_at);
  return batch.map((b) => {
    const id = String(b.reservation.id);
    const billing = row!.billing?.[id];
    const stored = storedOf(b, createdAt, row!.extra_row_ids?.[id] ?? [], billing ? { id: Number(billing[0]), createdAt: new Date(billing[1]) } : null, {});
    return { stored, outboxId: Number(row!.outbox_ids[id]) };
  });
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
