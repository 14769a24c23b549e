import type {
  BillingProfileView,
  CompanyRole,
  CompanyUsersResponse,
  CompanyView,
  InvoicingMethod,
  MyReservationsResponse,
  ProfilesResponse,
} from '@parking/domain/contracts/account';
import { defaultProfileOf, isBusinessMode, type DefaultProfileChoice } from '@parking/domain/business/user-mode';
import type { Lang } from '@parking/domain/contracts/wire';
import { DomainError } from '@parking/domain/errors/codes';
import { centsToEuros } from '@parking/domain/money/money';
import { formatWireDate } from '@parking/domain/time/madrid';
import type { BillingFormValues } from '@parking/domain/validation/forms';
import type { CatalogCache } from '../catalog/catalog-cache';
import type { Db } from '../db/client';
import { allow } from './allow';
import {
  companyUsersOf,
  createProfile,
  defaultProfileIdOf,
  profilesOf,
  reservationsOf,
  setDefaultProfile,
  updateProfile,
} from './business-repository';
import { toCompanyView, toProfileView } from './business-view';

export interface ClientBusiness {
  profiles: BillingProfileView[];
  /** null = particular ('empty') */
  defaultInvoiceProfileId: number | null;
  /** spec 4: the default invoice profile is a company profile */
  businessMode: boolean;
  /** the default profile's company in business mode, else null */
  company: CompanyView | null;
  /** the user's role in that company */
  role: CompanyRole | null;
}

/** Everything GET /api/me and the profile routes say about a client's user mode (spec 4). */
export async function clientBusiness(db: Db, userId: number): Promise<ClientBusiness> {
  const [list, defaultId] = await Promise.all([profilesOf(db, userId), defaultProfileIdOf(db, userId)]);
  const def = defaultProfileOf(
    list.map((p) => ({ id: p.profile.id, nif: p.profile.nif, companyId: p.profile.companyId, id_company: p.profile.idCompany, p })),
    defaultId,
  );
  const business = isBusinessMode(def ? { companyId: def.companyId } : null);
  const company = business && def?.p.company ? def.p.company : null;
  return {
    profiles: list.map((p) => toProfileView(p, defaultId)),
    defaultInvoiceProfileId: def ? def.id : null,
    businessMode: business && company !== null,
    company: company ? toCompanyView(company) : null,
    role: company ? def!.p.role : null,
  };
}

const profileNotFound = () => new DomainError('API_ERROR_NOT_FOUND', [{ field: 'profile_id' }]);

export interface ProfileInput {
  billing: BillingFormValues;
  invoicing_method: InvoicingMethod;
  make_default: boolean;
}

/**
 * Issue 10.6-10.8: a client's billing profiles, user mode and company, its company's users,
 * and a client's or an agency's reservations. Every call is keyed by the session's own id
 * (the routes decide who may call, with the domain's permission table).
 */
export function createBusinessService({ db, catalog, now }: { db: Db; catalog: CatalogCache; now: () => Date }) {
  async function profiles(userId: number): Promise<ProfilesResponse> {
    const b = await clientBusiness(db, userId);
    return { profiles: b.profiles, defaultInvoiceProfileId: b.defaultInvoiceProfileId, businessMode: b.businessMode };
  }

  async function profileView(userId: number, id: number): Promise<BillingProfileView> {
    const [list, defaultId] = await Promise.all([profilesOf(db, userId), defaultProfileIdOf(db, userId)]);
    const found = list.find((p) => p.profile.id === id);
    if (!found) throw profileNotFound();
    return toProfileView(found, defaultId);
  }

  async function addProfile(userId: number, p: ProfileInput): Promise<BillingProfileView> {
    const id = await createProfile(db, userId, p.billing, p.invoicing_method, p.make_default, now());
    return profileView(userId, id);
  }

  /** Spec 5: a corporate profile is not editable (403 API_ERROR_PROFILE_NOT_EDITABLE). */
  async function editProfile(userId: number, id: number, p: ProfileInput): Promise<BillingProfileView> {
    const outcome = await updateProfile(db, userId, id, p.billing, p.invoicing_method, p.make_default);
    if (outcome === 'not_found') throw profileNotFound();
    if (outcome === 'not_editable') throw new DomainError('API_ERROR_PROFILE_NOT_EDITABLE', [{ field: 'profile_id' }]);
    return profileView(userId, id);
  }

  async function setDefault(userId: number, choice: DefaultProfileChoice): Promise<ProfilesResponse> {
    if (!(await setDefaultProfile(db, userId, choice))) throw profileNotFound();
    return profiles(userId);
  }

  async function company(userId: number): Promise<CompanyView | null> {
    return (await clientBusiness(db, userId)).company;
  }

  /** Spec 6: the company's users, for its administrators only. */
  async function companyUsers(userId: number): Promise<CompanyUsersResponse> {
    const { company, role } = await clientBusiness(db, userId);
    allow({ type: 'client', userId, companyRole: company ? role : null }, 'read_company_users');
    return { users: await companyUsersOf(db, company!.id) };
  }

  /** "My reservations": newest first, each with its product and place named in `lang`. */
  async function reservations(owner: { userId: number } | { agencyId: number }, lang: Lang): Promise<MyReservationsResponse> {
    const rows = await reservationsOf(db, owner);
    const names = catalog.catalog(lang).products;
    return {
      reservations: rows.map((r) => ({
        reference: r.reference,
        status: r.status as MyReservationsResponse['reservations'][number]['status'],
        product_name: names.get(r.productId)?.product.name ?? '',
        place_name: names.get(r.productId)?.place ?? '',
        startDate: formatWireDate(r.startAt),
        endDate: formatWireDate(r.endAt),
        total: centsToEuros(r.totalCents),
        created_at: r.createdAt.toISOString(),
      })),
    };
  }

  return { clientBusiness: (userId: number) => clientBusiness(db, userId), profiles, addProfile, editProfile, setDefault, company, companyUsers, reservations };
}

export type BusinessService = ReturnType<typeof createBusinessService>;
