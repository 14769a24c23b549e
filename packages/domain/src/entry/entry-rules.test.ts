import { describe, expect, it } from 'vitest';
import type { StaticTerminal } from '../catalog/catalog';
import { defaultEndFor, defaultRange } from '../time/default-range';
import { isMainPage, resolveEntry, type EntryInput } from './entry-rules';

// A small static list in the shape of spec 3: two Prat terminals (place 1), Barajas (place 2).
const terminals: StaticTerminal[] = [
  { name: 'Prat T1', commonTerminalId: 1, placeId: 1, idLot: 1, terminals: [11, 21], idProduct: 4, idTerminal: 11 },
  { name: 'Prat T2', commonTerminalId: 2, placeId: 1, idLot: 1, terminals: [12, 22], idProduct: 4, idTerminal: 12 },
  { name: 'Barajas T4', commonTerminalId: 5, placeId: 2, idLot: 3, terminals: [51], idProduct: 12, idTerminal: 51 },
];

const now = new Date('2026-05-10T10:07:00+02:00');
const def = defaultRange(now);
const md = (s: string): Date => new Date(s);

const entry = (query: Record<string, string | undefined>, extra: Partial<EntryInput> = {}) =>
  resolveEntry({ query, now, terminals, hasAccessToken: false, path: '/products', ...extra });

const valid = {
  in_common_terminal_id: '1',
  out_common_terminal_id: '2',
  start_date: '2026-05-12 09:00:00',
  end_date: '2026-05-15 18:30:00',
};

describe('resolveEntry: route', () => {
  it.each([
    ['spec 2 "focus=billing_data goes to traveler-data"', { focus: 'billing_data' }, '/traveler-data'],
    ['spec 2 "focus=billing_data goes to traveler-data" (wins over a modify token)', { focus: 'billing_data', modify_res_token: 'm' }, '/traveler-data'],
    ['spec 2 "A modify token or agent token goes to services" (modify)', { modify_res_token: 'm' }, '/services'],
    ['spec 2 "A modify token or agent token goes to services" (agent)', { agent_token: 'a' }, '/services'],
    ['spec 2 "agent_token (also seen as agent_res_token)"', { agent_res_token: 'a' }, '/services'],
    ['spec 2 "A modify token ... goes to services" (wins over a reservation token)', { modify_res_token: 'm', reservation_token: 'r' }, '/services'],
    ['spec 2 "A reservation token goes to confirmation"', { reservation_token: 'r' }, '/confirmation'],
    ['spec 2 "A reservation token goes to confirmation" (wins over valid booking params)', { ...valid, reservation_token: 'r' }, '/confirmation'],
    ['spec 2 "If dates, both terminals and place are valid, the booking and trip are stored"', valid, '/products'],
    ['spec 2 "Otherwise go to where-when" (terminals of different places)', { ...valid, out_common_terminal_id: '5' }, '/where-when'],
    ['spec 2 "Otherwise go to where-when" (unknown out-terminal)', { ...valid, out_common_terminal_id: '99' }, '/where-when'],
    ['spec 2 "Otherwise go to where-when" (missing dates)', { in_common_terminal_id: '1', out_common_terminal_id: '2' }, '/where-when'],
    ['spec 2 "Otherwise go to where-when" (start in the past)', { ...valid, start_date: '2026-05-10 10:00:00' }, '/where-when'],
    ['spec 9 "Hours 00/15/30/45": a start off the grid is not a valid date (the price route would refuse it)', { ...valid, start_date: '2026-05-12 09:07:00' }, '/where-when'],
    ['spec 9 "Hours 00/15/30/45": an end with seconds is not a valid date', { ...valid, end_date: '2026-05-15 18:30:30' }, '/where-when'],
    ['spec 2 "Otherwise go to where-when" (dates only)', { start_date: valid.start_date, end_date: valid.end_date }, '/where-when'],
    ['spec 2 "If the end date is before the start, dates reset" and go to where-when', { ...valid, end_date: '2026-05-11 09:00:00' }, '/where-when'],
    ['decision: no entry parameter at all stays on the requested step', {}, null],
    ['decision: blank entry parameters count as missing', { start_date: ' ', in_common_terminal_id: '' }, null],
    ['decision: unrelated parameters stay on the requested step', { promocode: 'SUMMER', source_mode: 'urban' }, null],
  ])('%s', (_t, query, route) => {
    expect(entry(query).route).toBe(route);
  });

  it.each([
    ['decision: the bare root with no parameter goes to where-when', '/'],
    ['decision: the empty root path with no parameter goes to where-when', ''],
  ])('%s', (_t, path) => {
    expect(entry({}, { path }).route).toBe('/where-when');
  });
});

