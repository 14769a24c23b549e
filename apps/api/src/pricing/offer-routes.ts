import { calculatePriceRequest } from '@parking/domain/contracts/offer';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { langOf } from '../errors/error-handler';
import { calculateResponseJson } from './offer-service';
import { stayDatesExist } from '@parking/domain/contracts/wire';
import type { FastifyRequest } from 'fastify';
import { answerKey, cacheableRequest, KeptAnswer, type PricedFrom } from './answer-cache';

/**
 * The shared contract plus the check that a well-formed date exists in Madrid (e.g.
 * 2026-02-30 matches the pattern but is no date): the domain's stayDatesExist.
 */
const calculateBody = calculatePriceRequest.superRefine(stayDatesExist);

/** A lookup of the request's bytes that had to read the place's capacity rows. */
interface Pending {
  key: string;
  kept: Promise<KeptAnswer | undefined>;
}

export const offerRoutes: FastifyPluginAsyncZod = async (app) => {
  const offers = app.services.offers;
  const points = app.services.points;
  // Decision 0042: whole answers kept under the request's bytes, checked against the caches on each hit.
  const answers = offers.answers;
  // The body's text, for this plugin's routes only: Fastify's own JSON parser, given the text first.
  const parseJson = app.getDefaultJsonParser(app.initialConfig.onProtoPoisoning ?? 'error', app.initialConfig.onConstructorPoisoning ?? 'error');
  // What the request's bytes found when they were no hit: the key (a miss, kept after pricing),
  // or the key and the look-up when it had to wait for the capacity rows.
  const lookups = new WeakMap<FastifyRequest, string | Pending>();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    // The language and the URL (its query is checked by the input guard) are part of the key.
    const key = `${langOf(req)}\n${req.url}\n${body as string}`;
    if (key.length <= answers.maxKeyLength) {
      // Decision 0056: looked up before the body is parsed. A hit needs no parse: these very
      // bytes parsed, validated and priced to the answer before. The kept answer itself stands
      // in for the body (no JSON parse gives a KeptAnswer): preValidation sends it, before any
      // validation, in the same tick.
      const kept = answers.get(key, app.now());
      if (kept instanceof KeptAnswer) return done(null, kept);
      lookups.set(req, kept === undefined ? key : { key, kept });
    }
    parseJson(req, body as string, done);
  });
  app.post(
    '/api/offers/calculate',
    {
      schema: {
        tags: ['offers'],
        summary: 'Price of a stay: the offer with every pvp_* line',
        description:
          'Dates are YYYY-MM-DD HH:mm:ss Madrid wall time; amounts are euros. Errors: API_ERROR_UNKNOWN_PRODUCT, API_ERROR_UNKNOWN_TERMINAL, API_ERROR_DATES_IN_PAST, API_ERROR_END_BEFORE_START, API_ERROR_CLOSED_HOURS, API_ERROR_VALIDATION (also an unknown or not-offered extra, naming the field), 409 API_ERROR_RESERVATION_OUT_OF_STOCK with details.alternative_offer. A refused promo code is not an error: it comes back in offer.promos[].error with promoLoaded 0. use_points (issue 19) applies the logged client\'s available points last (pvp_product_points, never more than the balance or what is left to pay); for a guest or an agency it prices nothing off. Issue 19: voucher_code (none or one) prices pvp_voucher for a logged-in client; a refused code comes back in offer.voucher.error with pvp_voucher 0.',
        body: calculateBody,
      },
      // A kept answer to the same bytes is sent before validation: these bytes validated, passed
      // the input guard and priced to this answer, and nothing it was priced from changed since
      // (checked by the parser's look-up, in the same tick: decision 0056).
      // A callback hook, not an async one: a hit whose rows are held is sent without a promise
      // (decision 0052's addendum).
      preValidation: (req, reply, done) => {
        const body: unknown = req.body;
        if (body instanceof KeptAnswer) return void reply.type('application/json; charset=utf-8').send(body.bytes);
        const found = lookups.get(req);
        if (found === undefined || typeof found === 'string') return done();
        found.kept.then((kept) => (kept === undefined ? done() : reply.type('application/json; charset=utf-8').send(kept.bytes)), done);
      },
    },
    async (req, reply) => {
      // A refusal (a DomainError) goes to the one error handler, which gives the specific
      // reason of a refused field in the request's language.
      const now = app.now();
      // Issue 19: points are a logged client's; the session is read only when they are asked for
      // (a guest's or an agency's use_points prices nothing off).
      let pointsAvailableCents = 0;
      if (req.body.use_points === true) {
        const account = await req.account();
        if (account?.type === 'client') pointsAvailableCents = await points.availableCents(account.userId, now);
      }
      // Issue 19: a voucher code is checked for the session's caller (spec 6: clients only).
      const caller = req.body.voucher_code ? await app.services.vouchers.callerOf(await req.account()) : undefined;
      // Decision 0042: the same stay asked with other analytics fields (another visitor) is kept
      // under the validated fields too; the request's bytes then point to the same answer.
      const cacheable = cacheableRequest(req.body);
      const found = cacheable ? lookups.get(req) : undefined;
      const bytes = typeof found === 'string' ? found : found?.key;
      const key = cacheable ? answerKey(langOf(req), req.body) : undefined;
      const kept = key === undefined ? undefined : await answers.get(key, now);
      if (kept !== undefined) {
        if (bytes !== undefined) answers.keep(bytes, kept);
        return reply.type('application/json; charset=utf-8').send(kept.bytes);
      }
      const versions = answers.versions();
      let read: PricedFrom | undefined;
      const seen = key === undefined ? undefined : (r: PricedFrom) => void (read = r);
      const result = await offers.calculate(req.body, now, langOf(req), { pointsAvailableCents, caller, seen });
      const json = calculateResponseJson(result);
      if (key !== undefined && read !== undefined) {
        const answer = answers.set(key, json, read, versions, now);
        // sent as text: its bytes are made at its first hit (decision 0056)
        if (bytes !== undefined) answers.keep(bytes, answer);
      }
      return reply.type('application/json; charset=utf-8').send(json);
    },
  );
};
