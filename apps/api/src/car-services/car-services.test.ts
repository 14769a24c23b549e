import { PRODUCT_IDS } from '@parking/domain/contracts/catalog';
import { describe, expect, it } from 'vitest';
import { backends, TEST_NOW, useApp } from '../test/build';
import { guestVehicle } from '../test/car-service-fixtures';

// Clock: Monday 1 June 2026 10:00 Madrid. Seeded car services (car-services/seed-data):
// 2101 ITV (closed price by class, emission fee on top), 2201 oil change, 2202 official plan
// service, 2001 brake pads, 2002 air conditioning (independent only), 501 pre-trip check,
// 2301 full tank, 2401 EV charge. VW-004 GOLF VII (2017-2020) is 'compact'; SE-0xx various;
// NI-004 QASHQAI J11 'suv'; TE- Tesla 'electric'.
const EXPRESS = PRODUCT_IDS.expressPrat;
const stay = { startDate: '2026-06-10 10:00:00', endDate: '2026-06-12 10:00:00' };

describe.each(backends)('car services on %s', (backend) => {
  const h = useApp(backend);
  const estimate = (body: object, token: string, lang = 'es') =>
    h.app.inject({ method: 'POST', url: '/api/carservice/estimate', payload: body, headers: { 'x-vehicle-token': token, 'accept-language': lang } });
  const calc = (payload: object, lang = 'es') => h.app.inject({ method: 'POST', url: '/api/offers/calculate', payload, headers: { 'accept-language': lang } });

  it('lists the workshop brands (spec 7, unauthenticated)', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/api/carservice/list_workshop_brands' });
    expect(res.statusCode).toBe(200);
    expect(res.json().workshop_brands.map((b: { workshop_type: string }) => b.workshop_type)).toEqual(['official', 'independent']);
  });

  it('lists every service without a price before the car is identified, typed by scope id', async () => {
    const res = await h.app.inject({ method: 'GET', url: `/api/carservice/car_services?productId=${EXPRESS}&startDate=2026-06-10` });
    expect(res.statusCode).toBe(200);
    const { car_services, workshop } = res.json();
    expect(workshop).toMatchObject({ name: 'AutoTaller Prat', workshop_type: 'independent' });
    const itv = car_services.find((s: { id_car_service: number }) => s.id_car_service === 2101);
    expect(itv).toMatchObject({ type: 'itv', scope_id: 21, section: 'car_services', fees_not_included: true, carServicePrice: null, availability: 'available' }); // 6 free slots of 6 (workshopAvailabilityLabel)
    expect(itv.missing).toEqual(['vehicle_id', 'umc', 'motor_code']);
    expect(car_services.find((s: { id_car_service: number }) => s.id_car_service === 2301)).toMatchObject({ type: 'refueling', section: 'additional_car_services' });
  });

  it('prices the services for the car: a city car costs less than an SUV, electric cars get no oil change', async () => {
    const prices = async (umc: string) => {
      const v = await guestVehicle(h.app, { umc, km: 50_000, kmAt: TEST_NOW });
      const res = await h.app.inject({ method: 'GET', url: `/api/carservice/car_services?id_vehicle=${v.id}`, headers: { 'x-vehicle-token': v.token } });
      expect(res.statusCode).toBe(200);
      return new Map(res.json().car_services.map((s: { id_car_service: number; carServicePrice: { price: number } }) => [s.id_car_service, s.carServicePrice?.price]));
    };
    const compact = await prices('VW-004');
    const suv = await prices('NI-004');
    const tesla = await prices('TE-001');
    expect(compact.get(2201)).toBeLessThan(suv.get(2201) as number);
    expect(compact.get(2101)).toBeLessThan(suv.get(2101) as number);
    expect(tesla.has(2201)).toBe(false);
    expect(tesla.has(2401)).toBe(true);
    expect(compact.has(2401)).toBe(false);
  });

  it('filters by the vehicle\'s workshop type: the official plan service is not offered to an independent-workshop car', async () => {
    const v = await guestVehicle(h.app, { umc: 'VW-004', workshopType: 'independent' });
    const res = await h.app.inject({ method: 'GET', url: `/api/carservice/car_services?id_vehicle=${v.id}`, headers: { 'x-vehicle-token': v.token } });
    const ids = res.json().car_services.map((s: { id_car_service: number }) => s.id_car_service);
    expect(ids).not.toContain(2202);
    expect(ids).toContain(2002);
  });

  it('a guest vehicle without its token is not found (404)', async () => {
    const v = await guestVehicle(h.app, { umc: 'VW-004' });
    const res = await estimate({ id_vehicle: v.id, id_car_service: 2201 }, 'x'.repeat(43));
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('API_ERROR_VEHICLE_NOT_FOUND');
  });

  it('makes an estimate with parts, operations and check-points, and the offer prices every line of it', async () => {
    const v = await guestVehicle(h.app, { umc: 'VW-004', motor: 'EA-16TDI-115' });
    const res = await estimate({ id_vehicle: v.id, id_car_service: [2201, 2101] }, v.token);
    expect(res.statusCode).toBe(201);
    const est = res.json();
    expect(est).toMatchObject({ umc: 'VW-004', motor_applicabilitycode: 'EA-16TDI-115', body_applicabilitycode: null });
    const oil = est.car_service_estimates.find((c: { id_car_service: number }) => c.id_car_service === 2201);
    // compact: 4.5 l x 9.50 + 11.00 filter + 1.20 washer + 0.5 h x 55.00 = 82.45 base
    expect(oil.carServicePrice).toEqual({ base: 82.45, vat: 17.31, price: 99.76, taxes: 17.31 });
    expect(oil.mechanical_estimate_data).toMatchObject({ base_standard_total: 82.45, unique_price: false, subdetail_control: true });
    expect(oil.mechanical_estimate_data.parts.map((p: { code: string }) => p.code)).toEqual(['PT-OIL', 'PT-OILF', 'PT-PLUG']);
    expect(oil.mechanical_estimate_data.checkpoints[0]).toMatchObject({ type: 'SUBDETAIL_INCLUDED', base_standard: 0 });
    const itv = est.car_service_estimates.find((c: { id_car_service: number }) => c.id_car_service === 2101);
    // diesel: the ITV pays the 45.59 emission fee on top (fees_not_included)
    expect(itv).toMatchObject({ fees_not_included: true, emission_fee: 45.59, carServicePrice: { base: 45 } });

    const base = (await calc({ ...stay, productId: EXPRESS })).json().offer;
    const priced = await calc({ ...stay, productId: EXPRESS, id_mechanical_estimate: est.id, id_vehicle: v.id, check_carservice_availability: true });
    expect(priced.statusCode).toBe(200);
    const { offer, car_services } = priced.json();
    // (82.45 + 45.00) x 1.21 = 154.21 (< 199: 25% tier; < 200: transfer 15.00) + 45.59 emission
    // The transfer and the emission fee are their own lines; the three make the car-service total.
    expect(offer).toMatchObject({ pvp_mechanical_orders: 154.21, pvp_mechanical_order_transfer: 15, pvp_mechanical_order_emission: 45.59 });
    expect(offer.pvp_mechanical_orders + offer.pvp_mechanical_order_transfer + offer.pvp_mechanical_order_emission).toBeCloseTo(214.8, 2);
    const discount = Math.round(base.pvp_product_raw * 25) / 100;
    expect(offer.pvp_carservice_discount).toBeCloseTo(discount, 2);
    expect(offer.price).toBeCloseTo(base.price - discount + 214.8, 2);
    expect(offer.mechanical_orders).toHaveLength(1);
    expect(offer.mechanical_orders[0]).toMatchObject({ id_mechanical_estimate: est.id, base: 127.45, vat: 26.76 });
    expect(car_services.map((c: { id_car_service: number; availability: string }) => [c.id_car_service, c.availability])).toEqual([[2101, 'available'], [2201, 'available']]);

    // Removing a car service recalculates (spec 4): without the oil change, only the ITV.
    const without = (await calc({ ...stay, productId: EXPRESS, id_mechanical_estimate: est.id, id_vehicle: v.id, delete_id_car_service: '2201' })).json().offer;
    expect(without).toMatchObject({ pvp_mechanical_orders: 54.45, pvp_mechanical_order_transfer: 15, pvp_mechanical_order_emission: 45.59 });
    expect(without.pvp_carservice_discount).toBe(0);
    // Removing both restores the parking price.
    const none = (await calc({ ...stay, productId: EXPRESS, id_mechanical_estimate: est.id, id_vehicle: v.id, delete_id_car_service: '2201,2101' })).json().offer;
    expect(none.price).toBe(base.price);
    expect(none.mechanical_orders).toEqual([]);
  });

  it('refuses an estimate for another car\'s UMC (400, naming the field, in the caller\'s language)', async () => {
    const golf = await guestVehicle(h.app, { umc: 'VW-004' });
    const qashqai = await guestVehicle(h.app, { umc: 'NI-004' });
    const est = (await estimate({ id_vehicle: golf.id, id_car_service: 501 }, golf.token)).json();
    const res = await calc({ ...stay, productId: EXPRESS, id_mechanical_estimate: est.id, id_vehicle: qashqai.id }, 'en');
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('API_ERROR_VALIDATION');
    expect(body.details[0]).toMatchObject({ field: 'id_mechanical_estimate', code: 'estimate_other_car', mismatch: 'umc' });
    expect(body.details[0].reason).toContain('another car');
    // without a car at all
    const none = await calc({ ...stay, productId: EXPRESS, id_mechanical_estimate: est.id });
    expect(none.statusCode).toBe(400);
    expect(none.json().details[0]).toMatchObject({ field: 'id_vehicle' });
    // an estimate that does not exist
    const unknown = await calc({ ...stay, productId: EXPRESS, id_mechanical_estimate: 999_999, id_vehicle: golf.id });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details[0]).toMatchObject({ field: 'id_mechanical_estimate', code: 'unknown_estimate' });
  });

  it('refuses a service not offered for the car (an EV charge for a petrol car)', async () => {
    const v = await guestVehicle(h.app, { umc: 'VW-004' });
    const res = await estimate({ id_vehicle: v.id, id_car_service: 2401 }, v.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ field: 'id_car_service', code: 'car_service_not_offered', value: 2401 });
  });

  it('echoes the custom requests at 0.00 (quoted later, decision 0025) and counts them as services', async () => {
    const res = await calc({
      ...stay,
      productId: EXPRESS,
      customized_tires_request: { size: '205/55r16 91v', brand_preference: 'Michelin', quantity: 4 },
      service_request: { description: 'Ruido al frenar en la rueda delantera izquierda' },
    });
    expect(res.statusCode).toBe(200);
    const { offer } = res.json();
    expect(offer.customized_tires_request).toEqual({ size: '205/55 R16 91V', brand_preference: 'Michelin', quantity: 4, price: 0, quote_later: true });
    expect(offer.service_request).toEqual({ description: 'Ruido al frenar en la rueda delantera izquierda', photos: 0, price: 0, quote_later: true });
    const bad = await calc({ ...stay, productId: EXPRESS, customized_tires_request: { size: 'big', quantity: 9 } });
    expect(bad.statusCode).toBe(400);
  });
});
