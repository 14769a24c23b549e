import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { promoCodes } from '../db/schema';
import { reservations } from '../db/schema-reservations';
import { backends, useApp } from '../test/build';
import { bookingBody, countRows } from '../test/reservation-fixtures';

// The clock is pinned at Monday 1 June 2026 10:00 Madrid (test/build.ts).
describe.each(backends)('reservation and price route answers on %s', (backend) => {
  const h = useApp(backend);
  const book = (payload: unknown, url = '/api/reservations', headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const calc = (payload: unknown, url = '/api/offers/calculate', headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'POST', url, payload: payload as object, headers });

  const terms = { salesTerms: true, insurance: true, vehicleMove: true };
  const refusals = [
    [
      'a stay of a hundred years',
      { endDate: '2126-06-12 10:00:00' },
      'endDate',
      { en: 'The stay is too long: you can book at most 365 days in a row.', fr: "Le séjour est trop long : vous pouvez réserver au plus 365 jours d'affilée." },
    ],
    [
      'a stay in the year 9999',
      { startDate: '9999-12-30 10:00:00', endDate: '9999-12-31 10:00:00' },
      'startDate',
      { en: 'The entry date is too far ahead: you can book at most five years in advance.', fr: expect.stringContaining('cinq ans') },
    ],
    [
      'an unknown workshop estimate',
      { id_mechanical_estimate: 7, terms },
      'id_mechanical_estimate',
      {
        en: 'The field id_mechanical_estimate names a workshop estimate that does not exist for this booking.',
        fr: "Le champ id_mechanical_estimate indique un devis d'atelier qui n'existe pas pour cette réservation.",
      },
    ],
  ] as const;

  it.each(refusals)('both routes refuse %s with the specific reason in the request language', async (_label, override, field, reasons) => {
    const before = await countRows(h.database.db, 'reservations');
    for (const [lang, reason] of Object.entries(reasons)) {
      const answers = [
        await book(bookingBody(override), `/api/reservations?lang=${lang}`),
        await book(bookingBody(override), '/api/reservations', { 'accept-language': lang }),
        await calc({ ...bookingBody(override), reservation: undefined, billing: undefined }, `/api/offers/calculate?lang=${lang}`),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(400);
        const body = res.json();
        expect(body).toMatchObject({ code: 'API_ERROR_VALIDATION', reason });
        expect(body.details.map((d: { field: string }) => d.field)).toContain(field);
      }
    }
    expect(await countRows(h.database.db, 'reservations')).toBe(before);
  });

  it("answers the request's language even when the booking's own language differs", async () => {
    const res = await book(bookingBody({ endDate: '2126-06-12 10:00:00', lang: 'fr' }), '/api/reservations?lang=en');
    expect(res.json().reason).toBe('The stay is too long: you can book at most 365 days in a row.');
  });

  it.each([
    ['en', { reservation: { ...bookingBody().reservation, email: 'ana@' } }, 'reservation.email', 'Enter a valid e-mail address'],
    ['es', { reservation: { ...bookingBody().reservation, email: 'ana@' } }, 'reservation.email', 'Introduce un correo electrónico válido'],
    ['fr', { billing: { ...bookingBody().billing, nif: '12345678A' } }, 'billing.nif', 'Saisissez un DNI, NIE ou CIF valide'],
    ['ca', { billing: { ...bookingBody().billing, name: 'x'.repeat(151) } }, 'billing.name', 'Introdueix com a màxim 150 caràcters'],
    ['en', { billing: { ...bookingBody().billing, name: 'Ana' } }, 'billing.name', 'Enter name and surname'],
    ['en', { terms: { salesTerms: false } }, 'terms.salesTerms', 'You must accept the sales terms'],
    // Checked after the product is known (express Prat needs the return flight).
    ['es', { reservation: { ...bookingBody().reservation, flightNumber: null } }, 'reservation.flightNumber', 'Este campo es obligatorio'],
    ['en', { id_mechanical_estimate: 7 }, 'terms.insurance', 'You must accept the insurance conditions'],
  ])('in %s, a refused form field reads as the form says it (%s)', async (lang, override, field, reason) => {
    const res = await book(bookingBody(override), `/api/reservations?lang=${lang}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('API_ERROR_VALIDATION');
    expect(body.details[0]).toMatchObject({ field, reason });
    expect(body.reason).toBe(reason);
  });

  it('accepts every field of the calculate request (one schema) and prices the booking as the offer', async () => {
    const extra = {
      absuid: '1780000000000-1234',
      form_version: 2,
      step: 'traveler-data',
      experiment: 'none',
      screen_resolution: 1,
      check_carservice_availability: true,
      delete_id_car_service: '3,4',
      use_points: false,
      id_mechanical_estimate: null,
      source_mode: 'parking',
      id_wash_extra: 101,
    };
    const offer = (await calc({ ...bookingBody(extra), reservation: undefined, billing: undefined, terms: undefined })).json().offer;
    const res = await book(bookingBody(extra));
    expect(res.statusCode).toBe(201);
    expect(res.json().price).toBe(offer.price);
    expect(res.json().price_lines.pvp_wash).toBe(offer.pvp_wash);
  });

  it('records the applied promo code and names it in the view, in the request language', async () => {
    const res = await book(bookingBody({ promoCode: 'welcome10', startDate: '2026-06-20 10:00:00', endDate: '2026-06-22 10:00:00' }), '/api/reservations?lang=en');
    expect(res.statusCode).toBe(201);
    const view = res.json();
    expect(view.promos).toEqual([{ code: 'WELCOME10', name: 'Welcome: 10% off' }]);
    expect(view.price_lines.pvp_promotion).toBeGreaterThan(0);
    const [row] = await h.database.db.select().from(reservations).where(eq(reservations.id, view.id));
    expect(row?.promoCode).toBe('WELCOME10');

    const headers = { 'x-reservation-token': view.reservation_token };
    const fr = await h.app.inject({ method: 'GET', url: `/api/reservations/${view.reference}?lang=fr`, headers });
    expect(fr.json().promos).toEqual([{ code: 'WELCOME10', name: 'Bienvenue : 10 % de réduction' }]);
    // A code disabled after the booking is still named on the confirmation.
    await h.database.db.update(promoCodes).set({ enabled: false }).where(eq(promoCodes.code, 'WELCOME10'));
    await h.app.promos.invalidate();
    try {
      const later = await h.app.inject({ method: 'GET', url: `/api/reservations/${view.reference}?lang=es`, headers });
      expect(later.json().promos).toEqual([{ code: 'WELCOME10', name: 'Bienvenida: 10% de descuento' }]);
    } finally {
      await h.database.db.update(promoCodes).set({ enabled: true }).where(eq(promoCodes.code, 'WELCOME10'));
      await h.app.promos.invalidate();
    }
  });

  it('records no promo when none applied or the code was refused', async () => {
    const none = (await book(bookingBody({ startDate: '2026-06-23 10:00:00', endDate: '2026-06-24 10:00:00' }))).json();
    expect(none.promos).toEqual([]);
    const refused = await book(bookingBody({ promoCode: 'NOSUCHCODE', startDate: '2026-06-23 10:00:00', endDate: '2026-06-24 10:00:00' }));
    expect(refused.statusCode).toBe(201);
    expect(refused.json().promos).toEqual([]);
    expect(refused.json().price_lines.pvp_promotion ?? 0).toBe(0);
    const [row] = await h.database.db.select().from(reservations).where(eq(reservations.id, refused.json().id));
    expect(row?.promoCode).toBeNull();
  });

  it('refuses an urban booking with no service (spec 4 Summary buttons), in the request language, and stores nothing', async () => {
    const before = await countRows(h.database.db, 'reservations');
    const stay = { startDate: '2026-06-25 10:00:00', endDate: '2026-06-26 10:00:00' };
    for (const [lang, reason] of [
      ['es', 'Debes seleccionar al menos un servicio para continuar'],
      ['en', 'You must select at least one service to continue'],
    ] as const) {
      const res = await book(bookingBody({ ...stay, source_mode: 'urban' }), `/api/reservations?lang=${lang}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ code: 'API_ERROR_MISSING_SERVICES', reason });
    }
    expect(await countRows(h.database.db, 'reservations')).toBe(before);
    // A wash is a service: the same urban booking with it is stored; parking mode needs none.
    expect((await book(bookingBody({ ...stay, source_mode: 'urban', id_wash_extra: 101 }))).statusCode).toBe(201);
    expect((await book(bookingBody({ ...stay, source_mode: 'parking', reservation: { ...bookingBody().reservation, plate: '5678 BCD' } }))).statusCode).toBe(201);
  });
});

