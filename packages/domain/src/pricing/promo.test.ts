import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type PromoCode, evaluatePromo, normalizePromoCode, PROMO_CODE_MAX_LENGTH, promoAnswerUntil, promoDiscountCents, sendablePromoCode } from './promo';

const FAILED = 'spec 8 "Promo failed: offer\'s promo error else \'promoFailed\' default"';
const SUCCESS = 'spec 4 "Promo: entered, then success (promo present without error)"';

const at = (s: string): Date => new Date(s);

const SUMMER: PromoCode = {
  code: 'SUMMER10',
  kind: 'percent',
  value: 10,
  validFrom: at('2026-06-01T00:00:00+02:00'),
  validTo: at('2026-09-30T23:59:59+02:00'),
  productIds: null,
  lotIds: null,
  usageLimit: 100,
  usedCount: 3,
  name: 'Summer 10%',
};

const ctx = {
  code: 'SUMMER10',
  productId: 4,
  lotId: 1,
  now: at('2026-05-20T10:00:00+02:00'),
  startDate: at('2026-07-10T09:00:00+02:00'),
};

describe('evaluatePromo', () => {
  it.each([
    [`${SUCCESS}: 10% of 60.00 is 6.00`, SUMMER, ctx, 6_000, { ok: true, discountCents: 600 }],
    [`${SUCCESS}: codes compare trimmed and case-insensitively`, SUMMER, { ...ctx, code: ' summer10 ' }, 6_000, { ok: true, discountCents: 600 }],
    [`${SUCCESS}: 10% of 0.05 is 0.005 -> 0.01`, SUMMER, ctx, 5, { ok: true, discountCents: 1 }],
    [`${SUCCESS}: fixed 5.00 off 60.00`, { ...SUMMER, kind: 'fixed', value: 500 }, ctx, 6_000, { ok: true, discountCents: 500 }],
    [`${SUCCESS}: fixed 80.00 off 60.00 is capped at 60.00`, { ...SUMMER, kind: 'fixed', value: 8_000 }, ctx, 6_000, { ok: true, discountCents: 6_000 }],
    [`${SUCCESS}: a 150% promo is capped at the base`, { ...SUMMER, value: 150 }, ctx, 6_000, { ok: true, discountCents: 6_000 }],
    [`${SUCCESS}: a negative promo gives nothing`, { ...SUMMER, value: -10 }, ctx, 6_000, { ok: true, discountCents: 0 }],
    [`${SUCCESS}: product and lot in the lists`, { ...SUMMER, productIds: [2, 4], lotIds: [1] }, ctx, 6_000, { ok: true, discountCents: 600 }],
    [`${SUCCESS}: no usage limit`, { ...SUMMER, usageLimit: null, usedCount: 10_000 }, ctx, 6_000, { ok: true, discountCents: 600 }],
    [`${SUCCESS}: redeemed at the last instant of validity`, SUMMER, { ...ctx, now: SUMMER.validTo, startDate: SUMMER.validTo }, 6_000, { ok: true, discountCents: 600 }],
    [`${FAILED}: unknown code`, null, ctx, 6_000, { ok: false, errorKey: 'promo_not_found' }],
    [`${FAILED}: another code`, SUMMER, { ...ctx, code: 'WINTER' }, 6_000, { ok: false, errorKey: 'promo_not_found' }],
    [`${FAILED}: empty code`, { ...SUMMER, code: '' }, { ...ctx, code: '  ' }, 6_000, { ok: false, errorKey: 'promo_not_found' }],
    [`${FAILED}: redeemed after validTo is expired`, SUMMER, { ...ctx, now: at('2026-10-01T00:00:00+02:00') }, 6_000, { ok: false, errorKey: 'promo_expired' }],
    [`${FAILED}: usage limit reached`, { ...SUMMER, usedCount: 100 }, ctx, 6_000, { ok: false, errorKey: 'promo_exhausted' }],
    [`${FAILED}: stay starting before validFrom`, SUMMER, { ...ctx, startDate: at('2026-05-31T23:59:59+02:00') }, 6_000, { ok: false, errorKey: 'promo_not_applicable' }],
    [`${FAILED}: stay starting after validTo`, SUMMER, { ...ctx, startDate: at('2026-10-01T00:00:00+02:00') }, 6_000, { ok: false, errorKey: 'promo_not_applicable' }],
    [`${FAILED}: other product`, { ...SUMMER, productIds: [2] }, ctx, 6_000, { ok: false, errorKey: 'promo_not_applicable' }],
    [`${FAILED}: other lot`, { ...SUMMER, lotIds: [7] }, ctx, 6_000, { ok: false, errorKey: 'promo_not_applicable' }],
    [`${FAILED}: an empty product list matches nothing`, { ...SUMMER, productIds: [] }, ctx, 6_000, { ok: false, errorKey: 'promo_not_applicable' }],
    [`${FAILED}: expired wins over exhausted`, { ...SUMMER, usedCount: 100 }, { ...ctx, now: at('2026-12-01T00:00:00+01:00') }, 6_000, { ok: false, errorKey: 'promo_expired' }],
  ] as const)('%s', (_t, promo, c, base, expected) => {
    expect(evaluatePromo(promo as PromoCode | null, c, base)).toEqual(expected);
  });

  it(`${SUCCESS}: the discount is never above the base nor negative`, () => {
    fc.assert(
      fc.property(
        fc.constantFrom('percent' as const, 'fixed' as const),
        fc.integer({ min: -1_000, max: 1_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (kind, value, base) => {
          const r = evaluatePromo({ ...SUMMER, kind, value }, ctx, base);
          expect(r.ok).toBe(true);
          if (r.ok) {
            expect(r.discountCents).toBeGreaterThanOrEqual(0);
            expect(r.discountCents).toBeLessThanOrEqual(base);
          }
        },
      ),
    );
  });
});

describe('promoAnswerUntil (decision 0042: how long an answer priced at now holds)', () => {
  const EXPIRED = 'spec 8 promo_expired "now past validTo: the code cannot be redeemed any more"';
  it.each<[string, PromoCode | null, Date, number]>([
    [`${EXPIRED}: before validTo the answer holds up to validTo`, SUMMER, ctx.now, SUMMER.validTo.getTime()],
    [`${EXPIRED}: at validTo itself it still holds up to validTo`, SUMMER, SUMMER.validTo, SUMMER.validTo.getTime()],
    [`${EXPIRED}: once expired it stays expired`, SUMMER, at('2026-10-01T00:00:00+02:00'), Number.POSITIVE_INFINITY],
    [`${FAILED}: an unknown code reads no time`, null, ctx.now, Number.POSITIVE_INFINITY],
  ])('%s', (_t, promo, now, until) => {
    expect(promoAnswerUntil(promo, now)).toBe(until);
  });

  it('evaluatePromo answers the same at every instant from now to the bound, and differently just after a finite one', () => {
    const day = 86_400_000;
    fc.assert(
      fc.property(
        fc.integer({ min: -200 * day, max: 200 * day }),
        fc.integer({ min: 0, max: 400 * day }),
        fc.integer({ min: -200 * day, max: 200 * day }),
        fc.constantFrom(null, 100, 3),
        (nowOffset, later, startOffset, usageLimit) => {
          const promo = { ...SUMMER, usageLimit };
          const now = new Date(SUMMER.validFrom.getTime() + nowOffset);
          const c = { ...ctx, now, startDate: new Date(SUMMER.validFrom.getTime() + startOffset) };
          const until = promoAnswerUntil(promo, now);
          const answer = evaluatePromo(promo, c, 6_000);
          const then = Math.min(now.getTime() + later, until);
          expect(evaluatePromo(promo, { ...c, now: new Date(then) }, 6_000)).toEqual(answer);
          if (Number.isFinite(until) && answer.ok) expect(evaluatePromo(promo, { ...c, now: new Date(until + 1) }, 6_000)).not.toEqual(answer);
        },
      ),
    );
  });
});

describe('promoDiscountCents', () => {
  it.each([
    [`${SUCCESS}: 25% of 10.00`, { discountKind: 'percent', value: 25 }, 1_000, 250],
    [`${SUCCESS}: 100% takes all`, { discountKind: 'percent', value: 100 }, 1_000, 1_000],
    [`${SUCCESS}: fixed on nothing is nothing`, { discountKind: 'fixed', value: 500 }, 0, 0],
  ] as const)('%s', (_t, promo, base, expected) => {
    expect(promoDiscountCents(promo, base)).toBe(expected);
  });
});

const VALIDATE = 'spec 5 "Promo validate button disabled when the code is empty"';

describe('sendablePromoCode', () => {
  it.each<[string, string | null | undefined, string | null]>([
    [`${VALIDATE}: empty sends nothing`, '', null],
    [`${VALIDATE}: blanks only send nothing`, '   ', null],
    [`${VALIDATE}: null sends nothing`, null, null],
    [`${VALIDATE}: undefined sends nothing`, undefined, null],
    [`${SUCCESS}: a code is sent trimmed`, '  SUMMER26 ', 'SUMMER26'],
    [`${SUCCESS}: case is kept (the server compares)`, 'summer26', 'summer26'],
    [`${SUCCESS}: '-' and '_' are part of a code`, 'BCN-24_A', 'BCN-24_A'],
    [`${FAILED}: a character no code has is not sent`, 'AB!', null],
    [`${FAILED}: an inner blank is not sent`, 'AB CD', null],
    [`${FAILED}: accents are not sent`, 'NIÑO', null],
    [`${FAILED}: longer than any code is not sent`, 'A'.repeat(PROMO_CODE_MAX_LENGTH + 1), null],
    [`${SUCCESS}: the longest code is sent`, 'A'.repeat(PROMO_CODE_MAX_LENGTH), 'A'.repeat(PROMO_CODE_MAX_LENGTH)],
  ])('%s', (_t, code, expected) => {
    expect(sendablePromoCode(code)).toBe(expected);
  });
});

describe('normalizePromoCode', () => {
  it.each([
    [`${SUCCESS}: codes compare upper-cased`, 'summer26', 'SUMMER26'],
    [`${SUCCESS}: codes compare trimmed`, ' Summer26  ', 'SUMMER26'],
  ])('%s', (_t, code, expected) => {
    expect(normalizePromoCode(code)).toBe(expected);
  });
});
