import { describe, expect, it } from 'vitest';
import { formatKm, KM_MAX, kmAcceptEnabled, kmRecordedToday, parseKm } from './km';

const FIELD = 'spec 5 "Kilometres: required, dots stripped before conversion ... digits only with dot thousands"';
const ACCEPT = 'spec 5 "accept disabled when equal to existing km or invalid"';
const TODAY = 'spec 5 "km (timestamp today)" on the Madrid day (spec 1)';

describe('parseKm', () => {
  it.each<[string, string | null, number | null]>([
    [`${FIELD}: dot thousands`, '120.000', 120000],
    [`${FIELD}: millions`, '1.250.500', 1250500],
    [`${FIELD}: plain digits`, '85000', 85000],
    [`${FIELD}: zero is a reading`, '0', 0],
    [`${FIELD}: dots stripped whatever their grouping`, '12.0000', 120000],
    [`${FIELD}: blanks around trimmed`, ' 5.000 ', 5000],
    [`${FIELD}: required`, '', null],
    [`${FIELD}: only dots`, '..', null],
    [`${FIELD}: null`, null, null],
    [`${FIELD}: comma is not a separator`, '120,000', null],
    [`${FIELD}: no sign`, '-5', null],
    [`${FIELD}: no letters`, '12km', null],
    [`${FIELD}: no inner blanks`, '120 000', null],
    [`${FIELD}: KM_MAX is the largest`, String(KM_MAX), KM_MAX],
    [`${FIELD}: above KM_MAX`, String(KM_MAX + 1), null],
  ])('%s: %s', (_rule, text, expected) => {
    expect(parseKm(text)).toBe(expected);
  });
});

describe('formatKm', () => {
  it.each<[string, number, string]>([
    [`${FIELD}: dot thousands`, 120000, '120.000'],
    [`${FIELD}: under a thousand`, 999, '999'],
    [`${FIELD}: millions`, 1250500, '1.250.500'],
    [`${FIELD}: zero`, 0, '0'],
  ])('%s: %s', (_rule, km, expected) => {
    expect(formatKm(km)).toBe(expected);
    expect(parseKm(expected)).toBe(km);
  });
});

describe('kmAcceptEnabled', () => {
  it.each<[string, string, number | null, boolean]>([
    [`${ACCEPT}: a new reading`, '121.000', 120000, true],
    [`${ACCEPT}: equal to the stored km`, '120.000', 120000, false],
    [`${ACCEPT}: equal once dots are stripped`, '120000', 120000, false],
    [`${ACCEPT}: invalid`, '12a', 120000, false],
    [`${ACCEPT}: empty`, '', 120000, false],
    [`${ACCEPT}: no stored km yet`, '0', null, true],
    [`${ACCEPT}: lower than stored is still a change (no rule against it)`, '100.000', 120000, true],
  ])('%s', (_rule, text, stored, expected) => {
    expect(kmAcceptEnabled(text, stored)).toBe(expected);
  });
});

describe('kmRecordedToday', () => {
  // 2026-03-29 is the spring change in Madrid (UTC+1 -> UTC+2 at 01:00 UTC)
  const now = new Date('2026-03-29T21:30:00Z'); // 23:30 in Madrid
  it.each<[string, Date | null, boolean]>([
    [`${TODAY}: earlier the same Madrid day`, new Date('2026-03-28T23:05:00Z'), true], // 00:05 Madrid
    [`${TODAY}: the Madrid day before, though the same UTC day`, new Date('2026-03-28T22:59:00Z'), false], // 23:59 Madrid on the 28th
    [`${TODAY}: a minute before now`, new Date('2026-03-29T21:29:00Z'), true],
    [`${TODAY}: after Madrid midnight is tomorrow`, new Date('2026-03-29T22:00:00Z'), false],
    [`${TODAY}: never recorded`, null, false],
    [`${TODAY}: invalid timestamp`, new Date('nope'), false],
  ])('%s', (_rule, ts, expected) => {
    expect(kmRecordedToday(ts, now)).toBe(expected);
  });
});
