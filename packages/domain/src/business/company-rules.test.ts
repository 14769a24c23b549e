import { describe, expect, it } from 'vitest';
import type { ProductService } from '../contracts/catalog';
import { type BusinessContext, canSeeCompanyUsers, isExtraBlocked, isProductBlocked, isProfileEditable, isWashBlocked } from './company-rules';

const PREMIUM = 'spec 6 "Flags: ... blockPremium (company, or per profile block flag)"';
const WASH = 'spec 6 "blockWash; some washes show \'blocked by your company\'"';
const ROLES = 'spec 6 "Business profile roles: administrator sees company users; others"';
const EDIT = 'spec 5 "Corporate billing profiles cannot be edited in the booking flow"';

const ctx = (blockPremium: boolean, some: boolean, mine: boolean, blockWashes = false): BusinessContext => ({
  company: { blockPremium, blockWashes, block_premium_for_some_users: some },
  block_premium_for_this_profile: mine,
});

describe('isProductBlocked', () => {
  it.each<[string, ProductService, BusinessContext | null, boolean]>([
    [`${PREMIUM}: the company blocks premium`, 'premium', ctx(true, false, false), true],
    [`${PREMIUM}: the company blocks premium, whatever the member's flag`, 'premium', ctx(true, true, false), true],
    [`${PREMIUM}: blocked for some users, and this member's profile has the flag`, 'premium', ctx(false, true, true), true],
    [`${PREMIUM}: blocked for some users, this member's profile has no flag`, 'premium', ctx(false, true, false), false],
    [`${PREMIUM}: the member's flag alone, the company not blocking for some users`, 'premium', ctx(false, false, true), false],
    [`${PREMIUM}: nothing blocked`, 'premium', ctx(false, false, false), false],
    [`${PREMIUM}: only premium products are blocked (express)`, 'express', ctx(true, true, true), false],
    [`${PREMIUM}: only premium products are blocked (standard)`, 'standard', ctx(true, true, true), false],
    [`${PREMIUM}: only premium products are blocked (port)`, 'port', ctx(true, true, true), false],
    [`${PREMIUM}: only premium products are blocked (urban)`, 'urban', ctx(true, true, true), false],
    [`${PREMIUM}: particular mode (no business context) books anything`, 'premium', null, false],
  ])('%s', (_t, service, c, blocked) => {
    expect(isProductBlocked(service, c)).toBe(blocked);
  });
});

describe('isWashBlocked / isExtraBlocked', () => {
  it.each<[string, 'wash' | 'space' | 'double_space', BusinessContext | null, boolean]>([
    [`${WASH}: blockWashes blocks a wash`, 'wash', ctx(false, false, false, true), true],
    [`${WASH}: no blockWashes, the wash is offered`, 'wash', ctx(true, true, true, false), false],
    [`${WASH}: a parking space is not a wash`, 'space', ctx(false, false, false, true), false],
    [`${WASH}: a double space is not a wash`, 'double_space', ctx(false, false, false, true), false],
    [`${WASH}: particular mode`, 'wash', null, false],
  ])('%s', (_t, type, c, blocked) => {
    expect(isExtraBlocked(type, c)).toBe(blocked);
    if (type === 'wash') expect(isWashBlocked(c)).toBe(blocked);
  });
});

describe('canSeeCompanyUsers', () => {
  it.each<[string, 'admin' | 'user' | null, boolean]>([
    [`${ROLES}: administrator`, 'admin', true],
    [`${ROLES}: a company user`, 'user', false],
    [`${ROLES}: no company`, null, false],
  ])('%s', (_t, role, can) => {
    expect(canSeeCompanyUsers(role)).toBe(can);
  });
});

describe('isProfileEditable', () => {
  it.each<[string, number | null, boolean]>([
    [`${EDIT}: a corporate profile`, 7, false],
    [`${EDIT}: a particular profile`, null, true],
  ])('%s', (_t, companyId, editable) => {
    expect(isProfileEditable({ companyId })).toBe(editable);
  });
});
