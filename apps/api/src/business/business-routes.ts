import {
  billingProfileRequest,
  type CompanyUsersResponse,
  type CompanyView,
  defaultProfileRequest,
  type MyReservationsResponse,
  type ProfilesResponse,
} from '@parking/domain/contracts/account';
import type { Lang } from '@parking/domain/contracts/wire';
import { type AccountAction, decide, type Principal } from '@parking/domain/business/permissions';
import { DomainError } from '@parking/domain/errors/codes';
import { centsToEuros } from '@parking/domain/money/money';
import { formatWireDate } from '@parking/domain/time/madrid';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CatalogCache } from '../catalog/catalog-cache';
import { langOf } from '../errors/error-handler';
import {
  clientBusiness,
  companyUsersOf,
  createProfile,
  profilesOf,
  reservationsOf,
  setDefaultProfile,
  toProfileView,
  updateProfile,
  defaultProfileIdOf,
} from './business-repository';

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

function allow(p: Principal, action: AccountAction): void {
  const d = decide(p, action);
  if (d === 'unauthenticated') throw new DomainError('API_ERROR_UNAUTHORIZED');
  if (d === 'forbidden') throw new DomainError('API_ERROR_FORBIDDEN');
}

async function clientOf(req: FastifyRequest, action: AccountAction): Promise<number> {
  const p = await principalOf(req);
  allow(p, action);
  return (p as { userId: number }).userId;
}

const profileNotFound = () => new DomainError('API_ERROR_NOT_FOUND', [{ field: 'profile_id' }]);

/** Product and place names of a product in `lang`, from the catalogue in memory. */
function namesOf(catalog: CatalogCache, lang: Lang): Map<number, { product: string; place: string }> {
  const names = new Map<number, { product: string; place: string }>();
  for (const city of catalog.catalog(lang).body.cities) {
    for (const place of city.places) for (const product of place.products) names.set(product.id, { product: product.name, place: place.name });
  }
  return names;
}

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  // Everything here is a person's data: never kept by a browser or a proxy.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });

  async function profilesResponse(userId: number): Promise<ProfilesResponse> {
    const b = await clientBusiness(app.db, userId);
    return { profiles: b.profiles, defaultInvoiceProfileId: b.defaultInvoiceProfileId, businessMode: b.businessMode };
  }

  async function profileView(userId: number, id: number) {
    const [list, defaultId] = await Promise.all([profilesOf(app.db, userId), defaultProfileIdOf(app.db, userId)]);
    const found = list.find((p) => p.profile.id === id);
    if (!found) throw profileNotFound();
    return toProfileView(found, defaultId);
  }

  app.get('/api/me/profiles', { schema: { tags: ['account'], summary: "The client's billing profiles, default profile and user mode (spec 4)" } }, async (req) => {
    const userId = await clientOf(req, 'manage_profiles');
    return profilesResponse(userId);
  });

  app.post(
    '/api/me/profiles',
    { schema: { tags: ['account'], summary: 'Adds a particular billing profile (the invoice-profile dialog)', body: billingProfileRequest } },
    async (req, reply) => {
      const userId = await clientOf(req, 'manage_profiles');
      const { billing, invoicing_method, make_default } = req.body;
      const id = await createProfile(app.db, userId, billing, invoicing_method, make_default, app.now());
      return reply.code(201).send(await profileView(userId, id));
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
      const { billing, invoicing_method, make_default } = req.body;
      const outcome = await updateProfile(app.db, userId, req.params.id, billing, invoicing_method, make_default);
      if (outcome === 'not_found') throw profileNotFound();
      if (outcome === 'not_editable') throw new DomainError('API_ERROR_PROFILE_NOT_EDITABLE', [{ field: 'profile_id' }]);
      return profileView(userId, req.params.id);
    },
  );

  app.put(
    '/api/me/default-profile',
    { schema: { tags: ['account'], summary: "Sets the default invoice profile: an own profile id, or 'empty' for particular (spec 4)", body: defaultProfileRequest } },
    async (req) => {
      const userId = await clientOf(req, 'manage_profiles');
      if (!(await setDefaultProfile(app.db, userId, req.body.profile_id))) throw profileNotFound();
      return profilesResponse(userId);
    },
  );

  app.get('/api/me/company', { schema: { tags: ['account'], summary: "The default profile's company in business mode, else null" } }, async (req, reply) => {
    const userId = await clientOf(req, 'read_company');
    const { company } = await clientBusiness(app.db, userId);
    return reply.type('application/json').send(JSON.stringify(company satisfies CompanyView | null));
  });

  app.get('/api/me/company/users', { schema: { tags: ['account'], summary: "The company's users, for its administrators only (spec 6)" } }, async (req): Promise<CompanyUsersResponse> => {
    const userId = await clientOf(req, 'read_company');
    const { company, role } = await clientBusiness(app.db, userId);
    allow({ type: 'client', userId, companyRole: company ? role : null }, 'read_company_users');
    return { users: await companyUsersOf(app.db, company!.id) };
  });

  app.get('/api/me/reservations', { schema: { tags: ['account'], summary: "The client's or the agency's bookings, newest first" } }, async (req): Promise<MyReservationsResponse> => {
    const p = await principalOf(req);
    allow(p, 'list_reservations');
    const rows = await reservationsOf(app.db, p.type === 'agency' ? { agencyId: p.agencyId } : { userId: (p as { userId: number }).userId });
    const names = namesOf(app.catalog, langOf(req));
    return {
      reservations: rows.map((r) => ({
        reference: r.reference,
        status: r.status as MyReservationsResponse['reservations'][number]['status'],
        product_name: names.get(r.productId)?.product ?? '',
        place_name: names.get(r.productId)?.place ?? '',
        startDate: formatWireDate(r.startAt),
        endDate: formatWireDate(r.endAt),
        total: centsToEuros(r.totalCents),
        created_at: r.createdAt.toISOString(),
      })),
    };
  });
};
