import { describe, expect, it } from 'vitest';
import { DB_ID_MAX } from '../validation/ids';
import { defaultProfileRequest } from './account';
import { calculatePriceRequest } from './offer';
import { createReservationRequest } from './reservation';

/**
 * Issue 18.5: "`PUT /api/me/default-profile` with `profile_id` 2147483648 (or
 * 9007199254740991), and `POST /api/reservations` with that `profile_id` as a logged-in
 * client, answer 500 (the id overflows the integer column)." Every id field of the
 * contracts uses the one id type of validation/ids.ts, so the route answers 400.
 */
describe('every id field of the contracts refuses ids past the column (400, not a 500)', () => {
  const overflow = [2_147_483_648, 9_007_199_254_740_991];
  const stay = { startDate: '2026-06-10 10:00:00', endDate: '2026-06-12 10:00:00', productId: 4 };

  it.each(overflow)('PUT /api/me/default-profile profile_id %d', (id) => {
    expect(defaultProfileRequest.safeParse({ profile_id: id }).success).toBe(false);
    expect(defaultProfileRequest.safeParse({ profile_id: DB_ID_MAX }).success).toBe(true);
  });

  it.each(overflow)('POST /api/reservations profile_id %d', (id) => {
    const r = createReservationRequest.safeParse({ ...stay, profile_id: id });
    expect(r.success ? [] : r.error.issues.map((i) => i.path.join('.'))).toContain('profile_id');
  });

  const idFields = ['productId', 'id_wash_extra', 'id_space_extra', 'id_mechanical_estimate', 'in_terminal', 'out_terminal', 'reservation_id'] as const;
  it.each(idFields.flatMap((field) => overflow.flatMap((id) => [[field, id], [field, String(id)]] as const)))(
    'POST /api/offers/calculate (and the booking body) %s = %s',
    (field, id) => {
      for (const schema of [calculatePriceRequest, createReservationRequest]) {
        const r = schema.safeParse({ ...stay, [field]: id });
        expect(r.success ? [] : r.error.issues.map((i) => i.path.join('.'))).toContain(field);
      }
    },
  );

  it('trip.in_terminal and delete_id_car_service too', () => {
    const r = calculatePriceRequest.safeParse({ ...stay, trip: { in_terminal: 2_147_483_648 }, delete_id_car_service: '1,2147483648' });
    expect(r.success ? [] : r.error.issues.map((i) => i.path.join('.')).sort()).toEqual(['delete_id_car_service', 'trip.in_terminal']);
  });
});
