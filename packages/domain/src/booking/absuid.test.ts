import { describe, expect, it } from 'vitest';
import { absuidNeedsRenewal, absuidTimestamp, makeAbsuid } from './absuid';

const MAKE = 'spec 4 "Absuid: timestamp plus a random four-digit number"';
const RENEW = 'spec 4 "regenerated when older than 1 hour unless given as URL parameter"';

const now = new Date('2026-05-10T10:00:00Z');
const t = now.getTime();

describe('makeAbsuid', () => {
  it.each([
    [`${MAKE}: random 0 gives 1000`, 0, `${t}1000`],
    [`${MAKE}: random 0.5 gives 5500`, 0.5, `${t}5500`],
    [`${MAKE}: random just under 1 gives 9999`, 0.99999, `${t}9999`],
    [`${MAKE}: a broken random of 1 still gives four digits`, 1, `${t}9999`],
    [`${MAKE}: a broken negative random still gives four digits`, -0.2, `${t}1000`],
  ])('%s', (_t, r, expected) => {
    expect(makeAbsuid(now, () => r)).toBe(expected);
  });

  it(`${MAKE}: the timestamp reads back`, () => {
    expect(absuidTimestamp(makeAbsuid(now, () => 0.3))).toBe(t);
  });
});

describe('absuidTimestamp', () => {
  it.each([
    [`${MAKE}: ours`, `${t}1234`, t],
    [`${MAKE}: letters are not ours`, 'abc', null],
    [`${MAKE}: four digits alone have no timestamp`, '1234', null],
    [`${MAKE}: empty`, '', null],
  ])('%s', (_t, absuid, expected) => {
    expect(absuidTimestamp(absuid)).toBe(expected);
  });
});

describe('absuidNeedsRenewal', () => {
  const HOUR = 60 * 60 * 1000;
  it.each([
    [`${RENEW}: just made`, `${t}1234`, false, false],
    [`${RENEW}: 59 minutes old`, `${t - 59 * 60 * 1000}1234`, false, false],
    [`${RENEW}: exactly 1 hour old is not older than 1 hour`, `${t - HOUR}1234`, false, false],
    [`${RENEW}: 1 hour and 1 ms old`, `${t - HOUR - 1}1234`, false, true],
    [`${RENEW}: a day old`, `${t - 24 * HOUR}1234`, false, true],
    [`${RENEW}: a day old but given as URL parameter`, `${t - 24 * HOUR}1234`, true, false],
    [`${RENEW}: unreadable but given as URL parameter`, 'partner-xyz', true, false],
    [`${RENEW}: unreadable`, 'partner-xyz', false, true],
    [`${RENEW}: from the future`, `${t + 60 * 1000}1234`, false, true],
  ])('%s', (_t, absuid, fromUrl, expected) => {
    expect(absuidNeedsRenewal(absuid, now, fromUrl)).toBe(expected);
  });
});
