import { timingSafeEqual } from 'node:crypto';
import { AGENT_TOKEN_HEADER, agentTokenRequest, changeReservationRequest, registerReservationRequest } from '@parking/domain/contracts/manage';
import { reservationReferenceParams } from '@parking/domain/contracts/reservation';
import { stayDatesExist } from '@parking/domain/contracts/wire';
import { DomainError } from '@parking/domain/errors/codes';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireClient } from '../auth/session';
import { langOf } from '../errors/error-handler';
import { ACCESS_TOKEN_HEADER, accessTokenOf } from '../reservations/access-token';

/**
 * Issue 17 routes (contracts/manage.ts has the list, the bodies and the answers; decision
 * 0026): the booking's manage view, cancel, change (quote and save), register (link to an
 * account), get by prefix_id_hash, and the admin's agent tokens. The service is the app's
 * (app/services.ts: services.manage).
 */

const changeBody = changeReservationRequest.superRefine(stayDatesExist);

const accessHeaders = z.object({
  [ACCESS_TOKEN_HEADER]: z.string().max(200).optional().describe('the reservation_token (confirmation link, modify_res_token)'),
  [AGENT_TOKEN_HEADER]: z.string().max(200).optional().describe('an agent token from POST /api/admin/agent-tokens (agent_token)'),
});

const hashParams = z.object({ prefix_id_hash: z.string().max(120) });

