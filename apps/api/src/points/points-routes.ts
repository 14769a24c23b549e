import { decide } from '@parking/domain/business/permissions';
import { DomainError } from '@parking/domain/errors/codes';
import type { ClientPointsResponse } from '@parking/domain/contracts/points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The answer's shape in the OpenAPI document (and checked as it is sent): packages/domain/src/contracts/points.ts. */
const pointsResponse = z.object({
  balance: z.number().describe('available now, in euros (1 point = 1 EUR), never below zero'),
  pending: z.number().describe('earned on bookings whose stay has not ended yet, in euros'),
  records: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(['earned', 'spent', 'returned', 'expired', 'opening']),
      points: z.number().describe('signed: spent and expired are negative'),
      booking_number: z.string().nullable(),
      created_at: z.string().describe('ISO 8601'),
      available_at: z.string().describe('ISO 8601: when the record counts in the balance'),
    }),
  ),
}) satisfies z.ZodType<ClientPointsResponse>;

/**
 * Issue 19: the logged client's points, balance and history (the account page). Anonymous 401,
 * agency 403 (the domain's permission table, action read_points); no-store like every account answer.
 */
export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const points = app.services.points;
  app.get(
    '/api/client/points',
    {
      schema: {
        tags: ['account'],
        summary: "The logged client's points (1 point = 1 EUR): available balance, pending (stay not ended) and the records, newest first",
        response: { 200: pointsResponse },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      const account = await req.account();
      const principal = !account ? ({ type: 'anonymous' } as const) : account.type === 'agency' ? account : ({ type: 'client', userId: account.userId, companyRole: null } as const);
      const d = decide(principal, 'read_points');
      if (d === 'unauthenticated') throw new DomainError('API_ERROR_UNAUTHORIZED');
      if (d === 'forbidden' || principal.type !== 'client') throw new DomainError('API_ERROR_FORBIDDEN');
      return points.history(principal.userId);
    },
  );
};
