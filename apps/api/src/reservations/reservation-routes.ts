import { createReservationRequest, reservationReferenceParams } from '@parking/domain/contracts/reservation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DomainError } from '@parking/domain/errors/codes';
import { langOf } from '../errors/error-handler';
import { stayDatesExist } from '@parking/domain/contracts/wire';
import { ACCESS_TOKEN_HEADER, accessTokenOf } from './access-token';
import { bookingOwnerOf } from '../business/booking-owner';
import { vehicleCallerOf } from '../vehicles/vehicle-caller';

/** The shared contract plus the domain's check that both stay dates exist in Madrid. */
const createBody = createReservationRequest.superRefine(stayDatesExist);

const headers = z.object({
  'idempotency-key': z
    .string()
    .min(8)
    .max(200)
    .regex(/^[\w.:-]+$/)
    .optional(),
});

/** The raw body, before zod's transforms, for the product-specific second validation. */
const rawBodies = new WeakMap<FastifyRequest, unknown>();

/** The reservation routes; the service is the app's (app/services.ts). */
export const reservationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.reservations;
  const vehicles = app.services.vehicles;
  // Issue 16: the booking's car services and workshop order (one read; null without).
  const carServices = app.services.carServices;
  /**
   * The reservation view with its vehicle section (issue 15; null on the plain-plate path) and
   * its car services (issue 16; a new booking without car services or custom requests has none
   * to read: the booking path is measured).
   */
  const view = async (stored: Parameters<typeof service.view>[0], lang: Parameters<typeof service.view>[1], readCarServices = true) => {
    const vehicleId = stored.reservation.vehicleId ?? null;
    const vehicle = vehicleId === null ? null : await vehicles.reservationVehicle(vehicleId);
    const carServicesBooking = readCarServices ? await carServices.reservationSection(stored.reservation.id, stored.reservation.reference) : null;
    // The sections are added to the view's own new object, in this order, not spread with it
    // into another: a spread of its 30 fields took V8's slow clone path on every booking, and
    // the fields added after it a runtime call each (callgrind: ~50k instructions a booking, issue 20).
    const answer = service.view(stored, lang) as ReturnType<typeof service.view> & {
      id_vehicle: number | null;
      vehicle: typeof vehicle;
      car_services_booking: typeof carServicesBooking;
      reservation_token?: string | null;
    };
    answer.id_vehicle = vehicleId;
    answer.vehicle = vehicle;
    answer.car_services_booking = carServicesBooking;
    return answer;
  };
  /** The answer of a new booking (and of a replay with a key): the view with its new access token last. */
  const withToken = <T extends { reservation_token?: string | null }>(answer: T, token: string | null): T => {
    answer.reservation_token = token;
    return answer;
  };
  // Every answer here may carry a traveller's personal data: never kept by a browser or proxy.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/reservations',
    {
      preValidation: async (req) => {
        rawBodies.set(req, req.body);
      },
      schema: {
        tags: ['reservations'],
        summary: 'Book: prices again on the server, takes capacity and stores the reservation in one transaction',
        description:
          'Any price sent by the client is ignored. Idempotency-Key: the same key and body answer the same reservation (200, Idempotent-Replay: true, with a new reservation_token); the same key with another body is a 422 API_ERROR_IDEMPOTENCY_KEY_REUSED. Without the header, an identical body within 10 s (at most 20 s) of a booking answers that booking (200, Idempotent-Replay: true) without a reservation_token: a double submit stores one reservation; send a key to get a token on a retry. A full day answers 409 API_ERROR_RESERVATION_OUT_OF_STOCK with details.alternative_offer. The body takes every field of the calculate request and is refused with the same 400s (e.g. an unknown id_mechanical_estimate, a stay out of bounds); a refused traveller field gives the form\'s own message as reason. The answer lists the applied promo code in promos.',
        body: createBody,
        headers,
      },
    },
    async (req, reply) => {
      const lang = langOf(req);
      // The session's client or agency owns the booking (issue 10.6, 10.8); a company's block is
      // refused here (10.7). A guest (no session cookie) costs no database round trip.
      const owner = await bookingOwnerOf(req, req.body, { db: app.db, catalog: app.catalog, extras: app.extras });
      // Issue 15: the vehicle booked with must be the booker's (or the guest's, by its token).
      const vehicle = req.body.id_vehicle === undefined ? null : await vehicles.forBooking(await vehicleCallerOf(req), req.body.id_vehicle);
      // A refused body (ValidationFailure) or booking (DomainError) goes to the one error handler.
      const result = await service.create(rawBodies.get(req), req.body, {
        now: app.now(),
        lang,
        idempotencyKey: req.headers['idempotency-key'],
        owner,
        vehicleToken: typeof req.headers['x-vehicle-token'] === 'string' ? req.headers['x-vehicle-token'] : null,
        vehicle,
      });
      if (result.replay && result.keyless) {
        // An identical body without a key (issue 7.6): the first booking, without a token.
        // Knowing a traveller's details is not a credential (docs/decisions/0013).
        return reply.code(200).header('idempotent-replay', 'true').send(await view(result.stored, lang));
      }
      if (result.replay) {
        // The first answer's token was shown once and is not kept: a replay (same key and
        // body, i.e. the same client retrying) gets a token of its own.
        const token = await service.newToken(result.stored.reservation.id, app.now());
        return reply.code(200).header('idempotent-replay', 'true').send(withToken(await view(result.stored, lang), token));
      }
      // Not awaited: a slow or failing SMTP server must not hold the answer of a stored booking.
      void service.afterCommit(result);
      return reply
        .code(201)
        .header('location', `/api/reservations/${result.stored.reservation.reference}`)
        .send(withToken(await view(result.stored, lang, !!(req.body.id_mechanical_estimate || req.body.customized_tires_request || req.body.service_request)), result.accessToken));
    },
  );

  const tokenHeaders = z.object({
    [ACCESS_TOKEN_HEADER]: z.string().max(200).optional().describe('the reservation_token of the create answer or of the confirmation link'),
  });
  // An unknown or wrong token: a 404 through the one error handler (issue 8.6).
  const notFound = () => new DomainError('API_ERROR_NOT_FOUND', { field: 'reservation_token' }, { key: 'reservation_not_found' });

  app.get(
    '/api/reservation',
    {
      schema: {
        tags: ['reservations'],
        summary: 'The reservation its access token opens (X-Reservation-Token: the confirmation link\'s reservation_token)',
        description: 'A missing, malformed or unknown token is a 404, like an unknown reservation (docs/decisions/0009).',
        headers: tokenHeaders,
      },
    },
    async (req) => {
      const lang = langOf(req);
      const stored = await service.findByToken(accessTokenOf(req));
      if (!stored) throw notFound();
      return await view(stored, lang);
    },
  );

  app.get(
    '/api/reservations/:reference',
    {
      schema: {
        tags: ['reservations'],
        summary: 'A reservation by its booking number (8 characters such as K7MX4PQA, any case, blanks or dashes ignored; older PK_<id>_<hash8> numbers too), opened by its X-Reservation-Token or by its owner\'s session',
        description:
          'The booking number alone opens nothing: without the token of that very reservation, or the session of the client or agency that booked it (issue 10.6, 10.8), the answer is a 404.',
        params: reservationReferenceParams,
        headers: tokenHeaders,
      },
    },
    async (req) => {
      const lang = langOf(req);
      const stored = (await service.findByToken(accessTokenOf(req), req.params.reference)) ?? (await service.findOwned(() => req.account(), req.params.reference));
      if (!stored) throw notFound();
      return await view(stored, lang);
    },
  );
};
