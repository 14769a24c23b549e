import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Voucher, isVoucherAvailable, parseScope, voucherDiscountCents, voucherType, voucherValue } from './voucher';

const TYPE = 'spec 5 "all 3 wash; all 21 itv; all 22 maintenance; all in 23-29 refueling; all in {5, 20-29} carservice; else generic"';
const WINDOW = 'spec 5 "booking window fully inside the voucher begin/end dates"';
const STAY = 'spec 5 "stay hours at least min_stay_hours if set"';
const CHANNEL = 'spec 5 "only_app hidden on web; only_web hidden in app or client-app mode"';
const MATCH = 'spec 5 "lot and product must match unless the voucher\'s value is 0"';
const DTO = 'spec 3 "Voucher: ... dto (percent), dto_euro"';

const at = (s: string): Date => new Date(s);

describe('parseScope', () => {
  it.each([
    [`${TYPE}: "20, 21" is a list of ids`, '20, 21', [20, 21]],
    [`${TYPE}: null scope`, null, null],
    [`${TYPE}: empty scope`, ' , ', null],
    [`${TYPE}: non-numeric scope`, '3,abc', null],
  ])('%s', (_t, scope, expected) => {
    expect(parseScope(scope)).toEqual(expected);
  });
});

describe('voucherType', () => {
  it.each([
    [`${TYPE}: "3" is wash`, '3', 'wash'],
    [`${TYPE}: "3,3" is wash`, '3,3', 'wash'],
    [`${TYPE}: "21" is itv, not carservice (checked first)`, '21', 'itv'],
    [`${TYPE}: "22" is maintenance, not carservice`, '22', 'maintenance'],
    [`${TYPE}: "23" is refueling`, '23', 'refueling'],
    [`${TYPE}: "23,29" is refueling, not carservice`, '23,29', 'refueling'],
    [`${TYPE}: "5" is carservice`, '5', 'carservice'],
    [`${TYPE}: "20" is carservice`, '20', 'carservice'],
    [`${TYPE}: "21,22" mixes itv and maintenance: carservice`, '21,22', 'carservice'],
    [`${TYPE}: "5,21,29" is carservice`, '5,21,29', 'carservice'],
    [`${TYPE}: "22,23" is carservice (22 is not refueling)`, '22,23', 'carservice'],
    [`${TYPE}: "30" is outside every set: generic`, '30', 'generic'],
    [`${TYPE}: "3,21" mixes wash and itv: generic`, '3,21', 'generic'],
    [`${TYPE}: "4" is generic`, '4', 'generic'],
    [`${TYPE}: empty scope is generic, not vacuously wash`, '', 'generic'],
    [`${TYPE}: null scope is generic`, null, 'generic'],
  ])('%s', (_t, scope, expected) => {
    expect(voucherType(scope)).toBe(expected);
  });
});

const BASE: Voucher = {
  id: 1,
  code: 'WASH50',
  name: 'Half-price wash',
  dto: 50,
  dto_euro: null,
  end_date: at('2026-12-31T23:59:59+01:00'),
  booking_begin_date: at('2026-06-01T00:00:00+02:00'),
  booking_end_date: at('2026-09-30T23:59:59+02:00'),
  min_stay_hours: 48,
  only_app: false,
  only_web: false,
  id_lot: 1,
  id_product: 4,
  scope: '3',
};

const CTX = {
  startDate: at('2026-07-01T10:00:00+02:00'),
  endDate: at('2026-07-05T10:00:00+02:00'),
  idLot: 1,
  idProduct: 4,
  appMode: false,
  clientAppMode: false,
  now: at('2026-05-20T12:00:00+02:00'),
};

