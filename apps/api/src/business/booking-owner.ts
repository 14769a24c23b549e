import { isExtraBlocked, isProductBlocked, isProfileEditable } from '@parking/domain/business/company-rules';
import type { CreateReservationBody } from '@parking/domain/contracts/reservation';
import { DomainError } from '@parking/domain/errors/codes';
import type { FastifyRequest } from 'fastify';
import { readCookie, SESSION_COOKIE } from '../auth/session';
import type { CatalogCache } from '../catalog/catalog-cache';
import type { Db } from '../db/client';
import type { ExtrasCache } from '../extras/extras-cache';
import { bookingProfileOf } from './business-repository';

/**
 * Who a booking belongs to (issue 10.6, 10.8) and what its company lets it book (10.7).
 * A guest booking (no session cookie, no profile_id) costs nothing here: no database round
 * trip, no await on anything but an already settled promise (the booking route is a hot path).
 */
export interface BookingOwner {
  userId: number | null;
  agencyId: number | null;
  /** the client's billing profile the booking used (the body's profile_id, else the default one) */
  invoiceProfileId: number | null;
  /**
   * the profile's data, for the invoice when the body has no billing (the body's billing wins),
   * or always when the profile is corporate (spec 5: not editable in the booking flow)
   */
  profileBilling: {
    invoiceName: string;
    invoiceNif: string;
    invoiceAddress: string;
    invoiceCity: string;
    invoiceZip: string;
    invoiceState: string;
    invoiceCountry: string;
    email: string | null;
  } | null;
  /** spec 5 "Corporate billing profiles cannot be edited in the booking flow": the body's billing is ignored */
  profileLocked: boolean;
  /**
   * issue 19: the booking profile is a company's (a company user acting for the company): no
   * vouchers (decision 0032). Absent = false.
   */
  forCompany?: boolean;
}

export interface OwnerDeps {
  db: Db;
  catalog: CatalogCache;
  extras: ExtrasCache;
}

/**
 * The booking's owner, or null for a guest. A profile_id without a client session is a 401
 * (the web logs in again); another account's profile a 404. A company member booking in
 * business mode (their booking profile belongs to a company) is refused what the company
 * blocks: 403 API_ERROR_BLOCKED_BY_COMPANY, before anything is priced or stored.
 */
export async function bookingOwnerOf(req: FastifyRequest, body: Pick<CreateReservationBody, 'productId' | 'id_wash_extra' | 'id_space_extra' | 'profile_id'>, deps: OwnerDeps): Promise<BookingOwner | null> {
  const cookie = req.headers.cookie === undefined ? null : readCookie(req, SESSION_COOKIE);
  if (cookie === null && body.profile_id === undefined) return null;
  const account = await req.account();
  if (body.profile_id !== undefined && account?.type !== 'client') throw new DomainError('API_ERROR_UNAUTHORIZED', [{ field: 'profile_id' }]);
  if (!account) return null;
  if (account.type === 'agency') return { userId: null, agencyId: account.agencyId, invoiceProfileId: null, profileBilling: null, profileLocked: false };

  const chosen = await bookingProfileOf(deps.db, account.userId, body.profile_id);
  if (!chosen.found) throw new DomainError('API_ERROR_NOT_FOUND', [{ field: 'profile_id' }]);
  const product = deps.catalog.product(body.productId);
  // An unknown product is the offer service's own 400; nothing to block.
  if (product && chosen.context) {
    if (isProductBlocked(product.service, chosen.context)) throw new DomainError('API_ERROR_BLOCKED_BY_COMPANY', [{ field: 'productId' }]);
    for (const [field, id] of [['id_wash_extra', body.id_wash_extra], ['id_space_extra', body.id_space_extra]] as const) {
      const type = id ? deps.extras.extra(id)?.type : undefined;
      if (type && isExtraBlocked(type, chosen.context)) throw new DomainError('API_ERROR_BLOCKED_BY_COMPANY', [{ field }]);
    }
  }
  const p = chosen.profile;
  return {
    userId: account.userId,
    agencyId: null,
    invoiceProfileId: p?.id ?? null,
    profileBilling: p
      ? {
          invoiceName: p.name,
          invoiceNif: p.nif,
          invoiceAddress: p.address,
          invoiceCity: p.city,
          invoiceZip: p.zip,
          invoiceState: p.state,
          invoiceCountry: p.country,
          email: p.billingEmail,
        }
      : null,
    profileLocked: p !== null && !isProfileEditable(p),
    forCompany: chosen.context !== null,
  };
}
