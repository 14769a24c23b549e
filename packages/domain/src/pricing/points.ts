/**
 * Points pay at most what is left to pay (design.md section 3), and never a negative amount
 * whatever the balance says (a corrupted or overdrawn balance must not add to the bill).
 */
export function pointsToUseCents(availablePointsCents: number, payableCents: number): number {
  const available = Number.isFinite(availablePointsCents) ? Math.floor(availablePointsCents) : 0;
  const payable = Number.isFinite(payableCents) ? Math.floor(payableCents) : 0;
  return Math.max(0, Math.min(available, payable));
}