describe('resolveEntry: booking and trip', () => {
  it('spec 2 "If dates, both terminals and place are valid, the booking and trip are stored" (place and product from the in-terminal)', () => {
    const d = entry(valid);
    expect(d.storeBookingAndTrip).toBe(true);
    expect(d.datesReset).toBe(false);
    expect(d.booking).toEqual({
      startDate: md('2026-05-12T09:00:00+02:00'),
      endDate: md('2026-05-15T18:30:00+02:00'),
      placeId: 1,
      productId: 4,
      inCommonTerminalId: 1,
      outCommonTerminalId: 2,
    });
  });

  it.each([
    ['spec 2 "Otherwise go to where-when, keeping valid dates and the in-terminal" (out-terminal of another place dropped)', { ...valid, out_common_terminal_id: '5' },
      { startDate: md('2026-05-12T09:00:00+02:00'), endDate: md('2026-05-15T18:30:00+02:00'), placeId: 1, productId: 4, inCommonTerminalId: 1, outCommonTerminalId: null }],
    ['spec 2 "keeping valid dates and the in-terminal" (unknown in-terminal dropped, out dropped with it)', { ...valid, in_common_terminal_id: '42' },
      { startDate: md('2026-05-12T09:00:00+02:00'), endDate: md('2026-05-15T18:30:00+02:00'), placeId: null, productId: null, inCommonTerminalId: null, outCommonTerminalId: null }],
    ['spec 2 "keeping valid dates and the in-terminal" (non-numeric terminal ignored)', { ...valid, in_common_terminal_id: '1abc' },
      { startDate: md('2026-05-12T09:00:00+02:00'), endDate: md('2026-05-15T18:30:00+02:00'), placeId: null, productId: null, inCommonTerminalId: null, outCommonTerminalId: null }],
    ['spec 2 "keeping valid dates and the in-terminal" (no dates: default range, in-terminal kept)', { in_common_terminal_id: '5' },
      { startDate: def.start, endDate: def.end, placeId: 2, productId: 12, inCommonTerminalId: 5, outCommonTerminalId: null }],
  ])('%s', (_t, query, booking) => {
    const d = entry(query);
    expect(d.storeBookingAndTrip).toBe(false);
    expect(d.booking).toEqual(booking);
  });

  it('spec 2 "If dates, both terminals and place are valid" (both terminals the same entry is one place)', () => {
    expect(entry({ ...valid, out_common_terminal_id: '1' }).storeBookingAndTrip).toBe(true);
  });

  it('spec 2 "If dates, both terminals and place are valid" (booking is stored even when a token decides the route)', () => {
    const d = entry({ ...valid, modify_res_token: 'm' });
    expect(d.route).toBe('/services');
    expect(d.storeBookingAndTrip).toBe(true);
  });
});

