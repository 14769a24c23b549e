import { checkCardRequest, reservationReferenceParams } from '@parking/domain/contracts/reservation';
import type { Lang } from '@parking/domain/contracts/wire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langOf } from '../errors/error-handler';
import { formatEuroCents } from '@parking/domain/pricing/format-euros';
import { escapeHtml, langOrDefault, paymentText } from '../mail/texts';
import type { PaymentProvider } from './payment-provider';
import { createPaymentService } from './payment-service';

const challengeParams = z.object({ paymentId: z.string().regex(/^[\w-]{1,80}$/) });

/**
 * A small server-rendered page in the reservation's language. No script at all (the CSP
 * allows none inline): two plain forms post the result; the web app polls the payment
 * status while this page sits in its 500 px frame.
 */
function page(lang: Lang, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:1.5rem;color:#1a1a1a;background:#fff}main{max-width:28rem;margin:0 auto}
h1{font-size:1.25rem}.actions{display:flex;gap:1rem;flex-wrap:wrap}button{font:inherit;padding:.6rem 1.4rem;border-radius:.4rem;border:2px solid #0b4f9c;cursor:pointer}
.ok{background:#0b4f9c;color:#fff}.ko{background:#fff;color:#8a1111;border-color:#8a1111}button:focus-visible{outline:3px solid #f5a623;outline-offset:2px}</style>
</head><body><main aria-label="${escapeHtml(title)}">${body}</main></body></html>`;
}

export const paymentRoutes: FastifyPluginAsyncZod<{ provider: PaymentProvider }> = async (app, { provider }) => {
  const payments = createPaymentService(app.db, provider);
  // Only this plugin's routes read HTML forms (the challenge buttons).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    '/api/reservations/:reference/payment/check-card',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pay a reservation by card: succeeded, declined, or requires_action with a challenge_url',
        description:
          'Sandbox cards: 4242 4242 4242 4242 passes, 4000 0000 0000 0002 is declined, 4000 0000 0000 3220 asks for 3-D Secure. The card number is never stored nor logged.',
        params: reservationReferenceParams,
        body: checkCardRequest,
      },
    },
    async (req) => payments.checkCard(req.params.reference, req.body, app.now(), langOf(req)),
  );

  app.get(
    '/api/reservations/:reference/payment',
    { schema: { tags: ['payments'], summary: 'Payment status (polled while the challenge frame is open)', params: reservationReferenceParams } },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return payments.status(req.params.reference);
    },
  );

  app.post(
    '/api/reservations/:reference/payment/cancel',
    { schema: { tags: ['payments'], summary: 'Cancel the card payment: back to pay in parking', params: reservationReferenceParams } },
    async (req) => payments.cancel(req.params.reference, app.now()),
  );

  app.get(
    '/api/payments/sandbox/challenge/:paymentId',
    { schema: { tags: ['payments'], summary: 'Sandbox 3-D Secure challenge page (HTML)', params: challengeParams } },
    async (req, reply) => {
      const found = await payments.findChallenge(req.params.paymentId);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!found) {
        const lang = langOf(req);
        return reply.code(404).send(page(lang, paymentText(lang, 'not_found'), `<h1>${escapeHtml(paymentText(lang, 'not_found'))}</h1>`));
      }
      const lang = langOrDefault(found.reservation.lang);
      const t = (k: Parameters<typeof paymentText>[1], v?: Record<string, string>) => escapeHtml(paymentText(lang, k, v));
      if (found.payment.status !== 'requires_action') {
        return page(lang, paymentText(lang, 'challenge_title'), `<h1>${t('challenge_title')}</h1><p role="status">${t('result_already')}</p>`);
      }
      const action = `/api/payments/sandbox/challenge/${encodeURIComponent(req.params.paymentId)}`;
      const intro = t('challenge_intro', { amount: formatEuroCents(found.payment.amountCents, lang), last4: found.payment.last4 ?? '' });
      return page(
        lang,
        paymentText(lang, 'challenge_title'),
        `<h1>${t('challenge_title')}</h1><p>${intro}</p>
<div class="actions"><form method="post" action="${action}"><input type="hidden" name="result" value="authorise"><button class="ok" type="submit">${t('authorise')}</button></form>
<form method="post" action="${action}"><input type="hidden" name="result" value="fail"><button class="ko" type="submit">${t('fail')}</button></form></div>`,
      );
    },
  );

  app.post(
    '/api/payments/sandbox/challenge/:paymentId',
    {
      schema: {
        tags: ['payments'],
        summary: 'Sandbox challenge answer (form post); renders the result page',
        params: challengeParams,
        body: z.object({ result: z.enum(['authorise', 'fail']) }),
      },
    },
    async (req, reply) => {
      const done = await payments.completeChallenge(req.params.paymentId, req.body.result, app.now());
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      if (!done) {
        const lang = langOf(req);
        return reply.code(404).send(page(lang, paymentText(lang, 'not_found'), `<h1>${escapeHtml(paymentText(lang, 'not_found'))}</h1>`));
      }
      const lang = langOrDefault(done.found.reservation.lang);
      const key = done.result === 'already' ? 'result_already' : done.result === 'succeeded' ? 'result_succeeded' : 'result_failed';
      return page(lang, paymentText(lang, 'challenge_title'), `<h1>${escapeHtml(paymentText(lang, 'challenge_title'))}</h1><p role="status">${escapeHtml(paymentText(lang, key))}</p>`);
    },
  );
};
