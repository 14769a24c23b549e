import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { voucherUses } from '../db/schema-voucher-uses';
import { vouchers, voucherTexts } from '../db/schema-vouchers';

/** Issue 19: every voucher query (docs/decisions/0032). */

export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherTextRow = typeof voucherTexts.$inferSelect;
export type NewVoucher = Omit<typeof vouchers.$inferInsert, 'id' | 'createdAt' | 'retiredAt'>;
export type VoucherTexts = Record<string, { name: string; descriptionHtml: string }>;

export interface VoucherWithTexts {
  row: VoucherRow;
  texts: VoucherTexts;
}

async function textsOf(db: Db, ids: number[]): Promise<Map<number, VoucherTexts>> {
  const out = new Map<number, VoucherTexts>();
  if (ids.length === 0) return out;
  const rows = await db.select().from(voucherTexts).where(inArray(voucherTexts.voucherId, ids));
  for (const t of rows) {
    const m = out.get(t.voucherId) ?? {};
    m[t.lang] = { name: t.name, descriptionHtml: t.descriptionHtml };
    out.set(t.voucherId, m);
  }
  return out;
}

/** Vouchers not retired, with their texts. */
export async function activeVouchers(db: Db): Promise<VoucherWithTexts[]> {
  const rows = await db.select().from(vouchers).where(isNull(vouchers.retiredAt)).orderBy(vouchers.id);
  const texts = await textsOf(db, rows.map((r) => r.id));
  return rows.map((row) => ({ row, texts: texts.get(row.id) ?? {} }));
}

/** Every voucher, retired too (the admin's list). */
export async function allVouchers(db: Db): Promise<VoucherWithTexts[]> {
  const rows = await db.select().from(vouchers).orderBy(vouchers.id);
  const texts = await textsOf(db, rows.map((r) => r.id));
  return rows.map((row) => ({ row, texts: texts.get(row.id) ?? {} }));
}

export async function voucherByCode(db: Db, code: string): Promise<VoucherWithTexts | null> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code)).limit(1);
  if (!row) return null;
  return { row, texts: (await textsOf(db, [row.id])).get(row.id) ?? {} };
}

export async function voucherById(db: Db, id: number): Promise<VoucherWithTexts | null> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.id, id)).limit(1);
  if (!row) return null;
  return { row, texts: (await textsOf(db, [row.id])).get(row.id) ?? {} };
}

/** The vouchers (of `ids`, or all) a client has used at least once. */
export async function usedVoucherIds(db: Db, userId: number, ids?: number[], exceptReservationId?: number): Promise<Set<number>> {
  const mine = exceptReservationId === undefined ? eq(voucherUses.userId, userId) : and(eq(voucherUses.userId, userId), ne(voucherUses.reservationId, exceptReservationId));
  const where = ids ? and(mine, inArray(voucherUses.voucherId, ids)) : mine;
  if (ids && ids.length === 0) return new Set();
  const rows = await db.selectDistinct({ id: voucherUses.voucherId }).from(voucherUses).where(where);
  return new Set(rows.map((r) => r.id));
}

/**
 * A cancelled booking (the manage cancel, the payment sweep of unpaid card bookings) did not use
 * its voucher: its use is deleted, so a single-use voucher is offered and accepted again (the
 * partial unique index no longer holds it). The reservation keeps its voucher and the amount it
 * took off, as history. Called under the reservation rows' locks, in the cancelling transaction.
 */
export async function releaseVoucherUses(tx: Db, reservationIds: readonly number[]): Promise<number> {
  if (reservationIds.length === 0) return 0;
  const rows = await tx.delete(voucherUses).where(inArray(voucherUses.reservationId, [...reservationIds])).returning({ id: voucherUses.id });
  return rows.length;
}

export async function insertVoucher(db: Db, v: NewVoucher, texts: VoucherTexts): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(vouchers).values(v).returning({ id: vouchers.id });
    const id = row!.id;
    await tx.insert(voucherTexts).values(Object.entries(texts).map(([lang, t]) => ({ voucherId: id, lang, name: t.name, descriptionHtml: t.descriptionHtml })));
    return id;
  });
}

export async function updateVoucher(db: Db, id: number, v: NewVoucher, texts: VoucherTexts): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.update(vouchers).set(v).where(eq(vouchers.id, id)).returning({ id: vouchers.id });
    if (rows.length === 0) return false;
    await tx.delete(voucherTexts).where(eq(voucherTexts.voucherId, id));
    await tx.insert(voucherTexts).values(Object.entries(texts).map(([lang, t]) => ({ voucherId: id, lang, name: t.name, descriptionHtml: t.descriptionHtml })));
    return true;
  });
}

/** Sets retired_at once (a second retire keeps the first instant); false when there is no such voucher. */
export async function retireVoucher(db: Db, id: number, now: Date): Promise<boolean> {
  const [row] = await db.select({ retiredAt: vouchers.retiredAt }).from(vouchers).where(eq(vouchers.id, id));
  if (!row) return false;
  if (row.retiredAt === null) await db.update(vouchers).set({ retiredAt: now }).where(eq(vouchers.id, id));
  return true;
}

/** The code and texts of one voucher (a reservation view), or null. */
export async function voucherNames(db: Db, id: number): Promise<{ code: string; names: Record<string, string> } | null> {
  const v = await voucherById(db, id);
  if (!v) return null;
  return { code: v.row.code, names: Object.fromEntries(Object.entries(v.texts).map(([l, t]) => [l, t.name])) };
}
