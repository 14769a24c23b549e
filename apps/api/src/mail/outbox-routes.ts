import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Development only: the mails the app would have sent, newest first (see apps/api/README).
 * Registered only with DEV_ROUTES=on (never by default: the mails hold the reservations'
 * access links), and never listed in the OpenAPI document.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail outbox (not in production)',
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(50), to: z.string().optional() }),
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store');
      return { mails: await app.services.mailer.list(req.query.limit, req.query.to) };
    },
  );
};
