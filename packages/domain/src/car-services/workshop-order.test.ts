import { describe, expect, it } from 'vitest';
import { canMoveOrder, orderHoldsSlot as holdsSlot, statusMailed, WORKSHOP_ORDER_STATUSES } from './workshop-order';

const LIFE = 'issue 16.6 "Orders move requested -> confirmed -> in progress -> done (or cancelled)"';

describe('canMoveOrder', () => {
  it.each([
    [`${LIFE}: requested -> confirmed`, 'requested', 'confirmed', true],
    [`${LIFE}: confirmed -> in progress`, 'confirmed', 'in_progress', true],
    [`${LIFE}: in progress -> done`, 'in_progress', 'done', true],
    [`${LIFE}: requested -> cancelled`, 'requested', 'cancelled', true],
    [`${LIFE}: in progress -> cancelled`, 'in_progress', 'cancelled', true],
    [`${LIFE}: no skipping: requested -> done`, 'requested', 'done', false],
    [`${LIFE}: no going back: done -> in progress`, 'done', 'in_progress', false],
    [`${LIFE}: a done job is not cancelled`, 'done', 'cancelled', false],
    [`${LIFE}: cancelled is final`, 'cancelled', 'confirmed', false],
    [`${LIFE}: no move to the same state`, 'confirmed', 'confirmed', false],
  ] as const)('%s', (_t, from, to, ok) => {
    expect(canMoveOrder(from, to)).toBe(ok);
  });

  it('issue 16.6 "a mail ... when the order is confirmed and when it is done"', () => {
    expect(WORKSHOP_ORDER_STATUSES.filter(statusMailed)).toEqual(['confirmed', 'done']);
  });
});

describe('orderHoldsSlot (decision 0025: a booking\'s cancel gives back what an open order holds)', () => {
  it.each([
    ['requested', true],
    ['confirmed', true],
    ['in_progress', true],
    ['done', false],
    ['cancelled', false],
  ] as const)('issue 16.6 "Orders move requested -> confirmed -> in progress -> done (or cancelled)": %s holds the slot: %s', (status, held) => {
    expect(holdsSlot(status)).toBe(held);
  });
});
