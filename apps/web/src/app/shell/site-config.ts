/**
 * Public site values the footer shows (issue 9.7), fixed at build time from the environment:
 * VITE_SUPPORT_EMAIL, VITE_SUPPORT_PHONE and VITE_REVIEWS_URL. An empty value means "none".
 */
export interface SiteConfig {
  supportEmail: string | null;
  supportPhone: string | null;
  /** the review widget's page; the footer's review slot is hidden while this is null */
  reviewsUrl: string | null;
}

const value = (v: string | undefined): string | null => {
  const s = (v ?? '').trim();
  return s === '' ? null : s;
};

export const SITE_CONFIG: SiteConfig = {
  supportEmail: value(import.meta.env.VITE_SUPPORT_EMAIL ?? 'ayuda@example-parking.com'),
  supportPhone: value(import.meta.env.VITE_SUPPORT_PHONE),
  reviewsUrl: value(import.meta.env.VITE_REVIEWS_URL),
};

/** tel: link target: digits and a leading + only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
