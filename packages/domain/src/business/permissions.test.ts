import { describe, expect, it } from 'vitest';
import { type AccountAction, type Decision, decide, ownsReservation, type Principal } from './permissions';

const ROLES = 'spec 6 Roles and permissions';
const anon: Principal = { type: 'anonymous' };
const client: Principal = { type: 'client', userId: 1, companyRole: null };
const admin: Principal = { type: 'client', userId: 2, companyRole: 'admin' };
const member: Principal = { type: 'client', userId: 3, companyRole: 'user' };
const agency: Principal = { type: 'agency', agencyId: 1 };

describe('decide', () => {
  // caller columns: anonymous, client, company admin, company user, agency
  const table: [AccountAction, string, [Decision, Decision, Decision, Decision, Decision]][] = [
    ['read_me', '"Clients and agencies are told apart by token type": each reads itself', ['unauthenticated', 'allow', 'allow', 'allow', 'allow']],
    ['set_language', '"Language change is saved to the account only for logged clients" (an agency\'s is accepted, nothing saved)', ['unauthenticated', 'allow', 'allow', 'allow', 'allow']],
    ['manage_profiles', 'spec 3: profiles belong to a User, an Agency has id and company_name only', ['unauthenticated', 'allow', 'allow', 'allow', 'forbidden']],
    ['read_company', 'spec 3: a User\'s company', ['unauthenticated', 'allow', 'allow', 'allow', 'forbidden']],
    ['read_company_users', '"administrator sees company users; others" do not', ['unauthenticated', 'forbidden', 'allow', 'forbidden', 'forbidden']],
    ['list_reservations', 'issue 10.6/10.8: a client\'s bookings, an agency\'s bookings', ['unauthenticated', 'allow', 'allow', 'allow', 'allow']],
  ];
  it.each(table)(`${ROLES}: %s (%s)`, (action, _why, expected) => {
    expect([anon, client, admin, member, agency].map((p) => decide(p, action))).toEqual(expected);
  });
});

describe('ownsReservation', () => {
  it.each<[string, Principal, { userId: number | null; agencyId: number | null }, boolean]>([
    ['a client reads a booking made with their session', client, { userId: 1, agencyId: null }, true],
    ["a client never reads another client's booking", client, { userId: 2, agencyId: null }, false],
    ['a client never reads a guest booking without its token', client, { userId: null, agencyId: null }, false],
    ["a client with the agency's number reads nothing of the agency", { type: 'client', userId: 1, companyRole: null }, { userId: null, agencyId: 1 }, false],
    ['an agency reads the bookings it made', agency, { userId: null, agencyId: 1 }, true],
    ["an agency never reads another agency's booking", agency, { userId: null, agencyId: 2 }, false],
    ["an agency never reads a client's booking with the client's number", agency, { userId: 1, agencyId: null }, false],
    ['nobody anonymous owns anything', anon, { userId: 1, agencyId: 1 }, false],
  ])('%s', (_t, p, r, owns) => {
    expect(ownsReservation(p, r)).toBe(owns);
  });
});
