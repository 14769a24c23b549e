import type { ProductService } from '../catalog/catalog';

/** Spec 6 business profile roles: the company's administrator, or another member. */
export type CompanyRole = 'admin' | 'user';

/**
 * Company restrictions and roles (spec 3 Company; spec 6 "Business profile roles:
 * administrator sees company users; others. Flags: enableBookingRecords, blockPremium
 * (company, or per profile block flag), blockWash; some washes show 'blocked by your
 * company'"). They apply only in business mode: a member booking as particular books as
 * anyone else does.
 */

export interface CompanyFlags {
  blockPremium: boolean;
  blockWashes: boolean;
  /** the company blocks premium for the members whose profile carries the block flag */
  block_premium_for_some_users: boolean;
}

/** The business context of a booking: null when the user books as particular (or is no client). */
export interface BusinessContext {
  company: CompanyFlags;
  /** the member's own flag in that company (spec 3 profile block_premium_for_this_profile) */
  block_premium_for_this_profile: boolean;
}

/**
 * Premium is blocked by the company for everyone (blockPremium), or for this member when the
 * company blocks it for some users and this member's profile carries the flag. Other kinds
 * of product are never blocked.
 */
export function isProductBlocked(service: ProductService, ctx: BusinessContext | null): boolean {
  if (ctx === null || service !== 'premium') return false;
  if (ctx.company.blockPremium) return true;
  return ctx.company.block_premium_for_some_users && ctx.block_premium_for_this_profile;
}

/** Washes are blocked for the company's members booking in business mode when blockWashes is on. */
export function isWashBlocked(ctx: BusinessContext | null): boolean {
  return ctx !== null && ctx.company.blockWashes;
}

/** An extra of the offer: only washes can be blocked (a parking space never is). */
export function isExtraBlocked(extraType: 'wash' | 'space' | 'double_space' | 'other', ctx: BusinessContext | null): boolean {
  return extraType === 'wash' && isWashBlocked(ctx);
}

/** Spec 6: "administrator sees company users"; others do not. */
export function canSeeCompanyUsers(role: CompanyRole | null): boolean {
  return role === 'admin';
}

/** Spec 5: "Corporate billing profiles cannot be edited in the booking flow". */
export function isProfileEditable(profile: { companyId: number | null }): boolean {
  return profile.companyId === null;
}

/** What the web knows of the account (GET /api/me): the default profile's company, in business mode. */
export interface AccountBusinessFacts {
  /** the default profile's company when in business mode, else null */
  company: CompanyFlags | null;
  profiles: readonly { id: number; companyId: number | null; block_premium_for_this_profile: boolean; role: CompanyRole | null }[];
  defaultInvoiceProfileId: number | null;
}

function defaultCompanyProfile(facts: AccountBusinessFacts | null) {
  if (!facts || facts.company === null || facts.defaultInvoiceProfileId === null) return null;
  const profile = facts.profiles.find((p) => p.id === facts.defaultInvoiceProfileId);
  return profile && profile.companyId !== null ? profile : null;
}

/**
 * Spec 4 "Business mode is on when the default invoice profile is a company profile; a company
 * administrator also loads the company's users": the administrator of the default profile's
 * company, in business mode (what GET /api/me/company/users answers 200 to).
 */
export function accountSeesCompanyUsers(facts: AccountBusinessFacts | null): boolean {
  return canSeeCompanyUsers(defaultCompanyProfile(facts)?.role ?? null);
}

/**
 * The business context the web marks blocked products and washes with (spec 6 "some washes
 * show 'blocked by your company'"): the default profile's company and the member's own flag
 * in it, as the server reads them for a booking that names no other profile. Particular mode
 * (no default profile, or one without a company, or no company loaded) has none.
 */
export function accountBusinessContext(facts: AccountBusinessFacts | null): BusinessContext | null {
  const profile = defaultCompanyProfile(facts);
  if (!profile || !facts?.company) return null;
  return { company: facts.company, block_premium_for_this_profile: profile.block_premium_for_this_profile };
}
