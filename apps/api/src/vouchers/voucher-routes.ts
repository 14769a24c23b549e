import { timingSafeEqual } from 'node:crypto';
import { adminVoucherBody, adminVoucherParams, promotionVouchersQuery } from '@parking/domain/contracts/voucher';
import { DomainError } from '@parking/domain/errors/codes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAccount } from '../auth/session';
import { langOf } from '../errors/error-handler';

/**
 * Issue 19, spec 7: the vouchers a logged-in client is offered for a stay and a voucher's
 * description (sanitised HTML). Spec 6: a guest fetches none (401, the web does not call);
 * an agency and a company user acting for the company get an empty list.
 */
export const voucherRoutes: FastifyPluginAsyncZod = async (app) => {
  const vouchers = app.services.vouchers;
  // A client's own offers (single-use ones they have not used): never kept by a browser or a proxy.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/client/promotion_vouchers',
    {
      schema: {
        tags: ['vouchers'],
        summary: 'The promotion vouchers the logged-in client may use for a stay (spec 5 rules, web channel)',
        description:
          'Session required (401 API_ERROR_UNAUTHORIZED). start_date and end_date are wire dates (YYYY-MM-DD HH:mm:ss, Madrid): missing → 400 with a reason. Agencies and company users acting for their company get an empty list; single-use vouchers the client used are left out. Names in the request language.',
        querystring: promotionVouchersQuery,
      },
    },
    async (req) => {
      const account = await requireAccount(req);
      const caller = await vouchers.callerOf(account);
      return { promotion_vouchers: await vouchers.list(caller, req.query, app.now(), langOf(req)) };
    },
  );

  app.get(
    '/api/client/promotion_voucher_description/:id/html',
    {
      schema: {
        tags: ['vouchers'],
        summary: "A voucher's description as sanitised HTML",
        description: 'Session required. Allow-list sanitised: no script, style or iframe, no on* attribute, no javascript: or data: link (docs/decisions/0032). 404 for an unknown or retired voucher.',
        params: adminVoucherParams,
        querystring: z.object({ lang: z.string().max(35).optional() }),
      },
    },
    async (req) => {
      await requireAccount(req);
      return { promotion_description: await vouchers.description(req.params.id, langOf(req)) };
    },
  );
};

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Issue 19: vouchers managed through the admin API (x-admin-token, as admin/admin-routes.ts).
 * Without ADMIN_TOKEN the routes do not exist. A voucher is retired, never deleted (bookings
 * name it).
 */
export const voucherAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const token = app.config.adminToken;
  if (!token) return;
  const vouchers = app.services.vouchers;
  app.addHook('onRequest', async (req) => {
    const given = req.headers['x-admin-token'];
    if (typeof given !== 'string' || !sameToken(given, token)) throw new DomainError('API_ERROR_UNAUTHORIZED');
  });

  const doc = 'Header x-admin-token. Dates are wire dates (Madrid); dto a percent, dto_euro euros; one of them above 0. texts: name and HTML description in es, ca, en, fr (sanitised when served).';
  app.get('/api/admin/vouchers', { schema: { tags: ['admin'], summary: 'Every voucher, retired too', description: 'Header x-admin-token.' } }, async () => ({ vouchers: await vouchers.adminList() }));
  app.post('/api/admin/vouchers', { schema: { tags: ['admin'], summary: 'Creates a voucher', description: doc, body: adminVoucherBody } }, async (req, reply) =>
    reply.code(201).send(await vouchers.adminCreate(req.body)),
  );
  app.put('/api/admin/vouchers/:id', { schema: { tags: ['admin'], summary: 'Replaces a voucher', description: doc, params: adminVoucherParams, body: adminVoucherBody } }, async (req) =>
    vouchers.adminUpdate(req.params.id, req.body),
  );
  app.delete('/api/admin/vouchers/:id', { schema: { tags: ['admin'], summary: 'Retires a voucher (sets retired_at; never offered or applied again)', description: 'Header x-admin-token.', params: adminVoucherParams } }, async (req) =>
    vouchers.adminRetire(req.params.id, app.now()),
  );
};