describe('isVoucherAvailable', () => {
  it.each([
    [`${WINDOW}: stay well inside`, BASE, CTX, true],
    [`${WINDOW}: starts before the begin date`, BASE, { ...CTX, startDate: at('2026-05-31T23:00:00+02:00') }, false],
    [`${WINDOW}: ends after the end date`, BASE, { ...CTX, endDate: at('2026-10-01T00:00:00+02:00') }, false],
    [`${WINDOW}: exactly on both bounds`, BASE, { ...CTX, startDate: BASE.booking_begin_date!, endDate: BASE.booking_end_date! }, true],
    [`${WINDOW}: no bounds set`, { ...BASE, booking_begin_date: null, booking_end_date: null }, { ...CTX, endDate: at('2027-02-01T00:00:00+01:00') }, true],
    [`${WINDOW}: voucher expired (now after end_date)`, BASE, { ...CTX, now: at('2027-01-01T00:00:00+01:00') }, false],
    [`${STAY}: 47h59 is short of 48`, BASE, { ...CTX, endDate: at('2026-07-03T09:59:00+02:00') }, false],
    [`${STAY}: exactly 48 hours`, BASE, { ...CTX, endDate: at('2026-07-03T10:00:00+02:00') }, true],
    [`${STAY}: not set, one hour is enough`, { ...BASE, min_stay_hours: null }, { ...CTX, endDate: at('2026-07-01T11:00:00+02:00') }, true],
    [`${CHANNEL}: only_app on web is hidden`, { ...BASE, only_app: true }, CTX, false],
    [`${CHANNEL}: only_app in app mode`, { ...BASE, only_app: true }, { ...CTX, appMode: true }, true],
    [`${CHANNEL}: only_app in client-app mode`, { ...BASE, only_app: true }, { ...CTX, clientAppMode: true }, true],
    [`${CHANNEL}: only_web on web`, { ...BASE, only_web: true }, CTX, true],
    [`${CHANNEL}: only_web in app mode is hidden`, { ...BASE, only_web: true }, { ...CTX, appMode: true }, false],
    [`${CHANNEL}: only_web in client-app mode is hidden`, { ...BASE, only_web: true }, { ...CTX, clientAppMode: true }, false],
    [`${MATCH}: other lot`, BASE, { ...CTX, idLot: 2 }, false],
    [`${MATCH}: other product`, BASE, { ...CTX, idProduct: 2 }, false],
    [`${MATCH}: lot 0 matches any lot`, { ...BASE, id_lot: 0 }, { ...CTX, idLot: 9 }, true],
    [`${MATCH}: product 0 matches any product`, { ...BASE, id_product: 0 }, { ...CTX, idProduct: 12 }, true],
    [`${MATCH}: null lot and product match anything`, { ...BASE, id_lot: null, id_product: null }, { ...CTX, idLot: 3, idProduct: 3 }, true],
  ])('%s', (_t, v, c, expected) => {
    expect(isVoucherAvailable(v, c)).toBe(expected);
  });
});

describe('voucherDiscountCents', () => {
  it.each([
    [`${DTO}: 50% of 12.00`, { dto: 50, dto_euro: null }, 1_200, 600],
    [`${DTO}: 15% of 0.10 is 0.015 -> 0.02`, { dto: 15, dto_euro: null }, 10, 2],
    [`${DTO}: 5 euros off 12.00`, { dto: null, dto_euro: 5 }, 1_200, 500],
    [`${DTO}: 5.55 euros off`, { dto: null, dto_euro: 5.55 }, 1_200, 555],
    [`${DTO}: 20 euros off 12.00 is capped at 12.00`, { dto: null, dto_euro: 20 }, 1_200, 1_200],
    [`${DTO}: percent wins when both are set`, { dto: 10, dto_euro: 5 }, 1_200, 120],
    [`${DTO}: dto 0 falls back to dto_euro`, { dto: 0, dto_euro: 5 }, 1_200, 500],
    [`${DTO}: neither set, nothing`, { dto: null, dto_euro: null }, 1_200, 0],
    [`${DTO}: 120% is capped at the amount`, { dto: 120, dto_euro: null }, 1_200, 1_200],
    [`${DTO}: nothing applicable, nothing off`, { dto: 50, dto_euro: null }, 0, 0],
    [`${DTO}: negative applicable, nothing off`, { dto: null, dto_euro: 5 }, -100, 0],
  ])('%s', (_t, v, applicable, expected) => {
    expect(voucherDiscountCents(v, applicable)).toBe(expected);
  });

  it(`${DTO}: 0 <= discount <= applicable`, () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: -50, max: 200 })),
        fc.option(fc.double({ min: -100, max: 10_000, noNaN: true })),
        fc.integer({ min: 0, max: 10_000_000 }),
        (dto, dtoEuro, applicable) => {
          const d = voucherDiscountCents({ dto, dto_euro: dtoEuro }, applicable);
          expect(Number.isInteger(d)).toBe(true);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(applicable);
        },
      ),
    );
  });
});

describe('voucherValue: what a voucher is worth (spec 3 dto / dto_euro, decision 0002)', () => {
  it.each([
    [{ dto: 10, dto_euro: 5 }, { kind: 'percent', percent: 10 }],
    [{ dto: 150, dto_euro: null }, { kind: 'percent', percent: 100 }],
    [{ dto: 0, dto_euro: 5 }, { kind: 'euro', euros: 5 }],
    [{ dto: null, dto_euro: 2.5 }, { kind: 'euro', euros: 2.5 }],
    [{ dto: 0, dto_euro: 0 }, null],
    [{ dto: null, dto_euro: null }, null],
  ])('%j is worth %j', (v, worth) => {
    expect(voucherValue(v)).toEqual(worth);
  });
});
