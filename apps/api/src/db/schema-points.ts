import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';
import { reservations } from './schema-reservations';

/**
 * Issue 19 points (docs/decisions/0031-points.md): the account's points are a ledger of records,
 * never a stored balance. 1 point = 1 EUR, so amounts are integer cents. The balance at `now` is
 * the sum of the records not voided whose `available_at` is not after `now`; an earned record
 * becomes available at the end of its stay (pending before). A cancelled booking voids its
 * earned record (`voided_at`) and gives its spent points back with a 'returned' record.
 */
export const POINTS_RECORD_KINDS = ['earned', 'spent', 'returned', 'expired', 'opening'] as const;
export type PointsRecordKind = (typeof POINTS_RECORD_KINDS)[number];

export const pointsRecords = pgTable(
  'points_records',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PointsRecordKind>().notNull(),
    /** positive for earned, returned and opening; negative for spent and expired */
    cents: integer('cents').notNull(),
    reservationId: integer('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    /** the record counts in the balance from this instant (earned: the stay's end) */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    /** set when the booking that earned the record is cancelled before it became available */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('points_records_kind_check', sql`${t.kind} in ('earned', 'spent', 'returned', 'expired', 'opening')`),
    check(
      'points_records_sign_check',
      sql`(${t.kind} in ('earned', 'returned', 'opening') and ${t.cents} > 0) or (${t.kind} in ('spent', 'expired') and ${t.cents} < 0)`,
    ),
    index('points_records_user_idx').on(t.userId, t.createdAt),
    index('points_records_reservation_idx').on(t.reservationId).where(sql`reservation_id is not null`),
    /** one earned record per booking */
    uniqueIndex('points_records_earned_once_idx').on(t.reservationId).where(sql`kind = 'earned'`),
  ],
);
