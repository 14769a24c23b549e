import { GUEST_VEHICLE_TOKEN_HEADER } from '@parking/domain/contracts/vehicle';
import type { FastifyRequest } from 'fastify';
import type { VehicleCaller } from './vehicle-service';

/**
 * Who calls a vehicle route, or books with a vehicle: the session's account (request.account(),
 * auth/session.ts) and a guest's X-Vehicle-Token header (decision 0023).
 */
export async function vehicleCallerOf(req: FastifyRequest): Promise<VehicleCaller> {
  const raw = req.headers[GUEST_VEHICLE_TOKEN_HEADER];
  const token = typeof raw === 'string' && raw !== '' ? raw : null;
  const account = await req.account();
  if (!account) return { type: 'none', token };
  if (account.type === 'agency') return { type: 'agency', agencyId: account.agencyId, token };
  return { type: 'client', userId: account.userId, token };
}
