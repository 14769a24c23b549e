import { checkCardRequest } from '@parking/domain/contracts/reservation';
import type { Lang } from '@parking/domain/contracts/wire';
import { errorCodes, type FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langOf } from '../errors/error-handler';
import { formatEuroCents } from '@parking/domain/pricing/format-euros';
import { escapeHtml, paymentText } from '../mail/texts';
import { langOrDefault } from '../i18n/lang';
import { ACCESS_TOKEN_HEADER, accessTokenOf } from '../reservations/access-token';
import type { PaymentService } from './payment-service';

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

const tokenHeaders = z.object({
  [ACCESS_TOKEN_HEADER]: z.string().max(200).optional().describe('the reservation_token of the create answer or of the confirmation link'),
});

/** The media type of a request body, without parameters ('application/json; charset=utf-8' -> 'application/json'). */
function mediaType(req: FastifyRequest): string {
  return String(req.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * The traveller's payment routes, opened by the reservation's access token. JSON only: a
 * POST of any other type (an HTML form, text/plain, no body at all) is a 415 before anything
 * runs, so another site can never submit them from a traveller's browser.
 */
const reservationPaymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (app, { payments }) => {
  app.addHook('onRequest', async (req) => {
    if (req.method !== 'GET' && req.method !== 'HEAD' && mediaType(req) !== 'application/json') {
      throw new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE(mediaType(req) || 'none');
    }
  });
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/reservation/payment/check-card',
    {
      schema: {
        tags: ['payments'],
        summary: 'Pay a reservation by card: succeeded, declined, or requires_action with a challenge_url',
        description:
          'X-Reservation-Token opens the reservation; application/json only (415 otherwise). A card booking is pending_payment until the payment succeeds, then confirmed; after a decline or a failed 3-D Secure it can be retried until payment_due_at. Sandbox cards: 4242 4242 4242 4242 passes, 4000 0000 0000 0002 is declined, 4000 0000 0000 3220 asks for 3-D Secure. The card number is never stored nor logged.',
        headers: tokenHeaders,
        body: checkCardRequest,
      },
    },
    async (req) => payments.checkCard(accessTokenOf(req), req.body, app.now(), langOf(req)),
  );

  app.get(
    '/api/reservation/payment',
    {
      schema: {
        tags: ['payments'],
        summary: 'Payment status (polled while the challenge frame is open)',
        description: 'X-Reservation-Token opens the reservation; a missing or unknown token is a 404.',
        headers: tokenHeaders,
      },
    },
    async (req) => payments.status(accessTokenOf(req)),
  );

  app.post(
    '/api/reservation/payment/cancel',
    {
      schema: {
        tags: ['payments'],
        summary: 'Give up the card: the booking is confirmed, paid at the car park',
        description:
          'X-Reservation-Token opens the reservation; application/json only (415 otherwise). An unfinished card attempt is cancelled; a succeeded payment is never voided (409 API_ERROR_PAYMENT_NOT_ALLOWED).',
        headers: tokenHeaders,
        body: z.object({}).optional(),
      },
    },
    async (req) => payments.cancel(accessTokenOf(req), app.now()),
  );
};

/** The payment routes; the service is the app's (app/services.ts), the sweep runs from app/jobs.ts. */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = app.services.payments;
  await app.register(reservationPaymentRoutes, { payments });
  await app.register(sandboxChallengeRoutes, { payments });
};

/**
 * The sandbox's 3-D Secure page stands in for the card issuer's own page, which lives on the
 * provider's site and answers with an HTML form: only these two routes read forms.
 */
const sandboxChallengeRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (app, { payments }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.get(
    '/api/payments/sandbox/challenge/:paymentId',
    { schema: { tags: ['payments'], summary: 'Sandbox 3-D Secure challenge page (HTML)', params: challengeParams } },
    async (req, reply) => {
      const found = await payments.findChallenge(req.params.paymentId);
      // a page: the pages' security headers, not the API's (decision 0055)
      reply.pageSecurityHeaders().type('text/html; charset=utf-8').header('cache-control', 'no-store');
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
      // a page: the pages' security headers, not the API's (decision 0055)
      reply.pageSecurityHeaders().type('text/html; charset=utf-8').header('cache-control', 'no-store');
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
