import { PRODUCT_IDS } from '@parking/domain/contracts/catalog';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { backends, useApp } from '../test/build';
import { bookingBody, EXPRESS } from '../test/reservation-fixtures';

// Spec 1 car-ferry removal item (decision 0025): a port car park's driver collects the car at
// the ferry terminal; 35.00 a booking, VAT included; port products only.
const PORT = PRODUCT_IDS.puerto;
const portStay = { startDate: '2026-06-10 09:15:00', endDate: '2026-06-17 08:00:00', productId: PORT };

describe.each(backends)('car-ferry removal on %s', (backend) => {
  const h = useApp(backend);
  const calc = (payload: object, lang = 'es') =>
    h.app.inject({ method: 'POST', url: '/api/offers/calculate', payload, headers: { 'accept-language': lang } });

  it('the offer answers it at a port car park as its own line, in the price', async () => {
    const without = await calc(portStay);
    expect(without.statusCode, without.body).toBe(200);
    expect(without.json().offer.pvp_mechanical_order_ferry).toBe(0);
    const withFerry = await calc({ ...portStay, ferry_removal: true });
    expect(withFerry.statusCode, withFerry.body).toBe(200);
    const a = without.json().offer;
    const b = withFerry.json().offer;
    expect(b.pvp_mechanical_order_ferry).toBe(35);
    expect(b.price).toBeCloseTo(a.price + 35, 2);
    // no car-service discount tier, no transfer: it is no workshop job
    expect(b).toMatchObject({ pvp_carservice_discount: 0, pvp_mechanical_order_transfer: 0, pvp_mechanical_orders: 0 });
  });

  it('is refused (400 on ferry_removal, in the caller\'s language) at a car park that is no port', async () => {
    const res = await calc({ startDate: '2026-06-10 10:00:00', endDate: '2026-06-12 10:00:00', productId: EXPRESS, ferry_removal: true }, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ field: 'ferry_removal', code: 'ferry_removal_not_offered', reason: 'Ferry removal is only offered at port car parks.' });
    // false is simply no item
    expect((await calc({ startDate: '2026-06-10 10:00:00', endDate: '2026-06-12 10:00:00', productId: EXPRESS, ferry_removal: false })).statusCode).toBe(200);
  });

  it('the booking stores it, the reservation view and the confirmation mail show it', async () => {
    const body = bookingBody({
      ...portStay,
      in_terminal: null,
      ferry_removal: true,
      reservation: { ...bookingBody().reservation, email: 'ferry.removal@example.com' },
    });
    const res = await h.app.inject({ method: 'POST', url: '/api/reservations', payload: body });
    expect(res.statusCode, res.body).toBe(201);
    const r = res.json();
    expect(r.price_lines.pvp_mechanical_order_ferry).toBe(35);
    const view = await h.app.inject({ method: 'GET', url: `/api/reservations/${r.reference}`, headers: { 'x-reservation-token': r.reservation_token } });
    expect(view.statusCode).toBe(200);
    expect(view.json().price_lines.pvp_mechanical_order_ferry).toBe(35);
    const mail = (await h.database.db.execute(sql`select text from outbox where "to" = 'ferry.removal@example.com' order by id`)) as unknown as { rows: { text: string }[] };
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]!.text).toContain('Retirada en el ferry');
    expect(mail.rows[0]!.text).toMatch(/Retirada en el ferry\D*35,00/);
  });
});
