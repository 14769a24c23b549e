import { describe, expect, it } from 'vitest';
import type { ProductService } from '../catalog/catalog';
import { accountBusinessContext, accountSeesCompanyUsers, type AccountBusinessFacts, type BusinessContext, canSeeCompanyUsers, isExtraBlocked, isProductBlocked, isProfileEditable, isWashBlocked } from './company-rules';

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

describe('accountBusinessContext', () => {
  const company = { blockPremium: false, blockWashes: true, block_premium_for_some_users: true };
  const profiles = [
    { id: 1, companyId: null, block_premium_for_this_profile: false, role: null },
    { id: 2, companyId: 9, block_premium_for_this_profile: true, role: 'user' as const },
    { id: 3, companyId: 9, block_premium_for_this_profile: false, role: 'admin' as const },
  ];
  const facts = (over: Partial<AccountBusinessFacts>): AccountBusinessFacts => ({ company, profiles, defaultInvoiceProfileId: 2, ...over });
  it.each<[string, AccountBusinessFacts | null, BusinessContext | null]>([
    [`${PREMIUM}: business mode, the default profile's company and the member's own flag`, facts({}), { company, block_premium_for_this_profile: true }],
    ['spec 4 "Business mode is on when the default invoice profile is a company profile": a particular default profile', facts({ defaultInvoiceProfileId: 1 }), null],
    ["spec 4: no default profile ('empty') is particular", facts({ defaultInvoiceProfileId: null }), null],
    ['spec 8 "Company ... fetch failure: silently null": no company, no blocks', facts({ company: null }), null],
    ['a default id that is no longer one of the profiles', facts({ defaultInvoiceProfileId: 7 }), null],
    ['logged out or an agency: no account facts', null, null],
  ])('%s', (_t, f, expected) => {
    expect(accountBusinessContext(f)).toEqual(expected);
  });
});

describe('accountSeesCompanyUsers', () => {
  const company = { blockPremium: false, blockWashes: false, block_premium_for_some_users: false };
  const profiles = [
    { id: 1, companyId: null, block_premium_for_this_profile: false, role: null },
    { id: 2, companyId: 9, block_premium_for_this_profile: false, role: 'admin' as const },
    { id: 3, companyId: 8, block_premium_for_this_profile: false, role: 'user' as const },
  ];
  it.each<[string, AccountBusinessFacts | null, boolean]>([
    [`${ROLES}: the administrator, in business mode with that company's profile`, { company, profiles, defaultInvoiceProfileId: 2 }, true],
    [`${ROLES}: a company user (others)`, { company, profiles, defaultInvoiceProfileId: 3 }, false],
    ['spec 4 "a company administrator also loads the company\'s users" only in business mode: particular default', { company, profiles, defaultInvoiceProfileId: 1 }, false],
    ["spec 4: 'empty' (particular)", { company: null, profiles, defaultInvoiceProfileId: null }, false],
    ['no account (logged out, agency)', null, false],
  ])('%s', (_t, f, sees) => {
    expect(accountSeesCompanyUsers(f)).toBe(sees);
  });
});
