import { productFacts } from '@parking/domain/booking/product-facts';
import type { ProductService } from '@parking/domain/contracts/catalog';
import type { PaymentStatus, ReservationStatus } from '@parking/domain/contracts/reservation';

/**
 * What the confirmation page says about a stored reservation (issue 9.1). A card booking is
 * pending_payment until its payment succeeds (decision 0009): the page must not show it as
 * confirmed, nor one the payment sweep has cancelled.
 */
export type ConfirmationState = 'confirmed' | 'pending' | 'cancelled';

export function confirmationState(status: ReservationStatus): ConfirmationState {
  if (status === 'pending_payment') return 'pending';
  if (status === 'cancelled') return 'cancelled';
  return 'confirmed';
}

const PENDING_PAYMENT: readonly PaymentStatus[] = ['pending', 'requires_action', 'declined', 'failed'];

/** The payment line under the total: a key of the `confirmation` catalogue. */
export function paymentKey(r: { status: ReservationStatus; payment_status: PaymentStatus }): string {
  const state = confirmationState(r.status);
  if (state === 'cancelled') return 'payment.none';
  if (state === 'pending') return `payment.pending.${PENDING_PAYMENT.includes(r.payment_status) ? r.payment_status : 'pending'}`;
  // Confirmed: by card once its payment succeeded, otherwise paid at the car park.
  return r.payment_status === 'succeeded' ? 'payment.card' : 'payment.parking';
}

/** 'DD/MM/YYYY HH:mm' (the page's date format) split into its day and its time. */
export function dayAndTime(display: string): { day: string; time: string } {
  const [day = display, time = ''] = display.split(' ');
  return { day, time };
}

export interface ArrivalStep {
  /** key under `confirmation:arrival.*` */
  key: string;
  vars: Record<string, string | number>;
}

export interface ArrivalInput {
  service: ProductService;
  /** the car park as the traveller reads it (carParkAddress) */
  carPark: string;
  checkIn: { day: string; time: string };
  checkOut: { day: string; time: string };
  /** terminal names, or null where the product has none (the translated "your terminal" then) */
  inTerminal: string;
  outTerminal: string;
}

/**
 * "What happens on arrival" (issue 9.1), step by step, from the product's kind and the product
 * texts' facts (packages/domain/src/booking/product-facts.ts: the shuttle takes 5 minutes to
 * the terminal, the cruise minibus 30; the premium driver takes the car and its keys at the
 * terminal): where to go at check-in, how the traveller reaches the terminal, how the car
 * comes back at check-out.
 */
export function arrivalSteps(a: ArrivalInput): ArrivalStep[] {
  const { transfer } = productFacts(a.service);
  const atIn = { day: a.checkIn.day, time: a.checkIn.time };
  const atOut = { day: a.checkOut.day, time: a.checkOut.time };
  const desk: ArrivalStep = { key: 'desk', vars: { ...atIn, carPark: a.carPark } };
  switch (transfer.kind) {
    case 'shuttle':
      return [
        desk,
        { key: 'shuttleOut', vars: { terminal: a.inTerminal, minutes: transfer.minutes ?? 0 } },
        { key: 'shuttleBack', vars: { ...atOut, terminal: a.outTerminal } },
      ];
    case 'driver':
      return [
        { key: 'driverOut', vars: { ...atIn, terminal: a.inTerminal } },
        { key: 'driverBack', vars: { ...atOut, terminal: a.outTerminal } },
      ];
    case 'minibus':
      return [desk, { key: 'minibusOut', vars: { minutes: transfer.minutes ?? 0 } }, { key: 'minibusBack', vars: atOut }];
    case 'walk':
      return [desk, { key: 'walkOut', vars: {} }, { key: 'pickUp', vars: atOut }];
    default:
      return [desk, { key: 'pickUp', vars: atOut }];
  }
}

/**
 * Issue 17.1: who ended a cancelled booking. The payment sweep expires only unpaid card
 * bookings (decision 0009), and since decision 0026 it sets `cancelled_at` too; a cancellation
 * asked for (traveller, owner, agent) is any other one with `cancelled_at`.
 */
export function cancelledOnRequest(r: { status: ReservationStatus; payment_method: string; payment_status: PaymentStatus; cancelled_at?: string | null }): boolean {
  if (r.status !== 'cancelled' || !r.cancelled_at) return false;
  return !(r.payment_method === 'card' && r.payment_status !== 'succeeded');
}
