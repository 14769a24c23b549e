import { calculatePriceRequest } from '@parking/domain/contracts/offer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langOf } from '../errors/error-handler';
import { calculateResponseJson } from './offer-service';
import { stayDatesExist } from '@parking/domain/contracts/wire';

/**
 * The shared contract plus the check that a well-formed date exists in Madrid (e.g.
 * 2026-02-30 matches the pattern but is no date): the domain's stayDatesExist.
 */
const calculateBody = calculatePriceRequest.superRefine(stayDatesExist);

export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  const offers = app.services.offers;
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
      // A refusal (a DomainError) goes to the one error handler, which gives the specific
      // reason of a refused field in the request's language.
      const result = await offers.calculate(req.body, app.now(), langOf(req));
      return reply.type('application/json; charset=utf-8').send(calculateResponseJson(result));
    },
  );
};
