import { dbIdOrDigits } from '@parking/domain/validation/ids';
import {
  billingProfileRequest,
  type CompanyUsersResponse,
  type CompanyView,
  defaultProfileRequest,
  type MyReservationsResponse,
} from '@parking/domain/contracts/account';
import type { AccountAction, Principal } from '@parking/domain/business/permissions';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { langOf } from '../errors/error-handler';
import { allow } from './allow';

/**
 * Issue 10.6-10.8: the account's billing profiles, user mode, company, company users and
 * reservations. Every route reads the session (auth/session.ts) and decides with the one
 * permission table of the domain (business/permissions.ts); every answer is `no-store`.
 */

/** The session's principal with the company role its user mode gives (spec 6). */
async function principalOf(req: FastifyRequest): Promise<Principal> {
  const account = await req.account();
  if (!account) return { type: 'anonymous' };
  if (account.type === 'agency') return account;
  return { type: 'client', userId: account.userId, companyRole: null };
}

async function clientOf(req: FastifyRequest, action: AccountAction): Promise<number> {
  const p = await principalOf(req);
  allow(p, action);
  return (p as { userId: number }).userId;
}

// the one id type of every contract (issue 18.5), taken as the path's digits
const idParams = z.object({ id: dbIdOrDigits });

export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  // Everything here is a person's data: never kept by a browser or a proxy.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  const business = app.services.business;

  app.get('/api/me/profiles', { schema: { tags: ['account'], summary: "The client's billing profiles, default profile and user mode (spec 4)" } }, async (req) => {
    const userId = await clientOf(req, 'manage_profiles');
    return business.profiles(userId);
  });

  app.post(
    '/api/me/profiles',
    { schema: { tags: ['account'], summary: 'Adds a particular billing profile (the invoice-profile dialog)', body: billingProfileRequest } },
    async (req, reply) => {
      const userId = await clientOf(req, 'manage_profiles');
      return reply.code(201).send(await business.addProfile(userId, req.body));
    },
  );

  app.put(
    '/api/me/profiles/:id',
    {
      schema: {
        tags: ['account'],
        summary: 'Edits one of the client\'s particular profiles; a corporate one is 403 API_ERROR_PROFILE_NOT_EDITABLE (spec 5)',
        params: idParams,
        body: billingProfileRequest,
      },
    },
    async (req) => {
      const userId = await clientOf(req, 'manage_profiles');
      return business.editProfile(userId, req.params.id, req.body);
    },
  );

  app.put(
    '/api/me/default-profile',
    { schema: { tags: ['account'], summary: "Sets the default invoice profile: an own profile id, or 'empty' for particular (spec 4)", body: defaultProfileRequest } },
    async (req) => {
      const userId = await clientOf(req, 'manage_profiles');
      return business.setDefault(userId, req.body.profile_id);
    },
  );

  app.get('/api/me/company', { schema: { tags: ['account'], summary: "The default profile's company in business mode, else null" } }, async (req, reply) => {
    const userId = await clientOf(req, 'read_company');
    const company = await business.company(userId);
    return reply.type('application/json').send(JSON.stringify(company satisfies CompanyView | null));
  });

  app.get('/api/me/company/users', { schema: { tags: ['account'], summary: "The company's users, for its administrators only (spec 6)" } }, async (req): Promise<CompanyUsersResponse> => {
    return business.companyUsers(await clientOf(req, 'read_company'));
  });

  app.get('/api/me/reservations', { schema: { tags: ['account'], summary: "The client's or the agency's bookings, newest first" } }, async (req): Promise<MyReservationsResponse> => {
    const p = await principalOf(req);
    allow(p, 'list_reservations');
    return business.reservations(p.type === 'agency' ? { agencyId: p.agencyId } : { userId: (p as { userId: number }).userId }, langOf(req));
  });
};
