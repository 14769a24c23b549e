import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app/app';
import { testConfig } from '../config/config';
import { backends, TEST_NOW, useApp } from '../test/build';
import { guestVehicle } from '../test/car-service-fixtures';
import { bookingBody } from '../test/reservation-fixtures';

// Issue 16 "keep car services across a reload" (cs-api side; decision 0030 consequences): the
// web keeps the selection (estimate id, vehicle id and its guest token, services removed,
// custom requests with the photo upload's token) and, after a reload, prices again from it.
// The api must answer that request as before, on any node, with nothing in memory: here a
// second app on the same database (fresh caches) gets exactly what the web resends.
const CS_TERMS = { salesTerms: true, insurance: true, vehicleMove: true };
const png = `data:image/png;base64,${Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).toString('base64')}`;

describe.each(backends)('car services after a reload on %s', (backend) => {
  const h = useApp(backend);
  let fresh: FastifyInstance | undefined;
  afterAll(async () => {
    await fresh?.close();
  });

  it('the offer re-priced from the stored estimate id, removed services and photo upload answers the same on a fresh node; the booking follows', async () => {
    const v = await guestVehicle(h.app, { umc: 'VW-004', motor: 'EA-16TDI-115', km: 120_000, kmAt: TEST_NOW });
    const vt = { 'x-vehicle-token': v.token };
    const est = (await h.app.inject({ method: 'POST', url: '/api/carservice/estimate', payload: { id_vehicle: v.id, id_car_service: [2101, 2201] }, headers: vt })).json();
    const upload = (await h.app.inject({ method: 'POST', url: '/api/carservice/photos', payload: { photo: png } })).json();
    // what the web's store keeps and resends (modules/offers carServiceRequestFields)
    const stored = {
      id_vehicle: v.id,
      id_mechanical_estimate: est.id,
      delete_id_car_service: '2101',
      customized_tires_request: { size: '205/55 R16 91V', quantity: 2 },
      service_request: { description: 'Revisar ruido en la suspensión trasera', photo_upload_token: upload.upload_token },
    };
    const before = await h.app.inject({ method: 'POST', url: '/api/offers/calculate', payload: { ...bookingBody(), ...stored }, headers: vt });
    expect(before.statusCode, before.body).toBe(200);

    fresh = await buildApp({ config: testConfig({}), db: h.database, now: () => TEST_NOW });
    await fresh.ready();
    // the same body, with and without the vehicle token (the offer never needed it)
    for (const headers of [vt, {}]) {
      const after = await fresh.inject({ method: 'POST', url: '/api/offers/calculate', payload: { ...bookingBody(), ...stored }, headers });
      expect(after.statusCode, after.body).toBe(200);
      expect(after.json().offer.price).toBe(before.json().offer.price);
      expect(after.json().offer.mechanical_orders).toEqual(before.json().offer.mechanical_orders);
      expect(after.json().offer.mechanical_orders[0].mechanical_estimate.car_service_estimates.map((s: { id_car_service: number }) => s.id_car_service)).toEqual([2201]);
      expect(after.json().offer.service_request).toEqual({ description: stored.service_request.description, photos: 1, price: 0, quote_later: true });
      expect(after.json().car_services).toEqual(before.json().car_services);
    }
    // the services step's cards and the photos come back with the tokens the web kept
    expect((await fresh.inject({ method: 'GET', url: `/api/carservice/car_services?id_vehicle=${v.id}`, headers: vt })).statusCode).toBe(200);
    expect((await fresh.inject({ method: 'GET', url: '/api/carservice/photos', headers: { 'x-photo-upload-token': upload.upload_token } })).json().photos).toHaveLength(1);

    // without the guest vehicle token the booking cannot name the car (the web must keep it)
    const body = { ...bookingBody({ terms: CS_TERMS, reservation: { ...bookingBody().reservation, plate: '2345 RLD' } }), ...stored };
    expect((await fresh.inject({ method: 'POST', url: '/api/reservations', payload: body })).statusCode).toBe(404);
    const res = await fresh.inject({ method: 'POST', url: '/api/reservations', payload: body, headers: vt });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().car_services_booking).toMatchObject({ service_request: { photos: 1 }, workshop_order: { status: 'requested' } });
    expect(res.json().car_services_booking.car_services.map((c: { id_car_service: number }) => c.id_car_service)).toEqual([2201]);
  });
});