function agentTokenOf(req: FastifyRequest): string | null {
  const v = req.headers[AGENT_TOKEN_HEADER];
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : null;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const ACCESS = 'Opened by X-Reservation-Token (the booking\'s access token), X-Agent-Token (an unexpired agent token of this booking) or the owner\'s session; anything else is a 404.';

export const manageRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.manage;
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const creds = (req: FastifyRequest) => ({ accessToken: accessTokenOf(req), agentToken: agentTokenOf(req), account: () => req.account() });

  app.get(
    '/api/reservation/manage',
    {
      schema: {
        tags: ['manage'],
        summary: 'The booking a token opens, for modify or agent mode: what may be done, the form prefill, the history (ManageView)',
        description: 'X-Reservation-Token (modify_res_token) or X-Agent-Token (agent_token). Unknown, expired or foreign: 404.',
        headers: accessHeaders,
      },
    },
    async (req) => {
      const access = await service.resolveAccess(creds(req), null, app.now());
      return service.manageView(access, app.now(), langOf(req));
    },
  );

  app.get(
    '/api/reservations/:reference/manage',
    { schema: { tags: ['manage'], summary: 'The manage view of a booking by its booking number', description: ACCESS, params: reservationReferenceParams, headers: accessHeaders } },
    async (req) => {
      const access = await service.resolveAccess(creds(req), { reference: req.params.reference }, app.now());
      return service.manageView(access, app.now(), langOf(req));
    },
  );

  app.get(
    '/api/reservations/hash/:prefix_id_hash',
    {
      schema: {
        tags: ['manage'],
        summary: 'Spec 7 get by hash: the manage view of the booking PK_<id>_<hash> (agent flow, spec 4)',
        description: ACCESS,
        params: hashParams,
        headers: accessHeaders,
      },
    },
    async (req) => {
      const access = await service.resolveAccess(creds(req), { prefixIdHash: req.params.prefix_id_hash }, app.now());
      return service.manageView(access, app.now(), langOf(req));
    },
  );

  app.post(
    '/api/reservations/:reference/cancel',
    {
      schema: {
        tags: ['manage'],
        summary: 'Cancels the booking: gives back its days, extras and promo use, refunds by the terms (decision 0026), mails the traveller',
        description: `${ACCESS} A second cancel answers the cancelled booking (200, cancelled_now false). A started booking: 409 API_ERROR_RESERVATION_NOT_MODIFIABLE.`,
        params: reservationReferenceParams,
        headers: accessHeaders,
        body: z.object({}).optional().nullable(),
      },
    },
    async (req) => {
      const access = await service.resolveAccess(creds(req), { reference: req.params.reference }, app.now());
      return service.cancel(access, app.now(), langOf(req));
    },
  );

  app.post(
    '/api/reservations/:reference/change/quote',
    {
      schema: {
        tags: ['manage'],
        summary: 'Prices the changed booking on the server: the changes, price before and after, what would be charged or refunded; nothing stored',
        description: `${ACCESS} A full new stay: 409 API_ERROR_RESERVATION_OUT_OF_STOCK with details.alternative_offer.`,
        params: reservationReferenceParams,
        headers: accessHeaders,
        body: changeBody,
      },
    },
    async (req) => {
      const access = await service.resolveAccess(creds(req), { reference: req.params.reference }, app.now());
      return service.quote(access, req.body, app.now(), langOf(req));
    },
  );

  app.post(
    '/api/reservations/:reference/change',
    {
      schema: {
        tags: ['manage'],
        summary: 'Spec 7 reservation update: re-prices, swaps capacity in one transaction, charges (body.card) or refunds the difference, records the history, mails the new confirmation',
        description: `${ACCESS} No change: 200 changed false. A full new stay: 409 API_ERROR_RESERVATION_OUT_OF_STOCK (the booking stays as it was). Cancelled: 409 API_ERROR_RESERVATION_IS_CANCELLED; started, inside 24 h or unpaid card: 409 API_ERROR_RESERVATION_NOT_MODIFIABLE. Declined card: 402 API_ERROR_PAYMENT_DECLINED.`,
        params: reservationReferenceParams,
        headers: accessHeaders,
        body: changeBody,
      },
    },
    async (req) => {
      const access = await service.resolveAccess(creds(req), { reference: req.params.reference }, app.now());
      return service.change(access, req.body, app.now(), langOf(req));
    },
  );

  app.post(
    '/api/reservations/:reference/register',
    {
      schema: {
        tags: ['manage'],
        summary: 'Spec 7 register reservation: links the booking to the logged client (then in "my reservations")',
        description:
          'Client session required (401 without; an agency 403). Allowed when the booking\'s e-mail is the account\'s, or with the booking\'s X-Reservation-Token; else 403 API_ERROR_FORBIDDEN. A booking of another account: 403. vehicle_id: one of the client\'s own vehicles becomes the booking\'s (its plate copied when it has one), else 404 API_ERROR_VEHICLE_NOT_FOUND on vehicle_id; import_vehicle: the booking\'s guest vehicle becomes the client\'s, else 404 on import_vehicle; not both (400). Any refusal changes nothing. The answer\'s link block (also in the manage view) tells the dialog which controls to show.',
        params: reservationReferenceParams,
        headers: accessHeaders,
        body: registerReservationRequest,
      },
    },
    async (req) => {
      const client = await requireClient(req);
      const now = app.now();
      const id = await service.idOfReference(req.params.reference);
      let tokenOpensIt = false;
      if (id !== null && accessTokenOf(req)) {
        try {
          const access = await service.resolveAccess({ accessToken: accessTokenOf(req), agentToken: null, account: async () => null }, { reference: req.params.reference }, now);
          tokenOpensIt = access.reservationId === id;
        } catch {
          tokenOpensIt = false;
        }
      }
      return service.register(client.userId, id, tokenOpensIt, req.body, now, langOf(req));
    },
  );

  // The admin's agent tokens (x-admin-token, like the admin routes; absent without ADMIN_TOKEN).
  const adminToken = app.config.adminToken;
  if (adminToken) {
    app.post(
      '/api/admin/agent-tokens',
      {
        onRequest: async (req) => {
          const given = req.headers['x-admin-token'];
          if (typeof given !== 'string' || !sameToken(given, adminToken)) throw new DomainError('API_ERROR_UNAUTHORIZED');
        },
        schema: {
          tags: ['admin'],
          summary: 'Issues an agent (ERP) token for one booking with an expiry: opens it in agent mode (/services?agent_token=...)',
          description: 'Header x-admin-token. 256 random bits, shown once, stored hashed; refused (404) once expired or for another booking.',
          body: agentTokenRequest,
        },
      },
      async (req, reply) => {
        const { reference, reservation_id, expires_in_minutes, agent } = req.body;
        const out = await service.issueAgentToken({ reference, reservation_id }, expires_in_minutes, agent, app.now());
        return reply.code(201).send(out);
      },
    );
  }
};
