import type { CompanyRole } from './company-rules';

/**
 * Who may do what with account data (spec 6 Roles and permissions). The api checks these on
 * every account route; the authorisation matrix test (apps/api/src/business) reads the same
 * table to know what each caller must get.
 */
export type Principal =
  | { type: 'anonymous' }
  | { type: 'client'; userId: number; companyRole: CompanyRole | null }
  | { type: 'agency'; agencyId: number };

export type AccountAction =
  /** GET /api/me */
  | 'read_me'
  /**
   * PUT /api/me/language: "Language change is saved to the account only for logged clients";
   * an agency's call is accepted and saves nothing (it has no language to keep).
   */
  | 'set_language'
  /** GET/POST /api/me/profiles, PUT /api/me/profiles/:id, PUT /api/me/default-profile */
  | 'manage_profiles'
  /** GET /api/me/company */
  | 'read_company'
  /** GET /api/me/company/users: "administrator sees company users" */
  | 'read_company_users'
  /** GET /api/me/reservations: a client's own bookings, an agency's bookings */
  | 'list_reservations'
  /** GET /api/client/points (issue 19): a client's own points; an agency has none */
  | 'read_points';

export type Decision = 'allow' | 'unauthenticated' | 'forbidden';

/**
 * 'unauthenticated' (401) for a caller with no session, 'forbidden' (403) for a session whose
 * role may not, 'allow' otherwise. Profiles, user mode and company belong to clients (spec 3
 * User); an agency has none of them (spec 3 Agency: id, company_name).
 */
export function decide(p: Principal, action: AccountAction): Decision {
  if (p.type === 'anonymous') return 'unauthenticated';
  switch (action) {
    case 'read_me':
    case 'set_language':
    case 'list_reservations':
      return 'allow';
    case 'manage_profiles':
    case 'read_company':
    case 'read_points':
      return p.type === 'client' ? 'allow' : 'forbidden';
    case 'read_company_users':
      return p.type === 'client' && p.companyRole === 'admin' ? 'allow' : 'forbidden';
  }
}

/** A reservation's owners (columns user_id, agency_id). */
export interface ReservationOwner {
  userId: number | null;
  agencyId: number | null;
}

/**
 * "The reservation belongs to the account" (issue 10.6, 10.8): a client reads the bookings
 * made with their session, an agency those it made. Nobody reads another account's booking;
 * a guest booking (no owner) opens with its access token only (docs/decisions/0009).
 */
export function ownsReservation(p: Principal, r: ReservationOwner): boolean {
  if (p.type === 'client') return r.userId !== null && r.userId === p.userId;
  if (p.type === 'agency') return r.agencyId !== null && r.agencyId === p.agencyId;
  return false;
}
