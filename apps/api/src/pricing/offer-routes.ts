import { calculatePriceRequest } from '@parking/domain/contracts/offer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DomainError } from '@parking/domain/errors/codes';
import { errorBody, langOf } from '../errors/error-handler';
import { calculateResponseJson, createOfferService } from './offer-service';
import { wireInstant } from './wire-dates';

/**
 * The shared contract plus the server-only check that a well-formed date exists in Madrid
 * (e.g. 2026-02-30 matches the pattern but is no date); the shape itself is never copied.
 */
const calculateBody = calculatePriceRequest.superRefine((v, ctx) => {
  for (const field of ['startDate', 'endDate'] as const) {
    if (wireInstant(v[field]) === null) ctx.addIssue({ code: 'custom', path: [field], message: 'invalid_wire_date' });
  }
});

export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  const offers = createOfferService({ catalog: app.catalog, extras: app.extras, promos: app.promos, availability: app.availability });
  app.post(
    '/api/offers/calculate',
    {
      schema: {
        tags: ['offers'],
        summary: 'Price of a stay: the offer with every pvp_* line',
        description:
          'Dates are YYYY-MM-DD HH:mm:ss Madrid wall time; amounts are euros. Errors: API_ERROR_UNKNOWN_PRODUCT, API_ERROR_UNKNOWN_TERMINAL, API_ERROR_DATES_IN_PAST, API_ERROR_END_BEFORE_START, API_ERROR_CLOSED_HOURS, API_ERROR_VALIDATION (also an unknown or not-offered extra, naming the field), 409 API_ERROR_RESERVATION_OUT_OF_STOCK with details.alternative_offer. A refused promo code is not an error: it comes back in offer.promos[].error with promoLoaded 0.',
        body: calculateBody,
      },
    },
    async (req, reply) => {
      const lang = langOf(req);
      try {
        const result = await offers.calculate(req.body, app.now(), lang);
        return reply.type('application/json; charset=utf-8').send(calculateResponseJson(result));
      } catch (err) {
        // A field the service refused (an extra the product does not offer, a stay out of
        // bounds) says why in its detail; lift that to `reason`, which is what the web app
        // shows, as the handler does for schema errors, instead of the generic text.
        if (!(err instanceof DomainError) || err.code !== 'API_ERROR_VALIDATION' || !Array.isArray(err.details)) throw err;
        const first: unknown = err.details[0];
        const reason = first && typeof first === 'object' && 'reason' in first && typeof first.reason === 'string' ? first.reason : undefined;
        return reply.code(err.status).send(errorBody(lang, err.code, err.details, reason));
      }
    },
  );
};
