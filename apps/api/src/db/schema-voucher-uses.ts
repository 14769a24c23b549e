import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';
import { reservations } from './schema-reservations';
import { vouchers } from './schema-vouchers';

// Issue 19 (migration 0013): which client used which voucher in which booking. Its own file: it
// ties vouchers and reservations, and reservations name their voucher, so in either of those
// files it would make the two import each other.
/**
 * One row per booking that used a voucher. `single_use` copies the voucher's flag at booking
 * time: the partial unique index is the guard that one client uses a single-use voucher once,
 * also under racing bookings (the booking statement breaks it and rolls back whole).
 */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    singleUse: boolean('single_use').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('voucher_uses_single_use_idx').on(t.voucherId, t.userId).where(sql`single_use`),
    index('voucher_uses_user_idx').on(t.userId, t.voucherId),
    uniqueIndex('voucher_uses_reservation_idx').on(t.reservationId),
  ],
);
