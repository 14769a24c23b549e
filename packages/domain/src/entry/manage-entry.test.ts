import { describe, expect, it } from 'vitest';
import { changedFields, type ComparableBooking, type CookieBannerInput, cookieBannerWaits, manageLinkOf, manageProblemOfError, manageProblemOfRefusal, startLoginDialogDue, type StartLoginInput } from './manage-entry';

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

describe('manageProblemOfRefusal', () => {
  it.each([
    ['issue 17.2 "A cancelled or past booking cannot be changed" (cancelled)', 'cancelled', 'cancelled'],
    ['issue 17.2 "... or past booking" (drop-off passed)', 'started', 'past'],
    ['decision 0026: no change inside the 24 h before drop-off (cancel only)', 'change_window_closed', 'change_window_closed'],
    ['decision 0026: no change while a card payment is pending', 'payment_pending', 'payment_pending'],
    ['decisions 0025/0026: a booking holding car services is cancelled and booked again, not changed', 'car_services_held', 'car_services_held'],
    ['a booking that can be changed opens', null, null],
  ] as const)('%s', (_t, why, expected) => {
    expect(manageProblemOfRefusal(why)).toBe(expected);
  });
});

describe('manageProblemOfError', () => {
  it.each([
    ['spec 8 API_ERROR_RESERVATION_IS_CANCELLED', 409, 'API_ERROR_RESERVATION_IS_CANCELLED', null, 'cancelled'],
    ['decision 0009: an unknown token is a 404 like an unknown booking', 404, 'API_ERROR_NOT_FOUND', null, 'not_found'],
    ['contracts/manage: an expired or foreign agent token is the same 404', 404, 'API_ERROR_NOT_FOUND', null, 'not_found'],
    ['a malformed token refused by validation', 400, 'API_ERROR_VALIDATION', null, 'not_found'],
    ['a gone token (410)', 410, null, null, 'not_found'],
    ['contracts/manage: 409 API_ERROR_RESERVATION_NOT_MODIFIABLE why=started', 409, 'API_ERROR_RESERVATION_NOT_MODIFIABLE', 'started', 'past'],
    ['contracts/manage: 409 API_ERROR_RESERVATION_NOT_MODIFIABLE why=change_window_closed', 409, 'API_ERROR_RESERVATION_NOT_MODIFIABLE', 'change_window_closed', 'change_window_closed'],
    ['contracts/manage: 409 API_ERROR_RESERVATION_NOT_MODIFIABLE without why', 409, 'API_ERROR_RESERVATION_NOT_MODIFIABLE', null, 'past'],
    ['too many requests may pass: not the link\'s fault', 429, 'API_ERROR_RATE_LIMITED', null, 'unavailable'],
    ['a server failure may pass: not the link\'s fault', 503, 'API_ERROR_SERVICE_UNAVAILABLE', null, 'unavailable'],
    ['no answer at all (network)', null, null, null, 'unavailable'],
  ] as const)('%s', (_t, status, code, why, expected) => {
    expect(manageProblemOfError(status, code, why)).toBe(expected);
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

describe('changedFields', () => {
  const before: ComparableBooking = {
    startDate: '2026-06-01 10:00:00',
    endDate: '2026-06-03 18:00:00',
    productId: 4,
    id_wash_extra: null,
    id_space_extra: null,
    in_terminal: 41,
    out_terminal: 42,
    in_passengers: 2,
    out_passengers: 2,
    reservation: { name: 'Ana', surname: 'García', email: 'ana@example.com', phone: '+34 612 345 678', plate: '1234 BCD', flightNumber: 'IB 3101' },
    billing: null,
  };
  const S = 'spec 4 "Book/Save disabled ... in modify mode with no change"';
  it.each([
    [`${S}: the same booking`, {}, []],
    [`${S}: blanks around a name are no change`, { reservation: { ...before.reservation, name: ' Ana ' } }, []],
    [`${S}: the plate written without its blank is no change`, { reservation: { ...before.reservation, plate: '1234bcd' } }, []],
    [`${S}: the flight in lower case is no change`, { reservation: { ...before.reservation, flightNumber: 'ib 3101' } }, []],
    [`${S}: an empty billing is no billing`, { billing: { name: '', nif: '' } }, []],
    ['issue 17.2 "the traveller changes dates/hours"', { endDate: '2026-06-04 18:00:00' }, ['endDate']],
    ['issue 17.2 "product"', { productId: 12 }, ['productId']],
    ['issue 17.2 "extras"', { id_wash_extra: 7 }, ['id_wash_extra']],
    ['issue 17.2 "passengers"', { in_passengers: 3, out_passengers: 3 }, ['in_passengers', 'out_passengers']],
    ['issue 17.2 "flight"', { reservation: { ...before.reservation, flightNumber: 'VY 1001' } }, ['flightNumber']],
    ['issue 17.2 "plate"', { reservation: { ...before.reservation, plate: '5678 CDF' } }, ['plate']],
    ['issue 17.2 "billing"', { billing: { name: 'Ana García', nif: '12345678Z' } }, ['billing']],
    ['terminals', { out_terminal: 41 }, ['out_terminal']],
  ] as const)('%s', (_t, over, expected) => {
    expect(changedFields(before, { ...before, ...over } as ComparableBooking)).toEqual(expected);
  });
});
