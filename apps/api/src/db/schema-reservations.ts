import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { products, promoCodes } from './schema';
import { agencies, invoiceProfiles, users } from './schema-accounts';
import { vehicles } from './schema-vehicles';
import { vouchers } from './schema-vouchers';

/**
 * Reservations, their extras, billing data, idempotency keys, payments and the mail outbox
 * (issue 4). Money is integer cents. No card number is ever stored: payments keep the brand
 * and the last four digits only.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    hash: text('hash').notNull(),
    reference: text('reference').notNull().unique(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** 'pending_payment' for a card booking until its payment succeeds (docs/decisions/0009) */
    status: text('status').notNull().default('confirmed'),
    paymentMethod: text('payment_method').notNull().default('parking'),
    paymentStatus: text('payment_status').notNull().default('not_required'),
    lang: text('lang').notNull(),
    driverName: text('driver_name').notNull(),
    driverSurname: text('driver_surname').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    plate: text('plate').notNull(),
    flightNumber: text('flight_number'),
    inTerminal: integer('in_terminal'),
    outTerminal: integer('out_terminal'),
    inPassengers: smallint('in_passengers'),
    outPassengers: smallint('out_passengers'),
    sourceMode: text('source_mode').notNull().default('parking'),
    /**
     * The promo code applied when booking, or null. The code is the promo's id (the primary
     * key of promo_codes), so this is also the reference a cancellation gives the use back
     * to. RESTRICT: a promo that bookings used is disabled (`enabled`), never deleted, so
     * the reservation keeps naming it.
     */
    promoCode: text('promo_code').references(() => promoCodes.code, { onDelete: 'restrict', onUpdate: 'cascade' }),
    /** the Madrid days this booking holds in daily_capacity, to give them back on cancel */
    days: text('days').array().notNull(),
    /** the offer's amounts (price, pvp_*) in cents, as priced on the server at booking time */
    priceLines: jsonb('price_lines').$type<Record<string, number>>().notNull(),
    totalCents: integer('total_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A pending_payment booking holds its capacity until this instant; after it the payment
     * sweep (payments/payment-sweep.ts) cancels it and gives the days back. Null otherwise.
     */
    paymentDueAt: timestamp('payment_due_at', { withTimezone: true }),
    /** the client (issue 10) or agency that booked, null for a guest; the account's invoice profile used */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    agencyId: integer('agency_id').references(() => agencies.id, { onDelete: 'set null' }),
    invoiceProfileId: integer('invoice_profile_id').references(() => invoiceProfiles.id, { onDelete: 'set null' }),
    /** issue 15: the vehicle booked with (the plate column is copied from it), null for the plain-plate path */
    vehicleId: integer('vehicle_id').references(() => vehicles.id, { onDelete: 'set null' }),
    /** issue 17 (db/schema-manage.ts): when the booking was cancelled, and what went back to the card in all */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    refundedCents: integer('refunded_cents').notNull().default(0),
    /** issue 19 (db/schema-points.ts): the points this booking spent and earned, in cents (1 point = 1 EUR) */
    pointsSpentCents: integer('points_spent_cents').notNull().default(0),
    pointsEarnedCents: integer('points_earned_cents').notNull().default(0),
    /** issue 19 (db/schema-vouchers.ts): the voucher applied when booking, and its discount */
    voucherId: integer('voucher_id').references(() => vouchers.id, { onDelete: 'restrict' }),
    voucherCents: integer('voucher_cents').notNull().default(0),
  },
  (t) => [
    check('reservations_status_check', sql`${t.status} in ('pending_payment', 'confirmed', 'cancelled')`),
    check('reservations_payment_method_check', sql`${t.paymentMethod} in ('parking', 'card')`),
    check('reservations_total_check', sql`${t.totalCents} >= 0`),
    check('reservations_points_check', sql`${t.pointsSpentCents} >= 0 and ${t.pointsEarnedCents} >= 0`),
    check('reservations_dates_check', sql`${t.endAt} > ${t.startAt}`),
    index('reservations_product_start_idx').on(t.productId, t.startAt),
    index('reservations_payment_due_idx').on(t.paymentDueAt).where(sql`status = 'pending_payment'`),
    index('reservations_user_idx').on(t.userId, t.createdAt).where(sql`user_id is not null`),
    index('reservations_agency_idx').on(t.agencyId, t.createdAt).where(sql`agency_id is not null`),
  ],
);

