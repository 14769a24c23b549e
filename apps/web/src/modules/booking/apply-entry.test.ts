import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogResponse, Product } from '@parking/domain/contracts/catalog';
import { resolveEntry } from '@parking/domain/entry/entry-rules';
import { applyEntryDecision } from './apply-entry';
import { bookingStore } from './booking-store';

const product = (id: number, terminals: [number, number][]): Product => ({
  id,
  name: `P${id}`,
  service: 'express',
  idLot: 7,
  placeId: 1,
  description: '',
  long_description: '',
  warning_before_buy: null,
  terminals: terminals.map(([tid, common]) => ({ id: tid, common_terminal_id: common, name_short: `T${common}`, name: `T${common}` })),
  openingHours: { type: 2, open: '00:00', close: '23:59' },
  specific_checkin_hours: null,
  specific_checkout_hours: null,
  flight_required: true,
  location: { city: 'Barcelona', latitude: 41.3, longitude: 2.08 },
});

// A catalogue shaped like the api's: El Prat (place 1) with express 4 on common terminals 1 and 2.
const catalog: CatalogResponse = {
  lang: 'es',
  cities: [{ id: 10, name: 'Barcelona', places: [{ id: 1, name: 'El Prat', type: 'airport', cityId: 10, products: [product(4, [[41, 1], [42, 2]])] }] }],
  terminals: [
    { name: 'El Prat T1', commonTerminalId: 1, placeId: 1, idLot: 7, terminals: [41], idProduct: 4, idTerminal: 41 },
    { name: 'El Prat T2', commonTerminalId: 2, placeId: 1, idLot: 7, terminals: [42], idProduct: 4, idTerminal: 42 },
  ],
};
const now = new Date('2030-04-01T08:00:00Z');

afterEach(() => bookingStore.reset());

describe('applyEntryDecision', () => {
  it('stores booking and trip when dates, both terminals and place are valid', () => {
    const query = { in_common_terminal_id: '1', out_common_terminal_id: '2', start_date: '2030-05-01 10:00:00', end_date: '2030-05-03 12:00:00' };
    const decision = resolveEntry({ query, now, terminals: catalog.terminals, hasAccessToken: false, path: '/products' });
    expect(decision.storeBookingAndTrip).toBe(true);
    applyEntryDecision(decision, catalog);
    const s = bookingStore.get();
    expect([s.placeId, s.productId, s.cityId]).toEqual([1, 4, 10]);
    expect(s.startDate).toBe('2030-05-01 10:00:00');
    expect(s.endDate).toBe('2030-05-03 12:00:00');
    expect(s.trip).toMatchObject({ common_in_terminal: 1, common_out_terminal: 2, in_terminal: 41, out_terminal: 42, id_lot: 7 });
  });

  it('keeps valid dates and the in-terminal when going to where-when', () => {
    const query = { in_common_terminal_id: '2', start_date: '2030-05-01 10:00:00', end_date: '2030-05-03 12:00:00' };
    const decision = resolveEntry({ query, now, terminals: catalog.terminals, hasAccessToken: false, path: '/products' });
    expect(decision.route).toBe('/where-when');
    applyEntryDecision(decision, catalog);
    const s = bookingStore.get();
    expect(s.startDate).toBe('2030-05-01 10:00:00');
    expect(s.trip).toMatchObject({ common_in_terminal: 2, in_terminal: 42, common_out_terminal: null, out_terminal: null });
  });

  it('stores the entry flags and the source mode', () => {
    const decision = resolveEntry({ query: { absuid: '123', source_mode: 'urban' }, now, terminals: catalog.terminals, hasAccessToken: false, path: '/services' });
    applyEntryDecision(decision, catalog);
    expect(bookingStore.get().entry).toEqual({ allowDirectAccess: true, openLoginDialog: false, forceLogout: true });
    expect(bookingStore.get().trip.source_mode).toBe('urban');
    expect([bookingStore.get().absuid, bookingStore.get().absuidFromUrl]).toEqual(['123', true]);
  });

  it.each([
    ['modify_res_token', { modify_res_token: 'm1' }, { modifying_reservation: true, agent_token: false }],
    ['agent_token', { agent_token: 'a1' }, { modifying_reservation: false, agent_token: true }],
    ['agent_res_token', { agent_res_token: 'a1' }, { modifying_reservation: false, agent_token: true }],
    ['no token', {}, { modifying_reservation: false, agent_token: false }],
  ])('spec 3 Trip "modifying-reservation flag ... agent token flag": %s', (_name, query, flags) => {
    const decision = resolveEntry({ query, now, terminals: catalog.terminals, hasAccessToken: false, path: '/' });
    applyEntryDecision(decision, catalog);
    expect(bookingStore.get().trip).toMatchObject(flags);
  });

  it('keeps the reservation token for the confirmation step', () => {
    const decision = resolveEntry({ query: { reservation_token: 'tok' }, now, terminals: [], hasAccessToken: false, path: '/' });
    applyEntryDecision(decision, undefined);
    expect(decision.route).toBe('/confirmation');
    expect(bookingStore.get().reservationToken).toBe('tok');
  });
});
