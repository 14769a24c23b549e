import type { ClientPointsResponse } from '@parking/domain/contracts/points';
import { centsToEuros } from '@parking/domain/money/money';
import type { PointsBalance } from '@parking/domain/points/points';
import type { PointsRecordRow } from './points-repository';

/** The wire shape of a client's points (GET /api/client/points): euros, newest first, voided records left out. */
export function pointsView(balance: PointsBalance, records: readonly PointsRecordRow[]): ClientPointsResponse {
  return {
    balance: centsToEuros(balance.availableCents),
    pending: centsToEuros(balance.pendingCents),
    records: records
      .filter((r) => r.voidedAt === null)
      .map((r) => ({
        id: r.id,
        kind: r.kind,
        points: centsToEuros(r.cents),
        booking_number: r.bookingNumber,
        created_at: r.createdAt.toISOString(),
        available_at: r.availableAt.toISOString(),
      })),
  };
}
