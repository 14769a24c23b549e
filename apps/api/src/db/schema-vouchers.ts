import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Issue 19, promotion vouchers (spec 3 Voucher, docs/decisions/0032). Money in cents; `dto` is a
 * percent. Null dates, lot or product mean "no limit" (0 on id_lot / id_product also means any,
 * spec 5). A voucher is never deleted: the admin retires it (`retired_at`).
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    /** upper-case, what travellers type and the offer request names */
    code: text('code').notNull(),
    /** the admin's name (the texts hold the one shown in each language) */
    name: text('name').notNull(),
    /** percent 0-100, or null */
    dto: numeric('dto', { precision: 5, scale: 2, mode: 'number' }),
    dtoEuroCents: integer('dto_euro_cents'),
    endDate: timestamp('end_date', { withTimezone: true }),
    bookingBeginDate: timestamp('booking_begin_date', { withTimezone: true }),
    bookingEndDate: timestamp('booking_end_date', { withTimezone: true }),
    minStayHours: integer('min_stay_hours'),
    onlyApp: boolean('only_app').notNull().default(false),
    onlyWeb: boolean('only_web').notNull().default(false),
    idLot: integer('id_lot'),
    idProduct: integer('id_product'),
    /** comma list of service ids (spec 9 scope ids), or null */
    scope: text('scope'),
    singleUsePerClient: boolean('single_use_per_client').notNull().default(false),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vouchers_code_idx').on(t.code),
    check('vouchers_code_check', sql`${t.code} = upper(${t.code}) and length(${t.code}) between 1 and 40`),
    check('vouchers_dto_check', sql`${t.dto} is null or (${t.dto} >= 0 and ${t.dto} <= 100)`),
    check('vouchers_dto_euro_check', sql`${t.dtoEuroCents} is null or ${t.dtoEuroCents} >= 0`),
    check('vouchers_min_stay_check', sql`${t.minStayHours} is null or ${t.minStayHours} >= 0`),
  ],
);

/** A voucher's name and HTML description per language (es, ca, en, fr). */
export const voucherTexts = pgTable(
  'voucher_texts',
  {
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    /** as the admin wrote it; sanitised when served (vouchers/sanitize-html.ts) */
    descriptionHtml: text('description_html').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.voucherId, t.lang] }), check('voucher_texts_lang_check', sql`${t.lang} in ('es', 'ca', 'en', 'fr')`)],
);
