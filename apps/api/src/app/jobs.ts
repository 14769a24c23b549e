import type { FastifyInstance } from 'fastify';
import { pruneSessions } from '../auth/session';
import { pruneAttempts } from '../auth/throttle';
import { startPaymentSweep } from '../payments/payment-sweep';

const AUTH_PRUNE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The app's timers, started when the app is ready and stopped on close, on every node:
 * - the outbox relay (issue 7.9): at start and on an interval;
 * - the payment sweep: unpaid card bookings give their space back PAYMENT_HOLD_MINUTES after booking;
 * - an hourly clean-up of ended sessions, forgotten throttle counts and expired sign-ups (deletes are idempotent).
 */
export function registerJobs(app: FastifyInstance): void {
  const { mailer, paymentProvider, accounts } = app.services;
  let stopRelay: (() => Promise<void>) | null = null;
  let stopSweep: (() => Promise<void>) | null = null;
  let pruneTimer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    stopRelay = mailer.startRelay();
    stopSweep = startPaymentSweep({
      db: app.db,
      now: app.now,
      log: app.log,
      notify: (tx, change) => app.availability.notify(tx, change),
      onExpired: async (_expired, change) => {
        app.availability.invalidate(change);
        await app.promos.invalidate();
      },
      voidPayment: (ref) => paymentProvider.cancel(ref),
    });
    pruneTimer = setInterval(() => {
      const now = app.now();
      Promise.all([pruneSessions(app.db, now), pruneAttempts(app.db, now), accounts.prunePendingSignups(now)]).catch((err: unknown) => app.log.warn({ err }, 'auth clean-up failed'));
    }, AUTH_PRUNE_INTERVAL_MS);
    pruneTimer.unref();
  });
  app.addHook('onClose', async () => {
    await stopRelay?.();
    await stopSweep?.();
    if (pruneTimer) clearInterval(pruneTimer);
  });
}