/**
 * The secrets that open a reservation (docs/decisions/0009): 256 random bits each, shown once
 * to the booker and stored only as their SHA-256. One per create answer (a replay of the same
 * Idempotency-Key gets a new one, so no plaintext is ever kept).
 */
export const reservationAccessTokens = pgTable(
  'reservation_access_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reservation_access_tokens_reservation_idx').on(t.reservationId)],
);

export const reservationExtras = pgTable('reservation_extras', {
  id: serial('id').primaryKey(),
  reservationId: integer('reservation_id')
    .notNull()
    .references(() => reservations.id, { onDelete: 'cascade' }),
  extraId: integer('extra_id').notNull(),
  kind: text('kind').notNull(),
  priceCents: integer('price_cents').notNull(),
});

export const billingProfiles = pgTable('billing_profiles', {
  id: serial('id').primaryKey(),
  reservationId: integer('reservation_id')
    .notNull()
    .unique()
    .references(() => reservations.id, { onDelete: 'cascade' }),
  invoiceName: text('invoice_name').notNull(),
  invoiceNif: text('invoice_nif').notNull(),
  invoiceAddress: text('invoice_address').notNull(),
  invoiceCity: text('invoice_city').notNull(),
  invoiceZip: text('invoice_zip').notNull(),
  invoiceState: text('invoice_state').notNull(),
  invoiceCountry: text('invoice_country').notNull(),
  email: text('email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per Idempotency-Key: the unique key is what makes two racing submits with the same
 * key end in one reservation (the loser's insert fails and it answers with the winner's).
 */
export const idempotencyKeys = pgTable('idempotency_keys', {
  key: text('key').primaryKey(),
  requestHash: text('request_hash').notNull(),
  reservationId: integer('reservation_id')
    .notNull()
    .references(() => reservations.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull(),
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    brand: text('brand'),
    last4: text('last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payments_last4_check', sql`${t.last4} is null or ${t.last4} ~ '^[0-9]{4}$'`),
    index('payments_reservation_idx').on(t.reservationId),
  ],
);

/**
 * Mails waiting for SMTP, or kept for the dev outbox when no SMTP_URL is set. The relay
 * (mail/outbox-relay.ts) sends a row when it is due: not sent, not given up, and
 * next_attempt_at null or past. Claiming a row moves next_attempt_at ahead (a lease), a
 * failure moves it by the backoff, and `failed` means given up after MAIL_MAX_ATTEMPTS.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** the HTML; null when `source` holds what it is built from (a booking's confirmation, decision 0039) */
    html: text('html'),
    text: text('text').notNull(),
    lang: text('lang').notNull(),
    /** issue 20 (decision 0039): what a booking confirmation's HTML and .ics are built from when read (mail/confirmation-mail.ts MailSource) */
    source: jsonb('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** given up: MAIL_MAX_ATTEMPTS sends failed (logged); an operator may reset it to retry */
    failed: boolean('failed').notNull().default(false),
    /** SMTP conversations started for this row */
    attempts: integer('attempts').notNull().default(0),
    /** not before this instant (lease of a claimed row, or the backoff after a failure) */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** the last failure's SMTP code and message (kept here, not in the logs: it may name the address) */
    lastError: text('last_error'),
    /** files sent with the mail (the booking's .ics, issue 9.2): null or empty for none */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
  },
  (t) => [
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`sent_at is null and not failed`),
    check('outbox_html_check', sql`${t.html} is not null or ${t.source} is not null`),
  ],
);
