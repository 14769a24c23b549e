import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatDisplayDateTime, MADRID_TZ, parseWireDate } from '../time/madrid';
import { FORMAT_LOCALES, formatDayParts, formatDisplayDay, formatLocale, isIsoDay, parseDisplayDay } from './date-format';
import { SUPPORTED_LANGS } from './lang';

const DATES = 'spec 9 "Dates DD/MM/YYYY, DD/MM/YYYY HH:mm:ss, YYYY-MM-DD HH:mm:ss; locale formats es, en, ca, fr"';

describe('formatLocale', () => {
  it.each([
    [`${DATES}: es`, 'es', 'es-ES'],
    [`${DATES}: ca`, 'ca', 'ca-ES'],
    [`${DATES}: en is British English (DD/MM/YYYY), not American`, 'en', 'en-GB'],
    [`${DATES}: fr`, 'fr', 'fr-FR'],
    [`${DATES}: spec 1 "only the primary part of the code is used"`, 'en-US', 'en-GB'],
    [`${DATES}: a regional French is still fr-FR`, 'fr_CA', 'fr-FR'],
    [`${DATES}: an unsupported language is Spanish (spec 1 default)`, 'de', 'es-ES'],
    [`${DATES}: none is Spanish`, undefined, 'es-ES'],
  ])('%s', (_t, lang, locale) => {
    expect(formatLocale(lang)).toBe(locale);
  });

  it(`${DATES}: every app language has a locale`, () => {
    expect(Object.keys(FORMAT_LOCALES).sort()).toEqual([...SUPPORTED_LANGS].sort());
  });
});

describe('formatDayParts / formatDisplayDay', () => {
  it.each([
    [`${DATES}: day first, two digits`, [2026, 11, 24], '24/11/2026'],
    [`${DATES}: leading zeros`, [2027, 1, 5], '05/01/2027'],
    [`${DATES}: four-digit year`, [987, 3, 9], '09/03/0987'],
  ] as const)('%s', (_t, [y, m, d], expected) => {
    expect(formatDayParts(y, m, d)).toBe(expected);
  });

  it.each([
    [`${DATES}: a kept day`, '2026-11-24', '24/11/2026'],
    [`${DATES}: leap day`, '2028-02-29', '29/02/2028'],
    [`${DATES}: a half-typed day stays as typed`, '24/11/20', '24/11/20'],
    [`${DATES}: an impossible day stays as typed`, '2026-02-30', '2026-02-30'],
    [`${DATES}: blank`, '', ''],
  ])('%s', (_t, day, expected) => {
    expect(formatDisplayDay(day)).toBe(expected);
  });
});

/**
 * The page's language, not the browser's, decides (issue 9.3: "today a Spanish page shows
 * 11/24/2026"). Intl's own short date in each app locale agrees with our one formatter, and
 * the American form it replaces does not.
 */
describe('the four locales write a day DD/MM/YYYY in Madrid', () => {
  const instant = parseWireDate('2026-11-24 23:30:00')!; // 22:30 UTC: still the 24th in Madrid
  it.each(SUPPORTED_LANGS.map((lang) => [`${DATES}: ${lang}`, lang] as const))('%s', (_t, lang) => {
    const intl = new Intl.DateTimeFormat(formatLocale(lang), { timeZone: MADRID_TZ, day: '2-digit', month: '2-digit', year: 'numeric' });
    expect(intl.format(instant)).toBe('24/11/2026');
    expect(formatDisplayDate(instant)).toBe('24/11/2026');
    expect(formatDisplayDateTime(instant)).toBe('24/11/2026 23:30');
  });

  it(`${DATES}: en-US, the browser locale of the bug, would not`, () => {
    const us = new Intl.DateTimeFormat('en-US', { timeZone: MADRID_TZ, day: '2-digit', month: '2-digit', year: 'numeric' });
    expect(us.format(instant)).toBe('11/24/2026');
  });
});

describe('parseDisplayDay', () => {
  it.each([
    [`${DATES}: DD/MM/YYYY`, '24/11/2026', '2026-11-24'],
    [`${DATES}: single digits`, '5/1/2027', '2027-01-05'],
    [`${DATES}: dots`, '05.01.2027', '2027-01-05'],
    [`${DATES}: dashes`, '05-01-2027', '2027-01-05'],
    [`${DATES}: blanks around`, ' 24 / 11 / 2026 ', '2026-11-24'],
    [`${DATES}: ISO pasted (YYYY-MM-DD)`, '2026-11-24', '2026-11-24'],
    [`${DATES}: leap day`, '29/02/2028', '2028-02-29'],
  ])('%s', (_t, text, day) => {
    expect(parseDisplayDay(text)).toBe(day);
  });

  it.each([
    [`${DATES}: blank`, ''],
    [`${DATES}: half-typed year is not the year 202`, '01/12/202'],
    [`${DATES}: two-digit year`, '01/12/26'],
    [`${DATES}: month first (US) with a 13th month`, '11/24/2026'],
    [`${DATES}: 29 February of a common year`, '29/02/2027'],
    [`${DATES}: 31 April`, '31/04/2026'],
    [`${DATES}: day 0`, '00/04/2026'],
    [`${DATES}: impossible ISO`, '2026-02-30'],
    [`${DATES}: words`, 'mañana'],
    [`${DATES}: trailing text`, '24/11/2026x'],
  ])('%s', (_t, text) => {
    expect(parseDisplayDay(text)).toBeNull();
  });

  it(`${DATES}: round trip for every day of 2028`, () => {
    for (let d = new Date(Date.UTC(2028, 0, 1)); d.getUTCFullYear() === 2028; d.setUTCDate(d.getUTCDate() + 1)) {
      const iso = d.toISOString().slice(0, 10);
      expect(isIsoDay(iso)).toBe(true);
      expect(parseDisplayDay(formatDisplayDay(iso))).toBe(iso);
    }
  });
});

describe('isIsoDay', () => {
  it.each([
    ['2026-11-24', true],
    ['2026-13-01', false],
    ['2026-02-29', false],
    ['24/11/2026', false],
    ['', false],
  ])('%s -> %s', (s, ok) => {
    expect(isIsoDay(s)).toBe(ok);
  });
});
