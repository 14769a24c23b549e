import { describe, expect, it } from 'vitest';
import { type CookieBannerInput, cookieBannerWaits, manageLinkOf, managedBookingProblem, manageProblemOfError, startLoginDialogDue, type StartLoginInput } from './manage-entry';

const tokens = (t: Partial<{ modify: string; agent: string; reservation: string }>) => ({
  modify: t.modify ?? null,
  agent: t.agent ?? null,
  reservation: t.reservation ?? null,
});

describe('manageLinkOf', () => {
  it.each([
    ['spec 2 "A modify token or agent token goes to services" (modify)', tokens({ modify: 'm' }), null, { kind: 'modify', token: 'm', billingFocus: false }],
    ['spec 2 "A modify token or agent token goes to services" (agent)', tokens({ agent: 'a' }), null, { kind: 'agent', token: 'a', billingFocus: false }],
    ['spec 4 "Agent token flow: sets ERP mode": the agent token wins over a modify token', tokens({ agent: 'a', modify: 'm' }), null, { kind: 'agent', token: 'a', billingFocus: false }],
    ['spec 2 "focus=billing_data goes to traveler-data" with a modify token', tokens({ modify: 'm' }), 'billing_data', { kind: 'modify', token: 'm', billingFocus: true }],
    ['spec 2 "A reservation token goes to confirmation": not a link to change the booking', tokens({ reservation: 'r' }), null, null],
    ['billing focus alone opens no booking from the server', tokens({}), 'billing_data', null],
  ])('%s', (_t, tk, focus, expected) => {
    expect(manageLinkOf({ tokens: tk, focus })).toEqual(expected);
  });
});

describe('managedBookingProblem', () => {
  const now = new Date('2026-05-10T10:00:00+02:00');
  it.each([
    ['issue 17.2 "A cancelled or past booking cannot be changed" (cancelled)', 'cancelled', '2026-05-12T10:00:00+02:00', 'cancelled'],
    ['issue 17.2 "A cancelled or past booking cannot be changed" (cancelled and past: cancelled is what the traveller needs to know)', 'cancelled', '2026-05-01T10:00:00+02:00', 'cancelled'],
    ['issue 17.2 "... or past booking" (check-in passed)', 'confirmed', '2026-05-09T10:00:00+02:00', 'past'],
    ['decision: check-in exactly now counts as begun', 'confirmed', '2026-05-10T10:00:00+02:00', 'past'],
    ['a confirmed booking ahead opens', 'confirmed', '2026-05-10T10:15:00+02:00', null],
    ['a card booking still unpaid ahead opens (the change screen shows it)', 'pending_payment', '2026-05-12T10:00:00+02:00', null],
  ])('%s', (_t, status, start, expected) => {
    expect(managedBookingProblem({ status, start: new Date(start) }, now)).toBe(expected);
  });
});

describe('manageProblemOfError', () => {
  it.each([
    ['spec 8 API_ERROR_RESERVATION_IS_CANCELLED', 409, 'API_ERROR_RESERVATION_IS_CANCELLED', 'cancelled'],
    ['decision 0009: an unknown token is a 404 like an unknown booking', 404, 'API_ERROR_NOT_FOUND', 'not_found'],
    ['a malformed token refused by validation', 400, 'API_ERROR_VALIDATION', 'not_found'],
    ['issue 17.4 "refused when expired"', 401, 'API_ERROR_TOKEN_EXPIRED', 'expired'],
    ['a gone token (410) is expired', 410, null, 'expired'],
    ['issue 17.4 "or for another reservation" (403)', 403, 'API_ERROR_FORBIDDEN', 'not_found'],
    ['the check-in has passed', 409, 'API_ERROR_RESERVATION_STARTED', 'past'],
    ['a server failure may pass: not the link\'s fault', 503, 'API_ERROR_SERVICE_UNAVAILABLE', 'unavailable'],
    ['no answer at all (network)', null, null, 'unavailable'],
  ])('%s', (_t, status, code, expected) => {
    expect(manageProblemOfError(status, code)).toBe(expected);
  });
});

describe('startLoginDialogDue', () => {
  const base: StartLoginInput = { openLoginDialog: true, hasSession: false, guestChosen: false, travellerStarted: false };
  const S = 'spec 2 "The main page opens the login dialog at start when there is no access token"';
  it.each([
    [`${S}: a new visitor who has not started`, {}, true],
    [`${S}: not when the entry rules said no (modify, agent, billing focus, absuid, guest import, reservation link)`, { openLoginDialog: false }, false],
    [`${S}: not with a session`, { hasSession: true }, false],
    ['decision 0017: not after the guest chose to go on without an account', { guestChosen: true }, false],
    ['issue 17.5 "or not at all once they have started"', { travellerStarted: true }, false],
  ])('%s', (_t, over, expected) => {
    expect(startLoginDialogDue({ ...base, ...over })).toBe(expected);
  });
});

describe('cookieBannerWaits', () => {
  const base: CookieBannerInput = {
    openLoginDialog: true,
    hasSession: false,
    guestChosen: false,
    travellerStarted: false,
    startLoginSettled: false,
    accountDialogOpen: false,
  };
  const O = 'issue 17.5 "On a first visit at 375 px the dialog and the cookie banner must show one at a time"';
  it.each([
    [`${O}: a first visit, the dialog not there yet: the banner waits`, {}, true],
    [`${O}: the dialog is open: the banner waits`, { startLoginSettled: true, accountDialogOpen: true }, true],
    [`${O}: the dialog was closed: the banner shows`, { startLoginSettled: true }, false],
    [`${O}: the traveller started before the dialog came (it never will): the banner shows`, { travellerStarted: true }, false],
    ['decision 0017: a guest who already chose gets no dialog: the banner shows at once', { guestChosen: true }, false],
    ['spec 2: a modify, agent or reservation link opens no dialog: the banner shows at once', { openLoginDialog: false }, false],
    ['a logged-in traveller gets no dialog: the banner shows at once', { hasSession: true }, false],
    [`${O}: a login the traveller opened is modal too: the banner waits`, { openLoginDialog: false, accountDialogOpen: true }, true],
  ])('%s', (_t, over, expected) => {
    expect(cookieBannerWaits({ ...base, ...over })).toBe(expected);
  });
});
