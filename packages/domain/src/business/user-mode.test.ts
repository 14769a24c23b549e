import { describe, expect, it } from 'vitest';
import {
  canSwitchToBusiness,
  companyProfiles,
  defaultProfileOf,
  isBusinessMode,
  normalizeNif,
  preselectedProfileId,
  trackingUserType,
  validDefaultChoice,
  type ModeProfile,
} from './user-mode';

const DEDUPE = 'spec 4 "company profiles are those with companyId; duplicates by nif cleaned, preferring a profile with id_company else the higher id"';
const PRESELECT = 'spec 4 "highest id preselected"';
const BUSINESS = 'spec 4 "Business mode is on when the default invoice profile is a company profile"';
const CONFIRM = 'spec 4 "Confirming sets the default invoice profile (profile id, or \'empty\' for particular)"';
const HEADER = 'spec 2 "business option only when a profile has a company"';
const TRACKING = 'spec 6 "Tracking user type: agency, particular (no default invoice profile), empresa (default profile has companyId), profesional, sporadic guest"';

const p = (id: number, nif: string, companyId: number | null, id_company: number | null = null): ModeProfile => ({ id, nif, companyId, id_company });

describe('companyProfiles', () => {
  it.each<[string, ModeProfile[], number[]]>([
    [`${DEDUPE}: particular profiles are left out`, [p(1, '12345678Z', null), p(2, 'B11111111', 7)], [2]],
    [`${DEDUPE}: no company profile, empty list`, [p(1, '12345678Z', null)], []],
    [`${DEDUPE}: same nif, the one with id_company wins even with a lower id`, [p(3, 'B11111111', 7, 70), p(9, 'B11111111', 7)], [3]],
    [`${DEDUPE}: same nif, both with id_company: the higher id`, [p(3, 'B11111111', 7, 70), p(9, 'B11111111', 7, 71)], [9]],
    [`${DEDUPE}: same nif, neither with id_company: the higher id`, [p(9, 'B11111111', 7), p(3, 'B11111111', 7)], [9]],
    [`${DEDUPE}: nif compared without case, spaces, dots or dashes`, [p(4, 'b-1111 111.1', 7), p(5, 'B11111111', 7)], [5]],
    [`${DEDUPE}: different nifs are kept, newest first`, [p(2, 'B11111111', 7), p(6, 'A22222222', 8), p(4, 'B33333333', 7)], [6, 4, 2]],
  ])('%s', (_t, profiles, ids) => {
    expect(companyProfiles(profiles).map((x) => x.id)).toEqual(ids);
  });
});

describe('preselectedProfileId', () => {
  it.each<[string, ModeProfile[], number | null]>([
    [`${PRESELECT}: the highest id`, [p(2, 'B1', 7), p(6, 'A2', 8), p(4, 'B3', 7)], 6],
    [`${PRESELECT}: after de-duplication (the higher duplicate lost to id_company)`, [p(3, 'B1', 7, 70), p(9, 'B1', 7), p(5, 'A2', 8)], 5],
    [`${PRESELECT}: a particular profile is never preselected`, [p(10, '12345678Z', null), p(4, 'B1', 7)], 4],
    [`${PRESELECT}: nothing to preselect`, [p(10, '12345678Z', null)], null],
  ])('%s', (_t, profiles, id) => {
    expect(preselectedProfileId(profiles)).toBe(id);
  });
});

describe('isBusinessMode / defaultProfileOf', () => {
  const profiles = [p(1, '12345678Z', null), p(2, 'B1', 7)];
  it.each<[string, number | null, boolean]>([
    [`${BUSINESS}: default is the company profile`, 2, true],
    [`${BUSINESS}: default is a particular profile`, 1, false],
    [`${BUSINESS}: no default ('empty')`, null, false],
    [`${BUSINESS}: a default id that is not one of the user's profiles is particular`, 99, false],
  ])('%s', (_t, defaultId, on) => {
    expect(isBusinessMode(defaultProfileOf(profiles, defaultId))).toBe(on);
  });
});

describe('canSwitchToBusiness', () => {
  it.each<[string, ModeProfile[], boolean]>([
    [`${HEADER}: one company profile`, [p(1, 'X', null), p(2, 'B1', 7)], true],
    [`${HEADER}: only particular profiles`, [p(1, 'X', null)], false],
    [`${HEADER}: no profile`, [], false],
  ])('%s', (_t, profiles, can) => {
    expect(canSwitchToBusiness(profiles)).toBe(can);
  });
});

describe('validDefaultChoice', () => {
  const profiles = [p(1, '12345678Z', null), p(2, 'B1', 7)];
  it.each<[string, number | 'empty', number | 'empty' | null]>([
    [`${CONFIRM}: 'empty' is particular`, 'empty', 'empty'],
    [`${CONFIRM}: an own company profile`, 2, 2],
    [`${CONFIRM}: an own particular profile`, 1, 1],
    [`${CONFIRM}: somebody else's profile id is refused`, 3, null],
  ])('%s', (_t, choice, stored) => {
    expect(validDefaultChoice(profiles, choice)).toBe(stored);
  });
});

describe('trackingUserType', () => {
  it.each<[string, Parameters<typeof trackingUserType>[0], string]>([
    [`${TRACKING}: agency`, { type: 'agency' }, 'agency'],
    [`${TRACKING}: particular, no default profile`, { type: 'client', defaultProfile: null }, 'particular'],
    [`${TRACKING}: empresa, default profile has companyId`, { type: 'client', defaultProfile: { companyId: 7 } }, 'empresa'],
    [`${TRACKING}: profesional, a default profile of their own (no company)`, { type: 'client', defaultProfile: { companyId: null } }, 'profesional'],
    [`${TRACKING}: sporadic guest, no account`, { type: 'guest' }, 'sporadic guest'],
  ])('%s', (_t, who, type) => {
    expect(trackingUserType(who)).toBe(type);
  });
});

describe('normalizeNif', () => {
  it.each([
    ['b-1234 567.8', 'B12345678'],
    [' 12345678z ', '12345678Z'],
  ])('%s -> %s', (raw, norm) => {
    expect(normalizeNif(raw)).toBe(norm);
  });
});
