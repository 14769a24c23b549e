import type { BillingProfileView, CompanyView, InvoicingMethod } from '@parking/domain/contracts/account';
import { isProfileEditable } from '@parking/domain/business/company-rules';
import type { CompanyRow, ProfileWithMembership } from './business-repository';

/** A billing profile and a company as the api answers them (spec 4, 5). */

export function toProfileView(p: ProfileWithMembership, defaultId: number | null): BillingProfileView {
  const r = p.profile;
  return {
    id: r.id,
    name: r.name,
    nif: r.nif,
    address: r.address,
    city: r.city,
    zip: r.zip,
    state: r.state,
    country: r.country,
    billing_email: r.billingEmail,
    invoicing_method: r.invoicingMethod as InvoicingMethod,
    is_default: r.id === defaultId,
    companyId: r.companyId,
    id_company: r.idCompany,
    role: p.role,
    enableBookingRecords: p.company?.enableBookingRecords ?? false,
    block_premium_for_this_profile: p.blockPremiumForThisProfile,
    editable: isProfileEditable(r),
  };
}

export function toCompanyView(c: CompanyRow): CompanyView {
  return {
    id: c.id,
    name: c.name,
    companyName: c.companyName,
    blockPremium: c.blockPremium,
    blockWashes: c.blockWashes,
    block_premium_for_some_users: c.blockPremiumForSomeUsers,
    enableBookingRecords: c.enableBookingRecords,
  };
}
