import { afterEach, describe, expect, it } from 'vitest';
import { bookingStore, setBookingData, setOffer, setTrip } from './booking-store';
import { parseSnapshot, SNAPSHOT_VERSION as SCHEMA_VERSION } from './snapshot-schema';
import {
  applySnapshotOnEntry,
  buildSnapshot,
  SNAPSHOT_VERSION,
  clearSnapshot,
  restoredTravelerValues,
  saveSnapshot,
  shouldRestoreSnapshot,
  SNAPSHOT_KEY,
  SNAPSHOT_MAX_AGE_MS,
  SNAPSHOT_TIMESTAMP_KEY,
} from './snapshot';

const NOW = Date.parse('2026-06-01T10:00:00Z');

describe('shouldRestoreSnapshot (spec 4 Snapshot)', () => {
  const rows: [string, Parameters<typeof shouldRestoreSnapshot>[0], boolean][] = [
    ['restored on page reload within 15 minutes', { navigationType: 'reload', savedAt: NOW - 60_000, now: NOW, query: {} }, true],
    ['restored on reload exactly at 15 minutes', { navigationType: 'reload', savedAt: NOW - SNAPSHOT_MAX_AGE_MS, now: NOW, query: {} }, true],
    ['discarded on reload after 15 minutes', { navigationType: 'reload', savedAt: NOW - SNAPSHOT_MAX_AGE_MS - 1, now: NOW, query: {} }, false],
    ['discarded on non-reload navigation (fresh visit)', { navigationType: 'navigate', savedAt: NOW - 1000, now: NOW, query: {} }, false],
    ['discarded on back/forward navigation', { navigationType: 'back_forward', savedAt: NOW - 1000, now: NOW, query: {} }, false],
    ['discarded when the navigation type is unknown', { navigationType: null, savedAt: NOW - 1000, now: NOW, query: {} }, false],
    ['not restored with an agent token in the URL', { navigationType: 'reload', savedAt: NOW - 1000, now: NOW, query: { agent_token: 'x' } }, false],
    ['not restored with agent_res_token in the URL', { navigationType: 'reload', savedAt: NOW - 1000, now: NOW, query: { agent_res_token: 'x' } }, false],
    ['discarded without a timestamp', { navigationType: 'reload', savedAt: null, now: NOW, query: {} }, false],
    ['discarded with a timestamp in the future', { navigationType: 'reload', savedAt: NOW + 5000, now: NOW, query: {} }, false],
  ];
  it.each(rows)('%s', (_rule, input, expected) => {
    expect(shouldRestoreSnapshot(input)).toBe(expected);
  });
});

describe('snapshot storage', () => {
  afterEach(() => {
    clearSnapshot();
    bookingStore.reset();
  });

  it('saves the booking and traveller values under state_snapshot with state_timestamp', () => {
    setBookingData({ placeId: 1, productId: 4, startDate: '2026-06-02 10:00:00', endDate: '2026-06-05 10:00:00' });
    saveSnapshot({ reservation: { name: 'Ana' }, billing: {}, needInvoice: false, paymentMethod: 'parking' }, NOW);
    expect(localStorage.getItem(SNAPSHOT_TIMESTAMP_KEY)).toBe(String(NOW));
    const saved = JSON.parse(localStorage.getItem(SNAPSHOT_KEY) ?? 'null');
    expect(saved.booking.productId).toBe(4);
    expect(saved.traveler.reservation.name).toBe('Ana');
  });

  it('never stores card data, even when a caller passes it along', () => {
    const withCard = {
      reservation: { name: 'Ana' },
      billing: {},
      needInvoice: false,
      paymentMethod: 'card' as const,
      card_number: '4242424242424242',
      cvc: '123',
    };
    saveSnapshot(withCard, NOW);
    const text = localStorage.getItem(SNAPSHOT_KEY) ?? '';
    expect(text).not.toContain('4242');
    expect(text).not.toContain('cvc');
    expect(text).not.toContain('card_number');
  });

  it('a reload within 15 minutes restores the store and the typed values, not the price', async () => {
    setBookingData({ placeId: 1, productId: 4, startDate: '2026-06-02 10:00:00', endDate: '2026-06-05 10:00:00' });
    setOffer({ price: 30 } as never);
    saveSnapshot({ reservation: { plate: '1234 BCD' }, billing: {}, needInvoice: true, paymentMethod: 'parking' }, NOW);
    bookingStore.reset();
    expect(await applySnapshotOnEntry({}, NOW + 60_000, 'reload')).toBe(true);
    expect(bookingStore.get().productId).toBe(4);
    // Spec 4 / issue 8: a restored booking is priced again by the server.
    expect(bookingStore.get().offer).toBeNull();
    expect(restoredTravelerValues()?.reservation.plate).toBe('1234 BCD');
  });

  it('issue 19: the chosen voucher and the points choice survive a reload, like the promo code', async () => {
    setBookingData({ placeId: 1, productId: 4, startDate: '2026-06-02 10:00:00', endDate: '2026-06-05 10:00:00' });
    setTrip({ voucher_code: 'BIENVENIDA', use_points: true, promo_code: 'WINTER10' });
    saveSnapshot(null, NOW);
    bookingStore.reset();
    expect(bookingStore.get().trip.voucher_code).toBeNull();
    expect(await applySnapshotOnEntry({}, NOW + 60_000, 'reload')).toBe(true);
    expect(bookingStore.get().trip).toMatchObject({ voucher_code: 'BIENVENIDA', use_points: true, promo_code: 'WINTER10' });
  });

  it('issue 19: a snapshot written before vouchers restores none chosen', () => {
    setBookingData({ placeId: 1, productId: 4, startDate: '2026-06-02 10:00:00', endDate: '2026-06-05 10:00:00' });
    saveSnapshot(null, NOW);
    const old = JSON.parse(localStorage.getItem(SNAPSHOT_KEY) ?? '{}');
    delete old.trip.voucher_code;
    delete old.trip.use_points;
    expect(parseSnapshot(JSON.stringify(old))?.trip).toMatchObject({ voucher_code: null, use_points: false });
  });

  it('a fresh visit discards the snapshot', () => {
    saveSnapshot(null, NOW);
    expect(applySnapshotOnEntry({}, NOW + 1000, 'navigate')).toBe(false);
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
    expect(localStorage.getItem(SNAPSHOT_TIMESTAMP_KEY)).toBeNull();
  });
});

