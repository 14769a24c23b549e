/**
 * Issue 19 points on the wire (/work/notes/vp-contract.md; docs/decisions/0031-points.md).
 * Amounts in euros with two decimals (1 point = 1 EUR); instants as ISO 8601 strings.
 */
import type { PointsRecordKind } from '../points/points';

/** One record of the account's points, newest first. `points` is signed: spent and expired are negative. */
export interface PointsRecordView {
  id: number;
  kind: PointsRecordKind;
  points: number;
  /** the booking number the record belongs to, or null (the opening balance) */
  booking_number: string | null;
  created_at: string;
  /** when the record counts in the balance (earned: the stay's end) */
  available_at: string;
}

/** GET /api/client/points (client session; anonymous 401, agency 403). */
export interface ClientPointsResponse {
  /** available now, never below zero */
  balance: number;
  /** earned on bookings whose stay has not ended yet */
  pending: number;
  records: PointsRecordView[];
}