describe('resolveEntry: dates', () => {
  const Q = 'spec 2 "start_date, end_date"';
  it.each([
    [`${Q}: wire form kept`, '2026-05-12 09:00:00', '2026-05-15 18:30:00', '2026-05-12T09:00:00+02:00', '2026-05-15T18:30:00+02:00', false],
    [`${Q}: ISO T form kept`, '2026-05-12T09:00', '2026-05-15T18:30', '2026-05-12T09:00:00+02:00', '2026-05-15T18:30:00+02:00', false],
    ['spec 9 "Hours 00/15/30/45": a start off the grid (10:07) is not kept', '2026-05-10 10:07:00', '2026-05-20 10:00:00', def.start.toISOString(), '2026-05-20T10:00:00+02:00', false],
    ['spec 2 "If the end date is before the start, dates reset to a default range"', '2026-05-12 09:00:00', '2026-05-11 09:00:00', def.start.toISOString(), def.end.toISOString(), true],
    ['spec 2 "If the end date is before the start" (end equal to start resets too: zero-length stay)', '2026-05-12 09:00:00', '2026-05-12 09:00:00', def.start.toISOString(), def.end.toISOString(), true],
    ['spec 2 "If the end date is before the start" (DST end 2026-10-25: both repeated-hour times read as the first, CEST, so 02:15 is before 02:45)', '2026-10-25 02:45:00', '2026-10-25 02:15:00', def.start.toISOString(), def.end.toISOString(), true],
    ['spec 4 default range when dates are missing', undefined, undefined, def.start.toISOString(), def.end.toISOString(), false],
    ['spec 4 default range when dates are malformed', '12/05/2026', 'soon', def.start.toISOString(), def.end.toISOString(), false],
    ['spec 4 default range when the start is impossible (2026-02-30) and no end', '2026-02-30 10:00:00', undefined, def.start.toISOString(), def.end.toISOString(), false],
    ['spec 4 "Changing entry date resets exit date to a default derived from it" (valid start, no end)', '2026-05-12 09:00:00', undefined, '2026-05-12T09:00:00+02:00', defaultEndFor(md('2026-05-12T09:00:00+02:00')).toISOString(), false],
    ['spec 2 "keeping valid dates" (past start replaced by the default start, later end kept)', '2026-05-09 09:00:00', '2026-05-20 09:00:00', def.start.toISOString(), '2026-05-20T09:00:00+02:00', false],
    ['spec 2 "keeping valid dates" (end alone before the default start falls back to the default range)', undefined, '2026-05-11 08:00:00', def.start.toISOString(), def.end.toISOString(), false],
    [`${Q}: across year end`, '2026-12-31 22:00:00', '2027-01-02 10:00:00', '2026-12-31T22:00:00+01:00', '2027-01-02T10:00:00+01:00', false],
  ])('%s', (_t, start, end, startIso, endIso, reset) => {
    const d = entry({ start_date: start, end_date: end });
    expect(d.booking.startDate.toISOString()).toBe(new Date(startIso).toISOString());
    expect(d.booking.endDate.toISOString()).toBe(new Date(endIso).toISOString());
    expect(d.datesReset).toBe(reset);
  });

  it(`${Q}: start exactly now is not in the past`, () => {
    const at = md('2026-05-10T10:15:00+02:00');
    const d = entry({ start_date: '2026-05-10 10:15:00', end_date: '2026-05-11 10:00:00' }, { now: at });
    expect(d.booking.startDate.toISOString()).toBe(at.toISOString());
    expect(d.datesReset).toBe(false);
  });

  it(`${Q}: the skipped hour of 2026-03-29 moves forward to 03:30 CEST`, () => {
    const d = resolveEntry({
      query: { start_date: '2026-03-29 02:30:00', end_date: '2026-03-30 10:00:00' },
      now: md('2026-03-20T10:00:00+01:00'),
      terminals,
      hasAccessToken: false,
      path: '/products',
    });
    expect(d.booking.startDate.toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });
});

describe('resolveEntry: logout, direct access and login dialog', () => {
  const F = 'spec 2 "The agent, modify-reservation or absuid parameters force logout and allow direct access to services and traveler-data"';
  it.each([
    [`${F} (agent)`, { agent_token: 'a' }, true],
    [`${F} (agent_res_token)`, { agent_res_token: 'a' }, true],
    [`${F} (modify)`, { modify_res_token: 'm' }, true],
    [`${F} (absuid)`, { absuid: '17790000000001234' }, true],
    [`${F} (reservation token alone does not)`, { reservation_token: 'r' }, false],
    [`${F} (billing focus alone does not)`, { focus: 'billing_data' }, false],
    [`${F} (guest import alone does not)`, { guest_import: '1' }, false],
    [`${F} (blank agent token does not)`, { agent_token: '  ' }, false],
  ])('%s', (_t, query, expected) => {
    const d = entry(query);
    expect(d.forceLogout).toBe(expected);
    expect(d.allowDirectAccess).toBe(expected);
  });

  const L = 'spec 2 "The main page opens the login dialog at start when there is no access token and none of: modify, agent, billing-focus, absuid, guest-import parameters"';
  it.each([
    [`${L} (plain visit)`, {}, '/where-when', false, true],
    [`${L} (root)`, {}, '/', false, true],
    [`${L} (any booking step, trailing slash)`, {}, '/traveler-data/', false, true],
    [`${L} (with booking params)`, valid, '/products', false, true],
    [`${L} (access token present)`, {}, '/where-when', true, false],
    [`${L} (modify)`, { modify_res_token: 'm' }, '/services', false, false],
    [`${L} (agent)`, { agent_token: 'a' }, '/services', false, false],
    [`${L} (agent_res_token)`, { agent_res_token: 'a' }, '/services', false, false],
    [`${L} (billing focus)`, { focus: 'billing_data' }, '/traveler-data', false, false],
    [`${L} (other focus does not suppress)`, { focus: 'vehicle' }, '/where-when', false, true],
    [`${L} (absuid)`, { absuid: 'x' }, '/where-when', false, false],
    [`${L} (guest import)`, { guest_import: '1' }, '/where-when', false, false],
    [`${L}; the mail's reservation link opens a booking, not the main page`, { reservation_token: 't' }, '/confirmation', false, false],
    [`${L}; the mail's reservation link at the root too`, { reservation_token: 't' }, '/', false, false],
    [`${L} (the confirmation step without a token still opens it)`, {}, '/confirmation', false, true],
    [`${L} (not the main page: home)`, {}, '/home', false, false],
    [`${L} (not the main page: unknown path)`, {}, '/nope', false, false],
  ])('%s', (_t, query, path, hasAccessToken, expected) => {
    expect(entry(query, { path, hasAccessToken }).openLoginDialog).toBe(expected);
  });
});

describe('resolveEntry: pass-through parameters', () => {
  it.each([
    ['spec 2 "source_mode (default parking)"', {}, 'parking'],
    ['spec 9 "Source modes: default parking; urban"', { source_mode: 'urban' }, 'urban'],
    ['spec 9 "Source modes: default parking; urban" (case and blanks ignored)', { source_mode: ' URBAN ' }, 'urban'],
    ['spec 9 "Source modes: default parking; urban" (anything else is parking)', { source_mode: 'valet' }, 'parking'],
  ])('%s', (_t, query, mode) => {
    expect(entry(query).sourceMode).toBe(mode);
  });

  it.each([
    ['spec 2 "promocode" passes through trimmed', { promocode: '  SUMMER26 ' }, 'SUMMER26'],
    ['spec 2 "promocode" blank is null', { promocode: '   ' }, null],
    ['spec 2 "promocode" missing is null', {}, null],
  ])('%s', (_t, query, code) => {
    expect(entry(query).promocode).toBe(code);
  });

  it('spec 2 "Query parameters on entry": tokens, focus and absuid are returned trimmed', () => {
    const d = entry({ modify_res_token: ' m1 ', agent_res_token: 'a1', reservation_token: 'r1', focus: 'billing_data', absuid: ' 42 ' });
    expect(d.tokens).toEqual({ modify: 'm1', agent: 'a1', reservation: 'r1' });
    expect(d.focus).toBe('billing_data');
    expect(d.absuid).toBe('42');
  });

  it('spec 2 "agent_token (also seen as agent_res_token)": agent_token wins when both are given', () => {
    expect(entry({ agent_token: 'a', agent_res_token: 'b' }).tokens.agent).toBe('a');
  });
});

describe('isMainPage', () => {
  const T = 'spec 2 "The main page opens the login dialog" (main page = root or any booking step)';
  it.each([
    [`${T}: root`, '/', true],
    [`${T}: empty`, '', true],
    [`${T}: where-when`, '/where-when', true],
    [`${T}: confirmation with hash`, '/confirmation#top', true],
    [`${T}: home`, '/home', false],
    [`${T}: not found`, '/whatever', false],
  ])('%s', (_t, path, expected) => {
    expect(isMainPage(path)).toBe(expected);
  });
});
