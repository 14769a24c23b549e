import type { FastifyBaseLogger } from 'fastify';
import type { AvailabilityChange } from '../availability/availability-cache';
import { orderHoldsSlot, type WorkshopOrderStatus } from '@parking/domain/car-services/workshop-order';
import { extraHeldDays } from '@parking/domain/time/stay-days';
import { SERVICE_PHOTO_UPLOAD_TTL_HOURS } from '@parking/domain/car-services/custom-requests';
import { cancelWorkshopOrdersOf } from '../car-services/car-services-repository';
import { deleteStalePhotoUploads } from '../car-services/service-photos-repository';
import { releaseHeld } from '../capacity/capacity-repository';
import type { Db } from '../db/client';
import { releasePromo } from '../promos/promo-repository';
import { givePointsBack } from '../points/points-repository';
import { releaseVoucherUses } from '../vouchers/voucher-repository';
import { cancelOpenPayments, cancelReservations, claimExpiredHolds, extrasOfReservations, recordExpiries } from './payment-repository';

/** How often each node looks for unpaid card bookings whose hold ended. */
export const PAYMENT_SWEEP_INTERVAL_MS = 60_000;
/** Rows one sweep transaction claims; the next batch follows at once. */
const BATCH = 100;

export interface ExpiredReservation {
  id: number;
  productId: number;
  days: string[];
  promoCode: string | null;
  /** provider references of card attempts left open (a 3-D Secure never answered) */
  openPayments: string[];
}

/**
 * Cancels the card bookings still pending_payment at `now` past their payment_due_at
 * (PAYMENT_HOLD_MINUTES after booking, packages/domain/src/payments/payment-state.ts) and
 * gives back what they held: parking days, extras' days, the workshop slot of a booking with
 * car services (its workshop order cancelled, decision 0025), the promo code's use.
 *
 * Any number of nodes may run it at once: each claims its rows with FOR UPDATE SKIP LOCKED,
 * so a row is expired by exactly one of them, and a row a payment is settling right now (the
 * payment service locks it FOR UPDATE) is skipped and looked at again next time.
 */
export async function expireUnpaidReservations(
  db: Db,
  now: Date,
  opts: { limit?: number; notify?: (tx: Db, change: AvailabilityChange) => Promise<void> } = {},
): Promise<{ expired: ExpiredReservation[]; change: AvailabilityChange | null }> {
  const limit = opts.limit ?? BATCH;
  return db.transaction(async (tx) => {
    const due = await claimExpiredHolds(tx, now, limit);
    if (due.length === 0) return { expired: [], change: null };
    const ids = due.map((r) => r.id);
    await cancelReservations(tx, ids, now);
    await recordExpiries(tx, ids, now);
    const open = await cancelOpenPayments(tx, ids, now);
    const extras = await extrasOfReservations(tx, ids);
    // The bookings' lock order over the whole batch (capacity-repository.ts releaseHeld), then
    // the promo codes' uses, by code.
    await releaseHeld(tx, {
      parking: due.flatMap((r) => r.days.map((day) => ({ productId: r.productId, day }))),
      extras: extras.flatMap((e) => {
        const r = due.find((x) => x.id === e.reservationId)!;
        return [...new Set(extraHeldDays(e.kind as 'wash' | 'space' | 'double_space', r.days))].map((day) => ({ productId: r.productId, extraId: e.extraId, day }));
      }),
    });
    // Issue 16: the workshop orders and their slots, after the parking and the extras (the
    // bookings' lock order); under the claimed reservation rows' locks, so a cancel racing the
    // sweep finds the booking cancelled and gives nothing (manage-service.ts cancelOnce).
    await cancelWorkshopOrdersOf(tx, ids, now, (s) => orderHoldsSlot(s as WorkshopOrderStatus));
    for (const code of due.flatMap((r) => (r.promoCode ? [r.promoCode] : [])).sort()) await releasePromo(tx, code);
    // Issue 19: spent points back, pending earned points voided, as a cancel does.
    await givePointsBack(tx, ids, now);
    // and their single-use vouchers can be used again.
    await releaseVoucherUses(tx, ids);
    const days = due.flatMap((r) => r.days).sort();
    const change: AvailabilityChange = {
      productIds: [...new Set(due.map((r) => r.productId))],
      extraIds: [...new Set(extras.map((e) => e.extraId))],
      from: days[0]!,
      to: days[days.length - 1]!,
    };
    // Delivered on commit only: the other nodes drop these days from their caches.
    if (opts.notify) await opts.notify(tx, change);
    const expired = due.map((r) => ({ ...r, openPayments: open.filter((p) => p.reservationId === r.id).map((p) => p.providerRef) }));
    return { expired, change };
  });
}

export interface SweepDeps {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  /** tell the other nodes, inside the expiring transaction */
  notify?: (tx: Db, change: AvailabilityChange) => Promise<void>;
  /** after the commit: forget this node's cached capacity and promo counts */
  onExpired: (expired: ExpiredReservation[], change: AvailabilityChange) => Promise<void>;
  /** void the open card attempts at the provider */
  voidPayment: (providerRef: string) => Promise<void>;
}

/** One pass: batches until nothing is due. Errors are logged, never thrown (a timer calls it). */
export async function sweepOnce(deps: SweepDeps): Promise<number> {
  let total = 0;
  try {
    for (;;) {
      const { expired, change } = await expireUnpaidReservations(deps.db, deps.now(), { notify: deps.notify });
      if (expired.length === 0 || !change) break;
      total += expired.length;
      await deps.onExpired(expired, change);
      for (const p of expired.flatMap((r) => r.openPayments)) await deps.voidPayment(p).catch((err) => deps.log.warn({ err }, 'voiding an expired payment failed'));
      if (expired.length < BATCH) break;
    }
    if (total > 0) deps.log.info({ expired: total }, 'unpaid card bookings expired, capacity released');
  } catch (err) {
    deps.log.error({ err }, 'payment sweep failed');
  }
  // Issue 16.3 (decision 0025): the same timer deletes the custom-service photos of uploads
  // never booked once they are no longer accepted (a traveller's photos are not kept for nothing).
  try {
    const dropped = await deleteStalePhotoUploads(deps.db, new Date(deps.now().getTime() - SERVICE_PHOTO_UPLOAD_TTL_HOURS * 3_600_000));
    if (dropped > 0) deps.log.info({ dropped }, 'photo uploads never booked deleted');
  } catch (err) {
    deps.log.error({ err }, 'photo upload clean-up failed');
  }
  return total;
}

/** Runs the sweep at start and every PAYMENT_SWEEP_INTERVAL_MS; returns the stopper. */
export function startPaymentSweep(deps: SweepDeps, intervalMs = PAYMENT_SWEEP_INTERVAL_MS): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const tick = () => {
    running = running.then(() => sweepOnce(deps));
  };
  tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
