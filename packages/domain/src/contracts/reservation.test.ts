import { describe, expect, it } from 'vitest';
import { calculatePriceRequest } from './offer';
import { createReservationRequest, reservationBodyFor } from './reservation';

describe('reservation contract: the calculate request plus the forms (one schema, not a copy)', () => {
  it('takes every field of the calculate request, with the very same schema', () => {
    const own = new Set(['source_mode']); // the booking defaults it to 'parking'
    for (const [key, schema] of Object.entries(calculatePriceRequest.shape)) {
      expect(createReservationRequest.shape, key).toHaveProperty(key);
      if (!own.has(key)) expect(createReservationRequest.shape[key as keyof typeof createReservationRequest.shape], key).toBe(schema);
    }
  });

  it('keeps id_mechanical_estimate and the other pricing fields when parsing a booking', () => {
    const body = {
      startDate: '2026-06-10 10:00:00',
      endDate: '2026-06-12 10:00:00',
      productId: '4',
      id_mechanical_estimate: '7',
      absuid: '1780000000000-1234',
      check_carservice_availability: true,
      reservation: { name: 'Ana', surname: 'García', email: 'ana@example.com', phone: '+34 612 345 678', plate: '1234 BCD' },
      terms: { salesTerms: true, insurance: true, vehicleMove: true },
      price: 0.01,
    };
    const parsed = reservationBodyFor({ flightRequired: false, hasCarServices: true }).parse(body);
    expect(parsed).toMatchObject({ productId: 4, id_mechanical_estimate: 7, absuid: '1780000000000-1234', check_carservice_availability: true, source_mode: 'parking' });
    expect(parsed).not.toHaveProperty('price');
  });
});
