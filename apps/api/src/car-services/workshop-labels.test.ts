import { describe, expect, it } from 'vitest';
import { backends, TEST_NOW, useApp } from '../test/build';
import { guestVehicle } from '../test/car-service-fixtures';
import { bookingBody, EXPRESS, setCapacity } from '../test/reservation-fixtures';

// Issue 16.1 "workshop capacity per day, with the same availability labels as washes", with
// thresholds relative to the workshop's slots (domain workshopAvailabilityLabel, decision
// 0025): the seeded workshop of Express Prat has 6 slots a day. Each booking with car
// services takes one; the label the services step and the offer show follows the real free
// slots: 6-4 available, 3-2 few places left, 1 almost sold out, 0 sold out.
const CS_TERMS = { salesTerms: true, insurance: true, vehicleMove: true };
const DAY = '2026-06-24';

describe.each(backends)('workshop availability labels on %s', (backend) => {
  const h = useApp(backend);

  it('the label of every car service and of the offer follows the workshop day\'s free slots', { timeout: 60_000 }, async () => {
    await setCapacity(h.database.db, EXPRESS, [DAY, '2026-06-25'], 1000);
    const v = await guestVehicle(h.app, { umc: 'VW-004', motor: 'EA-16TDI-115', km: 120_000, kmAt: TEST_NOW });
    const est = await h.app.inject({ method: 'POST', url: '/api/carservice/estimate', payload: { id_vehicle: v.id, id_car_service: [501] }, headers: { 'x-vehicle-token': v.token } });
    expect(est.statusCode).toBe(201);
    const stay = { startDate: `${DAY} 10:00:00`, endDate: '2026-06-25 10:00:00' };

    const labels = async () => {
      const list = await h.app.inject({ method: 'GET', url: `/api/carservice/car_services?productId=${EXPRESS}&startDate=${DAY}&id_vehicle=${v.id}`, headers: { 'x-vehicle-token': v.token } });
      expect(list.statusCode).toBe(200);
      const cards = [...new Set((list.json().car_services as { availability: string }[]).map((s) => s.availability))];
      const offer = await h.app.inject({ method: 'POST', url: '/api/offers/calculate', payload: { ...bookingBody(stay), id_vehicle: v.id, id_mechanical_estimate: est.json().id }, headers: { 'x-vehicle-token': v.token } });
      expect(offer.statusCode, offer.body).toBe(200);
      const inOffer = [...new Set((offer.json().car_services as { availability: string }[]).map((s) => s.availability))];
      expect(inOffer).toEqual(cards);
      return cards;
    };
    const book = async (i: number) => {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/reservations',
        payload: bookingBody({ ...stay, id_vehicle: v.id, id_mechanical_estimate: est.json().id, terms: CS_TERMS, reservation: { ...bookingBody().reservation, plate: `${6100 + i} LBL` } }),
        headers: { 'x-vehicle-token': v.token },
      });
      expect(res.statusCode, res.body).toBe(201);
    };

    const seen: string[][] = [await labels()];
    for (let i = 0; i < 6; i++) {
      await book(i);
      seen.push(await labels());
    }
    // free slots: 6, 5, 4, 3, 2, 1, 0
    expect(seen).toEqual([
      ['available'],
      ['available'],
      ['available'],
      ['few_places_left'],
      ['few_places_left'],
      ['almost_sold_out'],
      ['sold_out'],
    ]);
  });
});
