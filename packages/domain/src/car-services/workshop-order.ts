/**
 * Issue 16.6: a workshop order's life. "Orders move requested -> confirmed -> in progress ->
 * done (or cancelled)". Ours: cancelled is reachable from every state but done (a finished
 * job is not undone), and no state is skipped or revisited.
 */
export const WORKSHOP_ORDER_STATUSES = ['requested', 'confirmed', 'in_progress', 'done', 'cancelled'] as const;
export type WorkshopOrderStatus = (typeof WORKSHOP_ORDER_STATUSES)[number];

const NEXT: Record<WorkshopOrderStatus, readonly WorkshopOrderStatus[]> = {
  requested: ['confirmed', 'cancelled'],
  confirmed: ['in_progress', 'cancelled'],
  in_progress: ['done', 'cancelled'],
  done: [],
  cancelled: [],
};

export function canMoveOrder(from: WorkshopOrderStatus, to: WorkshopOrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** The states after which the traveller gets a mail (issue 16.6: "when confirmed and when done"). */
export function statusMailed(status: WorkshopOrderStatus): boolean {
  return status === 'confirmed' || status === 'done';
}

/**
 * Issue 16 meets issue 17 (decision 0025): an order that still holds its workshop slot
 * (requested, confirmed, in progress). Cancelling the booking cancels such an order and gives
 * the slot back; a booking holding one cannot be changed (its slot day and services would no
 * longer match the stay): the traveller cancels and books again.
 */
export function orderHoldsSlot(status: WorkshopOrderStatus): boolean {
  return status === 'requested' || status === 'confirmed' || status === 'in_progress';
}
