import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bookingKeyOf, CAR_SERVICES_KEY, recordOf } from './car-service-save';
import { restorableRecord } from './car-service-restore';
import { carServiceRequestFields, carServiceSlice, clearCarServices, emptyCarServices, setCarServices } from './car-service-store';
import { resetCarServicesRestoreForTests, restoreCarServices } from './restore-car-services';
import { vehicleSlice } from '../vehicles/vehicle-store';
import { bookingStore } from '../booking/booking-store';

const TOKEN = 'a'.repeat(43);
const NOW = 1_800_000_000_000;
const chosen = { ...emptyCarServices(), estimateId: 12, vehicleId: 5, deleted: [3], warningAccepted: true };
const ctx = (over: Partial<Parameters<typeof restorableRecord>[1]> = {}) => ({ navigationType: 'reload', now: NOW, query: {}, booking: bookingKeyOf({ productId: 4 }), ...over });
const stored = (over: object = {}) => JSON.stringify({ ...recordOf(chosen, bookingKeyOf({ productId: 4 }), { id: 5, token: TOKEN }, NOW - 60_000), ...over });

describe('the ferry removal in the offer request', () => {
  it('is sent only for the product it was asked for (elsewhere the api refuses it)', () => {
    const s = { ...emptyCarServices(), ferryProductId: 3 };
    expect(carServiceRequestFields(s, 3)).toEqual({ ferry_removal: true });
    expect(carServiceRequestFields(s, 4)).toEqual({});
  });
});

describe('what a reload keeps (decision 0034)', () => {
  it('writes nothing for an empty selection', () => {
    expect(recordOf(emptyCarServices(), 'product:4', { id: null, token: null }, NOW)).toBeNull();
  });
  it("keeps a guest vehicle's token only with the estimate made for that vehicle", () => {
    expect(recordOf(chosen, 'product:4', { id: 5, token: TOKEN }, NOW)?.guestToken).toBe(TOKEN);
    expect(recordOf(chosen, 'product:4', { id: 9, token: TOKEN }, NOW)?.guestToken).toBeNull();
    expect(recordOf({ ...emptyCarServices(), ferryProductId: 3 }, 'product:3', { id: 5, token: TOKEN }, NOW)?.guestToken).toBeNull();
  });
  it.each([
    ['a reload within 15 minutes', ctx(), true],
    ['a navigation, not a reload', ctx({ navigationType: 'navigate' }), false],
    ['older than 15 minutes', ctx({ now: NOW + 15 * 60_000 }), false],
    ['an agent link in the URL', ctx({ query: { agent_token: 'x' } }), false],
    ['another booking', ctx({ booking: bookingKeyOf({ productId: 3 }) }), false],
  ])('restores on %s: %s', (_case, c, restores) => {
    expect(restorableRecord(stored(), c) !== null).toBe(restores);
  });
  it('refuses a malformed record, another version or a bad token', () => {
    expect(restorableRecord('{', ctx())).toBeNull();
    expect(restorableRecord(stored({ version: 2 }), ctx())).toBeNull();
    expect(restorableRecord(stored({ guestToken: 'short' }), ctx())).toBeNull();
  });
});

describe('restoreCarServices', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetCarServicesRestoreForTests();
    clearCarServices();
    vehicleSlice.set({ vehicle: null, guestVehicleId: null, guestToken: null });
    bookingStore.update({ ...bookingStore.get(), productId: 4 });
  });
  afterEach(() => vi.restoreAllMocks());

  it('every change of the selection is written for this tab, and emptied when nothing is left', () => {
    vehicleSlice.set({ vehicle: null, guestVehicleId: 5, guestToken: TOKEN });
    setCarServices({ estimateId: 12, vehicleId: 5 });
    expect(JSON.parse(sessionStorage.getItem(CAR_SERVICES_KEY) ?? '{}')).toMatchObject({ booking: 'product:4', guestToken: TOKEN, selection: { estimateId: 12 } });
    clearCarServices();
    expect(sessionStorage.getItem(CAR_SERVICES_KEY)).toBeNull();
  });

  it("brings back the selection and the guest's car (fetched with its token), then prices it", async () => {
    sessionStorage.setItem(CAR_SERVICES_KEY, stored());
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ id: 5, plate: '4821KMN' }), { status: 200, headers: { 'content-type': 'application/json' } }));
    const reprice = vi.fn().mockResolvedValue(true);
    await expect(restoreCarServices(reprice, ctx())).resolves.toBe('restored');
    const [url, init] = fetched.mock.calls[0]!;
    expect(String(url)).toContain('/api/vehicles/5');
    expect(new Headers((init as RequestInit).headers).get('x-vehicle-token')).toBe(TOKEN);
    expect(carServiceSlice.get()).toMatchObject({ estimateId: 12, vehicleId: 5, deleted: [3], warningAccepted: true });
    expect(vehicleSlice.get().vehicle?.id).toBe(5);
    expect(reprice).toHaveBeenCalledTimes(1);
    // once per page load
    await expect(restoreCarServices(reprice, ctx())).resolves.toBe('none');
  });

  it('a car that cannot be fetched again drops the estimate, keeps the rest, and says so', async () => {
    sessionStorage.setItem(CAR_SERVICES_KEY, stored({ selection: { ...chosen, ferryProductId: 4 } }));
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ code: 'API_ERROR_NOT_FOUND', reason: 'x' }), { status: 404, headers: { 'content-type': 'application/json' } }));
    const reprice = vi.fn().mockResolvedValue(true);
    await expect(restoreCarServices(reprice, ctx())).resolves.toBe('lost');
    expect(carServiceSlice.get()).toMatchObject({ estimateId: null, vehicleId: null, ferryProductId: 4 });
    expect(vehicleSlice.get().guestToken).toBeNull();
    expect(reprice).toHaveBeenCalledTimes(1);
  });

  it('nothing is restored on a plain navigation, and the record goes', async () => {
    sessionStorage.setItem(CAR_SERVICES_KEY, stored());
    const reprice = vi.fn();
    await expect(restoreCarServices(reprice, ctx({ navigationType: 'navigate' }))).resolves.toBe('none');
    expect(sessionStorage.getItem(CAR_SERVICES_KEY)).toBeNull();
    expect(reprice).not.toHaveBeenCalled();
  });
});
