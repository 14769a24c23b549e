import { pointsBalance, type PointsBalance } from '@parking/domain/points/points';
import type { Db } from '../db/client';
import { ledgerOf, listPointsRecords } from './points-repository';
import { pointsView } from './points-view';
import type { ClientPointsResponse } from '@parking/domain/contracts/points';

export interface PointsServiceDeps {
  db: Db;
  now: () => Date;
}

/**
 * Issue 19 points (docs/decisions/0031-points.md): the balance and history of a client's points.
 * Booking, cancel and the payment sweep write records inside their own transactions through
 * points-ledger.ts.
 */
export function createPointsService({ db, now }: PointsServiceDeps) {
  async function balance(userId: number, at: Date = now(), tx: Db = db): Promise<PointsBalance> {
    return pointsBalance(await ledgerOf(tx, userId), at);
  }

  /** GET /api/client/points: the balance at `now` and the records, newest first. */
  async function history(userId: number, at: Date = now()): Promise<ClientPointsResponse> {
    const records = await listPointsRecords(db, userId);
    return pointsView(pointsBalance(records, at), records);
  }

  return {
    balance,
    history,
    /** the available balance in cents (GET /api/me `points`, the offer with use_points) */
    availableCents: async (userId: number, at: Date = now()): Promise<number> => (await balance(userId, at)).availableCents,
  };
}

export type PointsService = ReturnType<typeof createPointsService>;
