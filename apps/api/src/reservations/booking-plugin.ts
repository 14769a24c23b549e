import type { FastifyInstance } from 'fastify';
import { createMailer } from '../mail/mailer';
import { outboxRoutes } from '../mail/outbox-routes';
import type { PaymentProvider } from '../payments/payment-provider';
import { paymentRoutes } from '../payments/payment-routes';
import { createSandboxProvider } from '../payments/sandbox-provider';
import { createOfferService } from '../pricing/offer-service';
import { reservationRoutes } from './reservation-routes';

/**
 * Issue 4 wiring: reservations (priced by the offer service), card payments behind a
 * provider (the sandbox unless one is given) and the confirmation mail with its dev outbox.
 */
export async function registerBooking(app: FastifyInstance, provider: PaymentProvider = createSandboxProvider()): Promise<void> {
  const offers = createOfferService({ catalog: app.catalog, extras: app.extras, promos: app.promos, availability: app.availability });
  const mailer = createMailer(app.db, app.config.mail.smtpUrl, app.config.mail.from, app.log, { now: app.now });
  // The outbox relay (issue 7.9): at start and on an interval, on every node; stopped on close.
  let stopRelay: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopRelay = mailer.startRelay();
  });
  app.addHook('onClose', async () => {
    await stopRelay?.();
  });
  await app.register(reservationRoutes, { offers, mailer });
  await app.register(paymentRoutes, { provider, mailer });
  if (app.config.devRoutes) await app.register(outboxRoutes);
}

/** Pino paths that may hold card data; they are never written to the log. */
export const CARD_REDACT_PATHS = [
  'card_number',
  'cvc',
  '*.card_number',
  '*.cvc',
  'req.body.card_number',
  'req.body.cvc',
  'body.card_number',
  'body.cvc',
];
