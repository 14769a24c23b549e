import { assertCents, percentOfCents } from '../money/money';

export interface PromoCode {
  code: string;
  kind: 'percent' | 'fixed';
  /** percent 0-100 when kind is 'percent', else integer cents */
  value: number;
  validFrom: Date;
  validTo: Date;
  /** null = every product; [] = none */
  productIds: number[] | null;
  /** null = every lot; [] = none */
  lotIds: number[] | null;
  /** null = unlimited */
  usageLimit: number | null;
  usedCount: number;
  name: string;
}

/**
 * What a promo code can look like: letters, digits, '-' and '_' (empty = no code). Anything
 * else cannot be a code. The request schema refuses it; the web app checks it first, so a
 * mistyped code is just 'Invalid code' (spec 8 promoFailed), not a validation error about a
 * field the customer never heard of. Here, not in the zod contract, so the web app gets it
 * without zod.
 */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9_-]*$/;
export const PROMO_CODE_MAX_LENGTH = 40;

export type PromoErrorKey = 'promo_not_found' | 'promo_expired' | 'promo_not_applicable' | 'promo_exhausted';

export interface PromoContext {
  code: string;
  productId: number;
  lotId: number;
  now: Date;
  startDate: Date;
}

export type PromoResult = { ok: true; discountCents: number } | { ok: false; errorKey: PromoErrorKey };

/**
 * A promo code worth sending: trimmed, non-empty and shaped like a code (PROMO_CODE_PATTERN, at
 * most PROMO_CODE_MAX_LENGTH), else null. The web app sends nothing else (a typed or stored
 * code that cannot be one is 'Invalid code' at once, spec 8 promoFailed), and the price route
 * prices with what it returns. Case is kept: normalizePromoCode compares.
 */
export function sendablePromoCode(code: string | null | undefined): string | null {
  const trimmed = code?.trim() ?? '';
  if (trimmed === '' || trimmed.length > PROMO_CODE_MAX_LENGTH || !PROMO_CODE_PATTERN.test(trimmed)) return null;
  return trimmed;
}

/** Codes are typed by people: compare trimmed and case-insensitively. */
export function normalizePromoCode(code: string): string {
  return code.trim().toUpperCase();
}

/** Discount of a promo on `baseCents`, clamped to [0, base] whatever the stored value. */
export function promoDiscountCents(promo: { discountKind: 'percent' | 'fixed'; value: number }, baseCents: number): number {
  assertCents('baseCents', baseCents);
  const raw =
    promo.discountKind === 'percent'
      ? percentOfCents(baseCents, Math.min(100, Math.max(0, promo.value)))
      : Math.floor(promo.value);
  return Math.min(baseCents, Math.max(0, raw));
}

/**
 * The last instant (ms) up to which `evaluatePromo` answers for this promo as it does at
 * `now`: its validTo while not yet past (then it is promo_expired), else never changing
 * (an expired code stays expired; an unknown code reads no time). The validity window's
 * other use bounds the stay's start, not `now`. For a cache of answers priced at `now`
 * (docs/decisions/0042-price-answer-cache.md).
 */
export function promoAnswerUntil(promo: Pick<PromoCode, 'validTo'> | null, now: Date): number {
  if (promo === null || now.getTime() > promo.validTo.getTime()) return Number.POSITIVE_INFINITY;
  return promo.validTo.getTime();
}

/**
 * Checks a promo code and computes its discount. Order of checks, so the customer gets the
 * most useful message: unknown code, then expired (now past validTo: the code cannot be
 * redeemed any more), then exhausted, then not applicable (product, lot, or a stay starting
 * outside [validFrom, validTo]: the window bounds the stay, so a code for summer stays can
 * be used in spring to book a summer stay, but not after it ends).
 */
export function evaluatePromo(promo: PromoCode | null, ctx: PromoContext, baseCents: number): PromoResult {
  if (promo === null || normalizePromoCode(promo.code) !== normalizePromoCode(ctx.code) || ctx.code.trim() === '') {
    return { ok: false, errorKey: 'promo_not_found' };
  }
  if (ctx.now.getTime() > promo.validTo.getTime()) return { ok: false, errorKey: 'promo_expired' };
  if (promo.usageLimit !== null && promo.usedCount >= promo.usageLimit) return { ok: false, errorKey: 'promo_exhausted' };
  const start = ctx.startDate.getTime();
  const outsideWindow = start < promo.validFrom.getTime() || start > promo.validTo.getTime();
  const wrongProduct = promo.productIds !== null && !promo.productIds.includes(ctx.productId);
  const wrongLot = promo.lotIds !== null && !promo.lotIds.includes(ctx.lotId);
  if (outsideWindow || wrongProduct || wrongLot) return { ok: false, errorKey: 'promo_not_applicable' };
  return { ok: true, discountCents: promoDiscountCents({ discountKind: promo.kind, value: promo.value }, baseCents) };
}
