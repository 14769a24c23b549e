import { describe, expect, it } from 'vitest';
import { cardDigits, cardExpired, cardIssues, luhnValid } from './card';

// The spec names the call (spec 7 Calls: "... get by hash, check card, cancel reservation payment") and the
// card-authentication dialog (spec 2); the checks themselves are ours, kept in one place.
const CHECK = 'spec 7 "check card"';
const NOW = new Date('2026-11-23T21:00:00Z'); // 22:00 in Madrid, November 2026

describe('luhnValid', () => {
  it.each([
    [`${CHECK}: Visa test number`, '4242424242424242', true],
    [`${CHECK}: Mastercard test number`, '5555555555554444', true],
    [`${CHECK}: one digit off`, '4242424242424241', false],
    [`${CHECK}: too short (11 digits)`, '42424242424', false],
    [`${CHECK}: too long (20 digits)`, '42424242424242424242', false],
    [`${CHECK}: letters`, '4242abcd42424242', false],
    [`${CHECK}: empty`, '', false],
  ])('%s', (_t, digits, expected) => {
    expect(luhnValid(digits)).toBe(expected);
  });

  it('strips spaces and dashes people type', () => {
    expect(cardDigits('4242 4242-4242 4242')).toBe('4242424242424242');
  });
});

describe('cardExpired (valid to the end of its month, in Madrid)', () => {
  it.each([
    ['this month is still valid', 11, 2026, NOW, false],
    ['last month is expired', 10, 2026, NOW, true],
    ['last year is expired', 12, 2025, NOW, true],
    ['next year is valid', 1, 2027, NOW, false],
    ['two-digit year is 20yy', 12, 26, NOW, false],
    // 2026-11-30T23:30Z is already 1 December in Madrid: a November card has expired there.
    ['Madrid midnight decides, not UTC', 11, 2026, new Date('2026-11-30T23:30:00Z'), true],
  ])('%s', (_t, month, year, now, expected) => {
    expect(cardExpired(month, year, now)).toBe(expected);
  });
});

describe('cardIssues', () => {
  const good = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };
  it.each([
    ['a good card has none', good, []],
    ['bad number', { ...good, card_number: '4242424242424241' }, [['card_number', 'invalid_card_number', 'card_number_invalid']]],
    ['expired', { ...good, exp_month: '1', exp_year: '2026' }, [['exp_year', 'card_expired', 'card_expired']]],
    ['2-digit CVC names the 3 digits', { ...good, cvc: '12' }, [['cvc', 'invalid_cvc', 'card_cvc_invalid']]],
    ['month out of range is the schema\'s issue, not expiry', { ...good, exp_month: 13, exp_year: 2020 }, []],
    ['all wrong, in field order', { card_number: '1', exp_month: 1, exp_year: 2020, cvc: '' }, [
      ['card_number', 'invalid_card_number', 'card_number_invalid'],
      ['exp_year', 'card_expired', 'card_expired'],
      ['cvc', 'invalid_cvc', 'card_cvc_invalid'],
    ]],
  ] as const)('%s', (_t, card, expected) => {
    expect(cardIssues(card, NOW).map((i) => [i.field, i.code, i.key])).toEqual(expected);
  });
});