describe('snapshot schema and version (issue 8: a versioned zod schema)', () => {
  afterEach(() => {
    clearSnapshot();
    bookingStore.reset();
  });

  const stored = (value: unknown) => {
    localStorage.setItem(SNAPSHOT_KEY, JSON.stringify(value));
    localStorage.setItem(SNAPSHOT_TIMESTAMP_KEY, String(NOW));
  };

  it('the snapshot carries the version the schema reads', () => {
    expect(buildSnapshot(bookingStore.get(), null).version).toBe(SCHEMA_VERSION);
    expect(SNAPSHOT_VERSION).toBe(SCHEMA_VERSION);
  });

  it('a saved snapshot parses with the schema', () => {
    setBookingData({ productId: 4, startDate: '2026-06-02 10:00:00', endDate: '2026-06-05 10:00:00' });
    setTrip({ extras: [101], promo_code: 'WELCOME10' });
    saveSnapshot({ reservation: { name: 'Ana' }, billing: {}, needInvoice: false, paymentMethod: 'card' }, NOW);
    const parsed = parseSnapshot(localStorage.getItem(SNAPSHOT_KEY));
    expect(parsed?.trip).toMatchObject({ extras: [101], promo_code: 'WELCOME10' });
    expect(parsed?.traveler?.paymentMethod).toBe('card');
  });

  it.each([
    ['a snapshot of the first format (no version)', (s: Record<string, unknown>) => ({ booking: s.booking, traveler: s.traveler })],
    ['a snapshot of another version', (s: Record<string, unknown>) => ({ ...s, version: SCHEMA_VERSION + 1 })],
    ['a snapshot with a field of the wrong type', (s: Record<string, unknown>) => ({ ...s, booking: { ...(s.booking as object), productId: 'four' } })],
  ])('%s is discarded on reload', async (_case, change) => {
    setBookingData({ productId: 4, startDate: '2026-06-02 10:00:00', endDate: '2026-06-05 10:00:00' });
    const good = buildSnapshot(bookingStore.get(), null) as unknown as Record<string, unknown>;
    bookingStore.reset();
    stored(change(good));
    expect(await applySnapshotOnEntry({}, NOW + 1000, 'reload')).toBe(false);
    expect(bookingStore.get().productId).toBeNull();
    expect(localStorage.getItem(SNAPSHOT_KEY)).toBeNull();
  });

  it('text that is not JSON is discarded', async () => {
    localStorage.setItem(SNAPSHOT_KEY, '{not json');
    localStorage.setItem(SNAPSHOT_TIMESTAMP_KEY, String(NOW));
    expect(await applySnapshotOnEntry({}, NOW + 1000, 'reload')).toBe(false);
  });

  it('unknown keys (card data a tampered snapshot might hold) are dropped on parse', () => {
    const snap = buildSnapshot(bookingStore.get(), { reservation: { name: 'Ana' }, billing: {}, needInvoice: false, paymentMethod: 'parking' });
    const parsed = parseSnapshot(JSON.stringify({ ...snap, card: { card_number: '4242424242424242' }, traveler: { ...snap.traveler, cvc: '123' } }));
    expect(JSON.stringify(parsed)).not.toContain('4242');
    expect(JSON.stringify(parsed)).not.toContain('cvc');
  });
});
