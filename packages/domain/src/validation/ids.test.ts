import { describe, expect, it } from 'vitest';
import { DB_ID_MAX, dbId, dbIdList, dbIdOrDigits, isDbId } from './ids';

/**
 * Issue 18.5: "`PUT /api/me/default-profile` with `profile_id` 2147483648 (or
 * 9007199254740991), and `POST /api/reservations` with that `profile_id` as a logged-in
 * client, answer 500 (the id overflows the integer column)." What must be true: "Every id in
 * every contract is bounded to the column's range (one id type in `packages/domain`)".
 */
describe('the one id type: PostgreSQL integer ids, 1..2147483647', () => {
  it.each([
    ['the smallest serial id', 1, true],
    ['a usual id', 42, true],
    ['the integer column maximum 2^31-1', 2_147_483_647, true],
    ['2147483648 overflows the column (issue 18.5)', 2_147_483_648, false],
    ['Number.MAX_SAFE_INTEGER (issue 18.5)', 9_007_199_254_740_991, false],
    ['zero', 0, false],
    ['negative', -1, false],
    ['a fraction', 1.5, false],
    ['NaN', Number.NaN, false],
    ['Infinity', Number.POSITIVE_INFINITY, false],
    ['digits as a string (dbId takes numbers only)', '42', false],
    ['a boolean', true, false],
  ])('%s', (_rule, value, ok) => {
    expect(dbId.safeParse(value).success).toBe(ok);
    expect(isDbId(value)).toBe(ok);
  });

  it.each([
    ['digits as text, as legacy clients send them', '42', 42],
    ['digits with blanks', ' 7 ', 7],
    ['a number', 7, 7],
    ['the maximum as text', '2147483647', DB_ID_MAX],
    ['one past the maximum as text', '2147483648', null],
    ['twenty digits', '99999999999999999999', null],
    ['true is not 1', true, null],
    ['[4] is not 4', [4], null],
  ])('dbIdOrDigits: %s', (_rule, value, parsed) => {
    const r = dbIdOrDigits.safeParse(value);
    expect(r.success ? r.data : null).toBe(parsed);
  });

  it.each([
    ['one id', '3', true],
    ['several', '3,4,2147483647', true],
    ['one of them overflows', '3,2147483648', false],
    ['zero is no id', '0', false],
    ['not a list', '3;4', false],
  ])('dbIdList: %s', (_rule, value, ok) => {
    expect(dbIdList.safeParse(value).success).toBe(ok);
  });
});
