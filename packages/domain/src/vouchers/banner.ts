/**
 * Spec 9 constants of the voucher banner (spec 2: it shows only under 500 px, hidden on
 * where-when and confirmation; spec 4: selecting closes its list after 250 ms).
 */
export const VOUCHER_BANNER_MAX_WIDTH_PX = 499;
export const VOUCHER_BANNER_CLOSE_MS = 250;

/** Spec 2: the steps the voucher banner is hidden on. */
export function voucherBannerHiddenOn(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return path === '/where-when' || path === '/confirmation';
}
