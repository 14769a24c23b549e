import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { payments, reservations } from './schema-reservations';
import { users } from './schema-accounts';

/**
 * Issue 17, after booking (docs/decisions/0026): the history of a booking's changes, the
 * agents' tokens and the refunds given through the payment provider. Money in cents.
 */

/** One row per change, cancellation or link of a booking: who, when, what, price before and after. */
export const reservationChanges = pgTable(
  'reservation_changes',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    kind: text('kind').notNull(),
    /** traveller (access token), owner (the booking account's session), agent (agent token), system */
    actor: text('actor').notNull(),
    /** the agent's name given when the agent token was issued */
    agent: text('agent'),
    /** the session's user (owner actor, link) */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** [{ field, before, after }] */
    changes: jsonb('changes').$type<{ field: string; before: string | number | null; after: string | number | null }[]>().notNull(),
    priceBeforeCents: integer('price_before_cents').notNull(),
    priceAfterCents: integer('price_after_cents').notNull(),
    chargedCents: integer('charged_cents').notNull().default(0),
    refundedCents: integer('refunded_cents').notNull().default(0),
  },
  (t) => [
    check('reservation_changes_kind_check', sql`${t.kind} in ('change', 'cancel', 'link')`),
    check('reservation_changes_actor_check', sql`${t.actor} in ('traveller', 'owner', 'agent', 'system')`),
    index('reservation_changes_reservation_idx').on(t.reservationId, t.at),
  ],
);

/**
 * An agent's (ERP) token for ONE reservation until `expires_at`: 256 random bits shown once
 * to the admin API's caller, stored only as its SHA-256.
 */
export const agentTokens = pgTable(
  'agent_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    agent: text('agent').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('agent_tokens_reservation_idx').on(t.reservationId)],
);

/** Money given back to a card through the payment provider (a cancellation, or a cheaper change). */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** the provider's id of the refund */
    providerRef: text('provider_ref').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('payment_refunds_amount_check', sql`${t.amountCents} > 0`),
    check('payment_refunds_reason_check', sql`${t.reason} in ('cancel', 'change')`),
    index('payment_refunds_reservation_idx').on(t.reservationId),
  ],
);
