import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { agencyClients } from '../db/schema-vehicles';
import { createTestAccounts, type TestAccounts } from '../test/accounts';
import { backends, TEST_NOW, useApp } from '../test/build';
import { guestVehicle } from '../test/car-service-fixtures';
import { bookingBody } from '../test/reservation-fixtures';

// Issue 16 meets decision 0023 (agents, spec 6 "clientId above 1 (agent acting for client)
// sees that client's vehicles"): an agency books car services on the car of a client it is
// linked to in agency_clients: the services step, the estimate, the offer and the booking
// accept that client's vehicle; a client it is not linked to is a 404 everywhere (never
// saying whether the vehicle exists).
const CS_TERMS = { salesTerms: true, insurance: true, vehicleMove: true };

describe.each(backends)('an agency booking car services for its client on %s', (backend) => {
  const h = useApp(backend);
  let t: TestAccounts;
  beforeAll(async () => {
    t = await createTestAccounts(h.database.db, TEST_NOW);
    await h.database.db.insert(agencyClients).values({ agencyId: t.agency.agencyId!, userId: t.clientA.userId! });
  });

  /** An identified car with its km recorded today, owned by `userId`. */
  async function clientCar(userId: number): Promise<number> {
    const v = await guestVehicle(h.app, { umc: 'VW-004', motor: 'EA-16TDI-115', km: 120_000, kmAt: TEST_NOW });
    await h.database.db.execute(sql`update vehicles set id_client = ${userId}, guest_token_hash = null where id = ${v.id}`);
    return v.id;
  }
  const as = (who: 'agency' | 'clientA' | 'clientB') => t[who].headers;
  let plate = 0;
  const body = (vehicleId: number, estimateId: number) =>
    bookingBody({ id_vehicle: vehicleId, id_mechanical_estimate: estimateId, terms: CS_TERMS, reservation: { ...bookingBody().reservation, plate: `${8100 + ++plate} GKD` } });

  it('a linked client\'s car: listed priced, estimated, priced by the offer and booked by the agency (the booking is the agency\'s)', async () => {
    const car = await clientCar(t.clientA.userId!);
    const list = await h.app.inject({ method: 'GET', url: `/api/carservice/car_services?id_vehicle=${car}`, headers: as('agency') });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().car_services.find((s: { id_car_service: number }) => s.id_car_service === 2201).carServicePrice).not.toBeNull();

    const est = await h.app.inject({ method: 'POST', url: '/api/carservice/estimate', payload: { id_vehicle: car, id_car_service: [2201] }, headers: as('agency') });
    expect(est.statusCode, est.body).toBe(201);
    const offer = await h.app.inject({ method: 'POST', url: '/api/offers/calculate', payload: { ...bookingBody(), id_vehicle: car, id_mechanical_estimate: est.json().id }, headers: as('agency') });
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json().offer.pvp_mechanical_orders).toBeGreaterThan(0);

    const res = await h.app.inject({ method: 'POST', url: '/api/reservations', payload: body(car, est.json().id), headers: as('agency') });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json();
    expect(r.car_services_booking.car_services.map((c: { id_car_service: number }) => c.id_car_service)).toEqual([2201]);
    expect(r.car_services_booking.workshop_order).toMatchObject({ status: 'requested' });
    const stored = (await h.database.db.execute(sql`select agency_id, vehicle_id from reservations where id = ${r.id}`)) as unknown as { rows: { agency_id: number; vehicle_id: number }[] };
    expect(stored.rows[0]).toEqual({ agency_id: t.agency.agencyId, vehicle_id: car });
  });

  it('a client the agency is not linked to: 404 on the services step, the estimate and the booking; nothing stored', async () => {
    const car = await clientCar(t.clientB.userId!);
    expect((await h.app.inject({ method: 'GET', url: `/api/carservice/car_services?id_vehicle=${car}`, headers: as('agency') })).statusCode).toBe(404);
    const refused = await h.app.inject({ method: 'POST', url: '/api/carservice/estimate', payload: { id_vehicle: car, id_car_service: [2201] }, headers: as('agency') });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'API_ERROR_VEHICLE_NOT_FOUND' });
    // the client's own estimate, tried by the agency
    const own = await h.app.inject({ method: 'POST', url: '/api/carservice/estimate', payload: { id_vehicle: car, id_car_service: [2201] }, headers: as('clientB') });
    expect(own.statusCode).toBe(201);
    const before = (await h.database.db.execute(sql`select count(*)::int as n from workshop_orders`)) as unknown as { rows: { n: number }[] };
    const res = await h.app.inject({ method: 'POST', url: '/api/reservations', payload: body(car, own.json().id), headers: as('agency') });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('API_ERROR_VEHICLE_NOT_FOUND');
    const after = (await h.database.db.execute(sql`select count(*)::int as n from workshop_orders`)) as unknown as { rows: { n: number }[] };
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});
