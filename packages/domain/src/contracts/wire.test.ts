import { describe, expect, it } from 'vitest';
import { calculatePriceRequest } from './offer';
import * as wire from './wire';
import { langTag, stayDatesExist, WIRE_DATE_PATTERN } from './wire';
import { WIRE_DATE_PATTERN as MADRID_WIRE_DATE_PATTERN } from '../time/madrid';

describe('one conversion for the wire and the domain', () => {
  it('issue 8.3 "money conversion: one function": contracts/wire.ts has no conversion of its own (money/money.ts has)', () => {
    const exports: Record<string, unknown> = wire;
    expect(exports.centsToEuros).toBeUndefined();
    expect(exports.eurosToCents).toBeUndefined();
  });

  it('spec 9 "YYYY-MM-DD HH:mm:ss": one wire-date pattern, time/madrid.ts\'s', () => {
    expect(WIRE_DATE_PATTERN).toBe(MADRID_WIRE_DATE_PATTERN);
  });
});

const DATES = 'spec 9 "Dates ... YYYY-MM-DD HH:mm:ss"';
const calculate = calculatePriceRequest.superRefine(stayDatesExist);
const body = { startDate: '2027-03-10 10:00:00', endDate: '2027-03-12 10:00:00', productId: 4 };

describe('stayDatesExist', () => {
  it.each<[string, { startDate: string; endDate: string }, string[]]>([
    [`${DATES}: two real dates`, { startDate: '2027-03-10 10:00:00', endDate: '2027-03-12 10:00:00' }, []],
    [`${DATES}: 30 February has the shape but is no date`, { startDate: '2027-02-30 10:00:00', endDate: '2027-03-12 10:00:00' }, ['startDate']],
    [`${DATES}: hour 25 is no time`, { startDate: '2027-03-10 10:00:00', endDate: '2027-03-12 25:00:00' }, ['endDate']],
    [`${DATES}: both wrong, both named`, { startDate: '2027-02-30 10:00:00', endDate: '2027-13-01 10:00:00' }, ['startDate', 'endDate']],
  ])('%s', (_t, dates, fields) => {
    const r = calculate.safeParse({ ...body, ...dates });
    const issues = r.success ? [] : r.error.issues;
    expect(issues.map((i) => i.path[0])).toEqual(fields);
    expect(issues.every((i) => i.message === 'invalid_wire_date')).toBe(true);
  });
});

describe('langTag', () => {
  const T = 'spec 5 "Language pattern accepts es, ca, en, fr with regional variants"';
  it.each([
    [`${T}: a primary code`, 'es', true],
    [`${T}: a region with '-'`, 'en-GB', true],
    [`${T}: a region with '_'`, 'ca_ES', true],
    [`${T}: the shape of an unsupported language is still a tag (it falls back)`, 'de', true],
    [`${T}: three letters`, 'spa', false],
    [`${T}: empty`, '', false],
  ])('%s', (_t, tag, ok) => {
    expect(langTag.safeParse(tag).success).toBe(ok);
  });
});
