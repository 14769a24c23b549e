import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { normalizePromoCode } from '@parking/domain/pricing/promo';
import type { Db } from '../db/client';
import { promoCodeTranslations, promoCodes } from '../db/schema';

/**
 * Counts one use of a promo code inside the booking's transaction. The guard in the WHERE
 * makes the usage limit hold under concurrency; false means the code is exhausted (or gone)
 * and the booking must be priced again without it. Invalidate the PromoCache afterwards.
 */
export async function redeemPromo(tx: Db, code: string): Promise<boolean> {
  const rows = await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(
      and(
        eq(promoCodes.code, normalizePromoCode(code)),
        or(isNull(promoCodes.usageLimit), lt(promoCodes.usedCount, promoCodes.usageLimit)),
      ),
    )
    .returning({ code: promoCodes.code });
  return rows.length === 1;
}

/** Gives a use back (a cancelled booking). Never below zero. */
export async function releasePromo(tx: Db, code: string): Promise<void> {
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` })
    .where(eq(promoCodes.code, normalizePromoCode(code)));
}

/** The enabled promo codes and every code's names (the PromoCache's load). */
export async function loadPromoRows(db: Db) {
  const [rows, texts] = await Promise.all([db.select().from(promoCodes).where(eq(promoCodes.enabled, true)), db.select().from(promoCodeTranslations)]);
  return { rows, texts };
}
